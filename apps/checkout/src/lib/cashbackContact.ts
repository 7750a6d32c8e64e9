import { readJson, type KeyValueStorage } from '@store/shared/domain';

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
