import { z } from '@store/shared';
import { giftCodeSchema, OTP_LENGTH, validateAmount, validateMobileNumber, validateOtp, validateWith, type Country, type ValidationResult } from '@store/shared/domain';

/** The activation form: the local mobile number (without the country's phone code), then the texted code. */
export interface PhoneValues {
  phone: string;
}
export interface CodeValues {
  otp: string;
}
export interface TopUpValues {
  amount: string;
  channelId: string;
}
export interface GiftCodeValues {
  giftCode: string;
}

type Ctx = { addIssue(issue: { code: 'custom'; message: string; path: string[] }): void };

function check(ctx: Ctx, path: string, result: ValidationResult<unknown>): void {
  if (!result.ok) ctx.addIssue({ code: 'custom', message: result.error.key, path: [path] });
}

/** The number must match the country's mobile pattern and not start with 0 (section 5). Messages are i18n keys. */
export function phoneSchema(country: Country) {
  return z.object({ phone: z.string() }).check(z.superRefine((v, ctx) => check(ctx, 'phone', validateMobileNumber(v.phone.trim(), country))));
}

/** The wallet code: 6 digits (section 5, readings 5). */
export const codeSchema = z.object({ otp: z.string() }).check(z.superRefine((v, ctx) => check(ctx, 'otp', validateOtp(v.otp.trim(), OTP_LENGTH))));

/** The country's smallest and largest top-up (its wallet settings); either may be unknown. */
export interface TopUpLimits {
  readonly min?: number | undefined;
  readonly max?: number | undefined;
}

/**
 * A top-up: an amount in the country's format, within the country's smallest and largest top-up, and a payment
 * channel. The API still refuses what it must (codes 313-333).
 */
export function topUpSchema(country: Country, limits: TopUpLimits = {}) {
  return z.object({ amount: z.string(), channelId: z.string() }).check(
    z.superRefine((v, ctx) => {
      const amount = validateAmount(v.amount, country.amountFormat);
      if (!amount.ok) check(ctx, 'amount', amount);
      else if (limits.min !== undefined && amount.value < limits.min) ctx.addIssue({ code: 'custom', message: 'validation.minValue', path: ['amount'] });
      else if (limits.max !== undefined && amount.value > limits.max) ctx.addIssue({ code: 'custom', message: 'validation.maxValue', path: ['amount'] });
      if (v.channelId === '') ctx.addIssue({ code: 'custom', message: 'validation.choosePaymentMethod', path: ['channelId'] });
    }),
  );
}

/** The parameters of an amount message: the limit it names, as money (S$7.00). */
export function topUpAmountParams(key: string | undefined, limits: TopUpLimits, money: (amount: number) => string): string[] {
  const limit = key === 'validation.minValue' ? limits.min : key === 'validation.maxValue' ? limits.max : undefined;
  return limit === undefined ? [] : [money(limit)];
}

/** A gift code: empty or too short is invalid (section 5). */
export const giftCodeFormSchema = z.object({ giftCode: z.string() }).check(z.superRefine((v, ctx) => check(ctx, 'giftCode', validateWith(giftCodeSchema, v.giftCode))));
