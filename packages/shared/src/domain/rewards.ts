import type { Country } from './countries';
import { roundCashback } from './money';
import type { ValueOf } from './statuses';

/** Rewards entry states (section 4). */
export const RewardEntryStatus = { Active: 1, Expired: 2, Consumed: 3 } as const;
export type RewardEntryStatus = ValueOf<typeof RewardEntryStatus>;

/** Reward sponsors (section 6): provider 10, payment channel 20, publisher (the partner) 30. */
export const RewardSponsor = { Provider: 10, PaymentChannel: 20, Publisher: 30 } as const;
export type RewardSponsor = ValueOf<typeof RewardSponsor>;

/** Ring-fence (section 6): none 0, cross 20, funder 30. */
export const RewardRingFence = { None: 0, Cross: 20, Funder: 30 } as const;
export type RewardRingFence = ValueOf<typeof RewardRingFence>;

/**
 * Same-expiry use order (section 6): partner-sponsored, then payment-method-sponsored, then
 * provider-sponsored. A sponsor outside the three is used last (docs/decisions/reward-expiry-levels.md).
 */
export function sponsorUseRank(sponsor: number): number {
  if (sponsor === RewardSponsor.Publisher) return 0;
  if (sponsor === RewardSponsor.PaymentChannel) return 1;
  if (sponsor === RewardSponsor.Provider) return 2;
  return 3;
}

/** Hours before expiry at which the shopper is alerted (24) and warned (36) (section 9; readings 5: hours). */
export const REWARD_EXPIRY_ALERT_HOURS = 24 as const;
export const REWARD_EXPIRY_WARNING_HOURS = 36 as const;

export type RewardExpiryLevel = 'alert' | 'warning' | 'none';

/** Alert when 24 h or less remain (or already past), warning at 36 h or less, else none. */
export function rewardExpiryLevel(expiresAt: string | number | Date, now: number = Date.now()): RewardExpiryLevel {
  const left = new Date(expiresAt).getTime() - now;
  if (!Number.isFinite(left)) return 'none';
  if (left <= REWARD_EXPIRY_ALERT_HOURS * 3_600_000) return 'alert';
  if (left <= REWARD_EXPIRY_WARNING_HOURS * 3_600_000) return 'warning';
  return 'none';
}

/**
 * The most rewards an order may use (major units): what the shopper has, but never the whole total (the
 * payment channel always charges at least the smallest amount the currency shows: decision
 * rewards-spending-rules), rounded down like cashback (section 5). 0 when the channel needs a minimum payment.
 */
export function maximumRewardsUse(
  input: { available: number; total: number; channelHasMinimumPayment: boolean },
  country: Pick<Country, 'showDecimal' | 'amountFormat'>,
): number {
  if (input.channelHasMinimumPayment || !(input.available > 0) || !(input.total > 0)) return 0;
  const smallest = country.showDecimal && country.amountFormat !== 'noDecimals' ? 0.01 : 1;
  const cap = Math.max(0, input.total - smallest);
  return roundCashback(Math.min(input.available, cap), country);
}

/** Countries whose rewards landing page carries its SEO section (section 9). */
export const REWARDS_LANDING_SEO_COUNTRIES = ['my', 'th', 'ph', 'id'] as const;

/** Winners shown for a prize draw (section 9). */
export const PRIZE_DRAW_WINNERS = 15 as const;

/**
 * Loyalty (section 9: "loyalty constant 30, loyalty id -1"). Read as: points are redeemed LOYALTY_CONSTANT at a time,
 * and too few points cannot redeem (section 5); a delivered order earns POINTS_PER_ORDER (decision rewards-points).
 */
export const LOYALTY_CONSTANT = 30 as const;
export const LOYALTY_ID = -1 as const;
export const POINTS_PER_ORDER = 10 as const;

/** Whether a balance of points can be redeemed (section 5: too few points cannot redeem). */
export function canRedeemPoints(points: number): boolean {
  return Number.isFinite(points) && points >= LOYALTY_CONSTANT;
}

/**
 * Freebie and daily reward answers (section 8): 1201 already claimed, 1202 validity expired, 1203 not eligible,
 * 3007 under age, 1204 invalid create order. 0 is a successful claim.
 */
export const FreebieCode = { Claimed: 0, AlreadyClaimed: 1201, ValidityExpired: 1202, NotEligible: 1203, InvalidCreateOrder: 1204, UnderAge: 3007 } as const;
export type FreebieCode = ValueOf<typeof FreebieCode>;

/** Accounts of these countries see the cross-border voucher savings box (section 2: "Indonesia accounts only"). */
export const CROSS_BORDER_SAVINGS_ACCOUNT_COUNTRIES = ['id'] as const;

/** Whether an account of this country (custom:country_code) sees the cross-border voucher savings box. */
export function seesCrossBorderSavings(accountCountry: string | undefined | null): boolean {
  return !!accountCountry && (CROSS_BORDER_SAVINGS_ACCOUNT_COUNTRIES as readonly string[]).includes(accountCountry.toLowerCase());
}
