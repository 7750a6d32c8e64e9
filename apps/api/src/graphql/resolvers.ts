import { COUNTRIES, GUEST_LINKING_MEDIUM, PRODUCT_SLUG_PATTERN } from '@store/shared/domain';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { productView, sellableCountry } from '../catalog/catalog';
import { requestLanguage } from '../catalog/contentLanguage';
import { GameFieldValuesSchema, gameFieldValues, gameFieldsOf } from '../catalog/gameFields';
import { toMajor } from '../catalog/money';
import type { StoreContext } from '../context';
import { requireCsrf } from '../http/csrf';
import { storefrontUrl } from '../http/returnUrl';
import { ApiError } from '../http/errors';
import { partnerPurchaseRefusal, productGateRefusal, upcomingCountryRefusal } from '../partner/purchaseGate';
import { WALLET_UNAUTHENTICATED, type Identity } from '../http/identity';
import { MINUTE } from '../http/rateLimit';
import { CountryCodeSchema, EmailSchema, parseInput } from '../http/validate';
import type { Gifts } from '../orders/gifts';
import { CreateOrderInputSchema, checkPromo, chosenPrice, firstPurchaseError, type Orders } from '../orders/orders';
import { rewardsOf } from '../rewards/rewards';
import type { Wallets } from '../wallet/wallet';

export interface GraphqlContext {
  req: FastifyRequest;
  who: () => Promise<Identity | null>;
}

const Slug = z.string().regex(PRODUCT_SLUG_PATTERN, 'a game slug');
const OrderId = z.string().regex(/^ORD-[0-9A-F]{24}$/, 'an order id');
const GiftCode = z.string().regex(/^GIFT-[0-9A-F]{24}$/, 'a gift code');
const arg = <S extends z.ZodType>(schema: S, value: unknown): z.output<S> => parseInput(schema, value, 'body');

/** The resolvers' arguments, built once (zod schemas at module level). */
const CountryArgs = z.object({ countryCode: CountryCodeSchema });
const ProductArgs = z.object({ countryCode: CountryCodeSchema, slug: Slug });
const ProductCountriesArgs = z.object({ slug: Slug });
const ValidatePlayerArgs = z.object({
  countryCode: CountryCodeSchema,
  gameSlug: Slug,
  userId: z.string().trim().max(64),
  zoneId: z.string().trim().max(16).nullish(),
  fields: GameFieldValuesSchema.nullish(),
});
const CheckPromoArgs = z.object({
  countryCode: CountryCodeSchema,
  gameSlug: Slug,
  skuId: z.number().int().positive(),
  promoCode: z.string().trim().min(1).max(32),
  isGift: z.boolean().nullish(),
  amount: z.number().positive().max(1e9).nullish(),
  userId: z.string().trim().max(64).nullish(),
  zoneId: z.string().trim().max(16).nullish(),
});
const OrderIdArgs = z.object({ orderId: OrderId });
const GiftCodeArgs = z.object({ code: GiftCode });
const CreateOrderArgs = z.object({ input: z.record(z.string(), z.unknown()) });
const SetOrderUidArgs = z.object({
  txnId: OrderId,
  medium: z.literal(GUEST_LINKING_MEDIUM),
  uid: EmailSchema,
  userSessionId: z.string().max(128).nullish(),
  userId: z.string().max(64).nullish(),
  zoneId: z.string().max(16).nullish(),
  voucherTypeId: z.number().int().nullish(),
  gvtId: z.number().int().nullish(),
  lvtId: z.number().int().nullish(),
  pcId: z.number().int().nullish(),
  checkoutId: z.string().max(64).nullish(),
  isOrderSummary: z.boolean().nullish(),
});
const ClaimGiftArgs = z.object({
  code: GiftCode,
  otp: z.string().regex(/^[0-9]{6}$/).nullish(),
  userId: z.string().trim().min(1).max(64),
  zoneId: z.string().trim().max(16).nullish(),
});

