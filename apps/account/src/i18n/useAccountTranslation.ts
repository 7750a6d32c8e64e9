import { registerNamespace, useRemoteTranslation, type Catalogue, type StoreTranslation } from '@store/shared';
import en from './en.json';

export const ACCOUNT_NAMESPACE = 'account';

registerNamespace(ACCOUNT_NAMESPACE, {
  en: async () => en as Catalogue,
  ar: async () => (await import('./ar.json')).default as Catalogue,
  id: async () => (await import('./id.json')).default as Catalogue,
});

/** The account namespace in the shop's language. */
export function useAccountTranslation(): StoreTranslation {
  return useRemoteTranslation(ACCOUNT_NAMESPACE);
}
