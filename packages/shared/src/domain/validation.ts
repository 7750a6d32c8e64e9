import * as z from '@store/shared/schema';
import { GIFT_CODE_MIN_LENGTH, MAX_AGE, MIN_AGE, OTP_LENGTH } from './constants';
import type { AmountFormat, Country } from './countries';
import { isValidMobileNumber, normaliseMobileNumber, type MobilePattern } from './mobileNumber';
import { parseAmount } from './money';

/** i18n keys of the validation messages with their English text (section 5). {0}, {1}: parameters. */
export const VALIDATION_MESSAGES = {
  'validation.required': 'This field is required',
  'validation.invalidType': 'This value is not valid',
  'validation.alphanumericDashUnderscore': 'Only letters, digits, dashes or underscores are allowed',
  'validation.alphanumericSpace': 'Only letters, digits and spaces are allowed',
  'validation.mismatch': '{0} do not match',
  'validation.minLength': 'Please enter at least {0} characters',
  'validation.maxLength': 'Please enter no more than {0} characters',
  'validation.email': 'Please enter a valid email address',
  'validation.numbersOnly': 'Please enter numbers only',
  'validation.exactLength': 'Please enter exactly {0} characters',
  'validation.cpf': 'CPF must be 11 digits',
  'validation.zip': 'Please enter a valid zip code',
  'validation.date': 'Please enter a valid date',
  'validation.minValue': 'The minimum value is {0}',
  'validation.maxValue': 'The maximum value is {0}',
  'validation.currencyFormat': 'Please enter a valid amount',
  'validation.denominationRange': 'Please enter an amount between {0} and {1}',
  'validation.mobile': 'Please enter a valid mobile number',
  'validation.password': 'Password must be at least {0} characters long and contain at least 1 digit',
  'validation.underage': 'You must be {0} or over',
  'validation.implausibleAge': 'Please enter a valid date of birth',
  'validation.otp': 'Please enter the {0}-digit code',
  'validation.giftCode': 'Please enter a valid gift code',
  'validation.riotId': 'Please enter your Riot ID as name#tag',
  'validation.chooseDenomination': 'Please choose a denomination',
  'validation.chooseRecurrence': 'Please choose how often it renews',
  'validation.choosePaymentMethod': 'Please choose a payment method',
  'validation.userIdRequired': 'Please enter your user ID',
  'validation.zoneIdRequired': 'Please enter your zone ID',
  'validation.promoNeedsUserId': 'Please enter your user ID before using a promo code',
  'validation.promoNeedsDenomination': 'Please choose a denomination before using a promo code',
  'validation.promoNeedsPaymentMethod': 'Please choose a payment method before using a promo code',
  'validation.promoNotWithGift': 'Promo codes cannot be used with a gift purchase',
} as const;
export type ValidationMessageKey = keyof typeof VALIDATION_MESSAGES;

export interface ValidationError {
  readonly key: ValidationMessageKey;
  readonly params: readonly (string | number)[];
}
export type ValidationResult<T> = { readonly ok: true; readonly value: T } | { readonly ok: false; readonly error: ValidationError };

/** The English text of an error, parameters filled in. */
export function englishMessage(error: ValidationError): string {
  return VALIDATION_MESSAGES[error.key].replace(/\{(\d+)\}/g, (whole, i: string) => {
    const param = error.params[Number(i)];
    return param === undefined ? whole : String(param);
  });
}

const fail = (key: ValidationMessageKey, params: readonly (string | number)[] = []): { ok: false; error: ValidationError } => ({
  ok: false,
  error: { key, params },
});

const REQUIRED: ValidationMessageKey = 'validation.required';

/** A trimmed non-empty string: missing input is required, any other non-string is invalid. */
const text = () =>
  z
    .string({ error: (issue) => (issue.input === undefined || issue.input === null ? REQUIRED : 'validation.invalidType') })
    .check(z.trim(), z.minLength(1, { error: REQUIRED }));

/** Runs a schema and turns its first issue into a ValidationError; never throws. */
export function validateWith<T>(schema: z.ZodMiniType<T>, input: unknown): ValidationResult<T> {
  const result = schema.safeParse(input);
  if (result.success) return { ok: true, value: result.data };
  const issue = result.error.issues[0];
  const key = (issue?.message ?? 'validation.invalidType') as ValidationMessageKey;
  const params =
    issue?.code === 'custom' && Array.isArray(issue.params?.['args'])
      ? (issue.params['args'] as (string | number)[])
      : issue?.code === 'too_small'
        ? [Number(issue.minimum)]
        : issue?.code === 'too_big'
          ? [Number(issue.maximum)]
          : [];
  return fail(key in VALIDATION_MESSAGES ? key : 'validation.invalidType', params);
}

export const requiredSchema = text();
export function validateRequired(input: unknown): ValidationResult<string> {
  return validateWith(requiredSchema, input);
}

export const emailSchema = z.pipe(text(), z.email({ error: 'validation.email' }));
export function validateEmail(input: unknown): ValidationResult<string> {
  return validateWith(emailSchema, input);
}

export function lengthSchema(min: number, max: number) {
  return text().check(z.minLength(min, { error: 'validation.minLength' }), z.maxLength(max, { error: 'validation.maxLength' }));
}

