import { numbersOnlySchema, OTP_LENGTH, validateOtp, validateUserId, validateWith, type ValidationResult } from '@store/shared/domain';
import { z } from '@store/shared';
import type { MessageKey } from '../../i18n/messages';
import { dateText } from '../../lib/dateText';

/** What the gift claim form holds: the receiver's player, then the code emailed to them. */
export interface RedeemValues {
  userId: string;
  zoneId: string;
  otp: string;
}

export type RedeemStep = 'details' | 'otp';

/** The API's length limits of the claim's player (claimGift: characters once trimmed), named on the field. */
export const REDEEM_MAX_LENGTHS = { userId: 64, zoneId: 16 } as const;

/**
 * The claim form's rules (react-hook-form's zodResolver; messages are i18n keys): a valid player ID
 * (and a numeric zone where the game has zones) at both steps, so it can still be corrected at the
 * code step; the 6-digit code at the code step.
 */
export function redeemSchema(step: RedeemStep, requiresZoneId: boolean) {
  return z.object({ userId: z.string(), zoneId: z.string(), otp: z.string() }).check(z.superRefine((values, ctx) => {
    const check = (path: keyof RedeemValues, result: ValidationResult<unknown>) => {
      if (!result.ok) ctx.addIssue({ code: 'custom', message: result.error.key, path: [path] });
    };
    const tooLong = (path: keyof typeof REDEEM_MAX_LENGTHS) => {
      const over = values[path].trim().length > REDEEM_MAX_LENGTHS[path];
      if (over) ctx.addIssue({ code: 'custom', message: 'validation.maxLength', path: [path] });
      return over;
    };
    if (!tooLong('userId')) check('userId', validateUserId(values.userId));
    if (requiresZoneId) {
      if (values.zoneId.trim() === '') ctx.addIssue({ code: 'custom', message: 'validation.zoneIdRequired', path: ['zoneId'] });
      else if (!tooLong('zoneId')) check('zoneId', validateWith(numbersOnlySchema, values.zoneId));
    }
    if (step === 'otp') check('otp', validateOtp(values.otp));
  }));
}

/** A claim form error as a message (the code's length for the code). */
export function redeemMessage(field: keyof RedeemValues, key: string | undefined): MessageKey | undefined {
  if (!key) return undefined;
  if (key === 'validation.maxLength' && field !== 'otp') return { key, params: [REDEEM_MAX_LENGTHS[field]] };
  return field === 'otp' && key === 'validation.otp' ? { key, params: [OTP_LENGTH] } : { key };
}

/** The gift code of the link as the API knows it: a code copied with spaces around it or in lower case still works. */
export function normaliseGiftCode(code: string | null | undefined): string {
  return (code ?? '').trim().toUpperCase();
}

/** The last day a gift can be claimed, as a date in the shop language (no time: "Claim it by 7 December 2026"). */
export const claimByDate = (expiresAt: string, locale: string): string | undefined => dateText(expiresAt, locale);

/** Who a claimed gift went to, from the claim's answer (the player the API credited): "nickname (ID / zone)". */
export function claimedPlayer(credited: { userId: string; zoneId?: string | null | undefined; nickname?: string | null | undefined }): string {
  const id = credited.zoneId ? `${credited.userId} / ${credited.zoneId}` : credited.userId;
  return credited.nickname ? `${credited.nickname} (${id})` : id;
}
