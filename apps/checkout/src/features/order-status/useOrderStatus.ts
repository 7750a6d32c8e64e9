import { useEffect, useRef, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useStoreQueryInputs } from '@store/shared';
import { isOrderPending, SUBSCRIPTION_LINKING_TIMEOUT_MS } from '@store/shared/domain';
import type { CheckoutApi, Order } from '../../api/checkoutApi';
import { checkoutQueryKeys } from '../../api/queryKeys';

export type OrderStatusState =
  | { status: 'noOrder' }
  | { status: 'loading' }
  | { status: 'ready'; order: Order; checking: boolean; linkingTimedOut: boolean }
  | { status: 'notFound' }
  | { status: 'error' };

/** How often the waiting screen asks again while the payment is pending. */
export const ORDER_POLL_MS = 3000;

/** How often the complete screen asks again while a paid subscription is being linked. */
export const LINKING_POLL_MS = 2000;

/**
 * The order of the complete/waiting screen: read once, then, while pending, read again every
 * ORDER_POLL_MS (the library's refetchInterval) or when the shopper checks manually; a paid subscription
 * is read again every LINKING_POLL_MS while it is being linked, for up to SUBSCRIPTION_LINKING_TIMEOUT_MS.
 */
export function useOrderStatus(api: CheckoutApi, orderId: string | undefined, pollMs = ORDER_POLL_MS, linkingTimeoutMs: number = SUBSCRIPTION_LINKING_TIMEOUT_MS) {
  const inputs = useStoreQueryInputs();
  const linkingSince = useRef<number | undefined>(undefined);
  const [linkingTimedOut, setLinkingTimedOut] = useState(false);
  const query = useQuery({
    queryKey: checkoutQueryKeys.order(inputs, orderId ?? ''),
    queryFn: () => api.order(orderId ?? ''),
    enabled: orderId !== undefined,
    // An order changes while its payment is pending: never served from an earlier answer.
    staleTime: 0,
    refetchInterval: (q) => {
      const order = q.state.data;
      if (!order) return false;
      if (isOrderPending(order.status)) return pollMs;
      if (!order.subscription?.linking) return false;
      linkingSince.current ??= Date.now();
      return Date.now() - linkingSince.current < linkingTimeoutMs ? LINKING_POLL_MS : false;
    },
    placeholderData: (previous) => previous,
  });
  const linking = query.data?.subscription?.linking === true;
  // The linking check gives up after its timeout: the screen then says so (the subscription may still link later).
  useEffect(() => {
    if (!linking) return;
    const started = linkingSince.current ?? Date.now();
    const timer = setTimeout(() => setLinkingTimedOut(true), Math.max(0, started + linkingTimeoutMs - Date.now()));
    return () => clearTimeout(timer);
  }, [linking, linkingTimeoutMs]);
  const state: OrderStatusState = !orderId
    ? { status: 'noOrder' }
    : query.data
      ? { status: 'ready', order: query.data, checking: query.isFetching, linkingTimedOut: linking && linkingTimedOut }
      : query.data === null
        ? { status: 'notFound' }
        : query.isError
          ? { status: 'error' }
          : { status: 'loading' };
  const { refetch } = query;
  return { state, checkNow: () => refetch() };
}
