import { z } from '@store/shared';
import type { AccountClient } from '@store/shared/api';

/** A subscription (section 3): product, email, payment method, next schedule, cancelled-on, expired-on; with its status and recurrence. */
export const SubscriptionSchema = z.object({
  id: z.string(),
  product: z.string(),
  email: z.nullable(z.string()),
  paymentMethod: z.string(),
  status: z.number(),
  recurrenceDays: z.number(),
  /** What each renewal charges (absent from subscriptions started before recurrences were priced). */
  recurringPrice: z.optional(z.nullable(z.number())),
  currency: z.optional(z.nullable(z.string())),
  nextSchedule: z.nullable(z.string()),
  cancelledOn: z.nullable(z.string()),
  expiredOn: z.nullable(z.string()),
});
export type Subscription = z.infer<typeof SubscriptionSchema>;

const ListSchema = z.object({ resultCode: z.union([z.number(), z.string()]), data: z.array(SubscriptionSchema) });
const OneSchema = z.object({ resultCode: z.union([z.number(), z.string()]), data: z.nullable(SubscriptionSchema) });

export class SubscriptionsUnavailableError extends Error {
  override readonly name = 'SubscriptionsUnavailableError';
}

/** The signed-in user's subscriptions, newest first (account API GET /user/subscriptions). */
export async function fetchSubscriptions(account: Pick<AccountClient, 'http'>): Promise<Subscription[]> {
  const res = await account.http.get('/user/subscriptions');
  const body = ListSchema.safeParse(res.data);
  if (res.status !== 200 || !body.success || Number(body.data.resultCode) !== 0) throw new SubscriptionsUnavailableError(`subscriptions answered ${res.status}`);
  return body.data.data;
}

/** Cancels a subscription: it stays active until its next date (section 4), then expires. */
export async function cancelSubscription(account: Pick<AccountClient, 'http'>, id: string): Promise<Subscription> {
  const res = await account.http.post(`/user/subscriptions/${encodeURIComponent(id)}/cancel`, {});
  const body = OneSchema.safeParse(res.data);
  if (res.status !== 200 || !body.success || Number(body.data.resultCode) !== 0 || !body.data.data) throw new SubscriptionsUnavailableError(`cancel answered ${res.status}`);
  return body.data.data;
}
