/** @jest-environment node */
import { serverTestConfig as config } from './serverTestConfig.testutil';
import { answerPageRequest, type PageAnswer, type PageRequest } from './pageRules';

const answer = (pathname: string, extra: Partial<PageRequest> = {}): PageAnswer =>
  answerPageRequest(config, { hostname: 'localhost', pathname, search: '', storedChoice: { country: null, switchedLanguage: null }, ...extra });
const redirect = (status: 301 | 302, location: string) => ({ kind: 'redirect', status, location });
const stored = (country: string | null, switchedLanguage: string | null = null) => ({ storedChoice: { country, switchedLanguage } });

describe('answerPageRequest: the redirects of section 2 and readings 1, answered by the server', () => {
  it.each<[string, string, Partial<PageRequest>, ReturnType<typeof redirect>]>([
    ['"With no chosen country the root goes to /international"', '/', {}, redirect(302, '/international')],
    ['"with a chosen country the root goes to that country\'s home"', '/', stored('sg'), redirect(302, '/en-sg/')],
    ['the root with a stored switched language the country offers', '/', stored('ae', 'ar'), redirect(302, '/ar-ae/')],
    ['the root with a switched language the country does not offer', '/', stored('sg', 'ar'), redirect(302, '/en-sg/')],
    ['the root with an unknown stored country', '/', stored('zz'), redirect(302, '/international')],
    ['the root keeps the query', '/', { search: '?utm_source=x' }, redirect(302, '/international?utm_source=x')],
    ['"A path with only the prefix gets a trailing slash (query kept)"', '/en-sg', { search: '?utm_source=x' }, redirect(301, '/en-sg/?utm_source=x')],
    ['"in lower case": an upper-case prefix', '/EN-SG/football-legends', {}, redirect(301, '/en-sg/football-legends')],
    ['legacy /sg/ (one language: the same for every shopper, permanent)', '/sg/', {}, redirect(301, '/en-sg/')],
    ['legacy /sa/ with the country default language', '/sa/', {}, redirect(302, '/ar-sa/')],
    ['legacy /ae/ "or the switched language when one is stored"', '/ae/codacash', stored(null, 'ar'), redirect(302, '/ar-ae/codacash')],
    ['legacy product page keeps the rest and the query', '/id/football-legends', { search: '?q=1' }, redirect(302, '/id-id/football-legends?q=1')],
    ['legacy form without a trailing slash', '/sg', {}, redirect(301, '/en-sg/')],
    ['"its language is not among the country\'s languages"', '/fr-sg/codacash', {}, redirect(301, '/en-sg/codacash')],
    ['a foreign language falls back to the stored switched language', '/fr-ae/', stored(null, 'ar'), redirect(302, '/ar-ae/')],
    ['the header search sent before hydration (?q=) goes to its results page', '/en-sg/search/', { search: '?q=+free%20fire+' }, redirect(302, '/en-sg/search/free%20fire')],
    ['the header search without the trailing slash', '/en-sg/search', { search: '?q=legends' }, redirect(302, '/en-sg/search/legends')],
  ])('%s', (_rule, pathname, extra, expected) => {
    expect(answer(pathname, extra)).toEqual(expected);
  });

  it('a search page with a search in its path, or an empty ?q=, is the page itself', () => {
    expect(answer('/en-sg/search/legends', { search: '?q=other' }).kind).toBe('page');
    expect(answer('/en-sg/search/', { search: '?q=%20%20' }).kind).toBe('page');
    expect(answer('/en-sg/search/').kind).toBe('page');
  });

  it('a search longer than the search box allows is cut to its length', () => {
    const long = 'x'.repeat(150);
    expect(answer('/en-sg/search/', { search: `?q=${long}` })).toEqual(redirect(302, `/en-sg/search/${'x'.repeat(100)}`));
  });

  it('a redirect that depends on the stored choice is temporary whichever choice this shopper has', () => {
    expect(answer('/sa/', stored('sa', 'en'))).toEqual(redirect(302, '/en-sa/'));
    expect(answer('/', stored('sa'))).toEqual(redirect(302, '/ar-sa/'));
  });
});

