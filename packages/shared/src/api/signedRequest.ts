import { SignJWT } from 'jose';

/**
 * Signed requests (section 7, readings 12): a JWT (HS256) with an X-iat header, keyed by the SHA-256
 * hash of secret + path + time. The secret ships to the browser, so this is replay protection only:
 * never identity. The API verifies them (apps/api/src/http/signedRequest.ts); no storefront page signs
 * yet, so this stays out of the kernel and no page bundles jose.
 */
export const SIGNED_REQUEST_IAT_HEADER = 'X-iat';

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
