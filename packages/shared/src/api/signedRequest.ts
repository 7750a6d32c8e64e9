import { jwtVerify, SignJWT } from 'jose';

/**
 * Signed requests (section 7, readings 12): a JWT (HS256) with an X-iat header, keyed by the SHA-256
 * hash of secret + path + time. The secret ships to the browser, so this is replay protection only:
 * never identity.
 */
export const SIGNED_REQUEST_IAT_HEADER = 'X-iat';
/** How far a signed request's time may be from the server's clock. */
export const SIGNED_REQUEST_MAX_SKEW_S = 300;

export interface SignInput {
  secret: string;
  /** The request path (e.g. /order/create). */
  path: string;
  body?: unknown;
  /** With the context-path flag, the path is part of the signed claims too. */
  includeContextPath?: boolean;
  nowMs?: number;
}

export async function signingKey(secret: string, path: string, iat: number): Promise<Uint8Array> {
  const bytes = new TextEncoder().encode(`${secret}${path}${iat}`);
  return new Uint8Array(await globalThis.crypto.subtle.digest('SHA-256', bytes));
}

/** Headers of a signed request: Authorization Bearer <jwt> and X-iat <seconds>. */
export async function signedRequestHeaders(input: SignInput): Promise<Record<string, string>> {
  const iat = Math.floor((input.nowMs ?? Date.now()) / 1000);
  const claims: Record<string, unknown> = { body: input.body ?? null };
  if (input.includeContextPath) claims.path = input.path;
  const jwt = await new SignJWT(claims)
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setIssuedAt(iat)
    .sign(await signingKey(input.secret, input.path, iat));
  return { Authorization: `Bearer ${jwt}`, [SIGNED_REQUEST_IAT_HEADER]: String(iat) };
}

export interface VerifyInput {
  secret: string;
  path: string;
  token: string;
  iat: string | number;
  body?: unknown;
  nowMs?: number;
  maxSkewS?: number;
}

/** The server side: the token verifies with the (secret, path, X-iat) key, X-iat is recent, and the body matches. */
export async function verifySignedRequest(input: VerifyInput): Promise<boolean> {
  const iat = Number(input.iat);
  if (!Number.isInteger(iat)) return false;
  const nowS = Math.floor((input.nowMs ?? Date.now()) / 1000);
  if (Math.abs(nowS - iat) > (input.maxSkewS ?? SIGNED_REQUEST_MAX_SKEW_S)) return false;
  try {
    const { payload } = await jwtVerify(input.token.replace(/^Bearer\s+/i, ''), await signingKey(input.secret, input.path, iat), {
      algorithms: ['HS256'],
      currentDate: new Date(nowS * 1000),
    });
    if (payload.iat !== iat) return false;
    if (payload.path !== undefined && payload.path !== input.path) return false;
    return JSON.stringify(payload.body ?? null) === JSON.stringify(input.body ?? null);
  } catch {
    return false;
  }
}
