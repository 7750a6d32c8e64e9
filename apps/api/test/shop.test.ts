import { GAME_VARIANT_SLUGS, INFO_PAGES, infoPageCmsKey } from '@store/shared/domain';
import { signedRequestHeaders } from '@store/shared/signing';
import { openDatabase } from '../src/db/database';
import { contentTranslations } from '../src/content/translations';
import { ENGLISH_INFO_PAGES, infoPageContent, seedInfoPages } from '../src/shop/infoPages';
import { gql, http, signedInUser, startServer, useApi } from './helpers';

const api = useApi();

const SELLABLE = ['sg', 'id', 'my', 'ph', 'th', 'in', 'br', 'us', 'gb', 'de', 'sa', 'ae', 'eg'];

describe('catalogue over GraphQL', () => {
  it.each(SELLABLE)('sells in %s, priced in its currency', async (cc) => {
    const r = await gql(api.base, 'query($cc: String!) { products(countryCode: $cc) { slug currency denominations { price currency } paymentChannels { id sortOrder } } }', { cc });
    expect(r.status).toBe(200);
    const products = r.body.data.products as Array<{ slug: string; currency: string; denominations: Array<{ price: number; currency: string }> }>;
    expect(products.map((p) => p.slug)).toContain('football-legends');
    for (const p of products) for (const d of p.denominations) expect(d.currency).toBe(p.currency);
  });

  it('has every game variant of the spec and mobile legends with a zone id', async () => {
    const r = await gql(api.base, '{ products(countryCode: "sg") { slug requiresZoneId } }');
    const slugs = r.body.data.products.map((p: { slug: string }) => p.slug);
    for (const s of GAME_VARIANT_SLUGS) expect(slugs).toContain(s);
    expect(r.body.data.products.find((p: { slug: string }) => p.slug === 'mobile-legends').requiresZoneId).toBe(true);
    const idr = await gql(api.base, '{ product(countryCode: "id", slug: "football-legends") { denominations { price } } }');
    for (const d of idr.body.data.product.denominations) expect(Number.isInteger(d.price)).toBe(true);
    expect((await gql(api.base, '{ product(countryCode: "sg", slug: "nope") { slug } }')).body.data.product).toBeNull();
    expect((await gql(api.base, '{ products(countryCode: "zz") { slug } }')).body.data.products).toEqual([]);
  });

  it('every game has a tile the API serves: a drawn SVG named by the game, cached, never a document; unknown or bad names refused', async () => {
    const r = await gql(api.base, '{ products(countryCode: "sg") { slug name image } }');
    for (const p of r.body.data.products as Array<{ slug: string; name: string; image: string }>) {
      expect(p.image).toBe(`${api.base}/images/games/${p.slug}.svg`);
    }
    const res = await fetch(`${api.base}/images/games/football-legends.svg`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/svg+xml; charset=utf-8');
    expect(res.headers.get('cache-control')).toBe('public, max-age=86400');
    expect(res.headers.get('content-security-policy')).toContain("default-src 'none'");
    const svg = await res.text();
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"/);
    expect(svg).toContain('<title>Football Legends</title>');
    // Art, not initials: the game's emblem (a ball for Football Legends) and no text drawn over it.
    expect(svg).toContain('clip-path="url(#ball)"');
    expect(svg).not.toContain('<text');
    expect((await fetch(`${api.base}/images/games/no-such-game.svg`)).status).toBe(404);
    for (const bad of ['football-legends.png', '..%2Fsecret.svg', 'FOOTBALL.svg']) {
      expect((await fetch(`${api.base}/images/games/${bad}`)).status).toBe(400);
    }
  });

  it('dynamic game fields: a game that needs a server says so; the player check and the order check it, naming the field', async () => {
    const product = await gql(api.base, '{ product(countryCode: "sg", slug: "lost-sanctuary-eternal-origin") { userIdLabel gameFields { name label options } } }', {}, { 'accept-language': 'ar' });
    expect(product.body.data.product.gameFields).toEqual([{ name: 'server', label: 'الخادم', options: ['Asia-1', 'Asia-2', 'Europe-1'] }]);
    expect((await gql(api.base, '{ product(countryCode: "sg", slug: "football-legends") { gameFields { name } } }')).body.data.product.gameFields).toEqual([]);

    const q = 'query($f: [GameFieldInput!]) { validatePlayer(countryCode: "sg", gameSlug: "lost-sanctuary-eternal-origin", userId: "20000001", fields: $f) { resultCode valid nickname fieldErrors { field code message } } }';
    const missing = await gql(api.base, q, {});
    expect(missing.status).toBe(400);
    expect(missing.body.errors[0].extensions.issues[0]).toMatchObject({ path: 'body.gameFields.server', code: 'invalid_option' });
    expect((await gql(api.base, q, { f: [{ name: 'server', value: 'Mars' }] })).status).toBe(400);
    expect((await gql(api.base, q, { f: [{ name: 'server', value: 'Asia-1' }, { name: 'guild', value: 'x' }] })).status).toBe(400);
    expect((await gql(api.base, q, { f: [{ name: 'server', value: 'Asia-2' }] })).body.data.validatePlayer).toEqual({
      resultCode: -1061, valid: false, nickname: null, fieldErrors: [{ field: 'server', code: -1061, message: 'The game character is not valid.' }],
    });
    expect((await gql(api.base, q, { f: [{ name: 'server', value: 'Asia-1' }] })).body.data.validatePlayer).toMatchObject({ resultCode: 0, valid: true, fieldErrors: [] });

    const create = 'mutation($input: CreateOrderInput!) { createOrder(input: $input) { resultCode } }';
    const input = (gameServer: string, key: string) => ({ idempotencyKey: key, countryCode: 'sg', gameSlug: 'lost-sanctuary-eternal-origin', skuId: 11201, paymentChannelId: 1, userId: '20000001', gameFields: [{ name: 'server', value: gameServer }] });
    const sku = (await gql(api.base, '{ product(countryCode: "sg", slug: "lost-sanctuary-eternal-origin") { denominations { skuId } } }')).body.data.product.denominations[0].skuId;
    const withSku = (gameServer: string, key: string) => ({ ...input(gameServer, key), skuId: sku });
    expect((await gql(api.base, create, { input: withSku('Asia-2', `gf-a-${Date.now()}`) })).body.data.createOrder.resultCode).toBe(-1061);
    expect((await gql(api.base, create, { input: withSku('Asia-1', `gf-b-${Date.now()}`) })).body.data.createOrder.resultCode).toBe(0);
    const football = await gql(api.base, create, { input: { ...withSku('Asia-1', `gf-c-${Date.now()}`), gameSlug: 'football-legends', skuId: 1001, userId: '10000001' } });
    expect(football.status).toBe(400);
  });

  it('player validation: nickname or the spec code', async () => {
    const q = 'query($u: String!, $z: String, $g: String!) { validatePlayer(countryCode: "sg", gameSlug: $g, userId: $u, zoneId: $z) { resultCode valid nickname } }';
    expect((await gql(api.base, q, { g: 'football-legends', u: '10000001' })).body.data.validatePlayer).toEqual({ resultCode: 0, valid: true, nickname: 'StrikerSam' });
    expect((await gql(api.base, q, { g: 'football-legends', u: '99999100' })).body.data.validatePlayer.resultCode).toBe(-100);
    expect((await gql(api.base, q, { g: 'football-legends', u: '10000002' })).body.data.validatePlayer.resultCode).toBe(-200);
    expect((await gql(api.base, q, { g: 'mobile-legends', u: '12345678', z: '2001' })).body.data.validatePlayer.nickname).toBe('MLBBPro');
    expect((await gql(api.base, q, { g: 'crasher-origin', u: '20000001' })).body.data.validatePlayer.valid).toBe(true);
    expect((await gql(api.base, q, { g: 'football-legends', u: 'x'.repeat(100) })).status).toBe(400);
  });

  it('GraphQL errors: syntax and unknown fields 400, GET not served', async () => {
    expect((await gql(api.base, '{ products(')).status).toBe(400);
    expect((await gql(api.base, '{ nope }')).status).toBe(400);
    expect((await http(api.base, 'POST', '/graphql', { query: 1 })).status).toBe(400);
    expect((await http(api.base, 'GET', '/graphql')).status).toBe(404);
  });

  it('signed requests: a valid signature passes once; a replay, a wrong key, an old X-iat or another body is 401', async () => {
    const secret = api.server.config.requestSigningSecret ?? '';
    const q = { query: '{ paymentChannels(countryCode: "sg") { id } }' };
    const signRequest = (key: string, path: string, body: unknown, iat?: number) =>
      signedRequestHeaders({ secret: key, path, body, ...(iat !== undefined ? { nowMs: iat * 1000 } : {}) });
    const headers = await signRequest(secret, '/graphql', q);
    expect((await http(api.base, 'POST', '/graphql', q, headers)).status).toBe(200);
    const replay = await http(api.base, 'POST', '/graphql', q, headers);
    expect(replay.status).toBe(401);
    expect(replay.body.error).toBe('REQUEST_REPLAYED');
    expect((await http(api.base, 'POST', '/graphql', q, await signRequest('wrong', '/graphql', q))).body.error).toBe('SIGNATURE_INVALID');
    expect((await http(api.base, 'POST', '/graphql', q, await signRequest(secret, '/graphql', q, 1_000_000_000))).body.error).toBe('SIGNATURE_EXPIRED');
    expect((await http(api.base, 'POST', '/graphql', { query: '{ products(countryCode: "sg") { slug } }' }, await signRequest(secret, '/graphql', q))).body.error).toBe('SIGNATURE_INVALID');
    // Shop API: the path relative to its mount works too; the signature never makes anyone signed in.
    const cms = { keys: ['home.title'], locale: 'en-sg' };
    expect((await http(api.base, 'POST', '/shop/cms', cms, await signRequest(secret, '/cms', cms))).status).toBe(200);
  });

  it('accepts the storefront signer of @store/shared (jose), with and without the context path', async () => {
    const secret = api.server.config.requestSigningSecret ?? '';
    const body = { searchString: 'legends', countryCode: 'sg' };
    const plain = await signedRequestHeaders({ secret, path: '/search', body });
    expect((await http(api.base, 'POST', '/search', body, plain)).status).toBe(200);
    const withPath = await signedRequestHeaders({ secret, path: '/search', body, includeContextPath: true, nowMs: Date.now() + 1000 });
    expect((await http(api.base, 'POST', '/search', body, withPath)).status).toBe(200);
  });
});

describe('Shop API', () => {
  it('/cms: texts by key with en-default fallback; {} for unknown keys; 400 for bad input', async () => {
    const r = await http(api.base, 'POST', '/shop/cms', { keys: ['home.title', 'footer.about', 'nope'], locale: 'id-id', whitelabelId: 2 });
    expect(r.body).toEqual({ 'home.title': 'Toko resmi Football Legends', 'footer.about': 'The official web store of Football Legends.' });
    expect((await http(api.base, 'POST', '/shop/cms', { keys: ['footer.about'], locale: 'en-sg', type: 'HTML' })).body['footer.about']).toContain('<strong>');
    expect((await http(api.base, 'POST', '/shop/cms', { keys: 'x', locale: 'en' })).status).toBe(400);
  });

  it('/cms: the footer pages (JSON) in the shop language by locale, then language, then English', async () => {
    const keys = INFO_PAGES.map(infoPageCmsKey);
    const page = async (locale: string) => (await http(api.base, 'POST', '/shop/cms', { keys, locale, type: 'JSON' })).body as Record<string, string>;
    for (const [locale, language] of [['en-sg', 'en'], ['ar-ae', 'ar'], ['id-id', 'id'], ['de-de', 'de'], ['th-th', 'th']] as const) {
      const answer = await page(locale);
      expect(Object.keys(answer).sort()).toEqual([...keys].sort());
      for (const name of INFO_PAGES) expect(JSON.parse(answer[infoPageCmsKey(name)] ?? '')).toEqual(infoPageContent(name, language) ?? ENGLISH_INFO_PAGES[name]);
    }
    // The TEXT type does not see them.
    expect((await http(api.base, 'POST', '/shop/cms', { keys, locale: 'en-sg' })).body).toEqual({});
  });

  it('the footer pages are added to a store seeded before them, and an operator-edited text is kept', () => {
    const db = openDatabase(':memory:');
    db.prepare("INSERT INTO cms_texts (key, locale, type, value) VALUES ('page.help', 'en-default', 'JSON', '{\"edited\":true}')").run();
    seedInfoPages(db);
    seedInfoPages(db);
    const rows = db.prepare("SELECT key, locale, value FROM cms_texts WHERE key LIKE 'page.%'").all() as Array<{ key: string; locale: string; value: string }>;
    expect(rows).toHaveLength(INFO_PAGES.length * (1 + contentTranslations().size));
    expect(rows.find((r) => r.key === 'page.help' && r.locale === 'en-default')?.value).toBe('{"edited":true}');
  });

  it('/detectedCountryInfo: from the edge header, else four empty strings', async () => {
    const r = await http(api.base, 'POST', '/shop/detectedCountryInfo', { productPath: '/football-legends', whitelabelId: 2 }, { 'cf-ipcountry': 'ID' });
    expect(r.body).toEqual({ countryIsoCode: 'ID', countryName: 'Indonesia', productPath: '/id/football-legends', productPathShortName: 'football-legends' });
    expect((await http(api.base, 'POST', '/shop/detectedCountryInfo', { productPath: '' })).body).toEqual({ countryIsoCode: '', countryName: '', productPath: '', productPathShortName: '' });
  });

  it('/homePage: sections of products; null for an unsold country', async () => {
    const r = await http(api.base, 'POST', '/shop/homePage', { countryCode: 'br', shopLang: 'pt', whitelabelId: 2, userId: null });
    expect(r.body.currency).toBe('BRL');
    expect(r.body.sections[1].products.length).toBeGreaterThan(5);
    expect((await http(api.base, 'POST', '/shop/homePage', { countryCode: 'zz' })).body).toBeNull();
  });

  it('/infoBar: items for the page and country', async () => {
    const r = await http(api.base, 'POST', '/shop/infoBar', { pageType: 'product', productUrl: 'mobile-legends', countryCode: 'sg', whitelabelId: 2 });
    const texts = r.body.items.map((i: { text: string }) => i.text);
    expect(texts).toContain('Weekly Diamond Pass is back.');
    expect(texts).toContain('Pay with Codacash for faster checkout.');
    expect((await http(api.base, 'POST', '/shop/infoBar', { pageType: 'home', countryCode: 'us' })).body.items.map((i: { text: string }) => i.text)).not.toContain('Pay with Codacash for faster checkout.');
  });

  it('/marketing-consent: reads and sets the consent item', async () => {
    const body = { email: 'fan@example.com', country: 'sg', whitelabelId: 2 };
    expect((await http(api.base, 'POST', '/shop/marketing-consent', body)).body.marketingConsentItem.consent).toBe(false);
    expect((await http(api.base, 'POST', '/shop/marketing-consent', { ...body, consent: true })).body.marketingConsentItem.consent).toBe(true);
    expect((await http(api.base, 'POST', '/shop/marketing-consent', body)).body.marketingConsentItem.consent).toBe(true);
    expect((await http(api.base, 'POST', '/shop/marketing-consent', { country: 'sg' })).status).toBe(400);
  });

  it('/notifications: guest and user lists, ended ones dropped, mark read', async () => {
    const guest = await http(api.base, 'POST', '/shop/notifications', { countryCode: 'sg', locale: 'en-sg', guestUserId: 'guest-12345678' });
    const titles = guest.body.items.map((i: { title: string }) => i.title);
    expect(titles).toContain('Codacash in Singapore');
    expect(titles).not.toContain('Old news');
    expect(guest.body.hasUnread).toBe(true);
    const u = await signedInUser(api.server);
    const ids = guest.body.items.map((i: { id: number }) => i.id);
    const marked = await http(api.base, 'POST', '/shop/notifications', { action: 'markRead', countryCode: 'sg', ids }, u.auth);
    expect(marked.body.hasUnread).toBe(false);
    expect((await http(api.base, 'POST', '/shop/notifications', { countryCode: 'sg' }, u.auth)).body.hasUnread).toBe(false);
    expect((await http(api.base, 'POST', '/shop/notifications', { action: 'delete' })).status).toBe(400);
  });

  it('CMS content in the shop language: info bar by Accept-Language, promos and banners by the locale they carry; English otherwise', async () => {
    const bar = async (lang: string) =>
      (await http(api.base, 'POST', '/shop/infoBar', { pageType: 'home', countryCode: 'sg' }, { 'accept-language': lang })).body.items.map((i: { text: string }) => i.text);
    expect(await bar('ar-SA,ar;q=0.9')).toContain('تسليم فوري لكل عملية شحن.');
    expect(await bar('id')).toContain('Pengiriman instan untuk setiap top-up.');
    expect(await bar('fr')).toContain('Livraison instantanée pour chaque recharge.');
    expect(await bar('sw')).toContain('Instant delivery on every top-up.');
    const promos = async (locale: string) =>
      (await http(api.base, 'POST', '/shop/homeHighlightedPromo', { locale })).body.itemList.map((p: { title: string }) => p.title);
    expect(await promos('id-id')).toContain('Diskon 10% untuk top-up pertama Anda');
    expect(await promos('en-sg')).toContain('10% off your first top-up');
    const home = await http(api.base, 'POST', '/shop/homePage', { countryCode: 'sa', shopLang: 'ar' });
    expect(home.body.banners.map((b: { title: string }) => b.title)).toContain('خصم 10% على أول عملية شحن');
  });

  it('product texts in the shop language where the CMS has them (Accept-Language), as written otherwise', async () => {
    const q = '{ product(countryCode: "sg", slug: "football-legends") { description } }';
    const english = (await gql(api.base, q)).body.data.product.description as string;
    api.server.db.prepare('INSERT INTO content_translations (source, lang, value) VALUES (?, ?, ?)').run(english, 'ms', 'Tambah nilai Coins serta-merta.');
    expect((await gql(api.base, q, {}, { 'accept-language': 'ms-MY' })).body.data.product.description).toBe('Tambah nilai Coins serta-merta.');
    expect((await gql(api.base, '{ products(countryCode: "sg") { slug description } }', {}, { 'accept-language': 'ms' })).body.data.products[0].description).toBe('Tambah nilai Coins serta-merta.');
    expect((await gql(api.base, q, {}, { 'accept-language': 'sw' })).body.data.product.description).toBe(english);
  });

  it('labels and the card channel come translated, in listings and on the order the shopper reads back', async () => {
    const q = '{ product(countryCode: "sa", slug: "football-legends") { userIdLabel paymentChannels { id name } } }';
    const ar = (await gql(api.base, q, {}, { 'accept-language': 'ar' })).body.data.product;
    expect(ar.userIdLabel).toBe('معرّف اللاعب');
    expect(ar.paymentChannels.find((c: { id: number }) => c.id === 1).name).toBe('بطاقة ائتمان / خصم مباشر');
    const create = `mutation($input: CreateOrderInput!) { createOrder(input: $input) { resultCode order { orderId paymentChannelName } } }`;
    const input = { idempotencyKey: `tr-${Date.now()}`, countryCode: 'id', gameSlug: 'football-legends', skuId: 1001, paymentChannelId: 1, userId: '10000002' };
    const created = (await gql(api.base, create, { input }, { 'accept-language': 'id' })).body.data.createOrder;
    expect(created).toMatchObject({ resultCode: 0, order: { paymentChannelName: 'Kartu Kredit / Debit' } });
    const read = await gql(api.base, 'query($id: ID!) { order(orderId: $id) { paymentChannelName } }', { id: created.order.orderId });
    expect(read.body.data.order.paymentChannelName).toBe('Credit / Debit Card');
  });

  it('/homeHighlightedPromo and /productHighlightedPromo: itemList', async () => {
    const home = await http(api.base, 'POST', '/shop/homeHighlightedPromo', { locale: 'en-sg' });
    expect(home.body.itemList.map((p: { promoCode: string }) => p.promoCode)).toEqual(['WELCOME10', 'FOOTY20', 'MLBB15']);
    const product = await http(api.base, 'POST', '/shop/productHighlightedPromo', { locale: 'en-sg', productPath: '/football-legends', whitelabelId: 2 });
    expect(product.body.itemList.map((p: { promoCode: string }) => p.promoCode)).toEqual(['WELCOME10', 'FOOTY20']);
    expect((await http(api.base, 'POST', '/shop/productHighlightedPromo', { locale: 'en-sg', productPath: '/nope' })).body.itemList).toEqual([]);
  });

  it('/search: results, empty results, errorMessage for an unsupported country, 400 for empty', async () => {
    const r = await http(api.base, 'POST', '/search', { searchString: 'legends', countryCode: 'sg' });
    expect(r.body.results.map((p: { slug: string }) => p.slug)).toEqual(expect.arrayContaining(['football-legends', 'mobile-legends']));
    expect((await http(api.base, 'POST', '/search', { searchString: 'zzzz', countryCode: 'sg' })).body.results).toEqual([]);
    expect((await http(api.base, 'POST', '/search', { searchString: 'legends', countryCode: 'zz' })).body.errorMessage).toBe('UNSUPPORTED_COUNTRY');
    expect((await http(api.base, 'POST', '/search', { searchString: '', countryCode: 'sg' })).status).toBe(400);
  });

  it('/dev/outbox is readable in dev mode only', async () => {
    expect((await http(api.base, 'GET', '/dev/outbox')).status).toBe(200);
    const prod = await startServer({ devMode: false });
    try {
      expect((await http(prod.url, 'GET', '/dev/outbox')).status).toBe(404);
    } finally {
      await prod.close();
    }
  });

  it('transport errors are 4xx: bad JSON 400, wrong content type 415, body too large 413, unknown route 404', async () => {
    expect((await http(api.base, 'POST', '/shop/cms', '{"keys":', { 'content-type': 'application/json' })).status).toBe(400);
    expect((await http(api.base, 'POST', '/shop/cms', '<keys/>', { 'content-type': 'application/xml' })).status).toBe(415);
    expect((await http(api.base, 'POST', '/shop/cms', JSON.stringify({ keys: ['a'], locale: 'en', pad: 'x'.repeat(300_000) }))).status).toBe(413);
    expect((await http(api.base, 'GET', '/nope')).status).toBe(404);
  });
});
