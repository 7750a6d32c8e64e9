import type { RootStore } from '@store/shared';

/**
 * Whether this storefront has rewards for the shop's country: shop accounts (not a white-label store), the rewards
 * remote among its remotes, and the cashback feature on. The product page's rewards panel and the order summary's
 * cashback line ask the same.
 */
export function rewardsOfferedHere(store: Pick<RootStore, 'isWhiteLabel' | 'theme' | 'shop'>): boolean {
  return !store.isWhiteLabel && !!store.theme?.remotes.includes('rewards') && store.shop.isFeatureOn('cashback');
}
