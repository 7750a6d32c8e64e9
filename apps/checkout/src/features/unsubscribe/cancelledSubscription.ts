import { z } from '@store/shared';
import { readJson, SubscriptionStatus, type KeyValueStorage } from '@store/shared/domain';

/** What the unsubscribe answer tells of the subscription (the account API's subscription view). */
export const SubscriptionAnswerSchema = z.object({
  product: z.nullish(z.string()),
  status: z.nullish(z.number()),
  expiredOn: z.nullish(z.string()),
});

/** A cancelled subscription as the page names it: its product, and until when it stays active (when known). */
export const CancelledSubscriptionSchema = z.object({ product: z.optional(z.string()), activeUntil: z.optional(z.string()) });
export type CancelledSubscription = z.infer<typeof CancelledSubscriptionSchema>;

/** The cancelled subscription of an unsubscribe answer's data (a cancel keeps it active until its paid period ends). */
export function cancelledSubscriptionOf(data: unknown): CancelledSubscription {
  const parsed = SubscriptionAnswerSchema.safeParse(data);
  if (!parsed.success) return {};
  const { product, status, expiredOn } = parsed.data;
  return {
    ...(product ? { product } : {}),
    ...(expiredOn && status === SubscriptionStatus.Cancelled ? { activeUntil: expiredOn } : {}),
  };
}

/** This browser remembers the links it cancelled with: the same link opened again says so instead of offering to cancel. */
export const cancelledKey = (token: string) => `unsubscribed:${token}`;

export function readCancelled(storage: KeyValueStorage, token: string): CancelledSubscription | undefined {
  const parsed = CancelledSubscriptionSchema.safeParse(readJson(storage, cancelledKey(token)));
  return parsed.success ? parsed.data : undefined;
}

export function rememberCancelled(storage: KeyValueStorage, token: string, subscription: CancelledSubscription): void {
  try {
    storage.setItem(cancelledKey(token), JSON.stringify(subscription));
  } catch {
    // Storage full or refused: the page still says the subscription is cancelled.
  }
}

/** The "active until" date worth saying: one still ahead (a past one says nothing useful). */
export function activeUntilAhead(subscription: CancelledSubscription, now = Date.now()): string | undefined {
  const until = subscription.activeUntil ? new Date(subscription.activeUntil).getTime() : NaN;
  return until > now ? subscription.activeUntil : undefined;
}
