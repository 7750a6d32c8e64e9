import { useCallback, useEffect, useState } from 'react';
import type { CheckoutApi, Product } from '../api/checkoutApi';

export type ProductState = { status: 'loading' } | { status: 'ready'; product: Product } | { status: 'notFound' } | { status: 'error' };

export function useProduct(api: CheckoutApi, countryCode: string | undefined, slug: string) {
  const [state, setState] = useState<ProductState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    if (!countryCode) return;
    let cancelled = false;
    api.product(countryCode, slug).then(
      (product) => !cancelled && setState(product ? { status: 'ready', product } : { status: 'notFound' }),
      () => !cancelled && setState({ status: 'error' }),
    );
    return () => {
      cancelled = true;
    };
  }, [api, countryCode, slug, attempt]);
  /** Reloads (the latest price after a promo problem, or a retry after an error) without blanking the form. */
  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  return { state, reload };
}
