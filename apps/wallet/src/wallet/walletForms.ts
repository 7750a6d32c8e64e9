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

/** A top-up: an amount in the country's format and a payment channel. The limits are the API's (codes 313-332). */
export function topUpSchema(country: Country) {
  return z.object({ amount: z.string(), channelId: z.string() }).check(
    z.superRefine((v, ctx) => {
      check(ctx, 'amount', validateAmount(v.amount, country.amountFormat));
      if (v.channelId === '') ctx.addIssue({ code: 'custom', message: 'validation.choosePaymentMethod', path: ['channelId'] });
    }),
  );
}

/** A gift code: empty or too short is invalid (section 5). */
export const giftCodeFormSchema = z.object({ giftCode: z.string() }).check(z.superRefine((v, ctx) => check(ctx, 'giftCode', validateWith(giftCodeSchema, v.giftCode))));
