import { registerNamespace, useRemoteTranslation, type Catalogue, type StoreTranslation } from '@store/shared';
import en from './en.json';

export const CATALOG_NAMESPACE = 'catalog';

registerNamespace(CATALOG_NAMESPACE, {
  en: async () => en as Catalogue,
  ar: async () => (await import('./ar.json')).default as Catalogue,
  id: async () => (await import('./id.json')).default as Catalogue,
});

/** The catalog namespace in the shop's language. */
export function useCatalogTranslation(): StoreTranslation {
  return useRemoteTranslation(CATALOG_NAMESPACE);
}
