// Standalone page for the rewards team: every exposed page of this remote, without the shell.
import { startStandaloneRemote } from '@store/shared/standalone';
import RewardsLandingPage from './pages/RewardsLandingPage';
import UserCashbackPage from './pages/UserCashbackPage';

void startStandaloneRemote('rewards', [
  { path: '/RewardsLandingPage', title: 'Rewards', Component: RewardsLandingPage },
  { path: '/UserCashbackPage', title: 'Your cashback', Component: UserCashbackPage, route: 'UserCashback' },
]);
