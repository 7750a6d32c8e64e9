import type { MenuFeature } from '@store/shared';
import {
  ROUTES,
  ROUTE_NAMES,
  routeAccess,
  routeOfCountryLink,
  storefrontOpensRoute,
  routeDefinition,
  routePath,
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
  it('"Route names": the 27 names and the 4 information pages, each with one definition', () => {
    expect(ROUTE_NAMES).toHaveLength(31);
    expect(ROUTES).toHaveLength(31);
    for (const name of ROUTE_NAMES) expect(routeDefinition(name).name).toBe(name);
  });

  it('routePath builds paths from names, typed parameters and an encoded query', () => {
    expect(routePath('WalletHome', { countryCode: 'en-sg' })).toBe('/en-sg/wallet/home');
    expect(routePath('Homepage', { countryCode: 'id-id' })).toBe('/id-id/');
    expect(routePath('SearchResults', { countryCode: 'en-sg', searchString: 'free fire' })).toBe('/en-sg/search/free%20fire');
    // The search string is optional: an empty search is the search page (docs/decisions/empty-search.md).
    expect(routePath('SearchResults', { countryCode: 'en-sg' })).toBe('/en-sg/search/');
    expect(routePath('ProductDetail', { countryCode: 'en-sg', gameName: 'football-legends' })).toBe('/en-sg/football-legends');
    expect(routePath('International', {})).toBe('/international');
    expect(routePath('TransactionComplete', { countryCode: 'en-sg' }, { orderId: 'ORD 1&2' })).toBe('/en-sg/complete?orderId=ORD+1%262');
  });

  it('names the country-language parameter countryCode in every country route', () => {
    for (const route of ROUTES) expect(route.path).not.toMatch(/:locale\b/);
    expect(ROUTES.filter((r) => r.path.startsWith('/:')).every((r) => r.path.startsWith('/:countryCode/'))).toBe(true);
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
    ['Codacash landing: a guest of the full store', 'CodacashLandingPage', guest, allow],
    ['rewards landing: a guest of the full store', 'CashbackLandingPage', guest, allow],
    ['Codacash landing: the wallet "needs a shop user" (readings 2), a white-label guest', 'CodacashLandingPage', { ...guest, theme: eaTheme }, deny],
    ['Codacash landing: a partner account', 'CodacashLandingPage', partner, deny],
    ['rewards landing: a partner account', 'CashbackLandingPage', partner, deny],
  ])('%s', (_q, route, over, expected) => {
    expect(routeAccess(route, ctx(over))).toEqual(expected);
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

describe('the route of a link written without its locale prefix (notifications)', () => {
  it.each([
    ['/codacash', 'CodacashLandingPage'],
    ['/rewards?from=bell', 'CashbackLandingPage'],
    ['/football-legends', 'ProductDetail'],
    ['/', 'Homepage'],
    ['/wallet/home', 'WalletHome'],
    ['/no/such/page/here', undefined],
  ])('%s opens %s', (link, route) => {
    expect(routeOfCountryLink(link)).toBe(route);
  });

  it('a white-label store never opens the Codacash, rewards, wallet or account pages; the full store does', () => {
    const whiteLabel = { whitelabelId: 2, enable: { userAccounts: true } };
    const full = { enable: { userAccounts: true } };
    for (const route of ['CodacashLandingPage', 'CashbackLandingPage', 'WalletHome', 'SignUp'] as const) {
      expect(storefrontOpensRoute(route, whiteLabel)).toBe(false);
      expect(storefrontOpensRoute(route, full)).toBe(true);
    }
    expect(storefrontOpensRoute('ProductDetail', whiteLabel)).toBe(true);
    expect(storefrontOpensRoute('SignIn', { enable: { userAccounts: false } })).toBe(false);
  });
});
