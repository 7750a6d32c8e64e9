import type { TFunction } from 'i18next';
import { englishMessage, messageFor, VALIDATION_MESSAGES, type ErrorGroup, type ValidationError } from '@store/shared';
import type { FormError } from '../topUp/topUpValues';

/** A field error in the shop language; English from @store/shared's catalogue when not translated. */
export function fieldMessage(t: TFunction, error: FormError | undefined): string | undefined {
  if (!error) return undefined;
  const english = error.key in VALIDATION_MESSAGES ? englishMessage(error as ValidationError) : undefined;
  const params = Object.fromEntries(error.params.map((p, i) => [String(i), p]));
  return t(error.key, { ...params, defaultValue: english ?? error.key });
}

/** The message of an order/API code (section 8) in the shop language. */
export function codeMessage(t: TFunction, group: ErrorGroup, code: number | string): string {
  const entry = messageFor(group, code);
  return t(entry.key, { defaultValue: entry.message });
}
