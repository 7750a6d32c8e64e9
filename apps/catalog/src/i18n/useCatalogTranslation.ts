import { catalogueLoaders, registerNamespace, useRemoteTranslation, type Catalogue, type StoreTranslation } from '@store/shared';
import en from './en.json';

export const CATALOG_NAMESPACE = 'catalog';

registerNamespace(CATALOG_NAMESPACE, catalogueLoaders((language) => import(`./${language}.json`), en as Catalogue));

/** The catalog namespace in the shop's language. */
export function useCatalogTranslation(): StoreTranslation {
  return useRemoteTranslation(CATALOG_NAMESPACE);
}
