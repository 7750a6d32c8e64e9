import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { storeQueryKey, useRootStore, useStoreQueryInputs, type StoreQueryInputs } from '@store/shared';
import type { TransactionHistoryDays } from '@store/shared/domain';
import type { WalletClient } from '@store/shared/api';
import { fetchTransactionPage, historyWalletClient } from './historyApi';

/** The history for a period, page by page: the key holds the period and who is asking (country, language, identity). */
export function transactionHistoryQuery(wallet: Pick<WalletClient, 'http'>, inputs: StoreQueryInputs, days: TransactionHistoryDays) {
  return infiniteQueryOptions({
    queryKey: storeQueryKey(['account', 'transactionHistory'], inputs, { days }),
    queryFn: ({ pageParam }) => fetchTransactionPage(wallet, days, pageParam),
    initialPageParam: 0,
    getNextPageParam: (last) => last.nextOffset ?? undefined,
    enabled: inputs.identity !== 'guest',
  });
}

export function useTransactionHistory(days: TransactionHistoryDays) {
  const store = useRootStore();
  return useInfiniteQuery(transactionHistoryQuery(historyWalletClient(store), useStoreQueryInputs(), days));
}
