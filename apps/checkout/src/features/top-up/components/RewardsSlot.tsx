import { observer } from 'mobx-react-lite';
import { remoteModulesOf, useRootStore } from '@store/shared';
import { UserType } from '@store/shared/domain';
import type { RewardsContract } from '@store/rewards/contract';
import { rewardsOfferedHere } from '../../../lib/rewardsOffered';

/** rewards' modules, through the shell's remote slot (typed by rewards' published contract). */
const Rewards = remoteModulesOf<RewardsContract>('rewards');

export type RewardsSlotProps = RewardsContract['UseRewardsPanel'];

/**
 * The rewards remote's use-rewards panel (section 2), where the storefront has shop accounts and rewards and the
 * cashback feature is on for the country; nothing elsewhere (the white-label and partner stores). A guest's panel is
 * the sign-in offer, plain content: the page hydrates without the rewards remote until the guest reaches for it.
 */
export const RewardsSlot = observer(function RewardsSlot(props: RewardsSlotProps) {
  const store = useRootStore();
  if (!rewardsOfferedHere(store)) return null;
  return <Rewards module="UseRewardsPanel" props={props} compact deferHydration={store.session.userType === UserType.Guest} />;
});
