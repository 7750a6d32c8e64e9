import { get, type FieldErrors } from 'react-hook-form';
import { z } from '@store/shared';
import {
  amountPatternOf,
  billingAddressSchema,
  countryByCode,
  formatAmount,
  normaliseMobileNumber,
  numbersOnlySchema,
  validateAmount,
  validateEmail,
  validateMobileNumber,
  validateRequired,
  validateUserId,
  validateWith,
  type Country,
  type ValidationResult,
} from '@store/shared/domain';
import type { MessageKey } from '../../i18n/messages';
import { areTermsAccepted, checkoutError, normaliseGiftPayload, type CheckoutError } from '../../lib/purchaseRules';

export type ContactMethod = 'email' | 'mobile';

export interface BillingValues {
  name: string;
  addressLine1: string;
  addressLine2: string;
  city: string;
  state: string;
  zip: string;
  province: string;
}
export type BillingField = keyof BillingValues;
export const BILLING_FIELDS: readonly BillingField[] = ['name', 'addressLine1', 'addressLine2', 'city', 'state', 'zip', 'province'];

/** What the top-up form holds (react-hook-form values). */
export interface TopUpValues {
  userId: string;
  zoneId: string;
  skuId: string;
  /** A subscription's recurrence in days ('7', '30', '90', '365'). */
  recurrenceDays: string;
  /** The price typed for a custom-amount item, in the country's amount format. */
  amount: string;
  channelId: string;
  contactMethod: ContactMethod;
  email: string;
  mobile: string;
  isGift: boolean;
  giftEmail: string;
  giftName: string;
  giftMessage: string;
  terms: boolean;
  billing: BillingValues;
  /** The buyer's nationality (country code) where the store asks for it. */
  nationality: string;
  /** The game's dynamic fields (e.g. server) by name. */
  gameFields: Record<string, string>;
}

export const EMPTY_BILLING: BillingValues = { name: '', addressLine1: '', addressLine2: '', city: '', state: '', zip: '', province: '' };

export function emptyTopUpValues(partial: Partial<TopUpValues> = {}): TopUpValues {
  return {
    userId: '', zoneId: '', skuId: '', recurrenceDays: '', amount: '', channelId: '', contactMethod: 'email', email: '', mobile: '',
    isGift: false, giftEmail: '', giftName: '', giftMessage: '', terms: false, billing: { ...EMPTY_BILLING }, nationality: '', gameFields: {},
    ...partial,
  };
}

/** A custom-amount item's range (major units): the price typed must lie within it. */
export interface AmountRange {
  readonly min: number;
  readonly max: number;
}

/** What the rules depend on: the product and the shop country. */
export interface TopUpRules {
  country: Country;
  requiresZoneId: boolean;
  billingRequired: boolean;
  /** The custom-amount items by skuId, with their ranges. */
  customAmounts?: Readonly<Record<string, AmountRange>>;
  /** The subscription items by skuId, with the recurrences (days) each offers. */
  recurrences?: Readonly<Record<string, readonly number[]>>;
  /** The store asks for the buyer's nationality (where it asks for the billing address). */
  nationalityRequired?: boolean;
  /** The game's dynamic fields: each must be one of its options (not for a gift). */
  gameFields?: ReadonlyArray<{ readonly name: string; readonly options: readonly string[] }>;
  /** The game's own name of the player ID field (Player ID, Role ID): messages about that field use it. */
  userIdLabel?: string;
}

/** The gift message's limit (characters, after newlines become spaces). */
export const GIFT_MESSAGE_MAX_LENGTH = 300;

/**
 * The API's length limits of the order's text fields (apps/api CreateOrderInputSchema: characters once trimmed, a
 * gift's after newlines become spaces): checked in the form, so a long entry is named on its field, not refused
 * by the API as "invalid parameters" after Confirm. The billing address has its own schema (billingAddressSchema).
 */
export const FIELD_MAX_LENGTHS = {
  userId: 64,
  zoneId: 16,
  email: 254,
  mobile: 24,
  giftEmail: 254,
  giftName: 60,
  giftMessage: GIFT_MESSAGE_MAX_LENGTH,
} as const;
type LimitedField = keyof typeof FIELD_MAX_LENGTHS;
const isLimitedField = (field: string): field is LimitedField => field in FIELD_MAX_LENGTHS;

const text = z.string();

