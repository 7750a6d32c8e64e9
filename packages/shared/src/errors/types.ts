/**
 * The error catalogue's vocabulary. Codes collide across groups (408 is a network timeout and a wallet
 * top-up failure; 313/314 are wallet and gift-code codes), so every entry is keyed by (group, code)
 * (readings 6).
 */
export const ERROR_GROUPS = [
  'network',
  'order',
  'transaction',
  'walletTopup',
  'walletCharge',
  'walletCreation',
  'giftCode',
  'redemption',
  'subscription',
  'freebie',
  'partnerSignIn',
  'socialSignIn',
  'auth',
  'authSuccess',
  'guestLinking',
  'userMessage',
] as const;
export type ErrorGroup = (typeof ERROR_GROUPS)[number];

/** A code as the backend or auth provider gives it: a number (-100, 313) or a name ('UserNotFoundException'). */
export type ErrorCode = number | string;

/** One catalogue entry: a stable i18n key and the English text. */
export interface CatalogueEntry {
  readonly key: string;
  readonly message: string;
}

/** What a screen shows for (group, code). */
export interface ErrorMessage extends CatalogueEntry {
  readonly group: ErrorGroup;
  readonly code: ErrorCode;
}

export type GroupCatalogue = Readonly<Record<string, CatalogueEntry>>;
