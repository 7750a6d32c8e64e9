import { makeAutoObservable } from 'mobx';
import { createMemoryCookieJar, type CookieJar } from '@store/shared';
import { CASHBACK_COOKIE, parseCashbackRewardCookie, type CashbackRewardCookie } from '@store/shared/domain';

/** Section 3 cashback purchase info. */
export interface CashbackPurchaseInfo {
  readonly isUseCashback: boolean;
  readonly maximumBurnAmount: number;
  readonly burnAmount: number;
  readonly earnAmount: number;
}

const NONE: CashbackPurchaseInfo = { isUseCashback: false, maximumBurnAmount: 0, burnAmount: 0, earnAmount: 0 };

/** Rewards are unusable when the channel has a required minimum payment (section 5). */
export function canUseRewards(channel: { readonly minimumPayment?: number | null }): boolean {
  return !(typeof channel.minimumPayment === 'number' && channel.minimumPayment > 0);
}

/**
 * Cashback: the purchase in progress (config, purchase info, use-rewards toggle) and a guest's earned
 * reward, read from the cashback cookie (section 3). The kernel's RootStore.creditGuestCashback writes
 * that cookie when a guest's order completes; the rewards remote owns this store.
 */
export class CashbackStore {
  config: Readonly<Record<string, unknown>> | undefined = undefined;
  purchaseInfo: CashbackPurchaseInfo = NONE;
  /** The guest's accumulated reward from the cashback cookie, if any. */
  guestReward: CashbackRewardCookie | undefined;

  constructor(
    private readonly cookies: CookieJar = createMemoryCookieJar(),
  ) {
    this.guestReward = parseCashbackRewardCookie(cookies.get(CASHBACK_COOKIE));
    makeAutoObservable<this, 'cookies'>(this, { cookies: false }, { autoBind: true });
  }

  /** Reads the cookie again (after a guest's order added to it). */
  refreshGuestReward(): void {
    this.guestReward = parseCashbackRewardCookie(this.cookies.get(CASHBACK_COOKIE));
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
