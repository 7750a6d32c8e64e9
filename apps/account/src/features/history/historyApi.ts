import { z } from '@store/shared';
import { TRANSACTION_HISTORY_FIRST_PAGE_SIZE, TRANSACTION_HISTORY_PAGE_SIZE, type TransactionHistoryDays } from '@store/shared/domain';
import { createWalletClient, type WalletClient } from '@store/shared/api';
import type { RootStore } from '@store/shared';

/** The kinds of entry the history shows (section 2: purchases, cashback, refunds, referral bonuses; plus wallet top-ups and gift codes). */
export const TRANSACTION_KINDS = ['purchase', 'topup', 'giftCode', 'cashback', 'refund', 'referralBonus'] as const;
export type TransactionKind = (typeof TRANSACTION_KINDS)[number];

/** One transaction (section 3): transactionId, orderId, order date, item, payment channel, payment status, price, VAT, discount, cashback earned and used. */
export const TransactionSchema = z.object({
  kind: z.enum(TRANSACTION_KINDS),
  transactionId: z.string().check(z.minLength(1)),
  orderId: z.nullable(z.string()),
  orderDate: z.string(),
  item: z.string(),
  paymentChannel: z.nullable(z.string()),
  paymentStatus: z.string(),
  status: z.union([z.number(), z.string()]),
  price: z.number(),
  vat: z.number(),
  discount: z.number(),
  total: z.number(),
  currency: z.string(),
  cashbackEarned: z.number(),
  cashbackUsed: z.number(),
  paidWithWallet: z.boolean(),
});
export type Transaction = z.infer<typeof TransactionSchema>;

export const TransactionPageSchema = z.object({
  items: z.array(TransactionSchema),
  total: z.number(),
  nextOffset: z.nullable(z.number()),
});
export type TransactionPage = z.infer<typeof TransactionPageSchema>;

const EnvelopeSchema = z.looseObject({ resultCode: z.union([z.number(), z.string()]), data: z.unknown() });

/** The request of a page: the first shows the newest 3 (the spec's first-page offset), each "load more" 9 after them. */
export function pageRequest(offset: number): { offset: number; limit: number } {
  return { offset, limit: offset === 0 ? TRANSACTION_HISTORY_FIRST_PAGE_SIZE : TRANSACTION_HISTORY_PAGE_SIZE };
}

/** The transaction history could not be read (network, refused, or an answer that is not a page). */
export class HistoryUnavailableError extends Error {
  override readonly name = 'HistoryUnavailableError';
}

/** Reads one page of the signed-in shopper's history from the wallet API (GET /user/transactions). */
export async function fetchTransactionPage(wallet: Pick<WalletClient, 'http'>, days: TransactionHistoryDays, offset: number): Promise<TransactionPage> {
  const res = await wallet.http.get('/user/transactions', { params: { days, ...pageRequest(offset) } });
  const env = EnvelopeSchema.safeParse(res.data);
  if (res.status !== 200 || !env.success || Number(env.data.resultCode) !== 0) throw new HistoryUnavailableError(`history answered ${res.status}`);
  const page = TransactionPageSchema.safeParse(env.data.data);
  if (!page.success) throw new HistoryUnavailableError('history answer is not a page');
  return page.data;
}

const clients = new WeakMap<RootStore, WalletClient>();

/** The page's wallet client for the history (the wallet API's transport rules live in the kernel's client), made once per store. */
export function historyWalletClient(store: RootStore): WalletClient {
  let client = clients.get(store);
  if (!client) {
    client = createWalletClient(store.config, { identity: store.session, locale: () => store.shop.locale });
    clients.set(store, client);
  }
  return client;
}
