import { catalogueLoaders, registerNamespace, useRemoteTranslation, type Catalogue, type StoreTranslation } from '@store/shared';
import en from './en.json';

export const REWARDS_NAMESPACE = 'rewards';

registerNamespace(REWARDS_NAMESPACE, catalogueLoaders((language) => import(`./${language}.json`), en as Catalogue));

/** The rewards namespace in the shop's language. */
export function useRewardsTranslation(): StoreTranslation {
  return useRemoteTranslation(REWARDS_NAMESPACE);
}
