import { createSearchClient } from './searchClient';
import { createShopClient, type ShopClient } from './shopClient';
import { useTestServer } from './testServer.testutil';

const live = useTestServer();

const experiments = { getToken: () => 'ex-tok', getContext: () => 'ex-ctx' };
const shop = (over: { whitelabelId?: number; log?: jest.Mock; timeoutMs?: number; identity?: import('./identity').IdentityProvider } = {}) =>
  createShopClient(live.config, { experiments, whitelabelId: 2, locale: () => ({ countryCode: 'sa', languageCode: 'ar' }), log: jest.fn(), timeoutMs: 2000, ...over });

describe('shop client (spec 7)', () => {
  test('POST JSON with experiment-context, experiment-token, whitelabel-id and the shop language (Accept-Language) headers; bodies per endpoint', async () => {
    live.server.handle((r) => {
      switch (r.path) {
        case '/shop/cms':
          return { body: { 'home.title': 'Hello' } };
        case '/shop/detectedCountryInfo':
          return { body: { countryIsoCode: 'SG', countryName: 'Singapore', productPath: 'mlbb', productPathShortName: 'ml' } };
        case '/shop/homePage':
          return { body: { sections: [1] } };
        case '/shop/infoBar':
          return { body: { items: [{ id: 1 }] } };
        case '/shop/marketing-consent':
          return { body: { marketingConsentItem: [{ channel: 'email', consent: true }] } };
        case '/shop/notifications':
          return { body: [{ id: 'n1', isRead: false, endDate: '2099-01-01T00:00:00Z' }] };
        case '/shop/homeHighlightedPromo':
        case '/shop/productHighlightedPromo':
          return { body: { itemList: [{ promo: 'x' }] } };
      }
      return undefined;
    });
    const c = shop();
    await expect(c.cms({ keys: ['home.title'], locale: 'en-sg' })).resolves.toEqual({ 'home.title': 'Hello' });
    await expect(c.detectedCountryInfo({ productPath: 'mlbb' })).resolves.toEqual({ countryIsoCode: 'SG', countryName: 'Singapore', productPath: 'mlbb', productPathShortName: 'ml' });
    await expect(c.homePage({ countryCode: 'sg', shopLang: 'en', userId: 'u1' })).resolves.toEqual({ sections: [1] });
    await expect(c.infoBar({ pageType: 'home', countryCode: 'sg' })).resolves.toEqual([{ id: 1 }]);
    await expect(c.marketingConsent({ email: 'a@b.co', country: 'sg' })).resolves.toEqual([{ channel: 'email', consent: true }]);
    await expect(c.notifications({ userId: 'u1' })).resolves.toEqual([{ id: 'n1', isRead: false, endDate: '2099-01-01T00:00:00Z' }]);
    await expect(c.homeHighlightedPromo({ locale: 'en-sg' })).resolves.toEqual([{ promo: 'x' }]);
    await expect(c.productHighlightedPromo({ locale: 'en-sg', productPath: 'mlbb' })).resolves.toEqual([{ promo: 'x' }]);

    for (const r of live.server.requests) {
      expect(r.method).toBe('POST');
      expect(r.headers['content-type']).toMatch(/application\/json/);
      expect(r.headers['experiment-context']).toBe('ex-ctx');
      expect(r.headers['experiment-token']).toBe('ex-tok');
      expect(r.headers['whitelabel-id']).toBe('2');
      expect(r.headers['accept-language']).toBe('ar');
    }
    expect(live.server.requests.map((r) => [r.path, r.body])).toEqual([
      ['/shop/cms', { keys: ['home.title'], locale: 'en-sg', type: 'TEXT', whitelabelId: 2 }],
      ['/shop/detectedCountryInfo', { productPath: 'mlbb', whitelabelId: 2 }],
      ['/shop/homePage', { countryCode: 'sg', shopLang: 'en', whitelabelId: 2, userId: 'u1' }],
      ['/shop/infoBar', { pageType: 'home', countryCode: 'sg', whitelabelId: 2 }],
      ['/shop/marketing-consent', { email: 'a@b.co', country: 'sg', whitelabelId: 2 }],
      ['/shop/notifications', { userId: 'u1' }],
      ['/shop/homeHighlightedPromo', { locale: 'en-sg' }],
      ['/shop/productHighlightedPromo', { locale: 'en-sg', productPath: 'mlbb', whitelabelId: 2 }],
    ]);
  });

  test('marketing consent: a choice is sent as `consent`; without one the call only reads', async () => {
    live.server.handle((r) => ({ body: { marketingConsentItem: { email: 'a@b.co', consent: (r.body as { consent?: boolean }).consent ?? false } } }));
    await expect(shop().marketingConsent({ email: 'a@b.co', country: 'sg', consent: true })).resolves.toEqual([{ email: 'a@b.co', consent: true }]);
    await shop().marketingConsent({ email: 'a@b.co', country: 'sg' });
    expect(live.server.requests.map((r) => r.body)).toEqual([
      { email: 'a@b.co', country: 'sg', whitelabelId: 2, consent: true },
      { email: 'a@b.co', country: 'sg', whitelabelId: 2 },
    ]);
  });

  test('notifications carry the caller\'s token (their own list and read state); other calls never do', async () => {
    live.server.handle((r) => (r.path === '/shop/notifications' ? { body: { items: [{ id: 1, isRead: false }], guestUserId: null } } : { body: { itemList: [] } }));
    const identity = { getIdToken: async () => 'id-token', getPartnerToken: () => undefined };
    const c = shop({ identity });
    await expect(c.notificationFeed?.({ action: 'list', countryCode: 'sg' })).resolves.toEqual({ items: [{ id: 1, isRead: false }], guestUserId: null });
    await c.notifications({ action: 'list' });
    await c.homeHighlightedPromo({ locale: 'en-sg' });
    expect(live.server.requests.map((r) => [r.path, r.headers.authorization])).toEqual([
      ['/shop/notifications', 'Bearer id-token'],
      ['/shop/notifications', 'Bearer id-token'],
      ['/shop/homeHighlightedPromo', undefined],
    ]);
    live.server.handle(() => ({ status: 500, body: {} }));
    await expect(c.notificationFeed?.({ action: 'list' })).resolves.toBeUndefined();
  });

  test('the full store theme sends no whitelabel-id; no experiment values, no experiment headers', async () => {
    live.server.handle(() => ({ body: { itemList: [] } }));
    await createShopClient(live.config, { log: jest.fn() }).homeHighlightedPromo({ locale: 'en-sg' });
    const h = live.server.requests[0]?.headers ?? {};
    expect(h['whitelabel-id']).toBeUndefined();
    expect(h['experiment-token']).toBeUndefined();
    expect(h['experiment-context']).toBeUndefined();
  });

  const defaults: Array<[string, (c: ShopClient) => Promise<unknown>, unknown]> = [
    ['/cms {}', (c) => c.cms({ keys: [], locale: 'en' }), {}],
    ['/detectedCountryInfo four empty strings', (c) => c.detectedCountryInfo({ productPath: 'x' }), { countryIsoCode: '', countryName: '', productPath: '', productPathShortName: '' }],
    ['/homePage null', (c) => c.homePage({ countryCode: 'sg', shopLang: 'en' }), null],
    ['/infoBar []', (c) => c.infoBar({ pageType: 'home', countryCode: 'sg' }), []],
    ['/marketing-consent []', (c) => c.marketingConsent({ country: 'sg' }), []],
    ['/notifications []', (c) => c.notifications({}), []],
    ['/homeHighlightedPromo []', (c) => c.homeHighlightedPromo({ locale: 'en' }), []],
    ['/productHighlightedPromo []', (c) => c.productHighlightedPromo({ locale: 'en', productPath: 'x' }), []],
  ];
  test.each(defaults)('on failure (500) log and return the default: %s', async (_n, call, fallback) => {
    live.server.handle(() => ({ status: 500, body: { message: 'down' } }));
    const log = jest.fn();
    await expect(call(shop({ log }))).resolves.toEqual(fallback);
    expect(log).toHaveBeenCalled();
  });
  test.each(defaults)('on an invalid body return the default: %s', async (_n, call, fallback) => {
    live.server.handle(() => ({ status: 200, text: 'not json' }));
    await expect(call(shop())).resolves.toEqual(fallback);
  });
  test.each(defaults)('on a timeout return the default: %s', async (_n, call, fallback) => {
    live.server.handle(() => ({ status: 200, body: {}, delayMs: 300 }));
    await expect(call(shop({ timeoutMs: 40 }))).resolves.toEqual(fallback);
  });

  test('notifications inside {items}; marketing consent as one object', async () => {
    live.server.handle((r) => (r.path === '/shop/notifications' ? { body: { items: [{ id: 3 }] } } : { body: { marketingConsentItem: { a: 1 } } }));
    await expect(shop().notifications({})).resolves.toEqual([{ id: 3, isRead: false }]);
    await expect(shop().marketingConsent({ country: 'sg' })).resolves.toEqual([{ a: 1 }]);
  });
});

describe('search client (spec 7, 8)', () => {
  const search = (timeoutMs = 2000) => createSearchClient(live.config, { log: jest.fn(), timeoutMs });
  test('POST {base}/search with the params; results', async () => {
    live.server.handle(() => ({ body: { results: [{ name: 'Mobile Legends' }] } }));
    await expect(search().search({ searchString: 'mobile', countryCode: 'sg' })).resolves.toEqual({ results: [{ name: 'Mobile Legends' }], networkError: false });
    expect(live.server.requests[0]).toMatchObject({ method: 'POST', path: '/order/search', body: { searchString: 'mobile', countryCode: 'sg' } });
  });
  test('errorMessage', async () => {
    live.server.handle(() => ({ body: { errorMessage: 'No results' } }));
    await expect(search().search({})).resolves.toEqual({ results: [], errorMessage: 'No results', networkError: false });
  });
  test.each([
    ['500', { status: 500, body: {} }],
    ['timeout', { body: { results: [] }, delayMs: 300 }],
    ['garbage', { text: '<html>' }],
  ])('network error (%s) sets the error flag', async (_n, reply) => {
    live.server.handle(() => reply);
    await expect(search(40).search({})).resolves.toEqual({ results: [], networkError: true });
  });
});
