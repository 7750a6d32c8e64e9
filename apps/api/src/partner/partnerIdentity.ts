import type { StoreContext } from '../context';
import type { Identity } from '../http/identity';
import { namesPartnerIssuer, partnerSubject, verifyPartnerToken } from './partnerToken';

/**
 * A partner player's identity from their token (section 6: "partner token for partner accounts"): only a token
 * the partner signed and that has not expired counts. The player's name comes from their last authorisation.
 */
export async function identifyPartner(ctx: Pick<StoreContext, 'db' | 'config'>, token: string): Promise<Identity | null> {
  const claims = await verifyPartnerToken(token, ctx.config);
  if (!claims) return null;
  const row = ctx.db.prepare('SELECT name FROM partner_players WHERE player_id = ?').get(claims.playerId) as { name: string } | undefined;
  return { sub: partnerSubject(claims.playerId), ...(row ? { name: row.name } : {}), partner: claims };
}

/** The body of a GraphQL answer to a partner token that no longer counts (a GraphQL error, status 401). */
export const PARTNER_SESSION_EXPIRED = {
  errors: [{ message: 'The partner session has expired. Please sign in again.', extensions: { code: 'UNAUTHENTICATED' } }],
} as const;

/**
 * Whether a caller presents a partner token (by its issuer) that the partner did not sign or that has expired.
 * GraphQL answers such a call 401, so the store logs the partner account out (section 7), instead of serving
 * the player as a guest: an order placed then would not be theirs.
 */
export async function isStalePartnerToken(config: StoreContext['config'], token: string | undefined): Promise<boolean> {
  if (!token || !namesPartnerIssuer(token)) return false;
  return (await verifyPartnerToken(token, config)) === undefined;
}
