import { makeAutoObservable } from 'mobx';
import { canUseRewards } from '../domain/rewards';

/** Section 3 cashback purchase info. */
export interface CashbackPurchaseInfo {
  readonly isUseCashback: boolean;
  readonly maximumBurnAmount: number;
  readonly burnAmount: number;
  readonly earnAmount: number;
}

const NONE: CashbackPurchaseInfo = { isUseCashback: false, maximumBurnAmount: 0, burnAmount: 0, earnAmount: 0 };

/** Cashback for the purchase in progress (minimal): config, purchase info, use-rewards toggle. */
export class CashbackStore {
  config: Readonly<Record<string, unknown>> | undefined = undefined;
  purchaseInfo: CashbackPurchaseInfo = NONE;

  constructor() {
    makeAutoObservable(this, {}, { autoBind: true });
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
