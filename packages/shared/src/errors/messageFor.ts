import { ERROR_CATALOGUE } from './catalogue';
import { classifyNetworkError } from './networkError';
import { DEFAULT_PURCHASE_ENTRY } from './transactionMessages';
import type { CatalogueEntry, ErrorCode, ErrorGroup, ErrorMessage } from './types';

/** The catalogue entry of (group, code), if the catalogue has one. */
export function catalogueEntry(group: ErrorGroup, code: ErrorCode): CatalogueEntry | undefined {
  return ERROR_CATALOGUE[group][String(code)];
}

/**
 * What to show for (group, code):
 * - network: the classifier's class for a status (599, 408, 504, 524, 5xx, 401, 4xx, other), or a class name;
 * - auth: the translated message, else the generic auth message;
 * - order: its own message, else the transaction message group, else the default;
 * - every other group: its own message, else the default purchase message
 *   "We can not process your purchase at the moment. Please try again later.".
 */
export function messageFor(group: ErrorGroup, code: ErrorCode): ErrorMessage {
  const own = catalogueEntry(group, code);
  if (own) return { group, code, ...own };
  if (group === 'network') {
    const c = classifyNetworkError(typeof code === 'number' ? code : Number.isNaN(Number(code)) ? code : Number(code));
    return { group, code, key: c.key, message: c.message };
  }
  if (group === 'auth') {
    const unknown = ERROR_CATALOGUE.auth.UNKNOWN as CatalogueEntry;
    return { group, code, ...unknown };
  }
  if (group === 'order') {
    const tx = catalogueEntry('transaction', code);
    if (tx) return { group, code, ...tx };
  }
  return { group, code, ...DEFAULT_PURCHASE_ENTRY };
}
