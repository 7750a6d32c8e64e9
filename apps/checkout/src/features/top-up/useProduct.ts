import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useStoreQueryInputs } from '@store/shared';
import type { CheckoutApi, Product } from '../../api/checkoutApi';
import { checkoutQueryKeys } from '../../api/queryKeys';

export type ProductState = { status: 'loading' } | { status: 'ready'; product: Product } | { status: 'notFound' } | { status: 'error' };

/**
 * The product the form sells, for the shop country in the shop language (its texts and field labels
 * are translated by the API). A language switch loads it again while the form keeps showing the last
 * answer, so nothing typed is lost.
 */
export function useProduct(api: CheckoutApi, slug: string) {
  const inputs = useStoreQueryInputs();
  const query = useQuery({
    queryKey: checkoutQueryKeys.product(inputs, slug),
    queryFn: ({ signal }) => api.product(inputs.countryCode, slug, { language: inputs.language, signal }),
    enabled: inputs.countryCode !== '',
    placeholderData: keepPreviousData,
  });
  const state: ProductState = query.data
    ? { status: 'ready', product: query.data }
    : query.data === null
      ? { status: 'notFound' }
      : query.isError
        ? { status: 'error' }
        : { status: 'loading' };
  /** Reloads (the latest price after a promo problem, or a retry after an error) without blanking the form. */
  const { refetch } = query;
  return { state, reload: () => void refetch() };
}
