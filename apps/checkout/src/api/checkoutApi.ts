import { z } from '@store/shared';
import { type GraphqlClient } from '@store/shared/api';
import { type Country } from '@store/shared/domain';

/*
 * The GraphQL operations of the checkout, each with the zod schema its answer must match before it
 * enters the app (types at every boundary).
 */

export const DenominationSchema = z.object({
  skuId: z.number(),
  voucherTypeId: z.number(),
  gvtId: z.number(),
  name: z.string(),
  amount: z.number(),
  type: z.string(),
  /** The price; for a custom amount, the least the shopper may pay. */
  price: z.number(),
  priceMinor: z.number(),
  /** A custom amount's most (the shopper chooses the price); absent for a fixed price. */
  maxPrice: z.nullish(z.number()),
  currency: z.string(),
  purchaseLimitPerDay: z.nullish(z.number()),
  /** A subscription's own period (days). */
  recurrenceDays: z.nullish(z.number()),
  /** A subscription's recurrences (7, 30, 90, 365 days), each priced with its saving. */
  recurrenceOptions: z.nullish(z.array(z.object({ days: z.number(), price: z.number(), savingPercent: z.number() }))),
  /** A picture of what it buys (absolute URL, square); decorative: the name is beside it. */
  icon: z.nullish(z.string()),
});
export type Denomination = z.infer<typeof DenominationSchema>;
export type RecurrenceOption = NonNullable<Denomination['recurrenceOptions']>[number];

export const PaymentChannelSchema = z.object({
  id: z.number(),
  name: z.string(),
  sortOrder: z.number(),
  isBackendChannel: z.boolean(),
  /** The channel's logo (absolute URL, 3:1); decorative: the name is beside it. */
  logo: z.nullish(z.string()),
});
export type PaymentChannel = z.infer<typeof PaymentChannelSchema>;

export const GameFieldSchema = z.object({ name: z.string(), label: z.string(), options: z.array(z.string()) });
export type GameField = z.infer<typeof GameFieldSchema>;

/** A free item that comes with an order (section 3 "Cart: freeGiveawayItem"). */
export const FreeGiveawayItemSchema = z.object({ id: z.string(), name: z.string() });

export const ProductSchema = z.object({
  gvtId: z.number(),
  lvtId: z.nullish(z.number()),
  slug: z.string(),
  name: z.string(),
  userIdLabel: z.string(),
  requiresZoneId: z.boolean(),
  /** Inputs the game needs besides the user and zone ids (e.g. its server), each one of its options. */
  gameFields: z._default(z.array(GameFieldSchema), []),
  countryCode: z.string(),
  currency: z.string(),
  denominations: z.array(DenominationSchema),
  paymentChannels: z.array(PaymentChannelSchema),
  /** The free item every order of this game comes with while its giveaway runs (pre-registration); absent from an older API. */
  freeGiveawayItem: z.nullish(FreeGiveawayItemSchema),
});
export type Product = z.infer<typeof ProductSchema>;

export const OrderSchema = z.object({
  orderId: z.string(),
  txnId: z.string(),
  status: z.number(),
  statusName: z.string(),
  statusHeader: z.string(),
  countryCode: z.string(),
  currency: z.string(),
  gvtId: z.number(),
  lvtId: z.number(),
  gameSlug: z.string(),
  gameName: z.string(),
  skuId: z.number(),
  itemName: z.string(),
  paymentChannelId: z.number(),
  paymentChannelName: z.string(),
  isWalletPayment: z.boolean(),
  userId: z.string(),
  zoneId: z.string(),
  nickname: z.nullish(z.string()),
  price: z.number(),
  discount: z.number(),
  total: z.number(),
  /** Prices include VAT: its rate and the part of the total it makes. */
  vatPercent: z.number(),
  vat: z.number(),
  cashbackEarned: z.number(),
  /** Rewards the order used (the total is this much lower); absent from an API without rewards. */
  cashbackUsed: z.optional(z.number()),
  promoCode: z.nullish(z.string()),
  isGift: z.boolean(),
  gift: z.nullish(
    z.object({ receiverEmail: z.nullish(z.string()), senderName: z.nullish(z.string()), message: z.nullish(z.string()), expiresAt: z.nullish(z.string()) }),
  ),
  /** The free giveaway item delivered with the order. */
  freeGiveawayItem: z.nullish(FreeGiveawayItemSchema),
  /** A subscription order's chosen recurrence (days) and the subscription its payment started. */
  recurrenceDays: z.nullish(z.number()),
  subscription: z.nullish(
    z.object({
      status: z.number(),
      linking: z.boolean(),
      recurrenceDays: z.number(),
      recurringPrice: z.nullish(z.number()),
      nextSchedule: z.nullish(z.string()),
    }),
  ),
  paymentUrl: z.nullish(z.string()),
  createdAt: z.string(),
});
export type Order = z.infer<typeof OrderSchema>;

