import * as z from '@store/shared/schema';

/** resultCode comes as a number or a numeric string ('0' for /user/authorize). */
export const ResultCodeSchema = z.union([z.number(), z.string()]);
export type ResultCode = z.infer<typeof ResultCodeSchema>;

/** Every wallet API answer: resultCode, optional message and data. */
export const WalletEnvelopeSchema = z.object({
  resultCode: ResultCodeSchema,
  resultMessage: z.optional(z.string()),
  data: z.optional(z.unknown()),
});
export type WalletEnvelope = z.infer<typeof WalletEnvelopeSchema>;

/** Section 3 Wallet. walletStatus: undefined not activated, 0 restricted, 1 active, 2 reserved. */
export const WalletSchema = z.object({
  walletId: z.pipe(z.union([z.string(), z.number()]), z.transform(String)),
  walletStatus: z.pipe(
    z.nullish(z.union([z.literal(0), z.literal(1), z.literal(2)])),
    z.transform((v) => v ?? undefined),
  ),
  countryCode: z.pipe(z.string(), z.transform((c) => c.toLowerCase())),
  balanceAmount: z.coerce.number(),
  hasSpent: z.optional(z.boolean()),
  /** The wallet's currency (ISO 4217), when the API sends it. */
  currencyCode: z.optional(z.string()),
});
export type WalletData = z.infer<typeof WalletSchema>;

/** Section 3 Country settings. countryStatus: 1 active, 2 locked, 3 activations disabled. */
export const CountrySettingsSchema = z.object({
  countryStatus: z.coerce.number().check(z.int()),
  maxAllowedUsers: z.coerce.number(),
  walletCount: z.coerce.number(),
  maxWalletBalance: z.coerce.number(),
  /** The smallest and largest single top-up, when the API sends them (values not shown in the spec). */
  minTopupAmount: z.optional(z.coerce.number()),
  maxTopupAmount: z.optional(z.coerce.number()),
  topupDailyTotal: z.optional(z.coerce.number()),
  topupMonthlyTotal: z.optional(z.coerce.number()),
  purchaseDailyTotal: z.optional(z.coerce.number()),
  purchaseMonthlyTotal: z.optional(z.coerce.number()),
  maxCountryTopupDaily: z.optional(z.coerce.number()),
  maxCountryTopupMonthly: z.optional(z.coerce.number()),
  maxCountryChargeDaily: z.optional(z.coerce.number()),
  maxCountryChargeMonthly: z.optional(z.coerce.number()),
});
export type CountrySettings = z.infer<typeof CountrySettingsSchema>;

/** A payment channel: id and sortOrder are what the client relies on; other fields pass through. */
export const PaymentChannelSchema = z.looseObject({
  id: z.coerce.number(),
  sortOrder: z._default(z.coerce.number(), 0),
  name: z.optional(z.string()),
  /** The channel's logo (absolute URL), where the API draws one. */
  logo: z.optional(z.string()),
});
export type PaymentChannel = z.infer<typeof PaymentChannelSchema>;

/** /paymentChannels answers with the list itself or inside the envelope's data. */
export const PaymentChannelsResponseSchema = z.union([
  z.array(PaymentChannelSchema),
  z.object({ resultCode: ResultCodeSchema, data: z.array(PaymentChannelSchema) }),
]);

/** /generateCsrfToken data: the token and its lifetime in seconds. */
export const CsrfTokenSchema = z.pipe(
  z
    .object({
      token: z.optional(z.string().check(z.minLength(1))),
      csrfToken: z.optional(z.string().check(z.minLength(1))),
      expiry: z.coerce.number().check(z.positive()),
    })
    .check(z.refine((d) => d.token ?? d.csrfToken, 'a CSRF token')),
  z.transform((d) => ({ token: (d.token ?? d.csrfToken) as string, expiry: d.expiry })),
);
export type CsrfToken = z.infer<typeof CsrfTokenSchema>;

/** A wallet transaction (/wallet-txn/{id}): fields not shown in the spec, so everything passes through. */
export const WalletTransactionSchema = z.looseObject({});
export type WalletTransaction = z.infer<typeof WalletTransactionSchema>;

/** One movement of the wallet (its home's history): a top-up, a gift code or a purchase paid with it. */
export const WalletMovementSchema = z.object({
  txnId: z.string(),
  type: z.string(),
  status: z.string(),
  amount: z.coerce.number(),
  currencyCode: z.string(),
  balanceAfter: z.nullish(z.coerce.number()),
  orderId: z.nullish(z.string()),
  paymentUrl: z.nullish(z.string()),
  createdAt: z.string(),
});
export type WalletMovement = z.infer<typeof WalletMovementSchema>;

/** GET /user/wallet-transactions data: a page of movements and where the next page starts (null: no more). */
export const WalletMovementsPageSchema = z.object({
  items: z.array(WalletMovementSchema),
  nextOffset: z.nullable(z.number()),
});
export type WalletMovementsPage = z.infer<typeof WalletMovementsPageSchema>;

/** Section 3 Wallet create payload. */
export interface CreateWalletPayload {
  userId: string;
  countryCode: string;
  languageCode: string;
  currencyCode: string;
  email?: string;
  mobileNumber: string;
  verifyOtp: string;
  emailTemplateData?: Record<string, unknown>;
}

/** Section 7 POST /user/authorize payload (partner player). */
export interface AuthorizePartnerPayload {
  name: string;
  id: string;
  status: number;
  country: string;
  accessToken: string;
  accountRegion?: string;
  accountRegionCode: string;
}

/** GET /user/pre-registration's data: the signed-in partner player's pre-registration of a game. */
export const PreRegistrationRecordSchema = z.object({
  playerId: z.string(),
  gameSlug: z.string(),
  registeredAt: z.string(),
});

/** The player card's pre-registered state: registered (since when), or "account not found for pre-registration". */
export type PreRegistrationStatus = { readonly registered: true; readonly registeredAt: string } | { readonly registered: false };

/** The API's answer for a partner player it has no pre-registration of (section 8). */
export const PRE_REGISTRATION_NOT_FOUND_CODE = 'PRE_REGISTRATION_ACCOUNT_NOT_FOUND';

/** The outcome of a wallet write: the envelope, with ok when resultCode is 0. */
export interface WalletWriteResult {
  readonly ok: boolean;
  readonly httpStatus: number;
  readonly resultCode: ResultCode;
  readonly resultMessage?: string;
  readonly data?: unknown;
}
