import { useEffect } from 'react';
import { getI18n } from 'react-i18next';
import { createStoreI18n, registerNamespace, useRootStore, useStoreTranslation, type Catalogue, type StoreTranslation } from '@store/shared';
import en from './en.json';

export const CHECKOUT_NAMESPACE = 'checkout';

registerNamespace(CHECKOUT_NAMESPACE, {
  en: async () => en as Catalogue,
  ar: async () => (await import('./ar.json')).default as Catalogue,
  id: async () => (await import('./id.json')).default as Catalogue,
});

/** Whether this remote had to create the i18n instance (its standalone page, or a shell without one). */
let ownsInstance = false;

/** The checkout namespace in the shop's language. */
export function useCheckoutTranslation(): StoreTranslation {
  const { shop } = useRootStore();
  const language = shop.language?.code ?? 'en';
  if (!getI18n()) {
    createStoreI18n(language);
    ownsInstance = true;
  }
  const translation = useStoreTranslation(CHECKOUT_NAMESPACE);
  useEffect(() => {
    const i18n = getI18n();
    if (ownsInstance && i18n && i18n.language !== language) void i18n.changeLanguage(language);
  }, [language]);
  return translation;
}
