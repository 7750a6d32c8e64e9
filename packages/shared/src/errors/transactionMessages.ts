import type { CatalogueEntry } from './types';

/** Shown for any purchase error code without a message of its own (section 8). */
export const DEFAULT_PURCHASE_MESSAGE = 'We can not process your purchase at the moment. Please try again later.';
export const DEFAULT_PURCHASE_ENTRY: CatalogueEntry = {
  key: 'errors.transaction.default',
  message: DEFAULT_PURCHASE_MESSAGE,
};

export interface TransactionMessageGroup {
  /** Names the message; the i18n key is errors.transaction.{name}. */
  readonly name: string;
  readonly codes: readonly number[];
  readonly message: string;
}

const range = (from: number, to: number): number[] => Array.from({ length: to - from + 1 }, (_, i) => from + i);

/**
 * Section 8 "Transaction message groups": many codes share one message. Game-specific negative codes
 * (role missing, login required, ...) have no values in the spec and so are not listed here; they
 * fall back to the default message.
 */
export const TRANSACTION_MESSAGE_GROUPS: readonly TransactionMessageGroup[] = [
  { name: 'ineligibleId', codes: [10, -102], message: 'This ID is not eligible for this purchase.' },
  {
    name: 'userIdNotFound',
    codes: [12, 22, 100, 108, 1003, -100, -32001, -405, -2, -32700, -3, -2601, -1],
    message: 'User ID not found. Please check the ID and try again.',
  },
  {
    name: 'serverUnavailable',
    codes: [98, 200],
    message: 'The server is unavailable at the moment. Please try again later.',
  },
  { name: 'invalidParameters', codes: [227], message: 'Some of the details entered are not valid. Please check them and try again.' },
  { name: 'invalidEmail', codes: [232], message: 'The email address is not valid.' },
  {
    name: 'denominationChannelOrProductUnavailable',
    codes: range(237, 239),
    message: 'This denomination, payment channel or product is currently unavailable.',
  },
  { name: 'incorrectCpf', codes: [468], message: 'The CPF number is incorrect.' },
  {
    name: 'promoProblem',
    codes: range(602, 605),
    message: 'There is a problem with this promotion. Please refresh the page for the latest price.',
  },
  {
    name: 'alreadyPurchasedOrLimit',
    codes: [630, 633, 655, -107, -507, -207],
    message: 'You have already purchased this item or reached its purchase limit.',
  },
  { name: 'pending', codes: [656, -506], message: 'You have a pending transaction for this item. Please complete it first.' },
  {
    name: 'rewardsUnsupportedOrInsufficient',
    codes: range(1102, 1108),
    message: 'Rewards cannot be used for this purchase or your rewards balance is insufficient.',
  },
  {
    name: 'membershipOnceOnly',
    codes: [1503, 1512, 1515, 5034, 5152],
    message: 'This membership can only be purchased once.',
  },
  { name: 'itemUnavailableForAccount', codes: [1511], message: 'This item is not available for your account.' },
  { name: 'channelNotAllowed', codes: [1516], message: 'This payment channel is not allowed for this purchase.' },
  {
    name: 'previousTransactionProcessing',
    codes: [10001],
    message: 'Your previous transaction is still being processed. Please wait 5 seconds and try again.',
  },
  { name: 'invalidCarrierMobile', codes: range(10002, 10005), message: 'The mobile number is not valid for this carrier.' },
  { name: 'invalidZip', codes: [10009], message: 'The zip code is not valid.' },
  { name: 'invalidFullName', codes: [10010], message: 'The full name is not valid.' },
  { name: 'invalidProvince', codes: [10011], message: 'The province is not valid.' },
  { name: 'blockedMobile', codes: [30116], message: 'This mobile number is blocked.' },
  { name: 'invalidBillingAddress', codes: [30300], message: 'The billing address is not valid.' },
  { name: 'unknown', codes: [30301], message: 'An unknown error occurred. Please try again later.' },
];

/** code -> entry for the transaction group, built from the message groups. */
export function transactionCatalogue(): Record<string, CatalogueEntry> {
  const out: Record<string, CatalogueEntry> = {};
  for (const g of TRANSACTION_MESSAGE_GROUPS) {
    for (const code of g.codes) {
      if (out[String(code)]) throw new Error(`transaction code ${code} is in two message groups`);
      out[String(code)] = { key: `errors.transaction.${g.name}`, message: g.message };
    }
  }
  return out;
}
