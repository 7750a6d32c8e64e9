/** @jest-environment node */
import { createStorePages, hostnameOf, type StoreRequest } from './storeServer';
import type { CatalogFacts } from './catalogFacts';
import { serverTestConfig } from './serverTestConfig.testutil';

const INDEX = '<!doctype html><html lang="en"><head><title>Store</title></head><body><div id="root"></div></body></html>';
const GAME = { slug: 'football-legends', name: 'Football Legends', description: 'Coins for every match.', image: 'http://api.test/images/games/football-legends.svg' };

const catalog = (overrides: Partial<CatalogFacts> = {}): CatalogFacts => ({
  game: async ({ slug }) => (slug === GAME.slug ? GAME : null),
  countriesSelling: async (slug) => (slug === GAME.slug ? ['sg', 'id'] : null),
  gamesSoldIn: async (countryCode) => (countryCode === 'sg' ? [GAME.slug] : []),
  ...overrides,
});
const pagesWith = (facts: CatalogFacts = catalog()) => createStorePages({ config: () => serverTestConfig, indexHtml: () => INDEX, catalogFacts: facts });
const request = (url: string, extra: Partial<StoreRequest> = {}): StoreRequest => ({ host: 'localhost:3000', url, protocol: 'http', ...extra });

describe('createStorePages: page answers', () => {
  it('redirects with a Location; a redirect that depends on the cookies varies by them', async () => {
    const pages = pagesWith();
    expect(await pages.page(request('/'))).toEqual({ status: 302, headers: { location: '/international', 'cache-control': 'no-cache', vary: 'Cookie' } });
    expect((await pages.page(request('/', { cookie: 'other=1; shopCountry=id; switchedLanguage=en' }))).headers.location).toBe('/en-id/');
    expect(await pages.page(request('/EN-SG/?a=1'))).toEqual({ status: 301, headers: { location: '/en-sg/?a=1', 'cache-control': 'no-cache' } });
  });

  it('a product page holds the game in its head', async () => {
    const answer = await pagesWith().page(request('/en-sg/football-legends'));
    expect(answer.status).toBe(200);
    expect(answer.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(answer.body).toContain('<title>Football Legends | Football Store</title>');
    expect(answer.body).toContain('<meta property="og:title" content="Football Legends" />');
    expect(answer.body).toContain('<link rel="alternate" hreflang="id-ID" href="http://localhost:3000/id-id/football-legends" />');
  });

  it("a page carries, in its language, the notices for a browser that runs none of the store's code", async () => {
    const body = String((await pagesWith().page(request('/ar-sa/'))).body);
    expect(body).toContain('<body>\n    <noscript><p class="store-notice">فعّل JavaScript في متصفحك للشراء من هذا المتجر.</p></noscript>');
    expect(body).toContain('<p id="store-code-failed" class="store-notice" role="alert" hidden>تعذّر تحميل المتجر بالكامل.');
    expect(body).toContain('<button type="button">إعادة التحميل</button></p><div id="root"></div>');
  });

  it('a game the country does not sell is a 404, in the page language', async () => {
    const answer = await pagesWith().page(request('/id-id/no-such-game'));
    expect(answer.status).toBe(404);
    expect(answer.body).toContain('<html lang="id" dir="ltr">');
    expect(answer.body).toContain('<meta name="robots" content="noindex" />');
  });

  it('a global product page of a game sold nowhere is a 404; of a sold one, 200', async () => {
    const pages = pagesWith();
    expect((await pages.page(request('/product/no-such-game'))).status).toBe(404);
    expect((await pages.page(request('/product/football-legends'))).status).toBe(200);
  });

  it('with the API down or slow the page is served anyway, with generic tags', async () => {
    const down = catalog({ game: async () => undefined, countriesSelling: async () => undefined });
    const answer = await pagesWith(down).page(request('/en-sg/football-legends'));
    expect(answer.status).toBe(200);
    expect(answer.body).toContain('<title>Official store | Football Store</title>');
    expect(answer.body).not.toContain('og:title');
  });

  it('a foreign host gets the app page (its not-allowed screen) with 403', async () => {
    const answer = await pagesWith().page(request('/en-sg/', { host: 'evil.example.com' }));
    expect(answer.status).toBe(403);
    expect(answer.body).toContain('<title>This host is not allowed</title>');
    expect(answer.body).toContain('<div id="root"></div>');
  });
});

describe('createStorePages: robots.txt and sitemap.xml', () => {
  it('robots.txt names the sitemap of the storefront', () => {
    const answer = pagesWith().robotsTxt(request('/robots.txt'));
    expect(answer.status).toBe(200);
    expect(answer.body).toContain('Sitemap: http://localhost:3000/sitemap.xml');
  });

  it('the sitemap lists the country chooser, every country home and the product pages', async () => {
    const answer = await pagesWith().sitemapXml(request('/sitemap.xml'));
    expect(answer.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(answer.body).toContain('<loc>http://localhost:3000/international</loc>');
    expect(answer.body).toContain('<loc>http://localhost:3000/ar-sa/</loc>');
    expect(answer.body).toContain('<loc>http://localhost:3000/en-sg/football-legends</loc>');
    expect(answer.body).not.toContain('/id-id/football-legends');
  });

  it('the sitemap without the API still lists the homes', async () => {
    const answer = await pagesWith(catalog({ gamesSoldIn: async () => undefined })).sitemapXml(request('/sitemap.xml'));
    expect(answer.body).toContain('<loc>http://localhost:3000/en-sg/</loc>');
  });

  it('a foreign host gets neither', async () => {
    const pages = pagesWith();
    expect(pages.robotsTxt(request('/robots.txt', { host: 'evil.example.com' })).status).toBe(403);
    expect((await pages.sitemapXml(request('/sitemap.xml', { host: 'evil.example.com' }))).status).toBe(403);
  });
});

describe('hostnameOf', () => {
  it.each([
    ['localhost:3000', 'localhost'],
    ['127.0.0.2:3000', '127.0.0.2'],
    ['Store.Example.com', 'store.example.com'],
    [undefined, undefined],
    ['bad host/x', undefined],
  ])('%s -> %s', (host, expected) => {
    expect(hostnameOf(host)).toBe(expected);
  });
});

describe('createStorePages: the page cache', () => {
  const countingCatalog = () => {
    const asked = { games: 0 };
    const facts = catalog({
      game: async ({ slug }) => {
        asked.games++;
        return slug === GAME.slug ? GAME : null;
      },
    });
    return { asked, facts };
  };
  const cachedPages = (facts: CatalogFacts, log = jest.fn()) =>
    createStorePages({ config: () => serverTestConfig, indexHtml: () => INDEX, catalogFacts: facts, pageCache: { freshMs: 60_000, staleMs: 120_000 }, log });

  it('answers the same request from the kept page, and compresses a page asked for again, once', async () => {
    const { asked, facts } = countingCatalog();
    const pages = cachedPages(facts);
    const first = await pages.page(request('/en-sg/football-legends'));
    expect(typeof first.body).toBe('string');
    expect(first.encoded).toBeUndefined();
    const second = await pages.page(request('/en-sg/football-legends'));
    expect(second.body).toBe(first.body);
    expect(asked.games).toBe(1);
    // The second answer started the compression (off the main thread); the answers after it carry the bytes.
    let kept = await pages.page(request('/en-sg/football-legends'));
    for (let i = 0; i < 50 && !kept.encoded; i++) {
      await new Promise((r) => setTimeout(r, 20));
      kept = await pages.page(request('/en-sg/football-legends'));
    }
    expect(kept.encoded?.etag).toMatch(/^"[\w-]+"$/);
    const { brotliDecompressSync, gunzipSync } = await import('node:zlib');
    expect(brotliDecompressSync(kept.encoded!.br).toString()).toBe(first.body);
    expect(gunzipSync(kept.encoded!.gzip).toString()).toBe(first.body);
    expect(asked.games).toBe(1);
  });

  it('does not compress a page asked for once (most pages with a shopper\'s own cookies)', async () => {
    const { facts } = countingCatalog();
    const pages = cachedPages(facts);
    await pages.page(request('/en-sg/football-legends', { cookie: 'shopCountry=sg' }));
    await new Promise((r) => setTimeout(r, 300));
    expect((await pages.page(request('/en-sg/football-legends', { cookie: 'shopCountry=sg' }))).encoded).toBeUndefined();
  });

  it('keeps pages apart by host, address and cookies (what a render reads)', async () => {
    const { asked, facts } = countingCatalog();
    const pages = cachedPages(facts);
    await pages.page(request('/en-sg/football-legends'));
    await pages.page(request('/en-sg/football-legends', { cookie: 'shopCountry=sg' }));
    await pages.page(request('/en-sg/football-legends', { host: '127.0.0.1:3000' }));
    await pages.page(request('/en-sg/football-legends?ref=mail'));
    expect(asked.games).toBe(4);
  });

  it('keeps 404 pages, never redirects or a foreign host refusal', async () => {
    const { asked, facts } = countingCatalog();
    const pages = cachedPages(facts);
    await pages.page(request('/id-id/no-such-game'));
    expect((await pages.page(request('/id-id/no-such-game'))).status).toBe(404);
    expect(asked.games).toBe(1);
    const redirect = await pages.page(request('/'));
    expect(redirect.encoded).toBeUndefined();
    const refused = await pages.page(request('/en-sg/', { host: 'evil.example.com' }));
    expect(refused.status).toBe(403);
    expect(refused.encoded).toBeUndefined();
  });
});

