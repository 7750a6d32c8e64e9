// wallet's published contract: the props of every module src/exposes.ts exposes. Type-only: other
// apps import it as '@store/wallet/contract' (`import type`), so a change here that breaks them fails
// their typecheck.
import type { PublishedContract } from '@store/shared';
import type { exposes } from './exposes';
import type { CodacashLandingPageProps } from './pages/CodacashLandingPage';
import type { WalletHomePageProps } from './pages/WalletHomePage';
import type { WalletVerificationPageProps } from './pages/WalletVerificationPage';
import type { WalletTransactionStatusPageProps } from './pages/WalletTransactionStatusPage';
import type { WalletHeaderInfoProps } from './pages/WalletHeaderInfo';

export type WalletContract = PublishedContract<
  typeof exposes,
  {
    CodacashLandingPage: CodacashLandingPageProps;
    WalletHomePage: WalletHomePageProps;
    WalletVerificationPage: WalletVerificationPageProps;
    WalletTransactionStatusPage: WalletTransactionStatusPageProps;
    WalletHeaderInfo: WalletHeaderInfoProps;
  }
>;
