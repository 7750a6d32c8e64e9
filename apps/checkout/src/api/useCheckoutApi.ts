import { useMemo } from 'react';
import { useRootStore } from '@store/shared';
import { createCheckoutApi, type CheckoutApi } from './checkoutApi';

export function useCheckoutApi(): CheckoutApi {
  const store = useRootStore();
  return useMemo(() => createCheckoutApi(store.api.graphql, () => store.shop.country), [store]);
}
