import { EventEmitter } from 'node:events';

/** A wallet as GET /wallet/user/wallet shows it (Wallets.view). */
export interface WalletView {
  walletId: string;
  walletStatus: number;
  countryCode: string;
  currencyCode: string;
  balanceAmount: number;
  hasSpent: boolean;
}

/** What moved a balance: a settled top-up, a Codacash charge, a redeemed gift code. */
export type BalanceChangeReason = 'topup' | 'charge' | 'gift-code';

export interface BalanceChange {
  userSub: string;
  reason: BalanceChangeReason;
  wallet: WalletView;
}

/** Never the bare sub: EventEmitter gives the name 'error' a meaning of its own. */
const eventOf = (userSub: string) => `balance:${userSub}`;

export type BalanceListener = (change: BalanceChange) => void;

/**
 * Balance changes, per user, inside this API process (the live-balance socket listens; decision
 * wallet-live-balance). A listener that throws does not undo the change that was already committed.
 */
export class WalletBalanceEvents {
  private readonly emitter = new EventEmitter();

  constructor() {
    // One listener per open socket: the per-user socket limit bounds them, not EventEmitter's warning.
    this.emitter.setMaxListeners(0);
  }

  /** Called after the change is committed. */
  publish(change: BalanceChange): void {
    try {
      this.emitter.emit(eventOf(change.userSub), change);
    } catch {
      /* a listener's failure is the listener's: the committed change stands */
    }
  }

  /** Listens to one user's changes; returns the unsubscribe. */
  subscribe(userSub: string, listener: BalanceListener): () => void {
    this.emitter.on(eventOf(userSub), listener);
    return () => {
      this.emitter.off(eventOf(userSub), listener);
    };
  }

  listenerCount(userSub: string): number {
    return this.emitter.listenerCount(eventOf(userSub));
  }
}
