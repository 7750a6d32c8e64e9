// Standalone page for the wallet team: every exposed page of this remote, without the shell.
import { startStandaloneRemote } from '@store/shared/standalone';
import CodacashLandingPage from './pages/CodacashLandingPage';
import WalletHomePage from './pages/WalletHomePage';
import WalletVerificationPage from './pages/WalletVerificationPage';
import WalletTransactionStatusPage from './pages/WalletTransactionStatusPage';

void startStandaloneRemote('wallet', [
  { path: '/CodacashLandingPage', title: 'Codacash', Component: CodacashLandingPage },
  { path: '/WalletHomePage', title: 'Wallet', Component: WalletHomePage, route: 'WalletHome' },
  { path: '/WalletVerificationPage', title: 'Activate your wallet', Component: WalletVerificationPage, route: 'WalletVerification' },
  { path: '/WalletTransactionStatusPage', title: 'Wallet top-up', Component: WalletTransactionStatusPage, route: 'WalletTransactionComplete' },
]);
