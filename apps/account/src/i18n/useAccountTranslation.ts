import { catalogueLoaders, registerNamespace, useRemoteTranslation, type Catalogue, type StoreTranslation } from '@store/shared';
import en from './en.json';

export const ACCOUNT_NAMESPACE = 'account';

registerNamespace(ACCOUNT_NAMESPACE, catalogueLoaders((language) => import(`./${language}.json`), en as Catalogue));

/** The account namespace in the shop's language. */
export function useAccountTranslation(): StoreTranslation {
  return useRemoteTranslation(ACCOUNT_NAMESPACE);
}
