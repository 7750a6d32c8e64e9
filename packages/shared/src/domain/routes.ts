import { HEADER_HIDDEN_UTM_CAMPAIGN } from './constants';
import type { MenuFeature } from './runtimeConfig';
import { UserType } from './statuses';

/** The 27 route names of section 2. */
export const ROUTE_NAMES = [
  'International',
  'Homepage',
  'ProductDetail',
  'WalletHome',
  'SignIn',
  'SignUp',
  'ConfirmSignup',
  'RecoverPassword',
  'GlobalProduct',
  'GuestNotifications',
  'WalletVerification',
  'MarketingAndPartnership',
  'TransactionWaiting',
  'TransactionComplete',
  'VerifyAccountDelete',
  'CodacashLandingPage',
  'CashbackLandingPage',
  'UserCashback',
  'UserSettings',
  'UserTransactionHistory',
  'VerifySignup',
  'SearchResults',
  'Unsubscribe',
  'RedeemGift',
  'WalletTransactionWaiting',
  'WalletTransactionComplete',
  'UserNotifications',
] as const;
export type RouteName = (typeof ROUTE_NAMES)[number];

/** Who may open a route (section 2 table, readings 2-3). */
export type RouteAccessRule =
  | { readonly kind: 'all' }
  /** Only when user accounts are enabled for the theme and the theme has no white-label id. */
  | { readonly kind: 'accountScreen' }
  /** The country feature, without sign-in (guest notifications). */
  | { readonly kind: 'feature'; readonly feature: MenuFeature }
  /** Sign-in (the listed user types, or a partner account when allowed) and the country feature. */
  | {
      readonly kind: 'user';
      readonly feature: MenuFeature;
      readonly userTypes: readonly UserType[];
      readonly partnerAccount: boolean;
    }
  /** A signed-in shop user and the wallet feature; never in a white-label store. */
  | { readonly kind: 'wallet' };

export interface RouteDefinition {
  readonly name: RouteName;
  /** React Router pattern; :countryCode is the xx-yy prefix. */
  readonly path: string;
  readonly access: RouteAccessRule;
}

const ALL = { kind: 'all' } as const;
const ACCOUNT = { kind: 'accountScreen' } as const;
const WALLET = { kind: 'wallet' } as const;
const SIGNED_IN = [UserType.SignedIn] as const;
const user = (feature: MenuFeature, extra: Partial<{ userTypes: readonly UserType[]; partnerAccount: boolean }> = {}): RouteAccessRule => ({
  kind: 'user',
  feature,
  userTypes: extra.userTypes ?? SIGNED_IN,
  partnerAccount: extra.partnerAccount ?? false,
});

/** Most specific first: the first pattern that matches wins. */
export const ROUTES: readonly RouteDefinition[] = [
  { name: 'International', path: '/international', access: ALL },
  { name: 'GlobalProduct', path: '/product/:gameName', access: ALL },
  { name: 'MarketingAndPartnership', path: '/marketing-and-partnership', access: ALL },
  { name: 'Homepage', path: '/:countryCode/', access: ALL },
  { name: 'SignIn', path: '/:countryCode/sign-in', access: ACCOUNT },
  { name: 'SignUp', path: '/:countryCode/sign-up', access: ACCOUNT },
  { name: 'ConfirmSignup', path: '/:countryCode/confirm-signup', access: ACCOUNT },
  { name: 'RecoverPassword', path: '/:countryCode/recover-password', access: ACCOUNT },
  { name: 'VerifySignup', path: '/:countryCode/verify', access: ACCOUNT },
  { name: 'GuestNotifications', path: '/:countryCode/notifications', access: { kind: 'feature', feature: 'notification' } },
  { name: 'CodacashLandingPage', path: '/:countryCode/codacash', access: ALL },
  { name: 'CashbackLandingPage', path: '/:countryCode/rewards', access: ALL },
  { name: 'TransactionComplete', path: '/:countryCode/complete', access: ALL },
  { name: 'TransactionWaiting', path: '/:countryCode/waiting', access: ALL },
  { name: 'UserTransactionHistory', path: '/:countryCode/user/transactions', access: user('transactions', { partnerAccount: true }) },
  // Soft-signed-in users see their rewards (readings 9).
  { name: 'UserCashback', path: '/:countryCode/user/rewards', access: user('cashback', { userTypes: [UserType.SoftSignedIn, UserType.SignedIn] }) },
  { name: 'UserSettings', path: '/:countryCode/user/settings', access: user('settings') },
  { name: 'VerifyAccountDelete', path: '/:countryCode/user/verifyAccountDelete', access: user('settings') },
  { name: 'UserNotifications', path: '/:countryCode/user/notifications', access: user('notification') },
  { name: 'SearchResults', path: '/:countryCode/search/:searchString', access: ALL },
  { name: 'Unsubscribe', path: '/:countryCode/unsubscribe', access: ALL },
  { name: 'RedeemGift', path: '/:countryCode/redeem', access: ALL },
  { name: 'WalletVerification', path: '/:countryCode/wallet/verify', access: WALLET },
  { name: 'WalletHome', path: '/:countryCode/wallet/home', access: WALLET },
  { name: 'WalletTransactionWaiting', path: '/:countryCode/wallet/waiting', access: WALLET },
  { name: 'WalletTransactionComplete', path: '/:countryCode/wallet/complete', access: WALLET },
  { name: 'ProductDetail', path: '/:countryCode/:gameName', access: ALL },
];

