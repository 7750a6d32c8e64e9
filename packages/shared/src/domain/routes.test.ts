import type { MenuFeature } from './runtimeConfig';
import {
  ROUTES,
  ROUTE_NAMES,
  headerChrome,
  matchRoute,
  routeAccess,
  routeDefinition,
  routePath,
  shouldSkipPageView,
  type RouteAccessContext,
  type RouteName,
  MAX_SEARCH_LENGTH,
  productSlugOf,
} from './routes';
import { UserType } from './statuses';

const ALL_FEATURES: MenuFeature[] = ['notification', 'transactions', 'cashback', 'settings', 'wallet'];
const fullTheme = { enable: { userAccounts: true } };
const eaTheme = { whitelabelId: 2, enable: { userAccounts: true } };

const ctx = (over: Partial<RouteAccessContext> = {}): RouteAccessContext => ({
  userType: UserType.SignedIn,
  isPartnerAccount: false,
  countryFeatures: ALL_FEATURES,
  theme: fullTheme,
  ...over,
});

describe('route table', () => {
  it('"Route names": the 27 names, each with one definition', () => {
    expect(ROUTE_NAMES).toHaveLength(27);
    expect(ROUTES).toHaveLength(27);
    for (const name of ROUTE_NAMES) expect(routeDefinition(name).name).toBe(name);
  });

  it.each<[string, RouteName | 'NotFound', Record<string, string>]>([
    ['/international', 'International', {}],
    ['/en-sg/', 'Homepage', { countryCode: 'en-sg' }],
    ['/en-sg', 'Homepage', { countryCode: 'en-sg' }],
    ['/en-sg/mobile-legends', 'ProductDetail', { countryCode: 'en-sg', gameName: 'mobile-legends' }],
    ['/id/mobile-legends-tri', 'ProductDetail', { countryCode: 'id', gameName: 'mobile-legends-tri' }],
    ['/product/mobile-legends', 'GlobalProduct', { gameName: 'mobile-legends' }],
    ['/en-sg/sign-in', 'SignIn', { countryCode: 'en-sg' }],
    ['/en-sg/sign-up', 'SignUp', { countryCode: 'en-sg' }],
    ['/en-sg/confirm-signup', 'ConfirmSignup', { countryCode: 'en-sg' }],
    ['/en-sg/recover-password', 'RecoverPassword', { countryCode: 'en-sg' }],
    ['/en-sg/verify', 'VerifySignup', { countryCode: 'en-sg' }],
    ['/en-sg/notifications', 'GuestNotifications', { countryCode: 'en-sg' }],
    ['/en-sg/codacash', 'CodacashLandingPage', { countryCode: 'en-sg' }],
    ['/en-sg/rewards', 'CashbackLandingPage', { countryCode: 'en-sg' }],
    ['/en-sg/complete', 'TransactionComplete', { countryCode: 'en-sg' }],
    ['/en-sg/waiting', 'TransactionWaiting', { countryCode: 'en-sg' }],
    ['/marketing-and-partnership', 'MarketingAndPartnership', {}],
    ['/en-sg/user/transactions', 'UserTransactionHistory', { countryCode: 'en-sg' }],
    ['/en-sg/user/rewards', 'UserCashback', { countryCode: 'en-sg' }],
    ['/en-sg/user/settings', 'UserSettings', { countryCode: 'en-sg' }],
    ['/en-sg/user/verifyAccountDelete', 'VerifyAccountDelete', { countryCode: 'en-sg' }],
    ['/en-sg/user/notifications', 'UserNotifications', { countryCode: 'en-sg' }],
    ['/en-sg/search/free%20fire', 'SearchResults', { countryCode: 'en-sg', searchString: 'free fire' }],
    ['/en-sg/search/%E0%A4%A', 'SearchResults', { countryCode: 'en-sg', searchString: '%E0%A4%A' }],
    ['/en-sg/unsubscribe', 'Unsubscribe', { countryCode: 'en-sg' }],
    ['/en-sg/redeem', 'RedeemGift', { countryCode: 'en-sg' }],
    ['/en-sg/wallet/verify', 'WalletVerification', { countryCode: 'en-sg' }],
    ['/en-sg/wallet/home', 'WalletHome', { countryCode: 'en-sg' }],
    ['/en-sg/wallet/waiting', 'WalletTransactionWaiting', { countryCode: 'en-sg' }],
    ['/en-sg/wallet/complete', 'WalletTransactionComplete', { countryCode: 'en-sg' }],
    ['/en-sg/a/b/c', 'NotFound', {}],
    ['/en-sg/user/unknown', 'NotFound', {}],
    ['/', 'NotFound', {}],
  ])('matchRoute(%s) -> %s', (path, name, params) => {
    expect(matchRoute(path)).toEqual({ name, params });
  });

  it('routePath builds paths from names', () => {
    expect(routePath('WalletHome', { countryCode: 'en-sg' })).toBe('/en-sg/wallet/home');
    expect(routePath('SearchResults', { countryCode: 'en-sg', searchString: 'free fire' })).toBe('/en-sg/search/free%20fire');
    expect(routePath('ProductDetail')).toBe('/:countryCode/:gameName');
    expect(routePath('International')).toBe('/international');
  });
});

