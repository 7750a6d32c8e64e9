import type { MenuFeature } from '@store/shared';
import { UserType } from './statuses';

/** The 27 route names of section 2, then the footer's information pages (docs/decisions/info-pages.md). */
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
  'TermsAndConditions',
  'PrivacyPolicy',
  'Help',
  'About',
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
  | { readonly kind: 'wallet' }
  /**
   * A page that offers what needs a shop user (the Codacash wallet, cashback rewards): anyone may open it, except in a
   * white-label store, which has no shop users (readings 2; docs/decisions/white-label-without-wallet-pages.md).
   */
  | { readonly kind: 'shopUserOffer' };

export interface RouteDefinition {
  readonly name: RouteName;
  /** React Router pattern; :countryCode is the {language}-{country} prefix (e.g. en-sg). */
  readonly path: string;
  readonly access: RouteAccessRule;
}

const ALL = { kind: 'all' } as const;
const ACCOUNT = { kind: 'accountScreen' } as const;
const WALLET = { kind: 'wallet' } as const;
const SHOP_USER_OFFER = { kind: 'shopUserOffer' } as const;
const SIGNED_IN = [UserType.SignedIn] as const;
const user = (feature: MenuFeature, extra: Partial<{ userTypes: readonly UserType[]; partnerAccount: boolean }> = {}): RouteAccessRule => ({
  kind: 'user',
  feature,
  userTypes: extra.userTypes ?? SIGNED_IN,
  partnerAccount: extra.partnerAccount ?? false,
});

/** Every path of the store, once. Links are built from it with routePath; the shell's router matches it. */
export const ROUTES = [
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
  { name: 'CodacashLandingPage', path: '/:countryCode/codacash', access: SHOP_USER_OFFER },
  { name: 'CashbackLandingPage', path: '/:countryCode/rewards', access: SHOP_USER_OFFER },
  { name: 'TransactionComplete', path: '/:countryCode/complete', access: ALL },
  { name: 'TransactionWaiting', path: '/:countryCode/waiting', access: ALL },
  { name: 'UserTransactionHistory', path: '/:countryCode/user/transactions', access: user('transactions', { partnerAccount: true }) },
  // Soft-signed-in users see their rewards (readings 9).
  { name: 'UserCashback', path: '/:countryCode/user/rewards', access: user('cashback', { userTypes: [UserType.SoftSignedIn, UserType.SignedIn] }) },
  { name: 'UserSettings', path: '/:countryCode/user/settings', access: user('settings') },
  { name: 'VerifyAccountDelete', path: '/:countryCode/user/verifyAccountDelete', access: user('settings') },
  { name: 'UserNotifications', path: '/:countryCode/user/notifications', access: user('notification') },
  // The search string is optional: /{cc}/search/ is the search page asking for a game (docs/decisions/empty-search.md).
  { name: 'SearchResults', path: '/:countryCode/search/:searchString?', access: ALL },
  { name: 'Unsubscribe', path: '/:countryCode/unsubscribe', access: ALL },
  { name: 'RedeemGift', path: '/:countryCode/redeem', access: ALL },
  { name: 'WalletVerification', path: '/:countryCode/wallet/verify', access: WALLET },
  { name: 'WalletHome', path: '/:countryCode/wallet/home', access: WALLET },
  { name: 'WalletTransactionWaiting', path: '/:countryCode/wallet/waiting', access: WALLET },
  { name: 'WalletTransactionComplete', path: '/:countryCode/wallet/complete', access: WALLET },
  { name: 'TermsAndConditions', path: '/:countryCode/terms-and-conditions', access: ALL },
  { name: 'PrivacyPolicy', path: '/:countryCode/privacy-policy', access: ALL },
  { name: 'Help', path: '/:countryCode/help', access: ALL },
  { name: 'About', path: '/:countryCode/about', access: ALL },
  { name: 'ProductDetail', path: '/:countryCode/:gameName', access: ALL },
] as const satisfies readonly RouteDefinition[];

/** The pattern of a route, as a literal type ('/:countryCode/search/:searchString'). */
export type RoutePattern<N extends RouteName> = Extract<(typeof ROUTES)[number], { readonly name: N }>['path'];

type ParamNamesOf<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | ParamNamesOf<`/${Rest}`>
  : P extends `${string}:${infer Name}`
    ? Name
    : never;
