import type { RouteName, RouteParams } from '@store/shared/domain';
import type { RemoteName } from '../federation/remoteNames';
import type { RemoteModuleName, RemoteModuleProps } from '../federation/remoteContracts';

/** A shell page, or a remote's exposed module with the props it gets from the route's inputs. */
export type RoutePage<N extends RouteName> =
  | { readonly shell: 'InternationalPage' | 'NotFoundPage' }
  | {
      [R in RemoteName]: {
        [M in RemoteModuleName<R>]: { readonly remote: R; readonly module: M } & (Record<never, never> extends RemoteModuleProps<R, M>
          ? { readonly props?: (params: RouteParams<N>) => RemoteModuleProps<R, M> }
          : { readonly props: (params: RouteParams<N>) => RemoteModuleProps<R, M> });
      }[RemoteModuleName<R>];
    }[RemoteName];

/**
 * Which page renders each route of the spec (section 2), and how the route's inputs reach it as props.
 * Together with ROUTES of @store/shared (paths and access) this is the index of the whole store:
 * route -> remote -> module. Typed by each remote's published contract: a module a remote no longer
 * exposes, or a prop it renamed, fails the shell's typecheck.
 */
export const ROUTE_PAGES = {
  International: { shell: 'InternationalPage' },
  Homepage: { remote: 'catalog', module: 'HomePage' },
  ProductDetail: { remote: 'catalog', module: 'ProductPage', props: ({ gameName }) => ({ gameName }) },
  GlobalProduct: { remote: 'catalog', module: 'GlobalProductPage', props: ({ gameName }) => ({ gameName }) },
  SearchResults: { remote: 'catalog', module: 'SearchResultsPage', props: ({ searchString }) => ({ searchString }) },
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
  TermsAndConditions: { remote: 'catalog', module: 'InfoPage', props: () => ({ page: 'terms' }) },
  PrivacyPolicy: { remote: 'catalog', module: 'InfoPage', props: () => ({ page: 'privacy' }) },
  Help: { remote: 'catalog', module: 'InfoPage', props: () => ({ page: 'help' }) },
  About: { remote: 'catalog', module: 'InfoPage', props: () => ({ page: 'about' }) },
} as const satisfies { readonly [N in RouteName]: RoutePage<N> };

/** A module of another remote that a route's page renders inside itself. */
type EmbeddedModule = { [R in RemoteName]: { readonly remote: R; readonly module: RemoteModuleName<R> } }[RemoteName];

/**
 * Modules a route's page embeds (the product page hosts checkout's top-up form): the shell starts loading them
 * beside the page's own module, so the page does not wait for one remote before it asks for the next.
 */
export const ROUTE_EMBEDS: { readonly [N in RouteName]?: readonly EmbeddedModule[] } = {
  ProductDetail: [{ remote: 'checkout', module: 'TopUpForm' }],
};

/** Any entry of ROUTE_PAGES, for the code that renders them. */
export type AnyRoutePage =
  | { readonly shell: 'InternationalPage' | 'NotFoundPage' }
  | { readonly remote: RemoteName; readonly module: string; props?(params: Readonly<Record<string, string | undefined>>): object };

/** The remote a route's page comes from, if any. */
export function remoteOfRoute(name: RouteName): RemoteName | undefined {
  const page: AnyRoutePage = ROUTE_PAGES[name];
  return 'remote' in page ? page.remote : undefined;
}
