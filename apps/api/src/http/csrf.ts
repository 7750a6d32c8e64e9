import { randomBytes } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { ApiError } from './errors';
import { hmac, safeEqual } from './secrets';

/** Anti-forgery tokens live 10 minutes; the client refetches every expiry-seconds (section 4). */
export const CSRF_TOKEN_TTL_S = 600;

/** A stateless token bound to the user (sub) with an expiry: base64url(payload).hmac. */
export function issueCsrfToken(secret: string, sub: string, now = Date.now()): { token: string; expiresIn: number } {
  const payload = Buffer.from(
    JSON.stringify({ s: sub, e: Math.floor(now / 1000) + CSRF_TOKEN_TTL_S, n: randomBytes(8).toString('hex') }),
  ).toString('base64url');
  return { token: `${payload}.${hmac(secret, `csrf.${payload}`)}`, expiresIn: CSRF_TOKEN_TTL_S };
}

export function isValidCsrfToken(secret: string, sub: string, token: string, now = Date.now()): boolean {
  const [payload, sig, extra] = token.split('.');
  if (!payload || !sig || extra !== undefined) return false;
  if (!safeEqual(sig, hmac(secret, `csrf.${payload}`))) return false;
  try {
    const data = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as { s?: unknown; e?: unknown };
    return data.s === sub && typeof data.e === 'number' && data.e * 1000 > now;
  } catch {
    return false;
  }
}

/** Reads X-CSRF-TOKEN or X-XSRF-TOKEN; a missing, expired or foreign token is 403. */
export function requireCsrf(req: FastifyRequest, secret: string, sub: string): void {
  const raw = req.headers['x-xsrf-token'] ?? req.headers['x-csrf-token'];
  const token = Array.isArray(raw) ? raw[0] : raw;
  if (!token || token.length > 512 || !isValidCsrfToken(secret, sub, token)) {
    throw new ApiError(403, {
      error: 'CSRF_TOKEN_INVALID',
      resultCode: 403,
      resultMessage: 'The anti-forgery token is missing, expired or not yours. Fetch a new one from /generateCsrfToken.',
    });
  }
}