describe('routeAccess (section 2 "Access", readings 2-3)', () => {
  const allow = 'allow';
  const deny = { redirect: '/' };
  const guest = { userType: UserType.Guest };
  const soft = { userType: UserType.SoftSignedIn };
  const partner = { userType: UserType.Guest, isPartnerAccount: true, theme: eaTheme };
  const noFeatures = { countryFeatures: [] as MenuFeature[] };

  it.each<[string, RouteName | 'NotFound', Partial<RouteAccessContext>, unknown]>([
    ['"all": International for a guest', 'International', guest, allow],
    ['"all": ProductDetail in the EA store', 'ProductDetail', partner, allow],
    ['"any other path | page not found | all"', 'NotFound', guest, allow],
    ['account screens with user accounts and no white-label id', 'SignIn', guest, allow],
    ['account screens: "the theme has no white-label id; otherwise redirect to /"', 'SignIn', { ...guest, theme: eaTheme }, deny],
    ['account screens: user accounts disabled', 'SignUp', { ...guest, theme: { enable: { userAccounts: false } } }, deny],
    ['ConfirmSignup in the EA store', 'ConfirmSignup', { theme: eaTheme }, deny],
    ['RecoverPassword in the EA store', 'RecoverPassword', { theme: eaTheme }, deny],
    ['VerifySignup in the EA store', 'VerifySignup', { theme: eaTheme }, deny],
    ['"guest notifications | notification feature enabled for the country"', 'GuestNotifications', guest, allow],
    ['guest notifications with the feature off', 'GuestNotifications', { ...guest, ...noFeatures }, deny],
    ['"signed-in or partner account, feature transactions": signed in', 'UserTransactionHistory', {}, allow],
    ['transactions: partner account (readings 2)', 'UserTransactionHistory', partner, allow],
    ['transactions: guest', 'UserTransactionHistory', guest, deny],
    ['transactions: feature off', 'UserTransactionHistory', noFeatures, deny],
    ['"user cashback | feature cashback": signed in', 'UserCashback', {}, allow],
    ['user cashback: soft-signed-in sees their rewards (readings 9)', 'UserCashback', soft, allow],
    ['user cashback: guest', 'UserCashback', guest, deny],
    ['user cashback: feature off', 'UserCashback', noFeatures, deny],
    ['"settings | feature settings"', 'UserSettings', {}, allow],
    ['settings: soft-signed-in is not signed in', 'UserSettings', soft, deny],
    ['settings: feature off', 'UserSettings', { countryFeatures: ['wallet'] }, deny],
    ['verify account deletion: guest', 'VerifyAccountDelete', guest, deny],
    ['"notifications | feature notification"', 'UserNotifications', {}, allow],
    ['user notifications: guest', 'UserNotifications', guest, deny],
    ['"wallet screens | signed-in and wallet feature"', 'WalletHome', {}, allow],
    ['wallet: feature off', 'WalletHome', { countryFeatures: ['transactions'] }, deny],
    ['wallet: guest', 'WalletVerification', guest, deny],
    ['wallet: soft-signed-in never sees a wallet (readings 9)', 'WalletTransactionWaiting', soft, deny],
    ['wallet: "the wallet screens need a shop user and so are off there" (readings 2)', 'WalletTransactionComplete', partner, deny],
    ['wallet: signed-in in a white-label theme', 'WalletHome', { theme: eaTheme }, deny],
  ])('%s', (_q, route, over, expected) => {
    expect(routeAccess(route, ctx(over))).toEqual(expected);
  });
});

describe('page view and header chrome (section 2)', () => {
  it.each<[string, RouteName | 'NotFound' | 'LegacyRedirect', string, boolean]>([
    ['"skipped on product detail"', 'ProductDetail', '', true],
    ['"the legacy redirect"', 'LegacyRedirect', '', true],
    ['"routes with a code query parameter"', 'SignIn', '?code=abc', true],
    ['"(unless replace_route is true)"', 'SignIn', '?code=abc&replace_route=true', false],
    ['an ordinary page', 'Homepage', '?utm_source=x', false],
    ['not found', 'NotFound', '', false],
  ])('%s', (_q, route, search, skipped) => {
    expect(shouldSkipPageView(route, search)).toBe(skipped);
  });

  it('"Search is hidden on International. The sign-up button is hidden on SignUp. On ProductDetail the header is hidden when the utm_campaign query is mandiri."', () => {
    expect(headerChrome('International', '')).toEqual({ showHeader: true, showSearch: false, showSignUpButton: true });
    expect(headerChrome('SignUp', '')).toEqual({ showHeader: true, showSearch: true, showSignUpButton: false });
    expect(headerChrome('ProductDetail', '?utm_campaign=mandiri').showHeader).toBe(false);
    expect(headerChrome('Homepage', '?utm_campaign=mandiri').showHeader).toBe(true);
  });
});

describe('product paths and searches from the address', () => {
  test.each([
    ['football-legends', 'football-legends'],
    ['Football-Legends', 'football-legends'],
    ['mobile-legends-tri', 'mobile-legends-tri'],
    ['%ZZ', undefined],
    ['', undefined],
    ['a/b', undefined],
    ['x'.repeat(81), undefined],
    ['<script>', undefined],
  ])('%p names the game %p', (gameName, slug) => {
    expect(productSlugOf(gameName)).toBe(slug);
  });

  test('searches are cut at 100 characters', () => {
    expect(MAX_SEARCH_LENGTH).toBe(100);
  });
});
