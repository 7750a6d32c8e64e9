import { PartnerPlayerStatus, PARTNER_UPCOMING_COUNTRIES } from '@store/shared/domain';
import type { Db } from '../db/database';
import type { Identity } from '../http/identity';

/** -102 "You are not eligible for this purchase." (section 8's order catalogue). */
export const PARTNER_PURCHASE_REFUSED = -102;

/**
 * Whether a partner player may buy (section 6: "Banned partner players cannot buy"): a banned or unlinked
 * player, or one the store never authorised, is refused. Anyone else (guests, shop users) passes.
 */
export function partnerPurchaseRefusal(db: Db, who: Identity | null): { resultCode: number; resultMessage: string } | undefined {
  if (!who?.partner) return undefined;
  if (who.partner.status === PartnerPlayerStatus.Banned) return { resultCode: PARTNER_PURCHASE_REFUSED, resultMessage: 'This account is banned and cannot buy.' };
  if (who.partner.status === PartnerPlayerStatus.NotLinked) return { resultCode: PARTNER_PURCHASE_REFUSED, resultMessage: 'This account is not linked to a player.' };
  const row = db.prepare('SELECT status FROM partner_players WHERE player_id = ?').get(who.partner.playerId) as { status: number } | undefined;
  if (!row) return { resultCode: PARTNER_PURCHASE_REFUSED, resultMessage: 'Sign in again to buy.' };
  if (row.status === PartnerPlayerStatus.Banned) return { resultCode: PARTNER_PURCHASE_REFUSED, resultMessage: 'This account is banned and cannot buy.' };
  return undefined;
}

/** -204 "This item is not available in your region." (section 8's order catalogue). */
export const UPCOMING_COUNTRY_REFUSED = -204;

/**
 * The white-label store (X-WHITELABEL-ID) sells nothing in its upcoming countries (readings 11: Bangladesh is
 * "coming soon" there, sellable in the full store).
 */
export function upcomingCountryRefusal(whitelabelId: unknown, countryCode: string): { resultCode: number; resultMessage: string } | undefined {
  const id = Array.isArray(whitelabelId) ? whitelabelId[0] : whitelabelId;
  if (typeof id !== 'string' || id === '') return undefined;
  if (!(PARTNER_UPCOMING_COUNTRIES as readonly string[]).includes(countryCode.toLowerCase())) return undefined;
  return { resultCode: UPCOMING_COUNTRY_REFUSED, resultMessage: 'The store does not sell in this country yet.' };
}
