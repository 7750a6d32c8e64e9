import { CASHBACK_COOKIE_DAYS, DAY_MS } from './constants';
import { readJson, type KeyValueStorage } from './storage';

/** The cashback reward cookie (section 3): the contact, the transactions counted, the accumulated reward. */
export interface CashbackRewardCookie {
  readonly email?: string;
  readonly phone?: string;
  /** Distinct transactions whose reward is accumulated; the last one is the latest. */
  readonly txnId: readonly string[];
  readonly reward: number;
}

export interface CashbackEarned {
  readonly email?: string;
  readonly phone?: string;
  readonly txnId: string;
  readonly reward: number;
}

export const CASHBACK_COOKIE = 'cashbackReward';

function sameContact(a: { email?: string; phone?: string }, b: { email?: string; phone?: string }): boolean {
  if (a.email && b.email) return a.email.trim().toLowerCase() === b.email.trim().toLowerCase();
  if (a.phone && b.phone) return a.phone.replace(/\D/g, '') === b.phone.replace(/\D/g, '');
  return false;
}

/**
 * The reward accumulates across distinct transactions for the same contact; a repeated transaction
 * changes nothing; another contact starts afresh.
 */
export function accumulateCashbackReward(existing: CashbackRewardCookie | undefined, earned: CashbackEarned): CashbackRewardCookie {
  const contact = { ...(earned.email ? { email: earned.email } : {}), ...(earned.phone ? { phone: earned.phone } : {}) };
  const reward = Number.isFinite(earned.reward) && earned.reward > 0 ? earned.reward : 0;
  if (!existing || !sameContact(existing, earned)) return { ...contact, txnId: [earned.txnId], reward };
  if (existing.txnId.includes(earned.txnId)) return existing;
  return {
    ...contact,
    txnId: [...existing.txnId, earned.txnId],
    reward: Number((existing.reward + reward).toPrecision(12)),
  };
}

export function parseCashbackRewardCookie(raw: unknown): CashbackRewardCookie | undefined {
  let value: unknown = raw;
  if (typeof raw === 'string') {
    try {
      value = JSON.parse(raw);
    } catch {
      return undefined;
    }
  }
  if (typeof value !== 'object' || value === null) return undefined;
  const v = value as Record<string, unknown>;
  const ids = Array.isArray(v['txnId']) ? v['txnId'] : typeof v['txnId'] === 'string' ? [v['txnId']] : undefined;
  if (!ids || !ids.every((id): id is string => typeof id === 'string') || typeof v['reward'] !== 'number') return undefined;
  if (typeof v['email'] !== 'string' && typeof v['phone'] !== 'string') return undefined;
  return {
    ...(typeof v['email'] === 'string' ? { email: v['email'] } : {}),
    ...(typeof v['phone'] === 'string' ? { phone: v['phone'] } : {}),
    txnId: ids,
    reward: v['reward'],
  };
}

export function cashbackCookieExpiry(now: number): Date {
  return new Date(now + CASHBACK_COOKIE_DAYS * DAY_MS);
}

/** Session-storage key of the receipt contact a guest gave for an order (decision: not shown in the spec). */
export const CASHBACK_CONTACT_KEY = 'cashbackContact';

export interface StagedCashbackContact {
  readonly txnId: string;
  readonly email?: string;
  readonly phone?: string;
}

/**
 * At checkout a guest's receipt contact is staged with the order (session storage survives the payment
 * redirect in this tab), so the order's cashback can be kept in the cashback cookie once it completes.
 */
export function stageCashbackContact(session: KeyValueStorage, contact: StagedCashbackContact): void {
  if (!contact.email && !contact.phone) {
    session.removeItem(CASHBACK_CONTACT_KEY);
    return;
  }
  session.setItem(CASHBACK_CONTACT_KEY, JSON.stringify(contact));
}

/** The contact staged for this order, removed as it is read; undefined for another order or none. */
export function takeCashbackContact(session: KeyValueStorage, txnId: string): { email?: string; phone?: string } | undefined {
  const raw = readJson(session, CASHBACK_CONTACT_KEY);
  if (typeof raw !== 'object' || raw === null) return undefined;
  const v = raw as Record<string, unknown>;
  if (v['txnId'] !== txnId) return undefined;
  session.removeItem(CASHBACK_CONTACT_KEY);
  const email = typeof v['email'] === 'string' && v['email'] ? v['email'] : undefined;
  const phone = typeof v['phone'] === 'string' && v['phone'] ? v['phone'] : undefined;
  if (!email && !phone) return undefined;
  return { ...(email ? { email } : {}), ...(phone ? { phone } : {}) };
}
