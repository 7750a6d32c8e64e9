import type { TFunction } from 'i18next';
import { englishMessage, VALIDATION_MESSAGES, type ValidationError } from '@store/shared/domain';
import { englishErrorMessages, messageFor, type ErrorGroup } from '@store/shared/errors';

/** A message to show: an i18n key and its parameters ({{0}}, {{1}} in the catalogues). */
export interface MessageKey {
  readonly key: string;
  readonly params?: readonly (string | number)[];
}

let errorEnglish: Readonly<Record<string, string>> | undefined;

/** The English of a shared key (validation or error catalogue), the fallback while a catalogue lacks it. */
function sharedEnglish(key: string, params: readonly (string | number)[]): string | undefined {
  if (key in VALIDATION_MESSAGES) return englishMessage({ key, params } as ValidationError);
  errorEnglish ??= englishErrorMessages();
  return errorEnglish[key];
}

/** A form or API message in the shop language; English from @store/shared when not translated. */
export function messageText(t: TFunction, message: MessageKey | undefined): string | undefined {
  if (!message) return undefined;
  const params = message.params ?? [];
  const named = Object.fromEntries(params.map((p, i) => [String(i), p]));
  return t(message.key, { ...named, defaultValue: sharedEnglish(message.key, params) ?? message.key });
}

/** The message of an order/API code (section 8) in the shop language. */
export function codeMessage(t: TFunction, group: ErrorGroup, code: number | string): string {
  const entry = messageFor(group, code);
  return t(entry.key, { defaultValue: entry.message });
}
