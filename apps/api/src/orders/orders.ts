import {
  DAY_MS,
  GIFT_EXPIRY_DAYS,
  REWARD_EXPIRY_DAYS,
  REWARD_PERCENTAGE_MAX,
  REWARD_PERCENTAGE_MIN,
  cashbackFor,
  countryByCode,
  defaultLanguageOf,
  type Country,
  OrderStatus,
  PromotionStatus,
  RewardSponsor,
  orderStatusHeader,
  internationalMobileNumber,
  billingAddressSchema,
  type BillingAddress,
  validateMobileNumber,
} from '@store/shared/domain';
import { z } from 'zod';
import type { GameRow, PromoRow } from '../catalog/catalog';
import { sellableCountry } from '../catalog/catalog';
import { GameFieldValuesSchema, gameFieldValues, gameFieldsOf } from '../catalog/gameFields';
import { minorPerMajor, toMajor, toMinor } from '../catalog/money';
import type { StoreContext } from '../context';
import { badRequest } from '../http/errors';
import type { Identity } from '../http/identity';
import { newId, nowIso } from '../http/ids';
import { hmac, sha256 } from '../http/secrets';
import { isAllowedReturnUrl, safeOrigin, storefrontUrl } from '../http/returnUrl';
import { CountryCodeSchema, EmailSchema, IdempotencyKeySchema, TextSchema } from '../http/validate';
import { sendToOutbox } from '../outbox';
import { membershipRefusal } from './memberships';
import { recurrenceChoice, SubscriptionCode, Subscriptions } from './subscriptions';
import { REWARDS_MESSAGES, RewardsChanged, RewardsRefusal, rewardsOf } from '../rewards/rewards';

export interface OrderRow {
  order_id: string;
  idempotency_key: string;
  request_hash: string;
  user_sub: string | null;
  email: string | null;
  mobile: string | null;
  linked_uid: string | null;
  vat_percent: number;
  vat_minor: number;
  cashback_minor: number;
  /** Who pays the order's cashback (section 6): provider 10, payment channel 20, publisher 30. */
  reward_sponsor: number;
  units: number | null;
  nationality: string | null;
  game_fields: string | null;
  country: string;
  currency: string;
  gvt_id: number;
  lvt_id: number;
  sku_id: number;
  channel_id: number;
  player_user_id: string;
  player_zone_id: string;
  nickname: string | null;
  price_minor: number;
  discount_minor: number;
  total_minor: number;
  promo_code: string | null;
  status: number;
  is_gift: number;
  gift_email: string | null;
  gift_name: string | null;
  gift_message: string | null;
  gift_code: string | null;
  gift_expires_at: string | null;
  gift_claimed_at: string | null;
  billing_address: string | null;
  recurrence_days: number | null;
  return_url: string;
  checkout_id: string | null;
  /** The free giveaway item delivered with the order (docs/decisions/pre-registration-and-giveaway.md). */
  free_giveaway_item_id: string | null;
  created_at: string;
  updated_at: string;
  paid_at: string | null;
  fulfilled_at: string | null;
}

const STATUS_NAMES: Readonly<Record<number, string>> = Object.fromEntries(
  Object.entries(OrderStatus).map(([name, n]) => [n, name]),
);

/** Gifting payload: newlines become spaces, trimmed (section 3). */
const giftText = (max: number) =>
  z
    .string()
    .max(max)
    .transform((s) => s.replace(/[\r\n]+/g, ' ').trim())
    .pipe(TextSchema(max));

