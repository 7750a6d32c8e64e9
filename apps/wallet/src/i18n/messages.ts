import type { TFunction } from 'i18next';
import { englishMessage, VALIDATION_MESSAGES, type ValidationError } from '@store/shared/domain';
import { catalogueEntry, type ErrorGroup } from '@store/shared/errors';

/** A form message (a validation key of @store/shared and its parameters) in the shop language. */
export function validationText(t: TFunction, key: string | undefined, params: readonly (string | number)[] = []): string | undefined {
  if (!key) return undefined;
  const named = Object.fromEntries(params.map((p, i) => [String(i), p]));
  const english = key in VALIDATION_MESSAGES ? englishMessage({ key, params } as ValidationError) : undefined;
  return t(key, { ...named, defaultValue: english ?? t('common.invalid') });
}

/** The wallet's error groups and the code each falls back to for a code it has no message for (a refused token, a bad request). */
export const WALLET_ERROR_FALLBACK = { walletTopup: 408, giftCode: 1, walletCharge: 408 } as const satisfies Partial<Record<ErrorGroup, number>>;
export type WalletErrorGroup = keyof typeof WALLET_ERROR_FALLBACK;

/** The message of a wallet API code (section 8, keyed by group and code: readings 6) in the shop language. */
export function codeMessage(t: TFunction, group: WalletErrorGroup, code: number | string): string {
  const entry = catalogueEntry(group, code) ?? catalogueEntry(group === 'walletCharge' ? 'walletTopup' : group, WALLET_ERROR_FALLBACK[group]);
  return entry ? t(entry.key, { defaultValue: entry.message }) : t('common.networkError');
}
