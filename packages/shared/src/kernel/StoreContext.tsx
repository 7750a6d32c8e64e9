import { createContext, useContext, type ReactNode } from 'react';
import type { RootStore } from '../stores/RootStore';

/**
 * The page's RootStore, created once by the shell. @store/shared is a federation singleton, so
 * this context object is the same in the shell and in every remote: a remote's useRootStore()
 * sees the shell's stores.
 */
const RootStoreContext = createContext<RootStore | null>(null);

export function StoreProvider({ store, children }: { store: RootStore; children: ReactNode }) {
  return <RootStoreContext.Provider value={store}>{children}</RootStoreContext.Provider>;
}

export function useRootStore(): RootStore {
  const store = useContext(RootStoreContext);
  if (!store) throw new Error('useRootStore() needs a <StoreProvider> (the shell, or a remote standalone page, provides one)');
  return store;
}
