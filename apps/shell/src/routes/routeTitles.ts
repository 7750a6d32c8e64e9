import type { RouteName } from '@store/shared/domain';

/**
 * The document title of each route, as a key of the shell's catalogue; null where the page titles itself from its
 * data (a game's name, the CMS's page title) or is a shell page that sets its own.
 */
export const ROUTE_TITLE_KEYS: Readonly<Record<RouteName, `title.${RouteName}` | null>> = {
  International: null,
  Homepage: 'title.Homepage',
  ProductDetail: null,
  GlobalProduct: 'title.GlobalProduct',
  MarketingAndPartnership: 'title.MarketingAndPartnership',
  SignIn: 'title.SignIn',
  SignUp: 'title.SignUp',
  ConfirmSignup: 'title.ConfirmSignup',
  RecoverPassword: 'title.RecoverPassword',
  VerifySignup: 'title.VerifySignup',
  GuestNotifications: 'title.GuestNotifications',
  UserNotifications: 'title.UserNotifications',
  CodacashLandingPage: 'title.CodacashLandingPage',
  CashbackLandingPage: 'title.CashbackLandingPage',
  TransactionComplete: 'title.TransactionComplete',
  TransactionWaiting: 'title.TransactionWaiting',
  UserTransactionHistory: 'title.UserTransactionHistory',
  UserCashback: 'title.UserCashback',
  UserSettings: 'title.UserSettings',
  VerifyAccountDelete: 'title.VerifyAccountDelete',
  SearchResults: 'title.SearchResults',
  Unsubscribe: 'title.Unsubscribe',
  RedeemGift: 'title.RedeemGift',
  WalletVerification: 'title.WalletVerification',
  WalletHome: 'title.WalletHome',
  WalletTransactionWaiting: 'title.WalletTransactionWaiting',
  WalletTransactionComplete: 'title.WalletTransactionComplete',
  TermsAndConditions: null,
  PrivacyPolicy: null,
  Help: null,
  About: null,
};
