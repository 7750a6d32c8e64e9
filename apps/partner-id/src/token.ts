import { jwtVerify, SignJWT } from 'jose';
import type { PartnerPlayerRecord } from './players';

/**
 * The partner's player token: a JWT (HS256) signed with the secret the partner shares with the store's API
 * (PARTNER_TOKEN_SECRET here, API_PARTNER_TOKEN_SECRET there). Its claims are the published format the API
 * checks on /user/authorize and on every call carrying it: iss "partner-id", aud the store's application id,
 * sub the player id, status and country of the player, exp.
 */
export const TOKEN_ISSUER = 'partner-id';

export interface PlayerTokenClaims {
  readonly sub: string;
  readonly status: number;
  readonly country: string;
}

const key = (secret: string) => new TextEncoder().encode(secret);

export async function signPlayerToken(player: PartnerPlayerRecord, o: { secret: string; audience: string; ttlSeconds: number; now?: number }): Promise<string> {
  const iat = Math.floor((o.now ?? Date.now()) / 1000);
  return new SignJWT({ status: player.status, country: player.country })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setIssuer(TOKEN_ISSUER)
    .setAudience(o.audience)
    .setSubject(player.id)
    .setIssuedAt(iat)
    .setExpirationTime(iat + o.ttlSeconds)
    .sign(key(o.secret));
}

/** The claims of a token this service issued and that has not expired, or undefined. */
export async function readPlayerToken(token: string, o: { secret: string; audience: string; now?: number }): Promise<PlayerTokenClaims | undefined> {
  try {
    const { payload } = await jwtVerify(token, key(o.secret), { issuer: TOKEN_ISSUER, audience: o.audience, algorithms: ['HS256'], currentDate: new Date(o.now ?? Date.now()) });
    if (typeof payload.sub !== 'string' || typeof payload.status !== 'number' || typeof payload.country !== 'string') return undefined;
    return { sub: payload.sub, status: payload.status, country: payload.country };
  } catch {
    return undefined;
  }
}
