import { catalogueLoaders, registerNamespace, useRemoteTranslation, type Catalogue, type StoreTranslation } from '@store/shared';
import en from './en.json';

export const CHECKOUT_NAMESPACE = 'checkout';

registerNamespace(CHECKOUT_NAMESPACE, catalogueLoaders((language) => import(`./${language}.json`), en as Catalogue));

/** The checkout namespace in the shop's language. */
export function useCheckoutTranslation(): StoreTranslation {
  return useRemoteTranslation(CHECKOUT_NAMESPACE);
}