/** Player and promo lookups per client address per minute (each alias counts): no guessing ids or codes in bulk. */
const LOOKUPS_PER_MINUTE = 60;
/** Orders created per client address per minute: a shop counter, not a script. */
const ORDERS_PER_MINUTE = 60;

/**
 * The Query and Mutation field resolvers (yoga's createSchema). Below the root, graphql-js's default resolver reads
 * the fields of the returned objects.
 */
export function createResolvers(ctx: StoreContext, orders: Orders, wallets: Wallets, gifts: Gifts) {
  const { db, catalog, limiter } = ctx;
  const channelsOf = (cc: string, lang: string | undefined) =>
    catalog.channels(cc).map((c) => catalog.channelView(c, lang));
  const product = (cc: string, slug: string, lang: string | undefined) => {
    const country = sellableCountry(db, cc);
    const game = catalog.gameBySlug(slug);
    if (!country || !game) return null;
    const lvt = catalog.lvtId(game.gvt_id, country.code);
    if (lvt === undefined) return null;
    return { ...productView(catalog, game, country, lvt, lang), paymentChannels: channelsOf(country.code, lang) };
  };

  /** An order as the shopper's storefront shows it: the payment channel's name in the shop language. */
  const inLanguage = <O extends { paymentChannelName: string }>(order: O, lang: string | undefined): O => ({
    ...order,
    paymentChannelName: catalog.translate(order.paymentChannelName, lang),
  });

  // The catalogue does not change while the API runs (it is seeded at start): product lists are built once per country.
  const listings = new Map<string, unknown[]>();
  const Query = {
    products: (_: unknown, args: unknown, gctx: GraphqlContext) => {
      const { countryCode } = arg(CountryArgs, args);
      const lang = requestLanguage(gctx.req);
      const key = `${countryCode}:${lang ?? ''}`;
      const cached = listings.get(key);
      if (cached) return cached;
      const country = sellableCountry(db, countryCode);
      if (!country) return [];
      const channels = channelsOf(country.code, lang);
      const list = catalog.gamesIn(country.code).map((g) => ({ ...productView(catalog, g, country, g.lvt_id, lang), paymentChannels: channels }));
      // Bounded: keys are sellable countries times two-letter languages.
      if (listings.size < 2000) listings.set(key, list);
      return list;
    },
    product: (_: unknown, args: unknown, gctx: GraphqlContext) => {
      const a = arg(ProductArgs, args);
      return product(a.countryCode, a.slug, requestLanguage(gctx.req));
    },
    productCountries: (_: unknown, args: unknown) => {
      const { slug } = arg(ProductCountriesArgs, args);
      const game = catalog.gameBySlug(slug);
      if (!game) return null;
      const countryCodes = COUNTRIES.map((c) => c.code).filter((code) => catalog.lvtId(game.gvt_id, code) !== undefined);
      return countryCodes.length > 0 ? { slug: game.slug, name: game.name, countryCodes } : null;
    },
    paymentChannels: (_: unknown, args: unknown, gctx: GraphqlContext) => {
      const { countryCode } = arg(CountryArgs, args);
      return channelsOf(countryCode, requestLanguage(gctx.req));
    },
    validatePlayer: (_: unknown, args: unknown, gctx: GraphqlContext) => {
      limiter.enforceClient(`validate-player-ip:${gctx.req.ip}`, LOOKUPS_PER_MINUTE, MINUTE);
      const a = arg(ValidatePlayerArgs, args);
      const country = sellableCountry(db, a.countryCode);
      const game = catalog.gameBySlug(a.gameSlug);
      if (!country || !game || catalog.lvtId(game.gvt_id, country.code) === undefined) {
        return { resultCode: -204, resultMessage: 'This game is not sold in this country.', valid: false, nickname: null, userId: a.userId, zoneId: a.zoneId ?? null, fieldErrors: [] };
      }
      const fields = gameFieldValues(gameFieldsOf(game.game_fields), a.fields);
      const r = catalog.validatePlayer(game, a.userId, a.zoneId ?? '', country.code, fields);
      return r.ok
        ? { resultCode: 0, resultMessage: 'Success', valid: true, nickname: r.nickname, userId: a.userId, zoneId: a.zoneId ?? null, fieldErrors: [] }
        : { resultCode: r.code, resultMessage: 'Player check failed.', valid: false, nickname: null, userId: a.userId, zoneId: a.zoneId ?? null, fieldErrors: r.fieldErrors ?? [] };
    },
    checkPromo: async (_: unknown, args: unknown, gctx: GraphqlContext) => {
      limiter.enforceClient(`check-promo-ip:${gctx.req.ip}`, LOOKUPS_PER_MINUTE, MINUTE);
      const a = arg(CheckPromoArgs, args);
      const country = sellableCountry(db, a.countryCode);
      const game = catalog.gameBySlug(a.gameSlug);
      const sku = catalog.sku(a.skuId);
      const price = sku && country ? catalog.price(sku.sku_id, country.code) : undefined;
      if (!country || !game || !sku || sku.gvt_id !== game.gvt_id || !price) return { resultCode: -101, resultMessage: 'Item not available.' };
      if (a.isGift) return { resultCode: 604, resultMessage: 'A promo code cannot be used with a gift purchase.' };
      const promo = catalog.promo(a.promoCode);
      const paidBefore = promo?.first_purchase_only ? orders.hasPaidOrder(game.gvt_id, a.userId ?? '', game.requires_zone ? (a.zoneId ?? '') : '', await gctx.who()) : false;
      const err = checkPromo(promo, game, country) ?? firstPurchaseError(promo, paidBefore);
      if (err || !promo) return { resultCode: err?.code ?? 602, resultMessage: err?.message ?? 'Invalid.' };
      const { priceMinor } = chosenPrice(price, a.amount ?? undefined);
      const discount = Math.floor((priceMinor * promo.percent_off) / 100);
      return {
        resultCode: 0,
        resultMessage: 'Success',
        promoId: promo.promo_id,
        discountAmount: toMajor(discount, price.currency),
        finalAmount: toMajor(priceMinor - discount, price.currency),
        currency: price.currency,
      };
    },
    order: async (_: unknown, args: unknown, gctx: GraphqlContext) => {
      const { orderId } = arg(OrderIdArgs, args);
      const order = orders.visibleTo(orderId, await gctx.who());
      return order ? inLanguage(orders.view(order), requestLanguage(gctx.req)) : null;
    },
    gift: (_: unknown, args: unknown) => {
      const { code } = arg(GiftCodeArgs, args);
      return gifts.info(code);
    },
  };

  const Mutation = {
    createOrder: async (_: unknown, args: unknown, gctx: GraphqlContext) => {
      limiter.enforceClient(`create-order-ip:${gctx.req.ip}`, ORDERS_PER_MINUTE, MINUTE);
      const { input } = arg(CreateOrderArgs, args);
      // GraphQL gives absent optional fields as undefined and explicit nulls as null: treat null as absent.
      const cleaned = Object.fromEntries(Object.entries(input).filter(([, v]) => v !== null));
      for (const nested of ['gift', 'billingAddress'] as const) {
        if (cleaned[nested] && typeof cleaned[nested] === 'object') {
          cleaned[nested] = Object.fromEntries(Object.entries(cleaned[nested] as Record<string, unknown>).filter(([, v]) => v !== null));
        }
      }
      const parsed = arg(CreateOrderInputSchema, cleaned);
      const who = await gctx.who();
      // A banned, unlinked or unauthorised partner player cannot buy (section 6); the white-label store sells nothing in
      // Bangladesh yet, and its age-gated and account-required products need the 18+ confirmation and a partner player.
      const whitelabelId = gctx.req.headers['x-whitelabel-id'];
      const gameSlug = parsed.gameSlug ?? (parsed.gvtId !== undefined ? ctx.catalog.gameById(parsed.gvtId)?.slug : undefined);
      const refused =
        partnerPurchaseRefusal(ctx.db, who) ??
        upcomingCountryRefusal(whitelabelId, parsed.countryCode) ??
        productGateRefusal(ctx.config, whitelabelId, { gameSlug, ageConfirmed: parsed.ageConfirmed }, who);
      if (refused) return { ...refused, order: null, replayed: false };
      const result = orders.create(parsed, who, storefrontUrl(ctx.config, gctx.req.headers.origin));
      return result.order ? { ...result, order: inLanguage(result.order, requestLanguage(gctx.req)) } : result;
    },
    setOrderUid: async (_: unknown, args: unknown, gctx: GraphqlContext) => {
      const a = arg(SetOrderUidArgs, args);
      const who = await gctx.who();
      if (!who) return { statusCode: 401, statusMessage: 'The user is not authenticated' };
      limiter.enforce(`set-order-uid:${who.sub}`, 30, MINUTE);
      const order = orders.get(a.txnId);
      if (!order) return { statusCode: 1, statusMessage: 'Order not found.' };
      if (order.user_sub === who.sub) return { statusCode: 0, statusMessage: 'Success' };
      if (order.user_sub) return { statusCode: 2, statusMessage: 'Order already linked to another account.' };
      const uid = a.uid.toLowerCase();
      // Only a verified email proves the buyer: a phone sign-up may carry anybody's email, unverified.
      if (!who.email || !who.emailVerified || who.email.toLowerCase() !== uid || (order.email ?? '').toLowerCase() !== uid) {
        return { statusCode: 3, statusMessage: 'The order was not bought with this email.' };
      }
      const mismatch =
        (a.gvtId != null && a.gvtId !== order.gvt_id) ||
        (a.voucherTypeId != null && a.voucherTypeId !== order.sku_id) ||
        (a.pcId != null && a.pcId !== order.channel_id) ||
        (a.lvtId != null && a.lvtId !== order.lvt_id);
      if (mismatch) return { statusCode: 4, statusMessage: 'The purchase details do not match the order.' };
      db.transaction(() => {
        const linked = db.prepare('UPDATE orders SET user_sub = ?, linked_uid = ?, updated_at = ? WHERE order_id = ? AND user_sub IS NULL').run(who.sub, uid, new Date().toISOString(), order.order_id);
        // The guest's rewards come along (issue 16 item 6): a delivered order's cashback is credited to the account.
        const now = linked.changes === 1 ? orders.get(order.order_id) : undefined;
        if (now) rewardsOf(ctx).creditLinked(now);
      })();
      return { statusCode: 0, statusMessage: 'Success' };
    },
    chargeWallet: async (_: unknown, args: unknown, gctx: GraphqlContext) => {
      const { orderId } = arg(OrderIdArgs, args);
      const who = await gctx.who();
      if (!who) throw new ApiError(401, WALLET_UNAUTHENTICATED);
      requireCsrf(gctx.req, ctx.secret, who.sub);
      const r = wallets.charge(who, orderId);
      const data = (r.data ?? {}) as { order?: unknown; balanceAmount?: number };
      return { resultCode: Number(r.resultCode), resultMessage: r.resultMessage, order: data.order ?? null, balanceAmount: data.balanceAmount ?? null };
    },
    requestGiftOtp: (_: unknown, args: unknown, gctx: GraphqlContext) => {
      const { code } = arg(GiftCodeArgs, args);
      limiter.enforce(`gift-otp-ip:${gctx.req.ip}`, 30, MINUTE);
      return gifts.requestOtp(code);
    },
    claimGift: (_: unknown, args: unknown, gctx: GraphqlContext) => {
      const a = arg(ClaimGiftArgs, args);
      limiter.enforce(`gift-claim-ip:${gctx.req.ip}`, 60, MINUTE);
      return gifts.claim(a.code, a.otp ?? undefined, a.userId, a.zoneId ?? '');
    },
  };
  // Read per request, not cached with the product lists: a giveaway starts and ends while the API runs.
  const Product = {
    freeGiveawayItem: (product: { slug: string }) => catalog.freeGiveaway(product.slug) ?? null,
  };
  return { Query, Mutation, Product };
}