export const CreateOrderInputSchema = z
  .object({
    idempotencyKey: IdempotencyKeySchema,
    countryCode: CountryCodeSchema,
    gameSlug: z.string().min(1).max(80).regex(/^[a-z0-9-]+$/).optional(),
    gvtId: z.number().int().positive().max(1e9).optional(),
    skuId: z.number().int().positive().max(1e9),
    paymentChannelId: z.number().int().positive().max(1e9),
    userId: z.string().trim().max(64).regex(/^[A-Za-z0-9#_ .-]*$/).default(''),
    zoneId: z.string().trim().max(16).regex(/^[0-9]*$/).default(''),
    email: EmailSchema.optional(),
    /** A custom amount's price (major units), checked against the item's minimum and maximum in `create`. */
    amount: z.number().positive().max(1e9).optional(),
    /** The buyer's nationality (ISO 3166 alpha-2) where the store asks for it. */
    nationality: z
      .string()
      .regex(/^[A-Za-z]{2}$/)
      .transform((s) => s.toLowerCase())
      .refine((c) => countryByCode(c) !== undefined, 'a country code the store knows')
      .optional(),
    /** The game's dynamic fields (e.g. server), checked against the game and the player in `create`. */
    gameFields: GameFieldValuesSchema.optional(),
    /** The receipt's mobile number, checked against the order country's pattern in `create`. */
    mobile: z.string().trim().min(1).max(24).regex(/^[0-9 -]+$/, 'the local number: digits, spaces and -').optional(),
    promoCode: z.string().trim().min(1).max(32).regex(/^[A-Za-z0-9_-]+$/).optional(),
    gift: z
      .object({
        email: EmailSchema,
        name: giftText(60).pipe(z.string().min(1)),
        message: giftText(300).default(''),
      })
      .strict()
      .optional(),
    /**
     * Stored with the order and returned (CONTRACTS.md); part of what the idempotency key covers.
     * billingAddressSchema is a zod/mini schema (@store/shared's), which has no .optional() method.
     */
    billingAddress: z.optional(billingAddressSchema),
    /** A subscription's recurrence: 7, 30, 90 or 365 days (subscription codes 3 and 7 otherwise). */
    recurrenceDays: z.number().int().positive().max(3650).optional(),
    returnUrl: z.string().max(2048).optional(),
    checkoutId: z.string().max(64).regex(/^[A-Za-z0-9_-]+$/).optional(),
    /** Rewards (cashback) the signed-in buyer uses on this order, major units (apps/api/src/rewards). */
    rewardsAmount: z.number().positive().max(1e9).optional(),
    /** The buyer confirmed the age gate (18+) of an age-gated product on the white-label store (src/partner/purchaseGate.ts). */
    ageConfirmed: z.boolean().optional(),
    /** The free giveaway item the cart showed (section 3 "Cart: freeGiveawayItem"): the game's running giveaway, else -101. */
    freeGiveawayItemId: z.string().regex(/^[a-z0-9-]{1,64}$/).optional(),
  })
  .strict()
  .refine((v) => v.gameSlug !== undefined || v.gvtId !== undefined, { message: 'gameSlug or gvtId is required', path: ['gameSlug'] });
export type CreateOrderInput = z.infer<typeof CreateOrderInputSchema>;

export interface OrderResult {
  resultCode: number;
  resultMessage: string;
  order: ReturnType<Orders['view']> | null;
  /** True when the idempotency key had already created this order. */
  replayed: boolean;
}

const fail = (resultCode: number, resultMessage: string): OrderResult => ({ resultCode, resultMessage, order: null, replayed: false });

/** Orders: creation (idempotent), reads, and the status machine the payment provider and the wallet drive. */
export class Orders {
  private readonly stmts;
  readonly subscriptions: Subscriptions;

  constructor(private readonly ctx: StoreContext) {
    const { db } = ctx;
    this.subscriptions = new Subscriptions(db, ctx.config.subscriptionLinkMs);
    this.stmts = {
      byId: db.prepare('SELECT * FROM orders WHERE order_id = ?'),
      unpaidHoldingRewards: db.prepare(
        `SELECT DISTINCT o.order_id FROM orders o JOIN reward_burns b ON b.order_id = o.order_id AND b.released_at IS NULL
         WHERE o.user_sub = ? AND o.status IN (${OrderStatus.Payment_Init}, ${OrderStatus.Payment_Pending}) AND o.created_at <= ?`,
      ),
      byKey: db.prepare('SELECT * FROM orders WHERE idempotency_key = ?'),
      byGiftCode: db.prepare('SELECT * FROM orders WHERE gift_code = ?'),
      insert: db.prepare(
        `INSERT INTO orders (order_id, idempotency_key, request_hash, user_sub, email, mobile, country, currency, gvt_id, lvt_id, sku_id,
           channel_id, player_user_id, player_zone_id, nickname, price_minor, discount_minor, total_minor, vat_percent, vat_minor, cashback_minor, reward_sponsor,
           units, nationality, game_fields, promo_code, status, is_gift, gift_email, gift_name, gift_message, billing_address, recurrence_days, return_url, checkout_id, free_giveaway_item_id, created_at, updated_at)
         VALUES (@order_id, @idempotency_key, @request_hash, @user_sub, @email, @mobile, @country, @currency, @gvt_id, @lvt_id, @sku_id,
           @channel_id, @player_user_id, @player_zone_id, @nickname, @price_minor, @discount_minor, @total_minor, @vat_percent, @vat_minor,
           @cashback_minor, @reward_sponsor, @units, @nationality, @game_fields, @promo_code, @status, @is_gift, @gift_email, @gift_name, @gift_message, @billing_address, @recurrence_days, @return_url, @checkout_id, @free_giveaway_item_id, @created_at, @updated_at)
         ON CONFLICT (idempotency_key) DO NOTHING`,
      ),
      purchasesToday: db.prepare(
        `SELECT COUNT(*) AS n FROM orders WHERE sku_id = ? AND player_user_id = ? AND player_zone_id = ? AND created_at >= ?
         AND status NOT IN (${OrderStatus.NotInit}, ${OrderStatus.Payment_Failed}, ${OrderStatus.Cancelled})
         AND NOT (status IN (${OrderStatus.Payment_Init}, ${OrderStatus.Payment_Pending}) AND created_at < ?)`,
      ),
      paidBefore: db.prepare(
        `SELECT 1 FROM orders WHERE status IN (${PAID_STATUSES.join(', ')})
         AND ((gvt_id = @gvt AND player_user_id = @user AND player_zone_id = @zone AND @user != '') OR (user_sub IS NOT NULL AND user_sub = @sub)) LIMIT 1`,
      ),
      usePromo: db.prepare('UPDATE promos SET used = used + 1 WHERE code = ? AND (max_uses IS NULL OR used < max_uses)'),
      setStatus: db.prepare('UPDATE orders SET status = ?, updated_at = ? WHERE order_id = ? AND status = ?'),
      event: db.prepare('INSERT INTO order_events (order_id, from_status, to_status, source, created_at) VALUES (?, ?, ?, ?, ?)'),
    };
    // A user's rewards held by unpaid orders past their expiry come back before the rewards are read or used.
    rewardsOf(ctx).beforeUse((sub) => void this.expireUnpaidHoldingRewards(sub));
  }

  /** Whether the player (of this game) or the signed-in buyer already has a paid order: a first-purchase promo no longer applies. */
  hasPaidOrder(gvtId: number, userId: string, zoneId: string, who: Identity | null): boolean {
    return this.stmts.paidBefore.get({ gvt: gvtId, user: userId, zone: zoneId, sub: who?.sub ?? null }) !== undefined;
  }

  /**
   * An unpaid order that holds rewards is cancelled UNPAID_ORDER_EXPIRY_MS after it was created, which gives them back
   * (docs/decisions/rewards-unpaid-orders-release.md); a later payment callback finds it no longer payable. Runs
   * before a user's rewards are read or used. Returns how many orders it cancelled.
   */
  expireUnpaidHoldingRewards(sub: string, now: number = Date.now()): number {
    const cutoff = new Date(now - UNPAID_ORDER_EXPIRY_MS).toISOString();
    const held = this.stmts.unpaidHoldingRewards.all(sub, cutoff) as Array<{ order_id: string }>;
    return held.filter((o) => this.transition(o.order_id, [OrderStatus.Payment_Init, OrderStatus.Payment_Pending], OrderStatus.Cancelled, 'unpaid-expiry')).length;
  }

  get(orderId: string): OrderRow | undefined {
    return this.stmts.byId.get(orderId) as OrderRow | undefined;
  }

  byGiftCode(code: string): OrderRow | undefined {
    return this.stmts.byGiftCode.get(code) as OrderRow | undefined;
  }

  /** An order the caller may see: its owner's, or a guest order (whose id is an unguessable secret of the buyer). */
  visibleTo(orderId: string, who: Identity | null): OrderRow | undefined {
    const order = this.get(orderId);
    if (!order) return undefined;
    if (order.user_sub && order.user_sub !== who?.sub) return undefined;
    return this.expireGiftIfDue(order);
  }

  /** Creates an order, or returns the one the same idempotency key created. The price comes from the catalogue only. */
  /** `storefront`: the origin of the storefront the shopper orders from (default return URL and links in messages). */
  create(input: CreateOrderInput, who: Identity | null, storefront?: string): OrderResult {
    const { catalog, db, config } = this.ctx;
    const requestHash = orderRequestHash(input, who);
    const existing = this.stmts.byKey.get(input.idempotencyKey) as OrderRow | undefined;
    if (existing) return this.replay(existing, requestHash);

    if (input.returnUrl !== undefined && !isAllowedReturnUrl(config, input.returnUrl)) {
      throw badRequest([{ path: 'body.returnUrl', code: 'not_allowed', message: 'returnUrl must be on an allowed store origin' }]);
    }
    const country = sellableCountry(db, input.countryCode);
    if (!country) return fail(-204, 'This store does not sell in that country.');
    let mobile: string | null = null;
    if (input.mobile !== undefined) {
      const checked = validateMobileNumber(input.mobile, country);
      if (!checked.ok) {
        throw badRequest([{ path: 'body.mobile', code: 'invalid_mobile', message: `not a mobile number of country ${country.code}` }]);
      }
      mobile = checked.value;
    }
    const game = input.gameSlug ? catalog.gameBySlug(input.gameSlug) : catalog.gameById(input.gvtId ?? 0);
    if (!game || (input.gvtId !== undefined && game.gvt_id !== input.gvtId)) return fail(-101, 'Item not available.');
    const lvtId = catalog.lvtId(game.gvt_id, country.code);
    if (lvtId === undefined) return fail(-204, 'This game is not sold in this country.');
    const sku = catalog.sku(input.skuId);
    if (!sku || sku.gvt_id !== game.gvt_id || sku.status !== 1) return fail(-101, 'Item not available.');
    // The cart's free item must be the one this game gives now: an ended or swapped giveaway is not delivered silently.
    if (input.freeGiveawayItemId !== undefined && catalog.freeGiveaway(game.slug)?.id !== input.freeGiveawayItemId) {
      return fail(-101, 'The free item is no longer available. Please refresh the page.');
    }
    const price = catalog.price(sku.sku_id, country.code);
    if (!price) return fail(-204, 'This item is not sold in this country.');
    const recurrence = recurrenceChoice(sku, chosenPrice(price, input.amount).priceMinor, input.recurrenceDays);
    if (!recurrence.ok) return fail(recurrence.code, recurrence.message);
    const chosen = { priceMinor: recurrence.priceMinor };
    const channel = catalog.channel(input.paymentChannelId, country.code);
    if (!channel) return fail(1516, 'This payment channel is not allowed here.');
    if (chosen.priceMinor < channel.min_amount_minor) return fail(1516, 'This payment channel is not allowed for this amount.');

    const isGift = input.gift !== undefined;
    if (isGift && input.promoCode) return fail(604, 'A promo code cannot be used with a gift purchase.');
    if (isGift && sku.denom_type === 'subscription') return fail(-102, 'Subscriptions cannot be gifted.');
    if (isGift && sku.membership) return fail(-102, 'Memberships cannot be gifted.');
    if (sku.denom_type === 'subscription' && !who) return fail(-104, 'Sign in to subscribe.');
    if (sku.denom_type === 'subscription' && who && this.subscriptions.hasRunning(who.sub, sku.sku_id)) {
      return fail(SubscriptionCode.Exists, 'You already have this subscription.');
    }

    let nickname: string | null = null;
    const fields = isGift ? {} : gameFieldValues(gameFieldsOf(game.game_fields), input.gameFields);
    if (!isGift) {
      const check = catalog.validatePlayer(game, input.userId, input.zoneId, country.code, fields);
      if (!check.ok) return fail(check.code, 'Player check failed.');
      nickname = check.nickname;
      const membership = membershipRefusal(db, sku, { userId: input.userId, zoneId: game.requires_zone ? input.zoneId : '' }, PAID_STATUSES);
      if (membership) return fail(membership.code, membership.message);
      if (sku.purchase_limit_per_day !== null) {
        const since = new Date(Date.now() - DAY_MS).toISOString();
        const unpaidExpired = new Date(Date.now() - UNPAID_ORDER_EXPIRY_MS).toISOString();
        const n = (this.stmts.purchasesToday.get(sku.sku_id, input.userId, game.requires_zone ? input.zoneId : '', since, unpaidExpired) as { n: number }).n;
        if (n >= sku.purchase_limit_per_day) return fail(-107, 'Purchase limit reached for this item.');
      }
    }

    let discount = 0;
    let promo: PromoRow | undefined;
    if (input.promoCode) {
      promo = catalog.promo(input.promoCode);
      const promoError =
        checkPromo(promo, game, country) ??
        firstPurchaseError(promo, this.hasPaidOrder(game.gvt_id, input.userId, game.requires_zone ? input.zoneId : '', who));
      if (promoError) return fail(promoError.code, promoError.message);
      discount = Math.floor((chosen.priceMinor * (promo?.percent_off ?? 0)) / 100);
    }

    let rewardsMinor = 0;
    if (input.rewardsAmount !== undefined) {
      const use = rewardsOf(this.ctx).checkUse(who, {
        amount: input.rewardsAmount, country, currency: price.currency, totalMinor: chosen.priceMinor - discount, channel,
        isGift, isSubscription: sku.denom_type === 'subscription',
      });
      if (!use.ok) return fail(use.code, REWARDS_MESSAGES[use.code] ?? '');
      rewardsMinor = use.amountMinor;
    }
    const total = chosen.priceMinor - discount - rewardsMinor;
    // A partner's or a payment method's program pays the cashback of the orders it covers, else the provider does.
    const program = rewardsOf(this.ctx).programFor(game.gvt_id, channel.id, country.code);
    const vatPercent = catalog.vatPercent(country.code);
    const now = nowIso();
    const row = {
      order_id: newId('ORD'),
      idempotency_key: input.idempotencyKey,
      request_hash: requestHash,
      user_sub: who?.sub ?? null,
      email: input.email ?? who?.email ?? null,
      mobile,
      country: country.code,
      currency: price.currency,
      gvt_id: game.gvt_id,
      lvt_id: lvtId,
      sku_id: sku.sku_id,
      channel_id: channel.id,
      player_user_id: isGift ? '' : input.userId,
      player_zone_id: isGift || !game.requires_zone ? '' : input.zoneId,
      nickname,
      price_minor: chosen.priceMinor,
      // A subscription's period price is not a multiple of the item: it delivers the item once per period.
      units: recurrence.days ? sku.amount : Math.floor((chosen.priceMinor * sku.amount) / price.price_minor),
      nationality: input.nationality ?? null,
      game_fields: Object.keys(fields).length ? JSON.stringify(fields) : null,
      discount_minor: discount,
      total_minor: total,
      vat_percent: vatPercent,
      vat_minor: vatIncluded(total, vatPercent),
      cashback_minor: cashbackEarned(total, price.currency, program?.percent ?? game.cashback_percent, country),
      reward_sponsor: program?.sponsor ?? RewardSponsor.Provider,
      promo_code: promo?.code ?? null,
      status: OrderStatus.Payment_Init,
      is_gift: isGift ? 1 : 0,
      gift_email: input.gift?.email ?? null,
      gift_name: input.gift?.name ?? null,
      gift_message: input.gift?.message ?? null,
      billing_address: input.billingAddress ? JSON.stringify(input.billingAddress) : null,
      recurrence_days: recurrence.days,
      return_url: input.returnUrl ?? `${storefront ?? config.storeUrl}/${defaultLanguageOf(country).code}-${country.code}/complete`,
      checkout_id: input.checkoutId ?? null,
      free_giveaway_item_id: input.freeGiveawayItemId ?? null,
      created_at: now,
      updated_at: now,
    };
    const outcome = db.transaction((): OrderResult => {
      const info = this.stmts.insert.run(row);
      if (info.changes === 0) {
        // A concurrent request with the same key won: answer with its order.
        return this.replay(this.stmts.byKey.get(input.idempotencyKey) as OrderRow, requestHash);
      }
      if (promo && this.stmts.usePromo.run(promo.code).changes === 0) {
        throw new PromoSoldOut();
      }
      if (rewardsMinor > 0 && !rewardsOf(this.ctx).reserve(row.order_id, who?.sub ?? '', row.currency, rewardsMinor)) throw new RewardsChanged();
      this.stmts.event.run(row.order_id, null, row.status, 'create', now);
      return { resultCode: 0, resultMessage: 'Success', order: this.view(row as OrderRow), replayed: false };
    });
    try {
      return outcome();
    } catch (e) {
      if (e instanceof PromoSoldOut) return fail(605, 'This promo code has been fully used.');
      if (e instanceof RewardsChanged) return fail(RewardsRefusal.Changed, REWARDS_MESSAGES[RewardsRefusal.Changed] ?? '');
      throw e;
    }
  }

  private replay(existing: OrderRow, requestHash: string): OrderResult {
    if (existing.request_hash !== requestHash) {
      return fail(-103, 'This idempotency key was already used for a different order.');
    }
    return { resultCode: 0, resultMessage: 'Success', order: this.view(this.expireGiftIfDue(existing)), replayed: true };
  }

  /**
   * Moves an order from one of `from` to `to` atomically; false when the order is no longer in `from`
   * (so a replayed callback or a second charge changes nothing).
   */
  transition(orderId: string, from: readonly number[], to: number, source: string): boolean {
    const order = this.get(orderId);
    if (!order || !from.includes(order.status)) return false;
    const now = nowIso();
    const changed = this.stmts.setStatus.run(to, now, orderId, order.status).changes === 1;
    if (changed) this.stmts.event.run(orderId, order.status, to, source, now);
    // A failed or cancelled order gives back the rewards it used (and never earns: cashback is credited on delivery).
    if (changed && REWARDS_RETURNED_ON.includes(to)) rewardsOf(this.ctx).release(orderId);
    return changed;
  }

  /**
   * Payment received: Payment_Completed, then fulfilment: the item is delivered (Fulfillment_Completed),
   * or, for a gift, the receiver is emailed a claim link (Gift_Init). Runs in one transaction; false if not payable.
   */
  /** `renewalsAuthorised: false`: the provider refused a subscription's recurring charge (it will not renew, code 8). */
  completePayment(orderId: string, source: string, options: { renewalsAuthorised?: boolean } = {}): boolean {
    const { db } = this.ctx;
    return db.transaction(() => {
      if (!this.transition(orderId, [OrderStatus.Payment_Init, OrderStatus.Payment_Pending], OrderStatus.Payment_Completed, source)) {
        return false;
      }
      db.prepare('UPDATE orders SET paid_at = ? WHERE order_id = ?').run(nowIso(), orderId);
      this.fulfil(orderId, options.renewalsAuthorised ?? true);
      return true;
    })();
  }

  private fulfil(orderId: string, renewalsAuthorised: boolean): void {
    const { db, config, catalog } = this.ctx;
    const order = this.get(orderId) as OrderRow;
    const sku = catalog.sku(order.sku_id);
    const game = catalog.gameById(order.gvt_id);
    const item = `${sku?.name ?? 'Item'} - ${game?.name ?? ''}`;
    const total = `${toMajor(order.total_minor, order.currency)} ${order.currency}`;
    if (order.is_gift) {
      const code = newId('GIFT');
      const expires = new Date(Date.now() + GIFT_EXPIRY_DAYS * DAY_MS).toISOString();
      db.prepare('UPDATE orders SET gift_code = ?, gift_expires_at = ? WHERE order_id = ?').run(code, expires, orderId);
      this.transition(orderId, [OrderStatus.Payment_Completed], OrderStatus.Gift_Init, 'fulfilment');
      const country = sellableCountry(db, order.country);
      const prefix = country ? `${defaultLanguageOf(country).code}-${country.code}` : order.country;
      const link = `${storefrontUrl(config, safeOrigin(order.return_url))}/${prefix}/redeem?code=${encodeURIComponent(code)}`;
      sendToOutbox(db, {
        channel: 'email',
        recipient: order.gift_email ?? '',
        kind: 'gift-claim-link',
        subject: `${order.gift_name ?? 'A friend'} sent you a gift`,
        body: `${order.gift_name ?? 'A friend'} sent you ${item}. ${order.gift_message ?? ''}\nClaim it by ${giftExpiryText(expires)}: ${link}`,
        link,
      });
    } else {
      db.prepare('UPDATE orders SET fulfilled_at = ? WHERE order_id = ?').run(nowIso(), orderId);
      this.transition(orderId, [OrderStatus.Payment_Completed], OrderStatus.Fulfillment_Completed, 'fulfilment');
      const recurrenceDays = order.recurrence_days ?? (sku?.denom_type === 'subscription' ? sku.recurrence_days : null);
      if (recurrenceDays) {
        const token = hmac(this.ctx.secret, `unsub.${orderId}`);
        const subscription = this.subscriptions.start(order, recurrenceDays, token, renewalsAuthorised);
        if (order.email && renewalsAuthorised) {
          const link = `${storefrontUrl(config, safeOrigin(order.return_url))}/${order.country}/unsubscribe?token=${token}`;
          const renewal = `${toMajor(order.price_minor, order.currency)} ${order.currency}`;
          const body = `Your subscription renews every ${recurrenceDays} days for ${renewal} (next on ${subscription.next_schedule.slice(0, 10)}). Unsubscribe: ${link}`;
          sendToOutbox(db, { channel: 'email', recipient: order.email, kind: 'subscription-started', subject: `Your ${sku?.name ?? 'subscription'}`, body, link });
        }
      }
    }
    rewardsOf(this.ctx).earn(order, order.reward_sponsor);
    const receipt = `Thank you. ${item} for ${total} is ${order.is_gift ? 'on its way to your friend' : 'delivered'}. Order ${orderId}.`;
    if (order.email) {
      sendToOutbox(db, { channel: 'email', recipient: order.email, kind: 'order-confirmation', subject: `Your order ${orderId}`, body: receipt });
    } else if (order.mobile) {
      const country = countryByCode(order.country);
      if (country) sendToOutbox(db, { channel: 'sms', recipient: internationalMobileNumber(country, order.mobile), kind: 'order-confirmation', subject: '', body: receipt });
    }
  }

  /** A gift not claimed within GIFT_EXPIRY_DAYS becomes Gift_Expired when next read. */
  expireGiftIfDue(order: OrderRow, now = Date.now()): OrderRow {
    if (order.status === OrderStatus.Gift_Init && order.gift_expires_at && Date.parse(order.gift_expires_at) <= now) {
      this.transition(order.order_id, [OrderStatus.Gift_Init], OrderStatus.Gift_Expired, 'gift-expiry');
      return this.get(order.order_id) as OrderRow;
    }
    return order;
  }

  paymentUrl(order: OrderRow): string | null {
    const channel = this.ctx.catalog.channel(order.channel_id, order.country);
    if (!channel || channel.kind !== 'provider') return null;
    return `${this.ctx.config.providerUrl}/provider/pay/${order.order_id}?token=${paymentToken(this.ctx.secret, order.order_id)}`;
  }

  view(order: OrderRow) {
    const { catalog } = this.ctx;
    const sku = catalog.sku(order.sku_id);
    const game = catalog.gameById(order.gvt_id);
    const channel = catalog.channel(order.channel_id, order.country);
    return {
      orderId: order.order_id,
      txnId: order.order_id,
      status: order.status,
      statusName: STATUS_NAMES[order.status] ?? 'Unknown',
      statusHeader: orderStatusHeader(order.status),
      countryCode: order.country,
      currency: order.currency,
      gvtId: order.gvt_id,
      lvtId: order.lvt_id,
      gameSlug: game?.slug ?? '',
      gameName: game?.name ?? '',
      skuId: order.sku_id,
      itemName: sku?.name ?? '',
      units: order.units ?? sku?.amount ?? 0,
      paymentChannelId: order.channel_id,
      paymentChannelName: channel?.name ?? '',
      isWalletPayment: channel?.kind === 'codacash',
      userId: order.player_user_id,
      zoneId: order.player_zone_id,
      nickname: order.nickname,
      price: toMajor(order.price_minor, order.currency),
      discount: toMajor(order.discount_minor, order.currency),
      total: toMajor(order.total_minor, order.currency),
      vatPercent: order.vat_percent,
      vat: toMajor(order.vat_minor, order.currency),
      // A declined or failed order earns nothing (issue 16): what it would have earned is not shown.
      cashbackEarned: REWARDS_RETURNED_ON.includes(order.status) ? 0 : toMajor(order.cashback_minor, order.currency),
      cashbackUsed: toMajor(rewardsOf(this.ctx).usedOn(order.order_id), order.currency),
      promoCode: order.promo_code,
      isGift: order.is_gift === 1,
      gift: order.is_gift
        ? { receiverEmail: order.gift_email, senderName: order.gift_name, message: order.gift_message, expiresAt: order.gift_expires_at }
        : null,
      billingAddress: order.billing_address ? (JSON.parse(order.billing_address) as BillingAddress) : null,
      recurrenceDays: order.recurrence_days,
      freeGiveawayItem: order.free_giveaway_item_id ? (catalog.giveawayItem(order.free_giveaway_item_id) ?? null) : null,
      subscription: sku?.denom_type === 'subscription' ? Subscriptions.view(this.subscriptions.ofOrder(order.order_id)) : null,
      paymentUrl: this.paymentUrl(order),
      returnUrl: order.return_url,
      createdAt: order.created_at,
      updatedAt: order.updated_at,
    };
  }
}

class PromoSoldOut extends Error {}

/** Order states that earn no cashback and give back the rewards the order used. */
const REWARDS_RETURNED_ON: readonly number[] = [OrderStatus.Payment_Failed, OrderStatus.Fulfillment_Failed, OrderStatus.Cancelled, OrderStatus.Voucher_Unavailable];

/**
 * The price an order pays: the item's, or for a custom amount the one the shopper chose, which must lie
 * within the item's minimum and maximum and have no more decimals than the currency (400 otherwise).
 */
export function chosenPrice(price: { currency: string; price_minor: number; max_price_minor: number | null }, amount: number | undefined): { priceMinor: number } {
  if (price.max_price_minor === null) {
    if (amount !== undefined) throw badRequest([{ path: 'body.amount', code: 'fixed_price', message: 'this item has a fixed price: send no amount' }]);
    return { priceMinor: price.price_minor };
  }
  const minor = amount === undefined ? undefined : toMinor(amount, price.currency);
  if (minor === undefined || minor < price.price_minor || minor > price.max_price_minor) {
    const range = `${toMajor(price.price_minor, price.currency)} to ${toMajor(price.max_price_minor, price.currency)} ${price.currency}`;
    throw badRequest([{ path: 'body.amount', code: 'invalid_amount', message: `an amount from ${range}` }]);
  }
  return { priceMinor: minor };
}

/**
 * An unpaid order (Payment_Init or Payment_Pending) stops counting toward the item's purchase limit this long after
 * it was created (docs/decisions/api-unpaid-order-expiry.md): nobody can block a player's daily item for 24 h.
 */
export const UNPAID_ORDER_EXPIRY_MS = 30 * 60 * 1000;

/** How long a signed-in buyer's cashback (reward) can be spent: the domain's reward expiry (45 days). */
export const CASHBACK_VALIDITY_DAYS: number = REWARD_EXPIRY_DAYS;

/** The VAT part of a VAT-inclusive total, in minor units. */
export function vatIncluded(totalMinor: number, vatPercent: number): number {
  return vatPercent > 0 ? Math.round((totalMinor * vatPercent) / (100 + vatPercent)) : 0;
}

/** Cashback on a total (minor units), rounded as the spec says: down to 2 decimals where shown, else truncated. */
export function cashbackEarned(totalMinor: number, currency: string, percent: number, country: Country): number {
  // The domain's reward percentage range (2 to 90): below it there is no reward, above it the maximum applies.
  if (percent < REWARD_PERCENTAGE_MIN) return 0;
  percent = Math.min(percent, REWARD_PERCENTAGE_MAX);
  const major = cashbackFor(toMajor(totalMinor, currency), percent, country);
  return Math.floor(major * minorPerMajor(currency) + 1e-9);
}

/** Promo problems 602-605: 602 unknown or not active, 603 outside its dates, 604 not for this game/country, 605 used up. */
export function checkPromo(promo: PromoRow | undefined, game: GameRow, country: Country, now = Date.now()): { code: number; message: string } | null {
  if (!promo || promo.status !== PromotionStatus.Active) return { code: 602, message: 'This promo code is not valid.' };
  if ((promo.starts_at && Date.parse(promo.starts_at) > now) || (promo.ends_at && Date.parse(promo.ends_at) <= now)) {
    return { code: 603, message: 'This promo code has expired.' };
  }
  if ((promo.gvt_id !== null && promo.gvt_id !== game.gvt_id) || (promo.country !== null && promo.country !== country.code)) {
    return { code: 604, message: 'This promo code does not apply to this item.' };
  }
  if (promo.max_uses !== null && promo.used >= promo.max_uses) return { code: 605, message: 'This promo code has been fully used.' };
  return null;
}

/**
 * What an idempotency key covers: the order's content (every input field but the key and the return URL, where the
 * shopper comes back to is not what they buy) and who orders it. The checkout's fingerprint covers the same.
 */
export function orderRequestHash(input: CreateOrderInput, who: Identity | null): string {
  return sha256(JSON.stringify({ ...input, idempotencyKey: undefined, returnUrl: undefined, sub: who?.sub ?? null }));
}

/** Orders that were paid (and maybe delivered or gifted): they make a buyer or player no longer a first-time one. */
const PAID_STATUSES = [
  OrderStatus.Payment_Completed,
  OrderStatus.Fulfillment_Failed,
  OrderStatus.Fulfillment_Completed,
  OrderStatus.Gift_Init,
  OrderStatus.Gift_Expired,
  OrderStatus.Gift_Claimed,
];

/** A first-purchase promo (WELCOME10) after a paid order: 604, it does not apply (spec 8's promo problems 602-605). */
export function firstPurchaseError(promo: PromoRow | undefined, paidBefore: boolean): { code: number; message: string } | null {
  return promo?.first_purchase_only && paidBefore ? { code: 604, message: 'This promo code is for a first top-up only.' } : null;
}

/** The token on a payment-page URL: it lets the provider's page show the payment (never settle it). */
export function paymentToken(secret: string, orderId: string): string {
  return hmac(secret, `pay.${orderId}`).slice(0, 32);
}

/** A gift's last day to claim as the claim email writes it: a date a person reads, in UTC (11 December 2026, 12:03 UTC). */
export function giftExpiryText(iso: string): string {
  const date = new Date(iso);
  return `${new Intl.DateTimeFormat('en-GB', { dateStyle: 'long', timeStyle: 'short', timeZone: 'UTC' }).format(date)} UTC`;
}
