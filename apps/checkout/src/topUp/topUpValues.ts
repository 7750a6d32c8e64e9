import {
  checkoutError,
  normaliseGiftPayload,
  orderError,
  validateBillingAddress,
  validateEmail,
  validateMobileNumber,
  normaliseMobileNumber,
  validateAmount,
  countryByCode,
  formatAmount,
  validateRequired,
  validateUserId,
  validateWith,
  numbersOnlySchema,
  areTermsAccepted,
  type CheckoutError,
  type Country,
} from '@store/shared';

/** A field error: a validation key of @store/shared or of this form, with its parameters. */
export interface FormError {
  key: string;
  params: readonly (string | number)[];
}

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

/** What the top-up form holds (react-hook-form values). */
export interface TopUpValues {
  userId: string;
  zoneId: string;
  skuId: string;
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
  promoCode: string;
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
    userId: '', zoneId: '', skuId: '', amount: '', channelId: '', contactMethod: 'email', email: '', mobile: '',
    isGift: false, giftEmail: '', giftName: '', giftMessage: '', promoCode: '', terms: false, billing: { ...EMPTY_BILLING }, nationality: '', gameFields: {},
    ...partial,
  };
}

/** What the rules depend on: the product and the shop country. */
export interface TopUpRules {
  country: Country;
  requiresZoneId: boolean;
  billingRequired: boolean;
  /** The chosen item is a custom amount: the price typed must lie within these (major units). */
  customAmount?: { readonly min: number; readonly max: number } | undefined;
  /** The store asks for the buyer's nationality (where it asks for the billing address). */
  nationalityRequired?: boolean;
  /** The game's dynamic fields: each must be one of its options (not for a gift). */
  gameFields?: ReadonlyArray<{ readonly name: string; readonly options: readonly string[] }>;
}

export type TopUpField =
  | 'userId' | 'zoneId' | 'skuId' | 'amount' | 'channelId' | 'email' | 'mobile' | 'giftEmail' | 'giftName' | 'giftMessage' | 'terms'
  | 'nationality'
  | `gameFields.${string}`
  | `billing.${keyof BillingValues}`;
export type TopUpErrors = Partial<Record<TopUpField, FormError>>;

const REQUIRED: FormError = { key: 'validation.required', params: [] };

/**
 * Every field's first error. Order (section 5): denomination, payment method, email, user ID, zone ID;
 * a gift needs the receiver's email and the sender's name instead of a player; billing address where
 * required; mobile by the country's pattern; terms where the checkbox is shown.
 */
export function validateTopUp(values: TopUpValues, rules: TopUpRules): TopUpErrors {
  const errors: TopUpErrors = {};
  if (!values.skuId) errors.skuId = { key: 'validation.chooseDenomination', params: [] };
  if (!values.channelId) errors.channelId = { key: 'validation.choosePaymentMethod', params: [] };
  if (values.skuId && rules.customAmount) {
    const amount = validateAmount(values.amount, rules.country.amountFormat, rules.customAmount);
    if (!amount.ok) errors.amount = amountError(amount.error, rules);
  }
  if (rules.nationalityRequired && !countryByCode(values.nationality)) errors.nationality = REQUIRED;

  if (values.contactMethod === 'email' && values.email.trim() !== '') {
    const email = validateEmail(values.email);
    if (!email.ok) errors.email = email.error;
  }
  if (values.contactMethod === 'mobile' && values.mobile.trim() !== '') {
    const mobile = validateMobileNumber(values.mobile, rules.country);
    if (!mobile.ok) errors.mobile = mobile.error;
  }

  if (values.isGift) {
    const to = validateEmail(values.giftEmail);
    if (!to.ok) errors.giftEmail = to.error;
    const gift = normaliseGiftPayload({ email: values.giftEmail, name: values.giftName, message: values.giftMessage });
    if (!validateRequired(gift.name).ok) errors.giftName = REQUIRED;
    if (gift.message.length > 300) errors.giftMessage = { key: 'validation.maxLength', params: ['300'] };
  } else {
    const order = orderError({ denomination: 'x', paymentChannel: 'x', userId: values.userId, zoneId: values.zoneId, requiresZoneId: rules.requiresZoneId });
    if (order?.key === 'validation.userIdRequired') errors.userId = order;
    else {
      const id = validateUserId(values.userId);
      if (!id.ok) errors.userId = id.error;
    }
    for (const field of rules.gameFields ?? []) {
      if (!field.options.includes(values.gameFields[field.name] ?? '')) errors[`gameFields.${field.name}`] = REQUIRED;
    }
    if (rules.requiresZoneId) {
      if (!values.zoneId.trim()) errors.zoneId = { key: 'validation.zoneIdRequired', params: [] };
      else {
        const zone = validateWith(numbersOnlySchema, values.zoneId);
        if (!zone.ok) errors.zoneId = zone.error;
      }
    }
  }

  if (rules.billingRequired) {
    const billing = validateBillingAddress(values.billing);
    if (!billing.ok) {
      for (const [field, error] of Object.entries(billing.errors)) errors[`billing.${field as keyof BillingValues}`] = error;
    }
  }
  if (!areTermsAccepted(rules.country.code, values.terms)) errors.terms = { key: 'validation.termsRequired', params: [] };
  return errors;
}

