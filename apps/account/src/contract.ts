// account's published contract: the props of every module src/exposes.ts exposes. Type-only: other
// apps import it as '@store/account/contract' (`import type`), so a change here that breaks them fails
// their typecheck.
import type { PublishedContract } from '@store/shared';
import type { exposes } from './exposes';
import type { SignInPageProps } from './pages/SignInPage';
import type { SignUpPageProps } from './pages/SignUpPage';
import type { ConfirmSignupPageProps } from './pages/ConfirmSignupPage';
import type { RecoverPasswordPageProps } from './pages/RecoverPasswordPage';
import type { VerifySignupPageProps } from './pages/VerifySignupPage';
import type { NotificationsPageProps } from './pages/NotificationsPage';
import type { NotificationsPopoverProps } from './pages/NotificationsPopover';
import type { SettingsPageProps } from './pages/SettingsPage';
import type { VerifyAccountDeletePageProps } from './pages/VerifyAccountDeletePage';
import type { TransactionHistoryPageProps } from './pages/TransactionHistoryPage';

export type AccountContract = PublishedContract<
  typeof exposes,
  {
    SignInPage: SignInPageProps;
    SignUpPage: SignUpPageProps;
    ConfirmSignupPage: ConfirmSignupPageProps;
    RecoverPasswordPage: RecoverPasswordPageProps;
    VerifySignupPage: VerifySignupPageProps;
    NotificationsPage: NotificationsPageProps;
    NotificationsPopover: NotificationsPopoverProps;
    SettingsPage: SettingsPageProps;
    VerifyAccountDeletePage: VerifyAccountDeletePageProps;
    TransactionHistoryPage: TransactionHistoryPageProps;
  }
>;
