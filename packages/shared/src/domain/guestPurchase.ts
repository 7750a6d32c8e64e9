import * as z from '@store/shared/schema';
import { readJson, type KeyValueStorage } from './storage';

/** The fixed browser-storage key of the guest purchase (decision: the spec does not show it). */
export const GUEST_PURCHASE_KEY = 'guestPurchaseInfo';

/**
 * The guest purchase info: the fields are not shown, so they are the setOrderUid inputs other than
 * uid, medium and isOrderSummary, which the linking call adds (section 3).
 */
export const GuestPurchaseInfoSchema = z.object({
  txnId: z.string().check(z.minLength(1)),
  userSessionId: z.optional(z.string()),
  userId: z.optional(z.string()),
  zoneId: z.optional(z.string()),
  voucherTypeId: z.optional(z.union([z.number(), z.string()])),
  gvtId: z.optional(z.union([z.number(), z.string()])),
  lvtId: z.optional(z.union([z.number(), z.string()])),
  pcId: z.optional(z.union([z.number(), z.string()])),
  checkoutId: z.optional(z.string()),
});
export type GuestPurchaseInfo = z.infer<typeof GuestPurchaseInfoSchema>;

/** Staged at checkout and committed once the order completes (apps/checkout); read and consumed after sign-in. */
export function readGuestPurchase(local: KeyValueStorage): GuestPurchaseInfo | undefined {
  const parsed = GuestPurchaseInfoSchema.safeParse(readJson(local, GUEST_PURCHASE_KEY));
  return parsed.success ? parsed.data : undefined;
}

export type GuestLinkOutcome =
  | { readonly outcome: 'none' }
  | { readonly outcome: 'linked' }
  | { readonly outcome: 'failed'; readonly error: unknown };

/**
 * Consume after login: link the committed purchase to the account. The record is always cleared after
 * linking, success or failure; with none, nothing happens (section 4).
 */
export async function consumeGuestPurchase(
  local: KeyValueStorage,
  link: (info: GuestPurchaseInfo) => Promise<void>,
): Promise<GuestLinkOutcome> {
  if (local.getItem(GUEST_PURCHASE_KEY) === null) return { outcome: 'none' };
  const info = readGuestPurchase(local);
  try {
    if (!info) return { outcome: 'none' };
    await link(info);
    return { outcome: 'linked' };
  } catch (error) {
    return { outcome: 'failed', error };
  } finally {
    local.removeItem(GUEST_PURCHASE_KEY);
  }
}
