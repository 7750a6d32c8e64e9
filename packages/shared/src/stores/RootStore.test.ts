import { RuntimeConfigSchema } from '../kernel/runtimeConfig';
import { startTestServer, testConfig, type TestServer } from '../api/testServer.testutil';
import { UserType } from '../domain/statuses';
import { CASHBACK_COOKIE } from '../domain/cashbackCookie';
import { createMemoryCookieJar } from './cookieJar';
import { RootStore } from './RootStore';
import { createWalletClient } from '@store/shared/api';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());
beforeEach(() => {
  server.requests.length = 0;
});

const ATTRS = { sub: 'u-1', email: 'a@b.co', 'custom:country_code': 'sg', 'custom:logged_in': '1' };
const WALLET = { walletId: 'w1', walletStatus: 1, countryCode: 'sg', balanceAmount: 4 };

function root(theme?: { whitelabelId?: number }) {
  const config = RuntimeConfigSchema.parse(testConfig(server.url));
  const storefront = { ...(config.storefronts[0] as (typeof config.storefronts)[number]), ...theme };
  return new RootStore({ config, theme: storefront, tokens: { getIdToken: async () => 'id-tok' }, log: jest.fn(), getPath: () => '/en-sg/' });
}

describe('RootStore wiring (one per page)', () => {
  test('clients use the session identity and the shop locale; sign-out clears notifications', async () => {
    server.handle((r) => {
      if (r.path === '/wallet/user/wallet') return { body: { resultCode: 0, data: WALLET } };
      if (r.path === '/shop/notifications') return { body: [{ id: 1, isRead: false }] };
      return undefined;
    });
    const r = root();
    expect(r.isWhiteLabel).toBe(false);
    r.shop.setCountry('sg');
    // The wallet remote's own client, built from the page's config, session and shop.
    const wallet = createWalletClient(r.config, { identity: r.session, locale: () => r.shop.locale, log: jest.fn() });
    expect(await wallet.getWallet()).toBeUndefined(); // guest: no wallet call leaves the page
    expect(server.requests).toEqual([]);

    r.session.completeSignIn(ATTRS);
    expect(await wallet.getWallet()).toMatchObject({ walletId: 'w1' });
    await r.notifications.refresh({});
    expect(r.notifications.hasUnread).toBe(true);
    const walletReq = server.requests.find((q) => q.path === '/wallet/user/wallet');
    expect(walletReq?.headers.authorization).toBe('Bearer id-tok');
    expect(walletReq?.headers['x-country-code']).toBe('sg');

    r.session.signOut();
    expect(r.notifications.items).toEqual([]);
  });

  test("a notice whose link the storefront never opens is not shown there: Codacash on a white-label store", async () => {
    const notices = [
      { id: 1, isRead: false, link: '/codacash' },
      { id: 2, isRead: false, link: '/football-legends' },
      { id: 3, isRead: false },
    ];
    server.handle((r) => (r.path === '/shop/notifications' ? { body: notices } : undefined));
    const whiteLabel = root({ whitelabelId: 2 });
    await whiteLabel.notifications.refresh({});
    expect(whiteLabel.notifications.items.map((n) => n.id)).toEqual([2, 3]);
    const full = root();
    await full.notifications.refresh({});
    expect(full.notifications.items.map((n) => n.id)).toEqual([1, 2, 3]);
  });

  test("a signed-in user's GraphQL calls carry their ID token where the auth header is on (section 7, 9); a guest's carry none", async () => {
    server.handle(() => ({ body: { data: { me: { id: 'u-1' } } } }));
    const r = root();
    r.shop.setCountry('sg');
    const { z } = await import('zod');
    const me = () => r.api.graphql.request({ document: 'query Me { me { id } }', schema: z.unknown() });
    await me();
    expect(server.requests[0]?.headers.authorization).toBeUndefined();
    r.session.completeSignIn(ATTRS);
    await me();
    expect(server.requests[1]?.headers.authorization).toBe('Bearer id-tok');
  });

  test('a GraphQL 401 logs out the partner account', async () => {
    server.handle(() => ({ status: 401, body: {} }));
    const r = root({ whitelabelId: 2 });
    expect(r.isWhiteLabel).toBe(true);
    r.session.setPartnerAccount({ name: 'P', id: 'p', status: 2, country: 'sg', accessToken: 't' });
    await expect(r.api.graphql.request({ document: 'query Me { me { id } }', schema: (await import('zod/mini')).unknown() })).rejects.toThrow();
    expect(r.session.isPartnerAccount).toBe(false);
    expect(server.requests[0]?.headers['x-whitelabel-id']).toBe('2');
    expect(server.requests[0]?.headers.path).toBe('/en-sg/');
  });

  test('a guest whose order earned cashback is kept in the cookie and becomes soft-signed-in (readings 9), on this page and the next', () => {
    const config = RuntimeConfigSchema.parse(testConfig(server.url));
    const cookies = createMemoryCookieJar();
    const r = new RootStore({ config, cookies });
    r.creditGuestCashback({ email: 'ann@example.com', txnId: 'ORD-1', reward: 0 });
    expect(r.session.userType).toBe(UserType.Guest);
    r.creditGuestCashback({ email: 'ann@example.com', txnId: 'ORD-1', reward: 0.01 });
    expect(r.session.userType).toBe(UserType.SoftSignedIn);
    expect(r.session.contact).toEqual({ email: 'ann@example.com' });
    const next = new RootStore({ config, cookies });
    expect(next.session.userType).toBe(UserType.SoftSignedIn);
    expect(next.session.contact).toEqual({ email: 'ann@example.com' });
    r.creditGuestCashback({ email: 'ann@example.com', txnId: 'ORD-2', reward: 0.02 });
    expect(JSON.parse(cookies.get(CASHBACK_COOKIE) ?? '{}')).toMatchObject({ reward: 0.03, txnId: ['ORD-1', 'ORD-2'] });
  });

  test("a guest's rewards leave the browser when adopted or forfeited: no cookie, a guest again; a signed-in user has none", () => {
    const config = RuntimeConfigSchema.parse(testConfig(server.url));
    const cookies = createMemoryCookieJar();
    const r = new RootStore({ config, cookies });
    expect(r.guestCashback()).toBeUndefined();
    r.creditGuestCashback({ email: 'ann@example.com', txnId: 'ORD-1', reward: 0.5 });
    expect(r.guestCashback()).toMatchObject({ email: 'ann@example.com', reward: 0.5, txnId: ['ORD-1'] });
    r.clearGuestCashback();
    expect(r.guestCashback()).toBeUndefined();
    expect(cookies.get(CASHBACK_COOKIE)).toBeUndefined();
    expect(r.session.userType).toBe(UserType.Guest);
    expect(r.session.contact).toBeUndefined();

    r.creditGuestCashback({ email: 'ann@example.com', txnId: 'ORD-2', reward: 0.5 });
    r.session.completeSignIn({ sub: 'u-1', email: 'ann@example.com' });
    expect(r.guestCashback()).toBeUndefined();
    r.clearGuestCashback();
    expect(r.session.userType).toBe(UserType.SignedIn);
  });

  test('clients can be replaced', () => {
    const config = RuntimeConfigSchema.parse(testConfig(server.url));
    const search = { search: jest.fn(), http: undefined as never };
    const r = new RootStore({ config, api: { search } });
    expect(r.api.search).toBe(search);
    expect(r.theme).toBeUndefined();
  });
});