const ORDER_FIELDS = `orderId txnId status statusName statusHeader countryCode currency gvtId lvtId gameSlug gameName skuId itemName
  paymentChannelId paymentChannelName isWalletPayment userId zoneId nickname price discount total vatPercent vat cashbackEarned cashbackUsed promoCode isGift
  gift { receiverEmail senderName message expiresAt } freeGiveawayItem { id name } recurrenceDays subscription { status linking recurrenceDays recurringPrice nextSchedule }
  paymentUrl createdAt`;

const PRODUCT_QUERY = /* GraphQL */ `
  query Product($countryCode: String!, $slug: String!) {
    product(countryCode: $countryCode, slug: $slug) {
      gvtId lvtId slug name userIdLabel requiresZoneId gameFields { name label options } countryCode currency
      denominations { skuId voucherTypeId gvtId name amount type price priceMinor maxPrice currency purchaseLimitPerDay recurrenceDays recurrenceOptions { days price savingPercent } icon }
      paymentChannels { id name sortOrder isBackendChannel logo }
      freeGiveawayItem { id name }
    }
  }
`;

const VALIDATE_PLAYER_QUERY = /* GraphQL */ `
  query ValidatePlayer($countryCode: String!, $gameSlug: String!, $userId: String!, $zoneId: String, $fields: [GameFieldInput!]) {
    validatePlayer(countryCode: $countryCode, gameSlug: $gameSlug, userId: $userId, zoneId: $zoneId, fields: $fields) {
      resultCode valid nickname fieldErrors { field code message }
    }
  }
`;

const CHECK_PROMO_QUERY = /* GraphQL */ `
  query CheckPromo($countryCode: String!, $gameSlug: String!, $skuId: Int!, $promoCode: String!, $isGift: Boolean, $amount: Float, $userId: String, $zoneId: String) {
    checkPromo(countryCode: $countryCode, gameSlug: $gameSlug, skuId: $skuId, promoCode: $promoCode, isGift: $isGift, amount: $amount, userId: $userId, zoneId: $zoneId) {
      resultCode resultMessage promoId discountAmount finalAmount
    }
  }
`;

const CREATE_ORDER_MUTATION = /* GraphQL */ `
  mutation CreateOrder($input: CreateOrderInput!) {
    createOrder(input: $input) { resultCode resultMessage replayed order { ${ORDER_FIELDS} } }
  }
`;

const ORDER_QUERY = /* GraphQL */ `
  query Order($orderId: ID!) { order(orderId: $orderId) { ${ORDER_FIELDS} } }
`;

const GIFT_QUERY = /* GraphQL */ `
  query Gift($code: String!) {
    gift(code: $code) { status senderName message itemName gameName gameSlug requiresZoneId expiresAt maskedEmail }
  }
`;

const REQUEST_GIFT_OTP_MUTATION = /* GraphQL */ `
  mutation RequestGiftOtp($code: String!) { requestGiftOtp(code: $code) { resultCode giftStatus maskedEmail } }
`;

const CLAIM_GIFT_MUTATION = /* GraphQL */ `
  mutation ClaimGift($code: String!, $otp: String, $userId: String!, $zoneId: String) {
    claimGift(code: $code, otp: $otp, userId: $userId, zoneId: $zoneId) { resultCode giftStatus maskedEmail order { userId zoneId nickname } }
  }
`;

export const PlayerValidationSchema = z.object({
  resultCode: z.number(),
  valid: z.boolean(),
  nickname: z.nullish(z.string()),
  /** A dynamic game field the player does not match: {field, code, message}. */
  fieldErrors: z._default(z.array(z.object({ field: z.string(), code: z.number(), message: z.string() })), []),
});
export type PlayerValidation = z.infer<typeof PlayerValidationSchema>;

export const PromoCheckSchema = z.object({
  resultCode: z.number(),
  /** Why a code is refused, in the API's words (604 covers several reasons). */
  resultMessage: z.nullish(z.string()),
  promoId: z.nullish(z.number()),
  discountAmount: z.nullish(z.number()),
  finalAmount: z.nullish(z.number()),
});
export type PromoCheck = z.infer<typeof PromoCheckSchema>;

export const OrderResultSchema = z.object({ resultCode: z.number(), resultMessage: z.string(), replayed: z.boolean(), order: z.nullish(OrderSchema) });
export type OrderResult = z.infer<typeof OrderResultSchema>;

export const GiftInfoSchema = z.object({
  status: z.enum(['Valid', 'Claimed', 'Expired', 'Invalid']),
  senderName: z.nullish(z.string()),
  message: z.nullish(z.string()),
  itemName: z.nullish(z.string()),
  gameName: z.nullish(z.string()),
  gameSlug: z.nullish(z.string()),
  requiresZoneId: z.nullish(z.boolean()),
  expiresAt: z.nullish(z.string()),
  maskedEmail: z.nullish(z.string()),
});
export type GiftInfo = z.infer<typeof GiftInfoSchema>;

