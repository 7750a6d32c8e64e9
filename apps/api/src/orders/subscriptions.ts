import {
  DAY_MS,
  SUBSCRIPTION_RECURRENCE_DAYS,
  SubscriptionStatus,
  isRecurrenceDays,
  isSubscriptionLinking,
  isSubscriptionRunning,
  recurrencePriceMinor,
  type RecurrenceDays,
} from '@store/shared/domain';
import type { Db } from '../db/database';
import type { PricedSku, SkuRow } from '../catalog/catalog';
import { toMajor } from '../catalog/money';
import { newId, nowIso } from '../http/ids';

/** Subscription codes (section 8) the order API answers. */
export const SubscriptionCode = { Exists: 2, InvalidRecurrence: 3, MissingParameters: 7, AuthorizationFailed: 8 } as const;

export type RecurrenceChoice =
  | { ok: true; days: RecurrenceDays | null; priceMinor: number }
  | { ok: false; code: number; message: string };

/**
 * What a subscription order pays: the recurrence the shopper chose (7, 30, 90 or 365 days), priced from the item's
 * own period (RECURRENCE_SAVING_PERCENT). Other items take no recurrence and pay their price.
 */
export function recurrenceChoice(sku: Pick<SkuRow, 'denom_type' | 'recurrence_days'>, priceMinor: number, days: number | undefined): RecurrenceChoice {
  if (sku.denom_type !== 'subscription' || !sku.recurrence_days) {
    if (days !== undefined) return { ok: false, code: SubscriptionCode.InvalidRecurrence, message: 'This item is not a subscription: it takes no recurrence.' };
    return { ok: true, days: null, priceMinor };
  }
  if (days === undefined) return { ok: false, code: SubscriptionCode.MissingParameters, message: 'Choose how often the subscription renews (recurrenceDays).' };
  if (!isRecurrenceDays(days)) return { ok: false, code: SubscriptionCode.InvalidRecurrence, message: 'The recurrence must be 7, 30, 90 or 365 days.' };
  return { ok: true, days, priceMinor: recurrencePriceMinor(priceMinor, sku.recurrence_days, days) };
}

/** The recurrence options of a subscription item as the catalogue shows them (price per period, saving). */
export function recurrenceOptions(s: Pick<PricedSku, 'denom_type' | 'recurrence_days' | 'price_minor' | 'currency'>) {
  if (s.denom_type !== 'subscription' || !s.recurrence_days) return null;
  const base = s.recurrence_days;
  return SUBSCRIPTION_RECURRENCE_DAYS.map((days) => {
    const priceMinor = recurrencePriceMinor(s.price_minor, base, days);
    const undiscounted = Math.floor((s.price_minor * days) / base);
    return { days, price: toMajor(priceMinor, s.currency), savingPercent: Math.round(((undiscounted - priceMinor) * 100) / Math.max(undiscounted, 1)) };
  });
}

export interface SubscriptionRecord {
  id: string;
  user_sub: string | null;
  order_id: string;
  sku_id: number;
  status: number;
  recurrence_days: number;
  next_schedule: string;
  links_at: string | null;
  price_minor: number | null;
  currency: string | null;
  cancelled_on: string | null;
  expired_on: string | null;
}

/** Subscriptions whose recurring authorisation has answered become Active (read paths call this first). */
export function linkDueSubscriptions(db: Db, now = Date.now()): void {
  db.prepare('UPDATE subscriptions SET status = ? WHERE status = ? AND links_at IS NOT NULL AND links_at <= ?').run(
    SubscriptionStatus.Active,
    SubscriptionStatus.Initializing,
    new Date(now).toISOString(),
  );
}

/**
 * A paid subscription order's subscription: created Initializing when the first payment succeeds, linked (Active)
 * when the provider authorises the recurring charge (after `linkMs` here: docs/decisions/subscription-linking.md).
 * Reading it moves it on, as a callback would have.
 */
export class Subscriptions {
  private readonly stmts;

  constructor(private readonly db: Db, private readonly linkMs: number) {
    this.stmts = {
      insert: db.prepare(
        `INSERT INTO subscriptions (id, user_sub, email, order_id, sku_id, channel_id, status, recurrence_days, next_schedule, unsubscribe_token,
           links_at, price_minor, currency, expired_on, created_at) VALUES (@id, @user_sub, @email, @order_id, @sku_id, @channel_id, @status, @recurrence_days,
           @next_schedule, @unsubscribe_token, @links_at, @price_minor, @currency, @expired_on, @created_at)`,
      ),
      byOrder: db.prepare('SELECT * FROM subscriptions WHERE order_id = ?'),
      runningOf: db.prepare('SELECT status FROM subscriptions WHERE user_sub = ? AND sku_id = ?'),
    };
  }

  /**
   * Starts the subscription of a paid order: Initializing until the recurring authorisation answers; Failed to
   * authorize (6) when the provider refused it (the paid period runs out, nothing renews).
   */
  start(order: { order_id: string; user_sub: string | null; email: string | null; sku_id: number; channel_id: number; price_minor: number; currency: string },
    recurrenceDays: number, unsubscribeToken: string, authorised = true, now = Date.now()): SubscriptionRecord {
    const paidUntil = new Date(now + recurrenceDays * DAY_MS).toISOString();
    const row = {
      id: newId('SUB'),
      user_sub: order.user_sub,
      email: order.email,
      order_id: order.order_id,
      sku_id: order.sku_id,
      channel_id: order.channel_id,
      status: !authorised ? SubscriptionStatus.FailedToAuthorize : this.linkMs === 0 ? SubscriptionStatus.Active : SubscriptionStatus.Initializing,
      recurrence_days: recurrenceDays,
      next_schedule: paidUntil,
      expired_on: authorised ? null : paidUntil,
      unsubscribe_token: unsubscribeToken,
      links_at: new Date(now + this.linkMs).toISOString(),
      // Each renewal charges the period's price: a promo or rewards on the first order do not recur.
      price_minor: order.price_minor,
      currency: order.currency,
      created_at: nowIso(),
    };
    this.stmts.insert.run(row);
    return this.ofOrder(order.order_id, now) as SubscriptionRecord;
  }

  /** The subscription an order started, linked if its authorisation is due. */
  ofOrder(orderId: string, now = Date.now()): SubscriptionRecord | undefined {
    linkDueSubscriptions(this.db, now);
    return this.stmts.byOrder.get(orderId) as SubscriptionRecord | undefined;
  }

  /** Whether the buyer already has this item running (or being linked): code 2. A cancelled one may be bought again. */
  hasRunning(userSub: string, skuId: number): boolean {
    return (this.stmts.runningOf.all(userSub, skuId) as Array<{ status: number }>).some((s) => isSubscriptionRunning(s.status));
  }

  /** The order view's subscription part: state, recurrence, the recurring charge and the next date. */
  static view(s: SubscriptionRecord | undefined) {
    if (!s) return null;
    return {
      id: s.id,
      status: s.status,
      linking: isSubscriptionLinking(s.status),
      recurrenceDays: s.recurrence_days,
      recurringPrice: s.price_minor !== null && s.currency ? toMajor(s.price_minor, s.currency) : null,
      nextSchedule: s.status === SubscriptionStatus.Active || isSubscriptionLinking(s.status) ? s.next_schedule : null,
      activeUntil: s.expired_on,
    };
  }
}
