// The wallet team's public contract: every module this remote exposes, with its props type.
// The shell refuses this remote if it does not support `contract.major`; bump it on a breaking change.
import type { CodacashLandingPageProps } from './pages/CodacashLandingPage';
import type { WalletHomePageProps } from './pages/WalletHomePage';
import type { WalletVerificationPageProps } from './pages/WalletVerificationPage';
import type { WalletTransactionStatusPageProps } from './pages/WalletTransactionStatusPage';
import type { WalletHeaderInfoProps } from './pages/WalletHeaderInfo';

export const contract = {
  remote: 'wallet',
  major: 1,
  modules: ['CodacashLandingPage', 'WalletHomePage', 'WalletVerificationPage', 'WalletTransactionStatusPage', 'WalletHeaderInfo'],
} as const;

/** Module Federation exposes map: exposed name -> source file (read by webpack.config.cjs). */
export const exposes = {
  './contract': './src/exposes.ts',
  './CodacashLandingPage': './src/pages/CodacashLandingPage.tsx',
  './WalletHomePage': './src/pages/WalletHomePage.tsx',
  './WalletVerificationPage': './src/pages/WalletVerificationPage.tsx',
  './WalletTransactionStatusPage': './src/pages/WalletTransactionStatusPage.tsx',
  './WalletHeaderInfo': './src/pages/WalletHeaderInfo.tsx',
};

/** Props of each exposed module, for the shell and other remotes that render them. */
export interface WalletExposes {
  CodacashLandingPage: CodacashLandingPageProps;
  WalletHomePage: WalletHomePageProps;
  WalletVerificationPage: WalletVerificationPageProps;
  WalletTransactionStatusPage: WalletTransactionStatusPageProps;
  WalletHeaderInfo: WalletHeaderInfoProps;
}
