import { classifyNetworkError, networkStatusOf, OFFLINE_STATUS, type NetworkErrorInfo } from '@store/shared/errors';

/** How long an order may take to be created before the shopper is told it timed out (and may try again safely). */
export const ORDER_TIMEOUT_MS = 30_000;

/** The error an order call raises when it takes longer than its time: classified as a timeout (408). */
export class OrderTimeoutError extends Error {
  readonly code = 'ETIMEDOUT';
  constructor(ms: number) {
    super(`The order was not answered within ${ms} ms`);
    this.name = 'OrderTimeoutError';
  }
}

/** Rejects with OrderTimeoutError when the call takes longer than `ms` (the idempotency key makes a retry safe). */
export function withTimeout<T>(call: Promise<T>, ms: number): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new OrderTimeoutError(ms)), ms);
  });
  return Promise.race([call, timeout]).finally(() => clearTimeout(timer));
}

/**
 * What went wrong when an order could not reach the API (section 8): the HTTP status of the real error
 * (5xx, 401, other 4xx), a timeout, or offline when no answer came and the browser says it is offline.
 */
export function orderNetworkError(error: unknown, online: boolean): NetworkErrorInfo {
  if (networkStatusOf(error) === undefined && !online) return classifyNetworkError(OFFLINE_STATUS);
  return classifyNetworkError(error);
}
