import { storeQueryKey, type StoreQueryInputs } from '@store/shared';

/** The checkout's queries, in the store's key convention (country, language and identity always in the key). */
export const checkoutQueryKeys = {
  product: (inputs: StoreQueryInputs, slug: string) => storeQueryKey(['checkout', 'product'], inputs, { slug }),
  order: (inputs: StoreQueryInputs, orderId: string) => storeQueryKey(['checkout', 'order'], inputs, { orderId }),
  gift: (inputs: StoreQueryInputs, code: string) => storeQueryKey(['checkout', 'gift'], inputs, { code }),
};