const BY_NAME: ReadonlyMap<RouteName, RouteDefinition> = new Map(ROUTES.map((r) => [r.name, r]));

export function routeDefinition(name: RouteName): RouteDefinition {
  return BY_NAME.get(name) as RouteDefinition;
}

export interface RouteMatch {
  readonly name: RouteName | 'NotFound';
  readonly params: Readonly<Record<string, string>>;
}

function matchPattern(pattern: string, pathname: string): Record<string, string> | undefined {
  const trim = (p: string) => p.replace(/^\/+|\/+$/g, '');
  const want = trim(pattern).split('/');
  const got = trim(pathname).split('/');
  if (want.length !== got.length) return undefined;
  const params: Record<string, string> = {};
  for (let i = 0; i < want.length; i += 1) {
    const w = want[i] as string;
    const g = got[i] as string;
    if (w.startsWith(':')) {
      if (g === '') return undefined;
      try {
        params[w.slice(1)] = decodeURIComponent(g);
      } catch {
        params[w.slice(1)] = g;
      }
    } else if (w !== g) {
      return undefined;
    }
  }
  return params;
}

/** The route a (canonical) pathname shows; 'NotFound' for any other path. */
export function matchRoute(pathname: string): RouteMatch {
  for (const route of ROUTES) {
    const params = matchPattern(route.path, pathname);
    if (params) return { name: route.name, params };
  }
  return { name: 'NotFound', params: {} };
}

/** Builds a path from a route name, e.g. routePath('WalletHome', { countryCode: 'en-sg' }). */
export function routePath(name: RouteName, params: Readonly<Record<string, string>> = {}): string {
  return routeDefinition(name).path.replace(/:([A-Za-z]+)/g, (_, key: string) => {
    const value = params[key];
    return value === undefined ? `:${key}` : encodeURIComponent(value);
  });
}

export interface RouteAccessContext {
  readonly userType: UserType;
  readonly isPartnerAccount: boolean;
  /** The menu features enabled for the shop country (readings 10). */
  readonly countryFeatures: readonly MenuFeature[];
  readonly theme: { readonly whitelabelId?: number | undefined; readonly enable: { readonly userAccounts: boolean } };
}

export type RouteAccess = 'allow' | { readonly redirect: '/' };

const DENY: RouteAccess = { redirect: '/' };

/** Whether a route may be shown, else where to go (section 2 "Access", readings 2-3). */
export function routeAccess(route: RouteName | 'NotFound', ctx: RouteAccessContext): RouteAccess {
  if (route === 'NotFound') return 'allow';
  const rule = routeDefinition(route).access;
  const whiteLabel = ctx.theme.whitelabelId !== undefined;
  const has = (feature: MenuFeature) => ctx.countryFeatures.includes(feature);
  switch (rule.kind) {
    case 'all':
      return 'allow';
    case 'accountScreen':
      return ctx.theme.enable.userAccounts && !whiteLabel ? 'allow' : DENY;
    case 'feature':
      return has(rule.feature) ? 'allow' : DENY;
    case 'user': {
      const signedIn = rule.userTypes.includes(ctx.userType) || (rule.partnerAccount && ctx.isPartnerAccount);
      return signedIn && has(rule.feature) ? 'allow' : DENY;
    }
    case 'wallet':
      return ctx.userType === UserType.SignedIn && !ctx.isPartnerAccount && !whiteLabel && has('wallet') ? 'allow' : DENY;
  }
}

/** Routes whose page-view event is never sent (section 2). */
const PAGE_VIEW_SKIPPED: ReadonlySet<RouteName | 'LegacyRedirect'> = new Set(['ProductDetail', 'LegacyRedirect']);

/**
 * The page-view event is skipped on product detail, the legacy redirect, and routes with a code query
 * parameter (unless replace_route is true).
 */
export function shouldSkipPageView(route: RouteName | 'NotFound' | 'LegacyRedirect', search: string): boolean {
  if (route !== 'NotFound' && PAGE_VIEW_SKIPPED.has(route)) return true;
  const query = new URLSearchParams(search);
  return query.has('code') && query.get('replace_route') !== 'true';
}

export interface HeaderChrome {
  readonly showHeader: boolean;
  readonly showSearch: boolean;
  readonly showSignUpButton: boolean;
}

/** Search is hidden on International; the sign-up button on SignUp; the header on ProductDetail for utm_campaign mandiri. */
export function headerChrome(route: RouteName | 'NotFound', search: string): HeaderChrome {
  const campaign = new URLSearchParams(search).get('utm_campaign');
  return {
    showHeader: !(route === 'ProductDetail' && campaign === HEADER_HIDDEN_UTM_CAMPAIGN),
    showSearch: route !== 'International',
    showSignUpButton: route !== 'SignUp',
  };
}

/** A game's name in a product path (/{cc}/{gameName}): lower-case letters, digits and hyphens. */
export const PRODUCT_SLUG_PATTERN = /^[a-z0-9-]{1,80}$/;

/** The game name a product path asks for, lower-cased; undefined when it cannot name a game. */
export function productSlugOf(gameName: string): string | undefined {
  const slug = gameName.toLowerCase();
  return PRODUCT_SLUG_PATTERN.test(slug) ? slug : undefined;
}

/** The longest search the store sends; a longer one from the address is cut to it (and shown cut). */
export const MAX_SEARCH_LENGTH = 100;
