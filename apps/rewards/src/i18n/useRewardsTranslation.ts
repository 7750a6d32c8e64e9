import { registerNamespace, useRemoteTranslation, type Catalogue, type StoreTranslation } from '@store/shared';
import en from './en.json';

export const REWARDS_NAMESPACE = 'rewards';

registerNamespace(REWARDS_NAMESPACE, {
  en: async () => en as Catalogue,
  ar: async () => (await import('./ar.json')).default as Catalogue,
  id: async () => (await import('./id.json')).default as Catalogue,
});

/** The rewards namespace in the shop's language. */
export function useRewardsTranslation(): StoreTranslation {
  return useRemoteTranslation(REWARDS_NAMESPACE);
}
