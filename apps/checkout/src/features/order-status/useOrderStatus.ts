import { useQuery } from '@tanstack/react-query';
import { useStoreQueryInputs } from '@store/shared';
import { isOrderPending } from '@store/shared/domain';
import type { CheckoutApi, Order } from '../../api/checkoutApi';
import { checkoutQueryKeys } from '../../api/queryKeys';

export type OrderStatusState =
  | { status: 'noOrder' }
  | { status: 'loading' }
  | { status: 'ready'; order: Order; checking: boolean }
  | { status: 'notFound' }
  | { status: 'error' };

/** How often the waiting screen asks again while the payment is pending. */
export const ORDER_POLL_MS = 3000;

/**
 * The order of the complete/waiting screen: read once, then, while pending, read again every
 * ORDER_POLL_MS (the library's refetchInterval) or when the shopper checks manually.
 */
export function useOrderStatus(api: CheckoutApi, orderId: string | undefined, pollMs = ORDER_POLL_MS) {
  const inputs = useStoreQueryInputs();
  const query = useQuery({
    queryKey: checkoutQueryKeys.order(inputs, orderId ?? ''),
    queryFn: () => api.order(orderId ?? ''),
    enabled: orderId !== undefined,
    // An order changes while its payment is pending: never served from an earlier answer.
    staleTime: 0,
    refetchInterval: (q) => (q.state.data && isOrderPending(q.state.data.status) ? pollMs : false),
    placeholderData: (previous) => previous,
  });
  const state: OrderStatusState = !orderId
    ? { status: 'noOrder' }
    : query.data
      ? { status: 'ready', order: query.data, checking: query.isFetching }
      : query.data === null
        ? { status: 'notFound' }
        : query.isError
          ? { status: 'error' }
          : { status: 'loading' };
  const { refetch } = query;
  return { state, checkNow: () => refetch() };
}
