import { useCallback, useEffect, useMemo, useSyncExternalStore } from 'react';
import type { i18n as I18n, TFunction } from 'i18next';
import { useI18n } from './pageI18n';

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

/** Bumped by every event that can change a translation: a language switch, a catalogue loaded or added. */
let revision = 0;

function subscribeTo(i18n: I18n, onChange: () => void): () => void {
  const changed = () => {
    revision++;
    onChange();
  };
  i18n.on('languageChanged', changed);
  i18n.on('loaded', changed);
  i18n.store.on('added', changed);
  return () => {
    i18n.off('languageChanged', changed);
    i18n.off('loaded', changed);
    i18n.store.off('added', changed);
  };
}

const languageOf = (i18n: I18n) => i18n.resolvedLanguage ?? i18n.language;

/** Translations of one namespace, loaded lazily on first use and again on a language switch. */
export function useStoreTranslation(ns: string, options: StoreTranslationOptions = {}): StoreTranslation {
  const i18n = useI18n();
  const subscribe = useCallback((onChange: () => void) => subscribeTo(i18n, onChange), [i18n]);
  // The snapshot names everything the rendered text depends on; equal snapshots skip the re-render.
  const snapshot = () => `${languageOf(i18n)}|${i18n.hasLoadedNamespace(ns) ? 1 : 0}|${revision}`;
  const state = useSyncExternalStore(subscribe, snapshot, snapshot);
  const ready = i18n.hasLoadedNamespace(ns);
  const language = languageOf(i18n);
  useEffect(() => {
    if (!i18n.hasLoadedNamespace(ns)) void i18n.loadNamespaces(ns);
  }, [i18n, ns, language]);
  if (!ready && options.suspense) throw i18n.loadNamespaces(ns);
  // A new t whenever a translation may have changed, so memoised children re-render with it.
  // eslint-disable-next-line react-hooks/exhaustive-deps -- state stands for language, catalogues and revision
  const t = useMemo(() => i18n.getFixedT(null, ns), [i18n, ns, state]);
  return { t, ready, language };
}
