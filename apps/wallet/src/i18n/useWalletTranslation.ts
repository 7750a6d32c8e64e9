import { registerNamespace, useRemoteTranslation, type Catalogue, type StoreTranslation } from '@store/shared';
import en from './en.json';

export const WALLET_NAMESPACE = 'wallet';

registerNamespace(WALLET_NAMESPACE, {
  en: async () => en as Catalogue,
  ar: async () => (await import('./ar.json')).default as Catalogue,
  id: async () => (await import('./id.json')).default as Catalogue,
});

/** The wallet namespace in the shop's language. */
export function useWalletTranslation(): StoreTranslation {
  return useRemoteTranslation(WALLET_NAMESPACE);
}