export const userIdSchema = text().check(z.regex(/^[A-Za-z0-9_-]+$/, { error: 'validation.alphanumericDashUnderscore' }));
export function validateUserId(input: unknown): ValidationResult<string> {
  return validateWith(userIdSchema, typeof input === 'number' ? String(input) : input);
}

export const nameSchema = text().check(
  z.maxLength(100, { error: 'validation.maxLength' }),
  z.regex(/^[\p{L}\p{M}\p{N} ]+$/u, { error: 'validation.alphanumericSpace' }),
);

export const numbersOnlySchema = text().check(z.regex(/^\d+$/, { error: 'validation.numbersOnly' }));

/** Zip format is not shown: 3 to 10 letters, digits, spaces or dashes, starting and ending with a letter or digit. */
export const zipSchema = text().check(z.regex(/^[A-Za-z0-9][A-Za-z0-9 -]{1,8}[A-Za-z0-9]$/, { error: 'validation.zip' }));

export function otpSchema(length: number = OTP_LENGTH) {
  return text().check(z.refine((s) => new RegExp(`^\\d{${length}}$`).test(s), { error: 'validation.otp', params: { args: [length] } }));
}
/** OTP: 6 digits in every flow (readings 5); another length only where a flow is configured for it. */
export function validateOtp(input: unknown, length: number = OTP_LENGTH): ValidationResult<string> {
  return validateWith(otpSchema(length), input);
}

/** Gift code: empty or too short is invalid (section 5); letters, digits and dashes. */
export const giftCodeSchema = z
  .string({ error: 'validation.giftCode' })
  .check(
    z.trim(),
    z.minLength(GIFT_CODE_MIN_LENGTH, { error: 'validation.giftCode' }),
    z.regex(/^[A-Za-z0-9-]+$/, { error: 'validation.giftCode' }),
  );

export function validateMobileNumber(input: unknown, country: Country | string | MobilePattern): ValidationResult<string> {
  if (input === undefined || input === null || input === '') return fail(REQUIRED);
  const digits = normaliseMobileNumber(input);
  return digits !== undefined && isValidMobileNumber(digits, country) ? { ok: true, value: digits } : fail('validation.mobile');
}

/** An amount input in the country's pattern, optionally within a variable denomination's min and max. */
export function validateAmount(
  input: unknown,
  format: AmountFormat,
  range?: { readonly min: number; readonly max: number },
): ValidationResult<number> {
  if (input === undefined || input === null || (typeof input === 'string' && input.trim() === '')) return fail(REQUIRED);
  const value = typeof input === 'number' ? (Number.isFinite(input) ? input : undefined) : parseAmount(input, format);
  if (value === undefined) return fail('validation.currencyFormat');
  if (range && (value < range.min || value > range.max)) return fail('validation.denominationRange', [range.min, range.max]);
  return { ok: true, value };
}

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A calendar date from 'YYYY-MM-DD' or a valid Date, as UTC year, month (1-12) and day. */
export function parseBirthDate(input: unknown): { year: number; month: number; day: number } | undefined {
  if (input instanceof Date) {
    return Number.isNaN(input.getTime())
      ? undefined
      : { year: input.getUTCFullYear(), month: input.getUTCMonth() + 1, day: input.getUTCDate() };
  }
  if (typeof input !== 'string') return undefined;
  const m = ISO_DATE.exec(input.trim());
  if (!m) return undefined;
  const [year, month, day] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return undefined;
  return { year, month, day };
}

/** Whole years between a birth date and today. */
export function ageOn(birth: { year: number; month: number; day: number }, today: Date): number {
  const y = today.getUTCFullYear();
  const m = today.getUTCMonth() + 1;
  const d = today.getUTCDate();
  return y - birth.year - (m < birth.month || (m === birth.month && d < birth.day) ? 1 : 0);
}

/** Sign-up age: 18 or over; over 150 is implausible; a future date is invalid. */
export function validateBirthDate(input: unknown, today: Date): ValidationResult<string> {
  if (input === undefined || input === null || input === '') return fail(REQUIRED);
  const birth = parseBirthDate(input);
  if (!birth) return fail('validation.date');
  const age = ageOn(birth, today);
  const iso = `${String(birth.year).padStart(4, '0')}-${String(birth.month).padStart(2, '0')}-${String(birth.day).padStart(2, '0')}`;
  if (age < 0 || iso > today.toISOString().slice(0, 10)) return fail('validation.date');
  if (age < MIN_AGE) return fail('validation.underage', [MIN_AGE]);
  if (age > MAX_AGE) return fail('validation.implausibleAge', [MAX_AGE]);
  return { ok: true, value: iso };
}

const optionalText = z.pipe(
  z.nullable(z.optional(z.string({ error: 'validation.invalidType' }).check(z.trim(), z.maxLength(200, { error: 'validation.maxLength' })))),
  z.transform((s: string | null | undefined) => s ?? ''),
);

export const billingAddressSchema = z.object(
  {
    name: nameSchema,
    addressLine1: lengthSchema(1, 200),
    addressLine2: optionalText,
    city: lengthSchema(1, 100),
    state: lengthSchema(1, 100),
    zip: zipSchema,
    province: lengthSchema(1, 100),
  },
  { error: REQUIRED },
);
export type BillingAddress = z.infer<typeof billingAddressSchema>;
