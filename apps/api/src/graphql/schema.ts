/**
 * The store's GraphQL schema (POST /graphql) in SDL; routes.ts builds it with the resolvers (yoga's createSchema).
 * Business outcomes are resultCode fields; bad input is HTTP 400.
 */
export const typeDefs = /* GraphQL */ `
  type Denomination {
    skuId: Int!
    voucherTypeId: Int!
    gvtId: Int!
    name: String!
    amount: Int!
    type: String!
    "The price; for a custom amount (maxPrice set), the least the shopper may pay."
    price: Float!
    priceMinor: Int!
    "A custom amount's most; null for a fixed price."
    maxPrice: Float
    maxPriceMinor: Int
    currency: String!
    purchaseLimitPerDay: Int
    "A subscription's own period (days): its price pays for this long."
    recurrenceDays: Int
    "A subscription's recurrences (7, 30, 90, 365 days), each priced with its saving; null for other items."
    recurrenceOptions: [RecurrenceOption!]
    "A picture of what it buys (SVG, 96 x 96; absolute, or a path on the storefront's origin where the deploy serves images there): a coin pile, gems, a pass, sized by the amount."
    icon: String!
  }

  type RecurrenceOption {
    days: Int!
    price: Float!
    savingPercent: Int!
  }

  "The subscription a paid subscription order started (status: section 4's subscription states)."
  type OrderSubscription {
    id: ID!
    status: Int!
    "True while the recurring charge is being authorised (the store's linking check waits, up to 2 minutes)."
    linking: Boolean!
    recurrenceDays: Int!
    recurringPrice: Float
    nextSchedule: String
    activeUntil: String
  }

  type PaymentChannel {
    id: Int!
    name: String!
    sortOrder: Int!
    isBackendChannel: Boolean!
    "The channel's logo (SVG, 120 x 40; absolute, or a path on the storefront's origin where the deploy serves images there)."
    logo: String!
  }

  "An input a game needs besides the user and zone ids (e.g. its server): one of its options."
  type GameField {
    name: String!
    label: String!
    options: [String!]!
  }

  "A dynamic game field's error from the player check."
  type FieldError {
    field: String!
    code: Int!
    message: String!
  }

  input GameFieldInput {
    name: String!
    value: String!
  }

  type ProductCountries {
    slug: String!
    name: String!
    countryCodes: [String!]!
  }

  "A free item that comes with an order (the cart's freeGiveawayItem, section 3)."
  type FreeGiveawayItem {
    id: String!
    name: String!
  }

  type Product {
    "The free item every order of this game comes with while its giveaway runs (pre-registration), or null."
    freeGiveawayItem: FreeGiveawayItem
    gameFields: [GameField!]!
    gvtId: Int!
    lvtId: Int
    slug: String!
    productUrl: String!
    name: String!
    publisher: String!
    description: String!
    image: String!
    "The game's wide banner (SVG, 1200 x 400; absolute, or a path on the storefront's origin where the deploy serves images there): the product page header and the home carousel."
    banner: String!
    userIdLabel: String!
    requiresZoneId: Boolean!
    countryCode: String!
    currency: String!
    denominations: [Denomination!]!
    paymentChannels: [PaymentChannel!]!
  }

  type PlayerValidation {
    resultCode: Int!
    resultMessage: String!
    valid: Boolean!
    nickname: String
    userId: String
    zoneId: String
    fieldErrors: [FieldError!]!
  }

  type PromoCheck {
    resultCode: Int!
    resultMessage: String!
    promoId: Int
    discountAmount: Float
    finalAmount: Float
    currency: String
  }

  type Gift {
    receiverEmail: String
    senderName: String
    message: String
    expiresAt: String
  }

  "A billing address (the fields of @store/shared's billingAddressSchema)."
  type BillingAddress {
    name: String!
    addressLine1: String!
    addressLine2: String!
    city: String!
    state: String!
    zip: String!
    province: String!
  }

  type Order {
    orderId: ID!
    txnId: ID!
    status: Int!
    statusName: String!
    statusHeader: String!
    countryCode: String!
    currency: String!
    gvtId: Int!
    lvtId: Int!
    gameSlug: String!
    gameName: String!
    skuId: Int!
    itemName: String!
    "In-game units bought (a custom amount's share of its item)."
    units: Int!
    paymentChannelId: Int!
    paymentChannelName: String!
    isWalletPayment: Boolean!
    userId: String!
    zoneId: String!
    nickname: String
    price: Float!
    discount: Float!
    total: Float!
    "VAT rate of the order's country; prices include VAT."
    vatPercent: Float!
    "The VAT part of the total."
    vat: Float!
    "Cashback the order earns (credited to a signed-in buyer when delivered)."
    cashbackEarned: Float!
    "Rewards (cashback) the order used: the total is this much lower."
    cashbackUsed: Float!
    promoCode: String
    isGift: Boolean!
    gift: Gift
    "The billing address given with the order, or null."
    billingAddress: BillingAddress
    "A subscription order's chosen recurrence (days)."
    recurrenceDays: Int
    "The free giveaway item delivered with this order, or null."
    freeGiveawayItem: FreeGiveawayItem
    subscription: OrderSubscription
    paymentUrl: String
    returnUrl: String!
    createdAt: String!
    updatedAt: String!
  }

  type OrderResult {
    resultCode: Int!
    resultMessage: String!
    replayed: Boolean!
    order: Order
  }

  type GiftInfo {
    status: String!
    senderName: String
    message: String
    itemName: String
    gameName: String
    gameSlug: String
    requiresZoneId: Boolean
    expiresAt: String
    maskedEmail: String
  }

  type GiftResult {
    resultCode: Int!
    resultMessage: String!
    giftStatus: String!
    maskedEmail: String
    order: Order
  }

  type SetOrderUidResult {
    statusCode: Int!
    statusMessage: String!
  }

  type ChargeWalletResult {
    resultCode: Int!
    resultMessage: String!
    balanceAmount: Float
    order: Order
  }

  input GiftInput {
    email: String!
    name: String!
    message: String
  }

  input CreateOrderInput {
    idempotencyKey: String!
    countryCode: String!
    gameSlug: String
    gvtId: Int
    skuId: Int!
    paymentChannelId: Int!
    userId: String
    zoneId: String
    email: String
    mobile: String
    "The price the shopper chose for a custom-amount item (major units); refused for a fixed price."
    amount: Float
    "The buyer's nationality (ISO 3166 alpha-2) where the store asks for it."
    nationality: String
    "The game's dynamic fields (e.g. server), each one of its options."
    gameFields: [GameFieldInput!]
    promoCode: String
    gift: GiftInput
    "Where the country's rules ask for it; validated with @store/shared's billingAddressSchema."
    billingAddress: BillingAddressInput
    "A subscription's recurrence: 7, 30, 90 or 365 days."
    recurrenceDays: Int
    returnUrl: String
    checkoutId: String
    "Rewards the signed-in buyer uses on this order (major units): refused with 1102-1108."
    rewardsAmount: Float
    "The buyer confirmed they are 18 or over (the white-label store's age gate)."
    ageConfirmed: Boolean
    "The free giveaway item the shopper's cart showed: it must be the game's running giveaway (-101 otherwise)."
    freeGiveawayItemId: String
  }

  input BillingAddressInput {
    name: String
    addressLine1: String
    addressLine2: String
    city: String
    state: String
    zip: String
    province: String
  }

  type Query {
    products(countryCode: String!): [Product!]!
    product(countryCode: String!, slug: String!): Product
    "Where a game is sold, for the country-free product page (/product/{gameName}); null for a game sold nowhere."
    productCountries(slug: String!): ProductCountries
    paymentChannels(countryCode: String!): [PaymentChannel!]!
    validatePlayer(countryCode: String!, gameSlug: String!, userId: String!, zoneId: String, fields: [GameFieldInput!]): PlayerValidation!
    checkPromo(countryCode: String!, gameSlug: String!, skuId: Int!, promoCode: String!, isGift: Boolean, amount: Float, userId: String, zoneId: String): PromoCheck!
    order(orderId: ID!): Order
    gift(code: String!): GiftInfo!
  }

  type Mutation {
    createOrder(input: CreateOrderInput!): OrderResult!
    setOrderUid(
      txnId: String!
      medium: String!
      uid: String!
      userSessionId: String
      userId: String
      zoneId: String
      voucherTypeId: Int
      gvtId: Int
      lvtId: Int
      pcId: Int
      checkoutId: String
      isOrderSummary: Boolean
    ): SetOrderUidResult!
    chargeWallet(orderId: ID!): ChargeWalletResult!
    requestGiftOtp(code: String!): GiftResult!
    claimGift(code: String!, otp: String, userId: String!, zoneId: String): GiftResult!
  }
`;
