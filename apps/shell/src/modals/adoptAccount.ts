import { UserType, type CashbackRewardCookie, type KeyValueStorage } from '@store/shared/domain';

/** Session-storage key: the offer was made in this browser session (a decline or a dismissal is not asked again). */
export const ADOPT_ACCOUNT_OFFERED_KEY = 'adoptAccountOffered';

export interface AdoptAccountOffer {
  /** The email the guest's orders were bought with: the account to create uses it. */
  readonly email: string;
  /** How many orders earned the rewards. */
  readonly orders: number;
}

export interface AdoptAccountContext {
  readonly userType: UserType;
  readonly reward: CashbackRewardCookie | undefined;
  /** The storefront has shop accounts (the full store theme, no white-label id). */
  readonly accountsEnabled: boolean;
  readonly route: string;
  readonly session: KeyValueStorage;
}

/**
 * The guest adopt-account offer (section 2 rewards; section 4 readings 9): a soft-signed-in guest whose orders
 * earned cashback in this browser, known by an email, is asked on the store's home page, once a session, to
 * sign up with that email (the rewards follow the orders into the account) or to decline and forfeit them.
 */
export function adoptAccountOffer(ctx: AdoptAccountContext): AdoptAccountOffer | undefined {
  if (ctx.userType !== UserType.SoftSignedIn || !ctx.accountsEnabled || ctx.route !== 'Homepage') return undefined;
  if (ctx.session.getItem(ADOPT_ACCOUNT_OFFERED_KEY) !== null) return undefined;
  const { reward } = ctx;
  if (!reward?.email || !(reward.reward > 0)) return undefined;
  return { email: reward.email, orders: reward.txnId.length };
}

export function markAdoptAccountOffered(session: KeyValueStorage): void {
  session.setItem(ADOPT_ACCOUNT_OFFERED_KEY, '1');
}
