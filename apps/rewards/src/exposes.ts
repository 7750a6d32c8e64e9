// The rewards team's public contract: every module this remote exposes, with its props type.
// The shell refuses this remote if it does not support `contract.major`; bump it on a breaking change.
import type { RewardsLandingPageProps } from './pages/RewardsLandingPage';
import type { UserCashbackPageProps } from './pages/UserCashbackPage';
import type { HeaderRewardsInfoProps } from './pages/HeaderRewardsInfo';

export const contract = {
  remote: 'rewards',
  major: 1,
  modules: ['RewardsLandingPage', 'UserCashbackPage', 'HeaderRewardsInfo'],
} as const;

/** Module Federation exposes map: exposed name -> source file (read by webpack.config.cjs). */
export const exposes = {
  './contract': './src/exposes.ts',
  './RewardsLandingPage': './src/pages/RewardsLandingPage.tsx',
  './UserCashbackPage': './src/pages/UserCashbackPage.tsx',
  './HeaderRewardsInfo': './src/pages/HeaderRewardsInfo.tsx',
};

/** Props of each exposed module, for the shell and other remotes that render them. */
export interface RewardsExposes {
  RewardsLandingPage: RewardsLandingPageProps;
  UserCashbackPage: UserCashbackPageProps;
  HeaderRewardsInfo: HeaderRewardsInfoProps;
}
