import { createContext, useContext, type ReactNode } from 'react';
import type { i18n as I18n } from 'i18next';

/**
 * The page's i18next instance, bound to React by the kernel itself (a context and one hook), so the
 * page does not carry react-i18next (10 KB gz, mostly the <Trans> parser the store never uses).
 * createStoreI18n registers the instance it creates; a provider may give a subtree another one (tests).
 */
let pageInstance: I18n | undefined;

export function setPageI18n(instance: I18n): void {
  pageInstance = instance;
}

/** The page's instance: the one the shell (or a remote's standalone page) created, if any. */
export function getPageI18n(): I18n | undefined {
  return pageInstance;
}

const I18nContext = createContext<I18n | undefined>(undefined);

export function I18nProvider({ i18n, children }: { i18n: I18n; children: ReactNode }) {
  return <I18nContext.Provider value={i18n}>{children}</I18nContext.Provider>;
}

/** The nearest provider's instance, else the page's; throws when there is none (a wiring mistake). */
export function useI18n(): I18n {
  const instance = useContext(I18nContext) ?? pageInstance;
  if (!instance) throw new Error('No i18n instance: create one with createStoreI18n before rendering.');
  return instance;
}
