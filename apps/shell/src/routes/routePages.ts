import type { RouteName } from '@store/shared';
import type { RemoteName } from '../federation/remoteNames';

/**
 * Which remote page renders each route of the spec (section 2). Together with ROUTES of
 * @store/shared (paths and access) this is the index of the whole store: route -> remote -> module.
 */
export type RoutePage = { remote: RemoteName; module: string } | { shell: 'InternationalPage' | 'NotFoundPage' };

export const ROUTE_PAGES = {
  International: { shell: 'InternationalPage' },
  Homepage: { remote: 'catalog', module: 'HomePage' },
  ProductDetail: { remote: 'catalog', module: 'ProductPage' },
  GlobalProduct: { remote: 'catalog', module: 'GlobalProductPage' },
  SearchResults: { remote: 'catalog', module: 'SearchResultsPage' },
  MarketingAndPartnership: { remote: 'catalog', module: 'MarketingPage' },
  TransactionComplete: { remote: 'checkout', module: 'TransactionStatusPage' },
  TransactionWaiting: { remote: 'checkout', module: 'TransactionStatusPage' },
  RedeemGift: { remote: 'checkout', module: 'RedeemGiftPage' },
  Unsubscribe: { remote: 'checkout', module: 'UnsubscribePage' },
  CodacashLandingPage: { remote: 'wallet', module: 'CodacashLandingPage' },
  WalletHome: { remote: 'wallet', module: 'WalletHomePage' },
  WalletVerification: { remote: 'wallet', module: 'WalletVerificationPage' },
  WalletTransactionWaiting: { remote: 'wallet', module: 'WalletTransactionStatusPage' },
  WalletTransactionComplete: { remote: 'wallet', module: 'WalletTransactionStatusPage' },
  SignIn: { remote: 'account', module: 'SignInPage' },
  SignUp: { remote: 'account', module: 'SignUpPage' },
  ConfirmSignup: { remote: 'account', module: 'ConfirmSignupPage' },
  RecoverPassword: { remote: 'account', module: 'RecoverPasswordPage' },
  VerifySignup: { remote: 'account', module: 'VerifySignupPage' },
  GuestNotifications: { remote: 'account', module: 'NotificationsPage' },
  UserNotifications: { remote: 'account', module: 'NotificationsPage' },
  UserSettings: { remote: 'account', module: 'SettingsPage' },
  VerifyAccountDelete: { remote: 'account', module: 'VerifyAccountDeletePage' },
  UserTransactionHistory: { remote: 'account', module: 'TransactionHistoryPage' },
  CashbackLandingPage: { remote: 'rewards', module: 'RewardsLandingPage' },
  UserCashback: { remote: 'rewards', module: 'UserCashbackPage' },
} as const satisfies Record<RouteName, RoutePage>;
