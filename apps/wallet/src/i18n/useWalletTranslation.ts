import { catalogueLoaders, registerNamespace, useRemoteTranslation, type Catalogue, type StoreTranslation } from '@store/shared';
import en from './en.json';

export const WALLET_NAMESPACE = 'wallet';

registerNamespace(WALLET_NAMESPACE, catalogueLoaders((language) => import(`./${language}.json`), en as Catalogue));

/** The wallet namespace in the shop's language. */
export function useWalletTranslation(): StoreTranslation {
  return useRemoteTranslation(WALLET_NAMESPACE);
}
