import { useCallback, useEffect, useRef, useState } from 'react';
import { isOrderPending } from '@store/shared';
import type { CheckoutApi, Order } from '../api/checkoutApi';

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
 * ORDER_POLL_MS (the page refreshes itself) or when the shopper checks manually.
 */
export function useOrderStatus(api: CheckoutApi, orderId: string | undefined, pollMs = ORDER_POLL_MS) {
  const [state, setState] = useState<OrderStatusState>(orderId ? { status: 'loading' } : { status: 'noOrder' });
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const load = useCallback(async () => {
    if (!orderId) return;
    setState((s) => (s.status === 'ready' ? { ...s, checking: true } : s));
    try {
      const order = await api.order(orderId);
      setState(order ? { status: 'ready', order, checking: false } : { status: 'notFound' });
    } catch {
      setState((s) => (s.status === 'ready' ? { ...s, checking: false } : { status: 'error' }));
    }
  }, [api, orderId]);

  useEffect(() => {
    void load();
  }, [load]);

  const pending = state.status === 'ready' && isOrderPending(state.order.status);
  const checking = state.status === 'ready' && state.checking;
  useEffect(() => {
    if (!pending || checking) return;
    timer.current = setTimeout(() => void load(), pollMs);
    return () => clearTimeout(timer.current);
  }, [pending, checking, load, pollMs, state]);

  return { state, checkNow: load };
}
