import type { TFunction } from 'i18next';
import { englishMessage, VALIDATION_MESSAGES, type ValidationError } from '@store/shared/domain';
import { authErrorMessage, authSuccessMessage, classifyNetworkError } from '@store/shared/errors';

/** A message to show: an i18n key and its parameters ({{0}}, {{1}} in the catalogues). */
export interface MessageKey {
  readonly key: string;
  readonly params?: readonly (string | number)[];
}

/** A form message in the shop language (validation keys: English from @store/shared while untranslated). */
export function messageText(t: TFunction, message: MessageKey | undefined): string | undefined {
  if (!message) return undefined;
  const params = message.params ?? [];
  const named = Object.fromEntries(params.map((p, i) => [String(i), p]));
  const english = message.key in VALIDATION_MESSAGES ? englishMessage({ key: message.key, params } as ValidationError) : message.key;
  return t(message.key, { ...named, defaultValue: english });
}

/** The section 8 message of a mapped auth code (sign-in, sign-up, recover), in the shop language. */
export function authCodeText(t: TFunction, code: string): string {
  const entry = authErrorMessage(code);
  return t(entry.key, { defaultValue: entry.message });
}

/** A success code's message (RECOVER_PASSWORD_SUCCESS_Email, RESET_PASSWORD_SUCCESS, RESEND_CONFIRMATION_Mobile). */
export function authSuccessText(t: TFunction, code: string): string {
  const entry = authSuccessMessage(code);
  return entry ? t(entry.key, { defaultValue: entry.message }) : '';
}

/** An operation that never reached the auth endpoint (offline, timeout): the network message. */
export function networkText(t: TFunction, error: unknown): string | undefined {
  const name = typeof error === 'object' && error !== null ? (error as { name?: unknown }).name : undefined;
  if (name !== 'NetworkError' && !(error instanceof TypeError)) return undefined;
  const c = classifyNetworkError(typeof navigator !== 'undefined' && navigator.onLine === false ? 599 : 'other');
  return t(c.key, { defaultValue: c.message });
}