export const GiftResultSchema = z.object({
  resultCode: z.number(),
  giftStatus: z.enum(['Valid', 'Claimed', 'Expired', 'Invalid']),
  maskedEmail: z.nullish(z.string()),
  /** A claim's answer: the player the API credited the gift to. */
  order: z.nullish(z.object({ userId: z.string(), zoneId: z.nullish(z.string()), nickname: z.nullish(z.string()) })),
});
export type GiftResult = z.infer<typeof GiftResultSchema>;

export interface GameFieldValue {
  name: string;
  value: string;
}

export interface BillingAddressInput {
  name: string;
  addressLine1: string;
  addressLine2: string;
  city: string;
  state: string;
  zip: string;
  province: string;
}

export interface CreateOrderInput {
  idempotencyKey: string;
  countryCode: string;
  gameSlug: string;
  skuId: number;
  paymentChannelId: number;
  userId?: string;
  zoneId?: string;
  email?: string;
  /** The receipt's local mobile number (no phone code), when the shopper chose mobile over email. */
  mobile?: string;
  /** The price chosen for a custom-amount item (major units). */
  amount?: number;
  /** The buyer's nationality (country code) where the store asks for it. */
  nationality?: string;
  /** The game's dynamic fields (e.g. server). */
  gameFields?: GameFieldValue[];
  promoCode?: string;
  gift?: { email: string; name: string; message: string };
  /** Where the country's rules ask for it (CreateOrderInput.billingAddress: billingAddressSchema's fields). */
  billingAddress?: BillingAddressInput;
  /** A subscription's recurrence: 7, 30, 90 or 365 days. */
  recurrenceDays?: number;
  returnUrl: string;
  checkoutId?: string;
  /** The shopper passed the white-label store's age gate of this product (18+): the API refuses a gated order without it. */
  ageConfirmed?: boolean;
  /** The free giveaway item the cart showed: the API records it on the order (or refuses a giveaway that ended, -101). */
  freeGiveawayItemId?: string;
}

/** A query's call: in its key's language (so an answer is never stored under another language's key), cancelled with its signal. */
export interface QueryCallOptions {
  language?: string;
  signal?: AbortSignal;
}

/** The checkout's calls, over the page's GraphQL client (regional endpoint by the shop country). */
export function createCheckoutApi(graphql: GraphqlClient, country: () => Pick<Country, 'regionCode'> | undefined) {
  const call = <S extends z.ZodMiniType>(document: string, variables: Record<string, unknown>, schema: S, options: QueryCallOptions = {}) => {
    const c = country();
    return graphql.request({
      document,
      variables,
      schema,
      ...(c ? { country: c } : {}),
      ...(options.language ? { language: options.language } : {}),
      ...(options.signal ? { signal: options.signal } : {}),
    });
  };
  return {
    product: async (countryCode: string, slug: string, options?: QueryCallOptions): Promise<Product | null> =>
      (await call(PRODUCT_QUERY, { countryCode, slug }, z.object({ product: z.nullable(ProductSchema) }), options)).product,
    validatePlayer: async (p: { countryCode: string; gameSlug: string; userId: string; zoneId?: string; fields?: GameFieldValue[] }): Promise<PlayerValidation> =>
      (await call(VALIDATE_PLAYER_QUERY, p, z.object({ validatePlayer: PlayerValidationSchema }))).validatePlayer,
    /** A first-top-up code is refused for a player (or buyer) who paid before: the check takes the player it is for. */
    checkPromo: async (p: { countryCode: string; gameSlug: string; skuId: number; promoCode: string; isGift: boolean; amount?: number; userId?: string; zoneId?: string }): Promise<PromoCheck> =>
      (await call(CHECK_PROMO_QUERY, p, z.object({ checkPromo: PromoCheckSchema }))).checkPromo,
    createOrder: async (input: CreateOrderInput): Promise<OrderResult> =>
      (await call(CREATE_ORDER_MUTATION, { input }, z.object({ createOrder: OrderResultSchema }))).createOrder,
    order: async (orderId: string): Promise<Order | null> =>
      (await call(ORDER_QUERY, { orderId }, z.object({ order: z.nullable(OrderSchema) }))).order,
    gift: async (code: string): Promise<GiftInfo> => (await call(GIFT_QUERY, { code }, z.object({ gift: GiftInfoSchema }))).gift,
    requestGiftOtp: async (code: string): Promise<GiftResult> =>
      (await call(REQUEST_GIFT_OTP_MUTATION, { code }, z.object({ requestGiftOtp: GiftResultSchema }))).requestGiftOtp,
    claimGift: async (p: { code: string; otp: string; userId: string; zoneId?: string }): Promise<GiftResult> =>
      (await call(CLAIM_GIFT_MUTATION, p, z.object({ claimGift: GiftResultSchema }))).claimGift,
  };
}
export type CheckoutApi = ReturnType<typeof createCheckoutApi>;
