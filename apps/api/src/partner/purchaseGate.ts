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

/**
 * -104 "The requirements for this purchase are not met." (section 8's order catalogue): a purchase gate of the
 * white-label store is not passed - no 18+ confirmation on an age-gated product, or a guest on a product that
 * requires an account (as subscriptions need an account, docs/decisions/api-error-code-choices.md).
 */
export const PURCHASE_GATE_REFUSED = -104;

export interface ProductGates {
  readonly ageGatedProducts: readonly string[];
  readonly accountRequiredProducts: readonly string[];
}

const whitelabelOf = (value: unknown): string | undefined => {
  const id = Array.isArray(value) ? value[0] : value;
  return typeof id === 'string' && id !== '' ? id : undefined;
};

/**
 * The white-label store's purchase gates (section 6: "Some products require an account", "Age gate over 18 on some
 * products"; readings 2: the account is a partner account there). The storefront asks first; this refuses an order
 * that skipped it. Only orders from the white-label store (X-WHITELABEL-ID) are gated, as its storefront is.
 */
export function productGateRefusal(
  gates: ProductGates,
  whitelabelId: unknown,
  order: { gameSlug: string | undefined; ageConfirmed?: boolean | undefined },
  who: Identity | null,
): { resultCode: number; resultMessage: string } | undefined {
  if (!whitelabelOf(whitelabelId) || !order.gameSlug) return undefined;
  if (gates.accountRequiredProducts.includes(order.gameSlug) && !who?.partner) {
    return { resultCode: PURCHASE_GATE_REFUSED, resultMessage: 'Sign in to buy this product.' };
  }
  if (gates.ageGatedProducts.includes(order.gameSlug) && order.ageConfirmed !== true) {
    return { resultCode: PURCHASE_GATE_REFUSED, resultMessage: 'Confirm that you are 18 or over to buy this product.' };
  }
  return undefined;
}

/** -204 "This item is not available in your region." (section 8's order catalogue). */
export const UPCOMING_COUNTRY_REFUSED = -204;

/**
 * The white-label store (X-WHITELABEL-ID) sells nothing in its upcoming countries (readings 11: Bangladesh is
 * "coming soon" there, sellable in the full store).
 */
export function upcomingCountryRefusal(whitelabelId: unknown, countryCode: string): { resultCode: number; resultMessage: string } | undefined {
  if (!whitelabelOf(whitelabelId)) return undefined;
  if (!(PARTNER_UPCOMING_COUNTRIES as readonly string[]).includes(countryCode.toLowerCase())) return undefined;
  return { resultCode: UPCOMING_COUNTRY_REFUSED, resultMessage: 'The store does not sell in this country yet.' };
}