/** ':searchString?' is optional (React Router's optional segment). */
type RequiredNames<P extends string> = Exclude<ParamNamesOf<P>, `${string}?`>;
type OptionalNames<P extends string> = ParamNamesOf<P> extends infer N ? (N extends `${infer Name}?` ? Name : never) : never;

/** The inputs a route's path carries, e.g. { countryCode: 'en-sg'; gameName: 'football-legends' }. */
export type RouteParams<N extends RouteName> = N extends RouteName
  ? { readonly [K in RequiredNames<RoutePattern<N>>]: string } & { readonly [K in OptionalNames<RoutePattern<N>>]?: string }
  : never;

/** Routes whose only input is the country-language prefix (menu entries, home links). */
export type CountryRouteName = {
  [N in RouteName]: [ParamNamesOf<RoutePattern<N>>] extends ['countryCode'] ? N : never;
}[RouteName];

const BY_NAME: ReadonlyMap<RouteName, RouteDefinition> = new Map(ROUTES.map((r) => [r.name, r]));

export function routeDefinition(name: RouteName): RouteDefinition {
  return BY_NAME.get(name) as RouteDefinition;
}

/**
 * The one way to build a path: routePath('SearchResults', { countryCode: 'en-sg', searchString: 'free fire' })
 * -> '/en-sg/search/free%20fire'. Parameters are typed per route; query values are encoded.
 */
export function routePath<N extends RouteName>(name: N, params: RouteParams<N>, query?: Readonly<Record<string, string>>): string {
  const values = params as Readonly<Record<string, string>>;
  const path = routeDefinition(name).path.replace(/:([A-Za-z]+)\??/g, (_, key: string) => encodeURIComponent(values[key] ?? ''));
  const search = query ? new URLSearchParams(query).toString() : '';
  return search ? `${path}?${search}` : path;
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
    case 'shopUserOffer':
      return whiteLabel ? DENY : 'allow';
  }
}

/** A game's name in a product path (/{cc}/{gameName}): lower-case letters, digits and hyphens. */
/**
 * The route a store link written without its locale prefix opens ('/codacash', '/football-legends', '/'), the
 * way the shell prefixes such links (notifications, CMS): the route whose path has the most fixed segments wins, so
 * '/codacash' is the Codacash page, not a game called codacash.
 */
export function routeOfCountryLink(link: string): RouteName | undefined {
  const segments = (link.split(/[?#]/)[0] ?? '').split('/').filter(Boolean);
  let best: { name: RouteName; fixed: number } | undefined;
  for (const route of ROUTES) {
    const parts = route.path.split('/').filter(Boolean);
    if (parts[0] !== ':countryCode' || parts.length - 1 !== segments.length) continue;
    const rest = parts.slice(1);
    if (!rest.every((part, i) => part.startsWith(':') || part === segments[i])) continue;
    const fixed = rest.filter((part) => !part.startsWith(':')).length;
    if (!best || fixed > best.fixed) best = { name: route.name, fixed };
  }
  return best?.name;
}

/**
 * Whether a storefront ever opens a route, whoever the shopper is: a white-label store never opens the wallet, the
 * Codacash and rewards pages or the shop-account screens; a store without shop accounts, not the account screens.
 */
export function storefrontOpensRoute(route: RouteName, theme: RouteAccessContext['theme']): boolean {
  const whiteLabel = theme.whitelabelId !== undefined;
  switch (routeDefinition(route).access.kind) {
    case 'accountScreen':
      return theme.enable.userAccounts && !whiteLabel;
    case 'wallet':
    case 'shopUserOffer':
      return !whiteLabel;
    default:
      return true;
  }
}

/**
 * The query parameter of a sign-in or sign-up link that names the page to come back to once signed in (the shell
 * checks it is a safe store path before going there). The header's links and a remote's (the rewards panel) carry it.
 */
export const RETURN_TO_PARAM = 'returnTo';

export const PRODUCT_SLUG_PATTERN = /^[a-z0-9-]{1,80}$/;

/** The game name a product path asks for, lower-cased; undefined when it cannot name a game. */
export function productSlugOf(gameName: string): string | undefined {
  const slug = gameName.toLowerCase();
  return PRODUCT_SLUG_PATTERN.test(slug) ? slug : undefined;
}

/** The longest search the store sends; a longer one from the address is cut to it (and shown cut). */
export const MAX_SEARCH_LENGTH = 100;
