import { GUEST_PURCHASE_KEY, GuestPurchaseInfoSchema, readJson, type GuestPurchaseInfo, type KeyValueStorage } from '@store/shared/domain';

/*
 * The checkout's half of the guest purchase (section 3): staged with the order, committed once it
 * completes. Reading and linking it after sign-in stay in @store/shared, with the key and the record's schema.
 */

/** Stage at checkout (session storage): it survives the payment redirect in this tab only. */
export function stageGuestPurchase(session: KeyValueStorage, info: GuestPurchaseInfo): void {
  session.setItem(GUEST_PURCHASE_KEY, JSON.stringify(info));
}

/** Commit once the order completes: moves the staged record to local storage. Returns whether one was committed. */
export function commitGuestPurchase(session: KeyValueStorage, local: KeyValueStorage): boolean {
  const staged = GuestPurchaseInfoSchema.safeParse(readJson(session, GUEST_PURCHASE_KEY));
  session.removeItem(GUEST_PURCHASE_KEY);
  if (!staged.success) return false;
  local.setItem(GUEST_PURCHASE_KEY, JSON.stringify(staged.data));
  return true;
}
