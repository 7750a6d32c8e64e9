import { useEffect } from 'react';
import { createStoreI18n } from '../i18n/storeI18n';
import { getPageI18n } from '../i18n/pageI18n';
import { useStoreTranslation, type StoreTranslation } from '../i18n/useStoreTranslation';
import { useRootStore } from './StoreContext';

/** Whether a remote had to create the i18n instance (its standalone page, or a host without one). */
let ownsInstance = false;

/**
 * A remote's namespace in the shop's language. Inside the shell the shell's i18n instance is used;
 * on a remote's own page the first remote to ask creates one and follows the shop language.
 */
export function useRemoteTranslation(ns: string): StoreTranslation {
  const { shop } = useRootStore();
  const language = shop.language?.code ?? 'en';
  if (!getPageI18n()) {
    createStoreI18n(language);
    ownsInstance = true;
  }
  const translation = useStoreTranslation(ns);
  useEffect(() => {
    const i18n = getPageI18n();
    if (ownsInstance && i18n && i18n.language !== language) void i18n.changeLanguage(language);
  }, [language]);
  return translation;
}
