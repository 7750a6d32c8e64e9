import i18next, { type BackendModule, type i18n as I18n, type InitOptions, type ReadCallback } from 'i18next';
import { setPageI18n } from './pageI18n';
import { loadersOf, onNamespaceRegistered } from './namespaceRegistry';

/** en-default (readings 13): the fallback for /international, the 404 page and any missing translation. */
export const FALLBACK_LANGUAGE = 'en-default';

/** The catalogue en-default reads: the apps' English catalogues (en.json) are the en-default texts. */
const FALLBACK_CATALOGUE = 'en';

export type StoreI18n = I18n;

/** Reads catalogues from the namespace registry; a language without a loader yields an empty catalogue. */
const registryBackend: BackendModule = {
  type: 'backend',
  init: () => undefined,
  read(language: string, namespace: string, callback: ReadCallback) {
    const loaders = loadersOf(namespace);
    const load = loaders?.[language] ?? (language === FALLBACK_LANGUAGE ? loaders?.[FALLBACK_CATALOGUE] : undefined);
    if (!load) {
      callback(null, {});
      return;
    }
    load().then(
      (catalogue) => callback(null, catalogue),
      (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), false),
    );
  },
};

/** A fresh object per instance: i18next keeps (and changes) the objects it is given. */
const initOptions = (language: string): InitOptions => ({
  lng: language.toLowerCase(),
  fallbackLng: FALLBACK_LANGUAGE,
  initAsync: false,
  load: 'currentOnly',
  lowerCaseLng: true,
  defaultNS: false,
  returnNull: false,
  interpolation: { escapeValue: false },
  ns: [] as string[],
});

/**
 * Creates the page's i18next instance (one per page, created by the shell) and makes it the page's instance (pageI18n).
 * Namespaces come from registerNamespace and load lazily; missing keys fall back to en-default (English).
 */
export function createStoreI18n(language: string, options: { readonly perRequest?: boolean } = {}): StoreI18n {
  const instance = i18next.createInstance();
  instance.use(registryBackend);
  // perRequest (a server render): the instance is given to the tree by I18nProvider, never made the process's page
  // instance, and lives only as long as its request (no listener keeps it).
  if (options.perRequest) {
    void instance.init(initOptions(language));
    return instance;
  }
  setPageI18n(instance);
  void instance.init(initOptions(language));
  onNamespaceRegistered((ns) => {
    // Reload only a namespace this instance already asked for (it may have cached an empty catalogue).
    const asked = Object.values(instance.store.data).some((bundles) => ns in bundles);
    if (asked) void instance.reloadResources(undefined, [ns]);
  });
  return instance;
}
