import { signingKey } from '@store/shared/signing';
import type { FastifyRequest } from 'fastify';
import { errors as joseErrors, jwtVerify } from 'jose';
import { ApiError } from './errors';

/**
 * Signed requests (section 7 "Other", readings 12), as @store/shared/api signs them: a JWT (HS256) in
 * `Authorization: Bearer` (or `X-Signature`) with the time in `X-iat`; the HMAC key is the SHA-256 digest of
 * secret + path + iat (the shared `signingKey`; one implementation, on jose). Claims: iat, body (the JSON body, or
 * null) and, with the context-path flag, path. The secret ships to the browser, so this is replay protection only.
 */
export const SIGNED_REQUEST_WINDOW_S = 300;

const first = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v);

export class SignedRequestChecker {
  private readonly seen = new Map<string, number>();

  constructor(
    private readonly secret: string,
    private readonly required: boolean,
  ) {}

  /** Throws 401 when a signature is present but wrong, stale or replayed (or absent while required). */
  async check(req: FastifyRequest, now = Date.now()): Promise<void> {
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
    // The path as the server sees it (/shop/cms) or relative to the API's mount (/cms).
    const full = req.url.split('?')[0] ?? '';
    const paths = [...new Set([full, full.replace(/^\/(wallet|account|shop)(?=\/)/, '')])];
    let payload: { iat?: unknown; body?: unknown; path?: unknown } | undefined;
    for (const path of paths) {
      try {
        payload = (await jwtVerify(token, await signingKey(this.secret, path, iat), { algorithms: ['HS256'] })).payload;
        break;
      } catch (e) {
        if (!(e instanceof joseErrors.JOSEError)) throw e;
      }
    }
    if (!payload || payload.iat !== iat) throw fail('SIGNATURE_INVALID', 'The request signature does not match.');
    if (typeof payload.path === 'string' && !paths.includes(payload.path)) throw fail('SIGNATURE_INVALID', 'The signed path does not match.');
    if (payload.body !== undefined && payload.body !== null && JSON.stringify(payload.body) !== JSON.stringify(req.body ?? null)) {
      throw fail('SIGNATURE_INVALID', 'The signed body does not match.');
    }
    const signature = token.slice(token.lastIndexOf('.') + 1);
    if (this.seen.size > 100_000) this.sweep(now);
    if (this.seen.has(signature)) throw fail('REQUEST_REPLAYED', 'This signed request was already used.');
    this.seen.set(signature, now + SIGNED_REQUEST_WINDOW_S * 2000);
  }

  private sweep(now: number): void {
    for (const [k, until] of this.seen) if (until < now) this.seen.delete(k);
  }
}

function fail(code: string, message: string): ApiError {
  return new ApiError(401, { error: code, resultCode: 401, resultMessage: message });
}
