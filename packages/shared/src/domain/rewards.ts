import {
  DAY_MS,
  GIFT_EXPIRY_DAYS,
  REWARD_EXPIRY_ALERT_HOURS,
  REWARD_EXPIRY_DAYS,
  REWARD_EXPIRY_WARNING_HOURS,
  REWARD_PERCENTAGE_MAX,
  REWARD_PERCENTAGE_MIN,
} from './constants';
import { RewardSponsor } from './statuses';

const HOUR_MS = DAY_MS / 24;

/** Same-expiry use order: partner (publisher), payment-method, then provider-sponsored (section 6). */
const SPONSOR_USE_RANK: Readonly<Record<number, number>> = {
  [RewardSponsor.Publisher]: 0,
  [RewardSponsor.PaymentChannel]: 1,
  [RewardSponsor.Provider]: 2,
};

export interface UsableReward {
  /** ms since the epoch. */
  readonly expiryDate: number;
  readonly sponsorType: number;
}

/** The order rewards are used in: earliest expiry first; the same expiry by sponsor. */
export function sortRewardsForUse<T extends UsableReward>(rewards: readonly T[]): T[] {
  const rank = (s: number) => SPONSOR_USE_RANK[s] ?? 3;
  return [...rewards].sort((a, b) => a.expiryDate - b.expiryDate || rank(a.sponsorType) - rank(b.sponsorType));
}

/** Rewards expire 45 days after receipt. */
export function rewardExpiryDate(receivedAt: number): number {
  return receivedAt + REWARD_EXPIRY_DAYS * DAY_MS;
}

export type RewardExpiryLevel = 'alert' | 'warning' | 'none';

/** Expiry alert within 24 h, warning within 36 h (readings 5). */
export function rewardExpiryLevel(expiryDate: number, now: number): RewardExpiryLevel {
  const left = expiryDate - now;
  if (left <= REWARD_EXPIRY_ALERT_HOURS * HOUR_MS) return 'alert';
  if (left <= REWARD_EXPIRY_WARNING_HOURS * HOUR_MS) return 'warning';
  return 'none';
}

export function isValidRewardPercentage(p: unknown): boolean {
  return typeof p === 'number' && p >= REWARD_PERCENTAGE_MIN && p <= REWARD_PERCENTAGE_MAX;
}

/** Rewards are unusable when the channel has a required minimum payment (section 5). */
export function canUseRewards(channel: { readonly minimumPayment?: number | null }): boolean {
  return !(typeof channel.minimumPayment === 'number' && channel.minimumPayment > 0);
}

/** A gift expires two weeks after it is sent. */
export function giftExpiryDate(sentAt: number): number {
  return sentAt + GIFT_EXPIRY_DAYS * DAY_MS;
}
