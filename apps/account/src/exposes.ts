// The account team's public contract: every module this remote exposes, with its props type.
// The shell refuses this remote if it does not support `contract.major`; bump it on a breaking change.
import type { SignInPageProps } from './pages/SignInPage';
import type { SignUpPageProps } from './pages/SignUpPage';
import type { ConfirmSignupPageProps } from './pages/ConfirmSignupPage';
import type { RecoverPasswordPageProps } from './pages/RecoverPasswordPage';
import type { VerifySignupPageProps } from './pages/VerifySignupPage';
import type { NotificationsPageProps } from './pages/NotificationsPage';
import type { SettingsPageProps } from './pages/SettingsPage';
import type { VerifyAccountDeletePageProps } from './pages/VerifyAccountDeletePage';
import type { TransactionHistoryPageProps } from './pages/TransactionHistoryPage';

export const contract = {
  remote: 'account',
  major: 1,
  modules: ['SignInPage', 'SignUpPage', 'ConfirmSignupPage', 'RecoverPasswordPage', 'VerifySignupPage', 'NotificationsPage', 'SettingsPage', 'VerifyAccountDeletePage', 'TransactionHistoryPage'],
} as const;

/** Module Federation exposes map: exposed name -> source file (read by webpack.config.cjs). */
export const exposes = {
  './contract': './src/exposes.ts',
  './SignInPage': './src/pages/SignInPage.tsx',
  './SignUpPage': './src/pages/SignUpPage.tsx',
  './ConfirmSignupPage': './src/pages/ConfirmSignupPage.tsx',
  './RecoverPasswordPage': './src/pages/RecoverPasswordPage.tsx',
  './VerifySignupPage': './src/pages/VerifySignupPage.tsx',
  './NotificationsPage': './src/pages/NotificationsPage.tsx',
  './SettingsPage': './src/pages/SettingsPage.tsx',
  './VerifyAccountDeletePage': './src/pages/VerifyAccountDeletePage.tsx',
  './TransactionHistoryPage': './src/pages/TransactionHistoryPage.tsx',
};

/** Props of each exposed module, for the shell and other remotes that render them. */
export interface AccountExposes {
  SignInPage: SignInPageProps;
  SignUpPage: SignUpPageProps;
  ConfirmSignupPage: ConfirmSignupPageProps;
  RecoverPasswordPage: RecoverPasswordPageProps;
  VerifySignupPage: VerifySignupPageProps;
  NotificationsPage: NotificationsPageProps;
  SettingsPage: SettingsPageProps;
  VerifyAccountDeletePage: VerifyAccountDeletePageProps;
  TransactionHistoryPage: TransactionHistoryPageProps;
}