describe('answerPageRequest: pages', () => {
  const page = (a: PageAnswer) => (a.kind === 'page' ? a : undefined);

  it('a canonical country page is 200 with its country and language', () => {
    const shown = page(answer('/ar-sa/'));
    expect(shown?.status).toBe(200);
    expect(shown?.page).toMatchObject({ route: 'Homepage', locale: { pathAfterPrefix: '/' } });
    expect(shown?.page.locale?.country.code).toBe('sa');
    expect(shown?.page.locale?.language).toMatchObject({ code: 'ar', isRTL: true });
    expect(shown?.storefront.name).toBe('Football Store');
  });

  it('a product page names its game (lower case) and its path after the prefix', () => {
    expect(page(answer('/en-sg/football-legends'))?.page).toMatchObject({ route: 'ProductDetail', productSlug: 'football-legends', locale: { pathAfterPrefix: '/football-legends' } });
  });

  it('/id/mobile-legends-tri is matched before the prefix rule (readings 1)', () => {
    expect(page(answer('/id/mobile-legends-tri'))?.page).toMatchObject({ route: 'ProductDetail', productSlug: 'mobile-legends-tri' });
  });

  it.each(['/international', '/product/football-legends', '/marketing-and-partnership'])('%s has no prefix and is left alone', (pathname) => {
    const shown = page(answer(pathname));
    expect(shown?.status).toBe(200);
    expect(shown?.page.locale).toBeUndefined();
  });

  it('a trailing slash on a country page is the same page', () => {
    expect(page(answer('/en-sg/codacash/'))?.page).toMatchObject({ route: 'CodacashLandingPage', locale: { pathAfterPrefix: '/codacash' } });
  });
});

describe('answerPageRequest: 404 where the router shows its 404 page', () => {
  it.each([
    ['an unknown first segment', '/no-such-page'],
    ['an unknown country', '/xx/'],
    ['an unknown country with a language', '/en-xx/'],
    ['a path deeper than any route', '/en-sg/a/b/c'],
    ['a malformed address', '/en-sg/%ZZ'],
    ['a game name that cannot name a game', '/en-sg/not_a_game!'],
  ])('%s: %s', (_case, pathname) => {
    expect(answer(pathname)).toMatchObject({ kind: 'page', status: 404, page: { route: 'NotFound' } });
  });

  it('a global product page whose name cannot name a game', () => {
    expect(answer('/product/not_a_game!')).toMatchObject({ status: 404, page: { route: 'NotFound' } });
    expect(answer('/product/Football-Legends')).toMatchObject({ status: 200, page: { route: 'GlobalProduct', productSlug: 'football-legends' } });
  });

  it('the partner profile page exists on white-label storefronts only', () => {
    expect(answer('/en-sg/user/profile', { hostname: '127.0.0.1' })).toMatchObject({ status: 200, page: { route: 'PartnerProfile' } });
    expect(answer('/en-sg/user/profile')).toMatchObject({ status: 404, page: { route: 'NotFound' } });
  });
});

describe('answerPageRequest: pages no shopper may see on the storefront go to the country home (section 2 "Access")', () => {
  it('the white-label store has no shop-account screens and no wallet', () => {
    for (const path of ['sign-in', 'sign-up', 'recover-password', 'verify', 'confirm-signup', 'wallet/home', 'wallet/verify']) {
      expect(answer(`/en-sg/${path}`, { hostname: '127.0.0.1' })).toEqual(redirect(302, '/en-sg/'));
    }
    expect(answer('/ar-sa/sign-in', { hostname: '127.0.0.1', search: '?returnTo=%2F' })).toEqual(redirect(302, '/ar-sa/'));
  });

  it('the full store shows its account screens to guests; signed-in pages are left to the browser (it knows the session)', () => {
    for (const path of ['sign-in', 'sign-up', 'recover-password', 'verify', 'confirm-signup']) {
      expect(answer(`/en-sg/${path}`)).toMatchObject({ kind: 'page', status: 200 });
    }
    // The test configuration gives every country the notification feature only.
    expect(answer('/en-sg/user/notifications')).toMatchObject({ kind: 'page', status: 200, page: { route: 'UserNotifications' } });
    expect(answer('/en-sg/notifications')).toMatchObject({ kind: 'page', status: 200, page: { route: 'GuestNotifications' } });
  });

  it('a page whose feature the country does not have', () => {
    expect(answer('/en-sg/user/settings')).toEqual(redirect(302, '/en-sg/'));
    expect(answer('/en-sg/wallet/home')).toEqual(redirect(302, '/en-sg/'));
  });
});

describe('answerPageRequest: the host allow-list', () => {
  it('a host no storefront names gets the not-allowed page (403), whatever the path', () => {
    expect(answer('/en-sg/', { hostname: 'evil.example.com' })).toEqual({ kind: 'hostNotAllowed', status: 403 });
    expect(answer('/', { hostname: 'evil.example.com' })).toEqual({ kind: 'hostNotAllowed', status: 403 });
  });

  it('hosts are matched without regard to case, and pick their storefront', () => {
    expect(answer('/en-sg/', { hostname: 'LOCALHOST' })).toMatchObject({ storefront: { name: 'Football Store' } });
    expect(answer('/en-sg/', { hostname: '127.0.0.1' })).toMatchObject({ storefront: { name: 'FC Store', whitelabelId: 2 } });
  });
});
