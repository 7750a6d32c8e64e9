import { registerNamespace, useRemoteTranslation, type Catalogue, type StoreTranslation } from '@store/shared';
import en from './en.json';

export const CHECKOUT_NAMESPACE = 'checkout';

registerNamespace(CHECKOUT_NAMESPACE, {
  en: async () => en as Catalogue,
  ar: async () => (await import('./ar.json')).default as Catalogue,
  id: async () => (await import('./id.json')).default as Catalogue,
});

/** The checkout namespace in the shop's language. */
export function useCheckoutTranslation(): StoreTranslation {
  return useRemoteTranslation(CHECKOUT_NAMESPACE);
}
