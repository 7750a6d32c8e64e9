import { OFFERED_LANGUAGES } from '@store/shared/domain';

/** A namespace's catalogue for one language: flat key -> text. */
export type Catalogue = Record<string, string>;
/** One lazy loader per language code ('en', 'ar', 'id', ...); each returns that language's catalogue. */
export type NamespaceLoaders = Record<string, () => Promise<Catalogue>>;

type Listener = (ns: string) => void;

const registry = new Map<string, NamespaceLoaders>();
const listeners = new Set<Listener>();

/**
 * Registers one namespace (one per remote: 'shell', 'catalog', 'checkout', ...) with a lazy loader per
 * language. Catalogues are fetched only when a component asks for the namespace in that language.
 * Registering again replaces the loaders and reloads the namespace in every live i18n instance.
 */
export function registerNamespace(ns: string, loaders: NamespaceLoaders): void {
  registry.set(ns, { ...loaders });
  for (const listener of listeners) listener(ns);
}

export function loadersOf(ns: string): NamespaceLoaders | undefined {
  return registry.get(ns);
}

export function isNamespaceRegistered(ns: string): boolean {
  return registry.has(ns);
}

/** @internal used by createStoreI18n to reload a namespace registered after it was first asked for. */
export function onNamespaceRegistered(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * One loader per offered language from a remote's i18n folder: `load` is the folder's
 * ``(language) => import(`./${language}.json`)``, so adding a language is adding its file. A language
 * whose file is missing fails to load and i18next shows English (the completeness test fails first).
 */
export function catalogueLoaders(load: (language: string) => Promise<{ default: Catalogue }>, english?: Catalogue): NamespaceLoaders {
  const loaders: NamespaceLoaders = Object.fromEntries(OFFERED_LANGUAGES.map((language) => [language, () => load(language).then((m) => m.default)]));
  if (english) loaders.en = async () => english;
  return loaders;
}
