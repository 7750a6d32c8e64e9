import { QueryClient } from '@tanstack/react-query';
import { RETRY_DELAY_MS } from '@store/shared/domain';
import { networkStatusOf } from '@store/shared/errors';

/** Store data (products, promos, info bars) changes rarely; a page does not ask again within a minute. */
export const STORE_QUERY_STALE_TIME_MS = 60_000;
/** Failed loads are asked again this many times before the page shows its Retry. */
export const STORE_QUERY_RETRIES = 2;

/**
 * Whether asking again can help: offline, a timeout, too many requests or a server error can; any other
 * 4xx and an answer that failed its schema (ApiError status 200) will answer the same again.
 */
export function isRetryableError(error: unknown): boolean {
  const status = networkStatusOf(error);
  if (status === undefined) return true;
  if (status === 408 || status === 429) return true;
  return status >= 500;
}

export interface StoreQueryClientOptions {
  /** How many times a retryable failure is asked again (tests pass 0). */
  retries?: number;
  retryDelayMs?: number;
  staleTimeMs?: number;
}

/**
 * The page's QueryClient (one per page; on the server one per request): the store's stale time, and
 * retries for failures that can pass (never a 4xx). Mutations are not retried: a payment is never sent twice.
 */
export function createStoreQueryClient(options: StoreQueryClientOptions = {}): QueryClient {
  const retries = options.retries ?? STORE_QUERY_RETRIES;
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: options.staleTimeMs ?? STORE_QUERY_STALE_TIME_MS,
        retry: (failureCount, error) => failureCount < retries && isRetryableError(error),
        retryDelay: options.retryDelayMs ?? RETRY_DELAY_MS,
      },
      mutations: { retry: false },
    },
  });
}