/** A range error names the range in the shop's money ("between S$0.99 and S$199.00"). */
function amountError(error: FormError, rules: TopUpRules): FormError {
  if (error.key !== 'validation.denominationRange' || !rules.customAmount) return { key: error.key, params: [...error.params] };
  return { key: error.key, params: [formatAmount(rules.customAmount.min, rules.country), formatAmount(rules.customAmount.max, rules.country)] };
}

/**
 * The price the order pays for this item: its price, or for a custom amount the one typed (undefined
 * until it is a valid amount within the range).
 */
export function chosenPrice(
  denomination: { readonly price: number; readonly maxPrice?: number | null | undefined } | undefined,
  amount: string,
  format: Country['amountFormat'],
): number | undefined {
  if (!denomination) return undefined;
  if (denomination.maxPrice === null || denomination.maxPrice === undefined) return denomination.price;
  const typed = validateAmount(amount, format, { min: denomination.price, max: denomination.maxPrice });
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

/** The checkout error of section 4 for these values: payment channel, billing address, email, terms, else none. */
export function topUpCheckoutError(values: TopUpValues, rules: TopUpRules, errors: TopUpErrors = validateTopUp(values, rules)): CheckoutError {
  const billingInvalid = Object.keys(errors).some((k) => k.startsWith('billing.'));
  return checkoutError({
    paymentChannel: !errors.channelId,
    billingAddress: !billingInvalid,
    email: !errors.email && !errors.mobile,
    termsAndCondition: !errors.terms,
  });
}

/** react-hook-form's error shape ({ billing: { zip: {...} } }) from field errors. */
export function toFormErrors(errors: TopUpErrors): Record<string, unknown> {
  const out: Record<string, Record<string, unknown> | { type: string; message: string }> = {};
  for (const [path, error] of Object.entries(errors)) {
    if (!error) continue;
    const entry = { type: error.key, message: JSON.stringify(error) };
    const [head, tail] = path.split('.') as [string, string | undefined];
    if (tail) out[head] = { ...((out[head] as Record<string, unknown> | undefined) ?? {}), [tail]: entry };
    else out[head] = entry;
  }
  return out;
}

/** The FormError carried in a react-hook-form error's message. */
export function validationErrorOf(message: unknown): FormError | undefined {
  if (typeof message !== 'string' || !message.startsWith('{')) return undefined;
  try {
    return JSON.parse(message) as FormError;
  } catch {
    return undefined;
  }
}

/** The values of the game's dynamic fields the form holds, by name (only the game's own fields). */
export function gameFieldValuesOf(values: Pick<TopUpValues, 'gameFields'>, fields: ReadonlyArray<{ readonly name: string }>): Record<string, string> {
  return Object.fromEntries(fields.map((f) => [f.name, values.gameFields[f.name] ?? '']));
}
