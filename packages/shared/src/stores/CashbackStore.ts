import { makeAutoObservable } from 'mobx';
import {
  CASHBACK_COOKIE,
  accumulateCashbackReward,
  cashbackCookieExpiry,
  parseCashbackRewardCookie,
  type CashbackEarned,
  type CashbackRewardCookie,
} from '../domain/cashbackCookie';
import { canUseRewards } from '../domain/rewards';
import { createMemoryCookieJar, type CookieJar } from './cookieJar';

/** Section 3 cashback purchase info. */
export interface CashbackPurchaseInfo {
  readonly isUseCashback: boolean;
  readonly maximumBurnAmount: number;
  readonly burnAmount: number;
  readonly earnAmount: number;
}

const NONE: CashbackPurchaseInfo = { isUseCashback: false, maximumBurnAmount: 0, burnAmount: 0, earnAmount: 0 };

/**
 * Cashback: the purchase in progress (config, purchase info, use-rewards toggle) and a guest's earned
 * reward, kept in the cashback cookie (section 3) until they sign up.
 */
export class CashbackStore {
  config: Readonly<Record<string, unknown>> | undefined = undefined;
  purchaseInfo: CashbackPurchaseInfo = NONE;
  /** The guest's accumulated reward from the cashback cookie, if any. */
  guestReward: CashbackRewardCookie | undefined;

  constructor(
    private readonly cookies: CookieJar = createMemoryCookieJar(),
    private readonly now: () => number = Date.now,
  ) {
    this.guestReward = parseCashbackRewardCookie(cookies.get(CASHBACK_COOKIE));
    makeAutoObservable<this, 'cookies' | 'now'>(this, { cookies: false, now: false }, { autoBind: true });
  }

  /** Adds an order's cashback to the guest's reward (the same order twice counts once) and keeps it 45 days. */
  recordGuestReward(earned: CashbackEarned): CashbackRewardCookie {
    const next = accumulateCashbackReward(this.guestReward, earned);
    this.cookies.set(CASHBACK_COOKIE, JSON.stringify(next), cashbackCookieExpiry(this.now()));
    this.guestReward = next;
    return next;
  }

  setConfig(config: Readonly<Record<string, unknown>> | undefined): void {
    this.config = config;
  }

  setPurchaseInfo(info: Partial<CashbackPurchaseInfo>): void {
    this.purchaseInfo = { ...this.purchaseInfo, ...info };
  }

  /** Rewards are unusable when the channel has a required minimum payment (section 5). */
  setUseCashback(on: boolean, channel: { readonly minimumPayment?: number | null } = {}): boolean {
    const allowed = !on || canUseRewards(channel);
    this.purchaseInfo = {
      ...this.purchaseInfo,
      isUseCashback: on && allowed,
      burnAmount: on && allowed ? this.purchaseInfo.maximumBurnAmount : 0,
    };
    return allowed;
  }

  reset(): void {
    this.purchaseInfo = NONE;
  }
}
