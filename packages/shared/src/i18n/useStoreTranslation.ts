import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';

export interface StoreTranslation {
  t: TFunction;
  /** False while the namespace's catalogue for the current language (or English) is loading. */
  ready: boolean;
  language: string;
}

export interface StoreTranslationOptions {
  /** Suspend (throw a promise to the nearest Suspense) instead of returning ready=false. Default false. */
  suspense?: boolean;
}

/** Translations of one namespace, loaded lazily on first use and again on a language switch. */
export function useStoreTranslation(ns: string, options: StoreTranslationOptions = {}): StoreTranslation {
  const { t, i18n, ready } = useTranslation(ns, { useSuspense: options.suspense ?? false });
  return { t, ready, language: i18n.resolvedLanguage ?? i18n.language };
}