/** The shape of the values (every field a string or a flag); the rules come in topUpSchema's refinement. */
const TopUpValuesSchema = z.object({
  userId: text,
  zoneId: text,
  skuId: text,
  recurrenceDays: text,
  amount: text,
  channelId: text,
  contactMethod: z.enum(['email', 'mobile']),
  email: text,
  mobile: text,
  isGift: z.boolean(),
  giftEmail: text,
  giftName: text,
  giftMessage: text,
  terms: z.boolean(),
  billing: z.object({ name: text, addressLine1: text, addressLine2: text, city: text, state: text, zip: text, province: text }),
  nationality: text,
  gameFields: z.record(z.string(), z.string()),
});

/**
 * The top-up form's rules (section 5) as one zod schema for react-hook-form's zodResolver. Each issue's
 * message is an i18n key; its parameters come from `topUpMessage` (the same rules), never inside the message.
 * Order: denomination, payment method, email, user ID, zone ID; a gift needs the receiver's email and the
 * sender's name instead of a player; billing address where required; mobile by the country's pattern;
 * terms where the checkbox is shown.
 */
export function topUpSchema(rules: TopUpRules) {
  return TopUpValuesSchema.check(z.superRefine((values, ctx) => {
    const fail = (path: string, key: string) => ctx.addIssue({ code: 'custom', message: key, path: path.split('.') });
    const check = (path: string, result: ValidationResult<unknown>) => {
      if (!result.ok) fail(path, result.error.key);
    };
    /** True (and the field's error set) when the entry is longer than the API takes. */
    const tooLong = (field: LimitedField, value: string) => {
      const over = value.trim().length > FIELD_MAX_LENGTHS[field];
      if (over) fail(field, 'validation.maxLength');
      return over;
    };

    if (!values.skuId) fail('skuId', 'validation.chooseDenomination');
    const recurrences = rules.recurrences?.[values.skuId];
    // A subscription renews for the buyer's own player: never a gift (its recurrence is not asked then).
    if (recurrences && values.isGift) fail('skuId', 'gift.subscriptionChosen');
    else if (recurrences && !recurrences.includes(Number(values.recurrenceDays))) fail('recurrenceDays', 'validation.chooseRecurrence');
    if (!values.channelId) fail('channelId', 'validation.choosePaymentMethod');
    const range = customAmountRange(rules, values.skuId);
    if (range) check('amount', validateAmount(values.amount, amountPatternOf(rules.country), range));
    if (rules.nationalityRequired && !countryByCode(values.nationality)) fail('nationality', 'validation.required');

    if (values.contactMethod === 'email' && values.email.trim() !== '' && !tooLong('email', values.email)) check('email', validateEmail(values.email));
    if (values.contactMethod === 'mobile' && values.mobile.trim() !== '' && !tooLong('mobile', values.mobile)) {
      check('mobile', validateMobileNumber(values.mobile, rules.country));
    }

    if (values.isGift) {
      const gift = normaliseGiftPayload({ email: values.giftEmail, name: values.giftName, message: values.giftMessage });
      if (!tooLong('giftEmail', gift.email)) check('giftEmail', validateEmail(values.giftEmail));
      if (!tooLong('giftName', gift.name)) check('giftName', validateRequired(gift.name));
      tooLong('giftMessage', gift.message);
    } else {
      if (values.userId.trim() === '') fail('userId', 'validation.userIdRequired');
      else if (!tooLong('userId', values.userId)) check('userId', validateUserId(values.userId));
      for (const field of rules.gameFields ?? []) {
        if (!field.options.includes(values.gameFields[field.name] ?? '')) fail(`gameFields.${field.name}`, 'validation.required');
      }
      if (rules.requiresZoneId) {
        if (values.zoneId.trim() === '') fail('zoneId', 'validation.zoneIdRequired');
        else if (!tooLong('zoneId', values.zoneId)) check('zoneId', validateWith(numbersOnlySchema, values.zoneId));
      }
    }

    if (rules.billingRequired) {
      for (const field of BILLING_FIELDS) check(`billing.${field}`, validateWith(billingAddressSchema.shape[field], values.billing[field]));
    }
    if (!areTermsAccepted(rules.country.code, values.terms)) fail('terms', 'validation.termsRequired');
  }));
}

/** The range of the chosen item when it is a custom amount. */
export function customAmountRange(rules: Pick<TopUpRules, 'customAmounts'>, skuId: string): AmountRange | undefined {
  return rules.customAmounts?.[skuId];
}

