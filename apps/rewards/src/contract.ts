// rewards's published contract: the props of every module src/exposes.ts exposes. Type-only: other
// apps import it as '@store/rewards/contract' (`import type`), so a change here that breaks them fails
// their typecheck.
import type { PublishedContract } from '@store/shared';
import type { exposes } from './exposes';
import type { RewardsLandingPageProps } from './pages/RewardsLandingPage';
import type { UserCashbackPageProps } from './pages/UserCashbackPage';
import type { HeaderRewardsInfoProps } from './pages/HeaderRewardsInfo';
import type { UseRewardsPanelProps } from './pages/UseRewardsPanel';
import type { CaptureUidPromptProps } from './pages/CaptureUidPrompt';

export type RewardsContract = PublishedContract<
  typeof exposes,
  {
    RewardsLandingPage: RewardsLandingPageProps;
    UserCashbackPage: UserCashbackPageProps;
    HeaderRewardsInfo: HeaderRewardsInfoProps;
    UseRewardsPanel: UseRewardsPanelProps;
    CaptureUidPrompt: CaptureUidPromptProps;
  }
>;
