import { RewardEntryStatus, sponsorUseRank } from '@store/shared/domain';

/** What the burn order needs of a reward entry (cashback_entries). */
export interface BurnableEntry {
  readonly id: number;
  readonly sponsor: number;
  readonly remaining_minor: number;
  readonly expires_at: string;
}

/** An entry's state at a moment (section 4): consumed when nothing is left, expired once its date has passed, else active. */
export function rewardEntryStatus(entry: Pick<BurnableEntry, 'remaining_minor' | 'expires_at'>, now: number): RewardEntryStatus {
  if (entry.remaining_minor <= 0) return RewardEntryStatus.Consumed;
  if (Date.parse(entry.expires_at) <= now) return RewardEntryStatus.Expired;
  return RewardEntryStatus.Active;
}

/** The expiry as shoppers read it: its (UTC) date. Rewards received the same day expire the same day. */
const expiryDay = (e: BurnableEntry) => e.expires_at.slice(0, 10);

/**
 * The order in which rewards are used (section 6): the soonest expiry first; for the same expiry (the same expiry
 * date: docs/decisions/rewards-sponsored-programs.md), partner-sponsored, then payment-method-sponsored, then
 * provider-sponsored; then the sooner expiry time; then the oldest entry.
 */
export function compareBurnOrder(a: BurnableEntry, b: BurnableEntry): number {
  const byDay = expiryDay(a) < expiryDay(b) ? -1 : expiryDay(a) > expiryDay(b) ? 1 : 0;
  if (byDay !== 0) return byDay;
  const bySponsor = sponsorUseRank(a.sponsor) - sponsorUseRank(b.sponsor);
  if (bySponsor !== 0) return bySponsor;
  const byExpiry = Date.parse(a.expires_at) - Date.parse(b.expires_at);
  if (byExpiry !== 0) return byExpiry;
  return a.id - b.id;
}

/**
 * Which active entries an order's rewards use, and how much of each (minor units), in the burn order.
 * Undefined when the active entries do not add up to the amount.
 */
export function planBurn(entries: readonly BurnableEntry[], amountMinor: number, now: number): Array<{ entryId: number; amountMinor: number }> | undefined {
  if (!Number.isInteger(amountMinor) || amountMinor <= 0) return [];
  const usable = entries.filter((e) => rewardEntryStatus(e, now) === RewardEntryStatus.Active).sort(compareBurnOrder);
  const plan: Array<{ entryId: number; amountMinor: number }> = [];
  let left = amountMinor;
  for (const entry of usable) {
    if (left === 0) break;
    const take = Math.min(entry.remaining_minor, left);
    plan.push({ entryId: entry.id, amountMinor: take });
    left -= take;
  }
  return left === 0 ? plan : undefined;
}
