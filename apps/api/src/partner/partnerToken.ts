import { decodeJwt, jwtVerify } from 'jose';

/**
 * The partner's player token (apps/partner-id issues it): a JWT, HS256, signed with the secret the partner
 * shares with this API (API_PARTNER_TOKEN_SECRET). Claims: iss "partner-id", aud the store's application id
 * (API_PARTNER_APPLICATION_ID), sub the player id, status and country of the player, exp.
 * Without a secret no partner token is accepted.
 */
export const PARTNER_TOKEN_ISSUER = 'partner-id';

export interface PartnerTokenClaims {
  readonly playerId: string;
  readonly status: number;
  readonly country: string;
}

export interface PartnerTokenSettings {
  readonly partnerTokenSecret?: string;
  readonly partnerApplicationId: string;
}

/** The claims of a partner token with a valid signature that has not expired, else undefined. */
export async function verifyPartnerToken(token: string, settings: PartnerTokenSettings, now = Date.now()): Promise<PartnerTokenClaims | undefined> {
  if (!settings.partnerTokenSecret || token.length > 4096) return undefined;
  try {
    const { payload } = await jwtVerify(token, new TextEncoder().encode(settings.partnerTokenSecret), {
      issuer: PARTNER_TOKEN_ISSUER,
      audience: settings.partnerApplicationId,
      algorithms: ['HS256'],
      currentDate: new Date(now),
    });
    if (typeof payload.sub !== 'string' || !payload.sub || typeof payload.status !== 'number' || typeof payload.country !== 'string') return undefined;
    return { playerId: payload.sub, status: payload.status, country: payload.country.toLowerCase() };
  } catch {
    return undefined;
  }
}

/** The identity a partner player's calls carry: their orders and history are kept under this subject. */
export const partnerSubject = (playerId: string): string => `partner:${playerId}`;

/**
 * Whether a token says the partner issued it (its `iss`), read without checking the signature: a caller that
 * presents one is a partner player, so a signature or expiry that fails means their session is over (401), not
 * that they are a guest.
 */
export function namesPartnerIssuer(token: string): boolean {
  if (token.length > 4096) return false;
  try {
    return decodeJwt(token).iss === PARTNER_TOKEN_ISSUER;
  } catch {
    return false;
  }
}
