import { createHash, createHmac, randomUUID } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { ApiError } from './errors';
import { safeEqual } from './secrets';

/**
 * Signed requests (section 7 "Other", readings 12), as @store/shared/api/signedRequest signs them: a JWT (HS256)
 * in `Authorization: Bearer` (or `X-Signature`) with the time in `X-iat`; the HMAC key is the SHA-256 digest of
 * secret + path + iat. Claims: iat, body (the JSON body, or null) and, with the context-path flag, path.
 * The secret ships to the browser, so this is replay protection only: it never identifies anyone.
 */
export const SIGNED_REQUEST_WINDOW_S = 300;

export function signingKey(secret: string, path: string, iat: number): Buffer {
  return createHash('sha256').update(`${secret}${path}${iat}`).digest();
}

/** Builds the headers the storefront sends (tests and the benchmark). */
export function signRequest(secret: string, path: string, body: unknown = null, iat = Math.floor(Date.now() / 1000)): Record<string, string> {
  const header = Buffer.from(JSON.stringify({ alg: 'HS256', typ: 'JWT' })).toString('base64url');
  const payload = Buffer.from(JSON.stringify({ body, iat, jti: randomUUID() })).toString('base64url');
  const sig = createHmac('sha256', signingKey(secret, path, iat)).update(`${header}.${payload}`).digest('base64url');
  return { 'x-iat': String(iat), authorization: `Bearer ${header}.${payload}.${sig}` };
}

const first = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v);

export class SignedRequestChecker {
  private readonly seen = new Map<string, number>();

  constructor(
    private readonly secret: string,
    private readonly required: boolean,
  ) {}

  /** Throws 401 when a signature is present but wrong, stale or replayed (or absent while required). */
  check(req: FastifyRequest, now = Date.now()): void {
    const iatRaw = first(req.headers['x-iat']);
    const explicit = first(req.headers['x-signature']);
    if (iatRaw === undefined && explicit === undefined) {
      if (this.required) throw fail('SIGNATURE_REQUIRED', 'This call must be signed (X-iat with a signed JWT).');
      return;
    }
    const bearer = /^Bearer\s+(\S+)$/i.exec(first(req.headers.authorization) ?? '')?.[1];
    const token = explicit ?? bearer;
    if (!token || !iatRaw || !/^\d{9,11}$/.test(iatRaw) || token.length > 8192) {
      throw fail('SIGNATURE_INVALID', 'X-iat and a signed JWT must both be present and well formed.');
    }
    const iat = Number(iatRaw);
    if (Math.abs(now / 1000 - iat) > SIGNED_REQUEST_WINDOW_S) throw fail('SIGNATURE_EXPIRED', 'X-iat is outside the accepted window.');
    const parts = token.split('.');
    if (parts.length !== 3) throw fail('SIGNATURE_INVALID', 'The signature is not a JWT.');
    const [h, p, s] = parts as [string, string, string];
    let header: { alg?: unknown } | null;
    let payload: { iat?: unknown; body?: unknown; path?: unknown } | null;
    try {
      header = JSON.parse(Buffer.from(h, 'base64url').toString('utf8'));
      payload = JSON.parse(Buffer.from(p, 'base64url').toString('utf8'));
    } catch {
      throw fail('SIGNATURE_INVALID', 'The signature is not a JWT.');
    }
    if (!header || header.alg !== 'HS256' || !payload || typeof payload !== 'object' || payload.iat !== iat) {
      throw fail('SIGNATURE_INVALID', 'The request signature does not match.');
    }
    // The path as the server sees it (/shop/cms) or relative to the API's mount (/cms).
    const full = req.url.split('?')[0] ?? '';
    const paths = [full, full.replace(/^\/(wallet|account|shop)(?=\/)/, '')];
    const valid = paths.some((path) => safeEqual(s, createHmac('sha256', signingKey(this.secret, path, iat)).update(`${h}.${p}`).digest('base64url')));
    if (!valid) throw fail('SIGNATURE_INVALID', 'The request signature does not match.');
    if (typeof payload.path === 'string' && !paths.includes(payload.path)) throw fail('SIGNATURE_INVALID', 'The signed path does not match.');
    if (payload.body !== undefined && payload.body !== null && JSON.stringify(payload.body) !== JSON.stringify(req.body ?? null)) {
      throw fail('SIGNATURE_INVALID', 'The signed body does not match.');
    }
    if (this.seen.size > 100_000) this.sweep(now);
    if (this.seen.has(s)) throw fail('REQUEST_REPLAYED', 'This signed request was already used.');
    this.seen.set(s, now + SIGNED_REQUEST_WINDOW_S * 2000);
  }

  private sweep(now: number): void {
    for (const [k, until] of this.seen) if (until < now) this.seen.delete(k);
  }
}

function fail(code: string, message: string): ApiError {
  return new ApiError(401, { error: code, resultCode: 401, resultMessage: message });
}
