import { randomBytes, randomInt } from 'node:crypto';

/** An unguessable id with a readable prefix, e.g. ORD-3F9A... (96 random bits). */
export function newId(prefix: string): string {
  return `${prefix}-${randomBytes(12).toString('hex').toUpperCase()}`;
}

/** A numeric one-time code of `length` digits. */
export function newOtp(length: number): string {
  let s = '';
  for (let i = 0; i < length; i += 1) s += String(randomInt(0, 10));
  return s;
}

export const nowIso = (): string => new Date().toISOString();
