import { TERMS_EXPRESS_COUNTRIES, type ValidationError } from '@store/shared/domain';

/*
 * The checkout's purchase rules (section 3-5), owned and deployed by the checkout team (moved out of
 * @store/shared: no other app uses them).
 */

export interface GiftPayload {
  readonly email: string;
  readonly name: string;
  readonly message: string;
}

const flatten = (v: unknown): string => (typeof v === 'string' ? v.replace(/\r\n|\r|\n/g, ' ').trim() : '');

/** Gift payload: newlines become spaces, trimmed (section 3). */
export function normaliseGiftPayload(input: unknown): GiftPayload {
  const source = typeof input === 'object' && input !== null ? (input as Record<string, unknown>) : {};
  return { email: flatten(source['email']), name: flatten(source['name']), message: flatten(source['message']) };
}

export interface PromoPrerequisites {
  readonly userId?: string | null;
  readonly denomination?: unknown;
  readonly paymentChannel?: unknown;
  readonly isGift?: boolean;
}

/** A promo code needs user ID, denomination and payment method first, and is not allowed with a gift (section 5). */
export function promoPrerequisiteError(state: PromoPrerequisites): ValidationError | undefined {
  if (state.isGift) return { key: 'validation.promoNotWithGift', params: [] };
  if (!state.userId || String(state.userId).trim() === '') return { key: 'validation.promoNeedsUserId', params: [] };
  if (state.denomination === undefined || state.denomination === null) return { key: 'validation.promoNeedsDenomination', params: [] };
  if (state.paymentChannel === undefined || state.paymentChannel === null) return { key: 'validation.promoNeedsPaymentMethod', params: [] };
  return undefined;
}

/** The purchase validation flags of section 3: true when that part is valid. */
export interface CheckoutValidity {
  readonly paymentChannel: boolean;
  readonly billingAddress: boolean;
  readonly email: boolean;
  readonly termsAndCondition: boolean;
}
export type CheckoutError = 'paymentChannel' | 'billingAddress' | 'email' | 'termsAndCondition' | 'none';

/** Checkout error derivation order: payment channel, billing address, email, terms and conditions, else none (section 4). */
export function checkoutError(flags: CheckoutValidity): CheckoutError {
  if (!flags.paymentChannel) return 'paymentChannel';
  if (!flags.billingAddress) return 'billingAddress';
  if (!flags.email) return 'email';
  if (!flags.termsAndCondition) return 'termsAndCondition';
  return 'none';
}

const TERMS_EXPRESS: ReadonlySet<string> = new Set(TERMS_EXPRESS_COUNTRIES);

/** The terms checkbox is shown (and required) in the express countries, implied elsewhere (readings 14). */
export function isTermsCheckboxShown(countryCode: string): boolean {
  return TERMS_EXPRESS.has(countryCode.toLowerCase());
}

export function areTermsAccepted(countryCode: string, checked: boolean): boolean {
  return !isTermsCheckboxShown(countryCode) || checked;
}