/**
 * A field's error as a message: the key react-hook-form holds, with the parameters the rule names
 * (an amount's range in the shop's money, a length limit).
 */
export function topUpMessage(
  field: string,
  key: string | undefined,
  values: Pick<TopUpValues, 'skuId' | 'billing'>,
  rules: Pick<TopUpRules, 'country' | 'customAmounts' | 'userIdLabel'>,
): MessageKey | undefined {
  if (!key) return undefined;
  if (field === 'userId' && key === 'validation.userIdRequired' && rules.userIdLabel) return { key: 'player.idRequired', params: [rules.userIdLabel] };
  if (field === 'amount' && key === 'validation.denominationRange') {
    const range = customAmountRange(rules, values.skuId);
    return range ? { key, params: [formatAmount(range.min, rules.country), formatAmount(range.max, rules.country)] } : { key };
  }
  if (key === 'validation.maxLength' && isLimitedField(field)) return { key, params: [FIELD_MAX_LENGTHS[field]] };
  const billing = /^billing\.(\w+)$/.exec(field)?.[1] as BillingField | undefined;
  if (billing && BILLING_FIELDS.includes(billing)) {
    const result = validateWith(billingAddressSchema.shape[billing], values.billing[billing]);
    return !result.ok && result.error.key === key ? { key, params: result.error.params } : { key };
  }
  return { key };
}

/**
 * The price the order pays for this item: its price, or for a custom amount the one typed (undefined
 * until it is a valid amount within the range).
 */
export function chosenPrice(
  denomination: { readonly price: number; readonly maxPrice?: number | null | undefined } | undefined,
  amount: string,
  country: Country,
): number | undefined {
  if (!denomination) return undefined;
  if (denomination.maxPrice === null || denomination.maxPrice === undefined) return denomination.price;
  const typed = validateAmount(amount, amountPatternOf(country), { min: denomination.price, max: denomination.maxPrice });
  return typed.ok ? typed.value : undefined;
}

/**
 * Where the receipt goes, as the order carries it: the email, or the local mobile number (digits only,
 * as the API checks it against the country's pattern); nothing when the shopper left the field empty.
 */
export function receiptContact(values: Pick<TopUpValues, 'contactMethod' | 'email' | 'mobile'>): { email?: string; mobile?: string } {
  if (values.contactMethod === 'email') return values.email.trim() ? { email: values.email.trim() } : {};
  const mobile = normaliseMobileNumber(values.mobile);
  return mobile ? { mobile } : {};
}

/** The billing address as the order carries it (CreateOrderInput.billingAddress): trimmed, addressLine2 optional. */
export function billingAddressOf(values: Pick<TopUpValues, 'billing'>): BillingValues {
  const parsed = billingAddressSchema.safeParse(values.billing);
  return parsed.success ? { ...parsed.data } : { ...values.billing };
}

/** The form's fields as the shopper meets them, top to bottom: the first with an error is the one focused and named. */
const FIELD_ORDER: readonly string[] = [
  'userId', 'zoneId', 'gameFields', 'giftEmail', 'giftName', 'giftMessage', 'skuId', 'amount', 'recurrenceDays', 'channelId',
  'email', 'mobile', ...BILLING_FIELDS.map((f) => `billing.${f}`), 'nationality', 'terms',
];

/** The first field with an error, in the form's order (a game field by its own path, gameFields.<name>). */
export function firstErrorField(errors: FieldErrors<TopUpValues>): string | undefined {
  for (const field of FIELD_ORDER) {
    if (field === 'gameFields') {
      const name = Object.keys(errors.gameFields ?? {})[0];
      if (name) return `gameFields.${name}`;
    } else if (get(errors, field)) {
      return field;
    }
  }
  return undefined;
}

/** The checkout error of section 4 for the form's errors: payment channel, billing address, email, terms, else none. */
export function topUpCheckoutError(errors: FieldErrors<TopUpValues>): CheckoutError {
  return checkoutError({
    paymentChannel: !errors.channelId,
    billingAddress: !errors.billing,
    email: !errors.email && !errors.mobile,
    termsAndCondition: !errors.terms,
  });
}

/** The values of the game's dynamic fields the form holds, by name (only the game's own fields). */
export function gameFieldValuesOf(values: Pick<TopUpValues, 'gameFields'>, fields: ReadonlyArray<{ readonly name: string }>): Record<string, string> {
  return Object.fromEntries(fields.map((f) => [f.name, values.gameFields[f.name] ?? '']));
}
