// Standalone page for the account team: every exposed page of this remote, without the shell.
import { startStandaloneRemote } from '@store/shared/standalone';
import SignInPage from './pages/SignInPage';
import SignUpPage from './pages/SignUpPage';
import ConfirmSignupPage from './pages/ConfirmSignupPage';
import RecoverPasswordPage from './pages/RecoverPasswordPage';
import VerifySignupPage from './pages/VerifySignupPage';
import NotificationsPage from './pages/NotificationsPage';
import SettingsPage from './pages/SettingsPage';
import VerifyAccountDeletePage from './pages/VerifyAccountDeletePage';
import TransactionHistoryPage from './pages/TransactionHistoryPage';

void startStandaloneRemote(
  'account',
  [
    { path: '/SignInPage', title: 'Sign in', Component: SignInPage },
    { path: '/SignUpPage', title: 'Sign up', Component: SignUpPage },
    { path: '/ConfirmSignupPage', title: 'Confirm sign-up', Component: ConfirmSignupPage },
    { path: '/RecoverPasswordPage', title: 'Recover password', Component: RecoverPasswordPage },
    { path: '/VerifySignupPage', title: 'Verify', Component: VerifySignupPage },
    { path: '/NotificationsPage', title: 'Notifications', Component: NotificationsPage },
    { path: '/SettingsPage', title: 'Settings', Component: SettingsPage, route: 'UserSettings' },
    { path: '/VerifyAccountDeletePage', title: 'Delete account', Component: VerifyAccountDeletePage, route: 'VerifyAccountDelete' },
    { path: '/TransactionHistoryPage', title: 'Transaction history', Component: TransactionHistoryPage, route: 'UserTransactionHistory' },
  ],
  // The standalone page has no auth provider (the shell's): this sign-in form shows the screen, it signs nobody in.
  { signInHref: '/SignInPage' },
);
