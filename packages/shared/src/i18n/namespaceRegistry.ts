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
