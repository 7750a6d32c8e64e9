import { countryByCode, formatAmount, orderStatusHeader, OrderStatusHeader, TopUpStatus, momentText } from '@store/shared/domain';
import type { Transaction } from './historyApi';

/** How an entry's status reads to a shopper: one of four words, never the API's internal name. */
export type TransactionStatusWord = 'completed' | 'pending' | 'failed' | 'gift';

export function transactionStatusWord(tx: Pick<Transaction, 'kind' | 'status'>): TransactionStatusWord {
  if (tx.kind === 'purchase') {
    const header = orderStatusHeader(tx.status);
    if (header === OrderStatusHeader.Fulfilled) return 'completed';
    if (header === OrderStatusHeader.Failed || header === OrderStatusHeader.GiftExpired) return 'failed';
    if (header === OrderStatusHeader.Pending) return 'pending';
    return 'gift';
  }
  if (tx.status === TopUpStatus.Success || tx.status === TopUpStatus.Paid || tx.status === TopUpStatus.Refunded) return 'completed';
  if (tx.status === TopUpStatus.Init || tx.status === TopUpStatus.Pending) return 'pending';
  return 'failed';
}

/**
 * An amount in the transaction's currency: the shop country's format when it is that country's currency,
 * else the currency code and the number (a shopper who bought in another country's shop).
 */
export function transactionAmount(amount: number, currency: string, shopCountryCode: string | undefined): string {
  const country = countryByCode(shopCountryCode);
  if (country && country.currency.toUpperCase() === currency.toUpperCase()) return formatAmount(amount, country);
  return `${currency.toUpperCase()} ${amount.toFixed(2)}`;
}

/** The date and time of an entry in the shop language (the shopper's own time zone), as every page writes it. */
export const transactionDate = momentText;
