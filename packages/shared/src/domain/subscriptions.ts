import { SUBSCRIPTION_RECURRENCE_DAYS, SUBSCRIPTION_SAVING_MAX_PERCENT, type RecurrenceDays } from './constants';
import { SubscriptionStatus } from './statuses';

/**
 * The saving each recurrence offers against paying the item's own period at its price, in percent (section 9:
 * up to 25%). Not shown in the spec beyond the maximum: docs/decisions/subscription-recurrence-prices.md.
 */
export const RECURRENCE_SAVING_PERCENT: Readonly<Record<RecurrenceDays, number>> = { 7: 0, 30: 0, 90: 10, 365: SUBSCRIPTION_SAVING_MAX_PERCENT };

export function isRecurrenceDays(days: number): days is RecurrenceDays {
  return (SUBSCRIPTION_RECURRENCE_DAYS as readonly number[]).includes(days);
}

/**
 * The price of one period of `days` (minor units) for a subscription priced `basePriceMinor` every `baseDays`:
 * the day rate times the days, less the recurrence's saving, rounded down to a whole minor unit (never above
 * the undiscounted price).
 */
export function recurrencePriceMinor(basePriceMinor: number, baseDays: number, days: RecurrenceDays): number {
  const full = (basePriceMinor * days) / baseDays;
  return Math.floor((full * (100 - RECURRENCE_SAVING_PERCENT[days])) / 100 + 1e-9);
}

/** A subscription still being linked after payment: the store waits (up to SUBSCRIPTION_LINKING_TIMEOUT_MS). */
export function isSubscriptionLinking(status: number): boolean {
  return status === SubscriptionStatus.Initializing || status === SubscriptionStatus.WaitingForAction || status === SubscriptionStatus.Authorized;
}

/** A subscription that blocks another of the same item (code 2) and the account's deletion. */
export function isSubscriptionRunning(status: number): boolean {
  return status === SubscriptionStatus.Active || isSubscriptionLinking(status);
}
