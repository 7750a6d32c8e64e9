import { CASHBACK_COOKIE_DAYS, DAY_MS } from './constants';

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
