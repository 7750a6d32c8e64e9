import { observer } from 'mobx-react-lite';
import { remoteModulesOf, useRootStore } from '@store/shared';
import type { RewardsContract } from '@store/rewards/contract';

const Rewards = remoteModulesOf<RewardsContract>('rewards');

/**
 * The rewards remote's capture-uid prompt on a guest's order summary (section 2), where the storefront has shop
 * accounts and rewards and the cashback feature is on; nothing for a signed-in shopper or on the white-label store.
 */
export const CaptureUidSlot = observer(function CaptureUidSlot({ cashbackEarned }: RewardsContract['CaptureUidPrompt']) {
  const store = useRootStore();
  const offered = !store.isWhiteLabel && !!store.theme?.remotes.includes('rewards') && store.shop.isFeatureOn('cashback') && !store.session.isSignedIn;
  if (!offered || !(cashbackEarned > 0)) return null;
  return <Rewards module="CaptureUidPrompt" props={{ cashbackEarned }} compact />;
});
