import { randomBytes } from 'node:crypto';
import { hmac, safeEqual } from '../http/secrets';

/** A guest's notification-reader id: `G-<random>.<signature>`, issued by the API so nobody can act as another guest. */
export function newGuestId(secret: string): string {
  const id = `G-${randomBytes(12).toString('hex')}`;
  return `${id}.${signature(secret, id)}`;
}

export function isGuestId(secret: string, value: string): boolean {
  const dot = value.lastIndexOf('.');
  if (dot < 0 || !value.startsWith('G-')) return false;
  return safeEqual(value.slice(dot + 1), signature(secret, value.slice(0, dot)));
}

const signature = (secret: string, id: string) => hmac(secret, `guest.${id}`).slice(0, 22);
