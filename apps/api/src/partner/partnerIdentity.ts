import type { StoreContext } from '../context';
import type { Identity } from '../http/identity';
import { partnerSubject, verifyPartnerToken } from './partnerToken';

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
