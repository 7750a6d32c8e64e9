import http from 'node:http';
import { expect, test, type APIRequestContext } from '../support/test';
import { E2E_PORTS, FULL_STORE, PARTNER_STORE } from '../support/env';

// The server answers the page rules and the page's head before any JS (issue 11, items 4 and 6;
// docs/decisions/server-page-rules.md): plain HTTP first, then what a browser sees.

const NO_REDIRECT = { maxRedirects: 0 } as const;

/** Every language-country variant of a page (the country table: 78 countries and their languages) and x-default. */
const HREFLANG_ALTERNATES = /<link rel="alternate" hreflang="[^"]+" href="[^"]+" \/>/g;

async function htmlOf(request: APIRequestContext, url: string): Promise<{ status: number; html: string }> {
  const response = await request.get(url, NO_REDIRECT);
  return { status: response.status(), html: await response.text() };
}

const metaContent = (html: string, attribute: 'name' | 'property', key: string) =>
  new RegExp(`<meta ${attribute}="${key}" content="([^"]*)" />`).exec(html)?.[1];

/** A GET with a Host header of our choosing (a name that resolves nowhere, sent to the store's own address). */
function getWithHost(path: string, host: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    http
      .get({ host: '127.0.0.1', port: E2E_PORTS.shell, path, headers: { host } }, (response) => {
        let body = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (body += chunk));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
      })
      .on('error', reject);
  });
}

test.describe('status codes and Location, before any JS', () => {
  const cases: [path: string, cookie: string | undefined, status: number, location: string][] = [
    ['/', undefined, 302, '/international'],
    ['/', 'shopCountry=sa', 302, '/ar-sa/'],
    ['/', 'shopCountry=ae; switchedLanguage=ar', 302, '/ar-ae/'],
    ['/?utm_source=mail', undefined, 302, '/international?utm_source=mail'],
    ['/en-sg', undefined, 301, '/en-sg/'],
    ['/EN-SG/football-legends?utm_source=x', undefined, 301, '/en-sg/football-legends?utm_source=x'],
    ['/sg/', undefined, 301, '/en-sg/'],
    ['/sg/football-legends', undefined, 301, '/en-sg/football-legends'],
    ['/sa/codacash', undefined, 302, '/ar-sa/codacash'],
    ['/ae/', 'switchedLanguage=ar', 302, '/ar-ae/'],
    ['/fr-sg/codacash', undefined, 301, '/en-sg/codacash'],
  ];
  for (const [path, cookie, status, location] of cases) {
    test(`${path}${cookie ? ` (${cookie})` : ''} -> ${status} ${location}`, async ({ request }) => {
      const response = await request.get(`${FULL_STORE}${path}`, { ...NO_REDIRECT, headers: cookie ? { cookie } : {} });
      expect(response.status()).toBe(status);
      expect(response.headers()['location']).toBe(location);
      if (status === 302) expect(response.headers()['vary']).toContain('Cookie');
    });
  }

  test('the white-label store has no shop-account screens, no wallet and no rewards: the server sends the shopper to the country home', async ({ request, page }) => {
    for (const path of ['/en-sg/sign-in', '/en-sg/sign-up?returnTo=%2Fen-sg%2F', '/en-sg/wallet/home', '/en-sg/codacash', '/en-sg/rewards']) {
      const response = await request.get(`${PARTNER_STORE}${path}`, NO_REDIRECT);
      expect(response.status(), path).toBe(302);
      expect(response.headers()['location'], path).toBe('/en-sg/');
    }
    // The full store shows its account screens to a guest.
    expect((await request.get(`${FULL_STORE}/en-sg/sign-in`, NO_REDIRECT)).status()).toBe(200);
    // In a browser, the white-label home, not an empty page first.
    await page.goto(`${PARTNER_STORE}/en-sg/sign-in`);
    await expect(page).toHaveURL(`${PARTNER_STORE}/en-sg/`);
  });

  test('pages answer 200; addresses no route matches answer 404 with the app page', async ({ request }) => {
    for (const path of ['/en-sg/', '/international', '/product/football-legends', '/marketing-and-partnership', '/id/mobile-legends-tri', '/en-sg/codacash']) {
      expect((await request.get(`${FULL_STORE}${path}`, NO_REDIRECT)).status(), path).toBe(200);
    }
    for (const path of ['/no-such-page', '/xx/', '/en-sg/a/b/c', '/en-sg/%ZZ', '/en-sg/no-such-game', '/product/no-such-game']) {
      const { status, html } = await htmlOf(request, `${FULL_STORE}${path}`);
      expect(status, path).toBe(404);
      // The app's page, its not-found screen rendered on the server (docs/decisions/server-rendering.md).
      expect(html, path).toContain('<div id="root" data-ssr="">');
      expect(html, path).toContain('<meta name="robots" content="noindex" />');
    }
    // The partner profile page exists on the white-label store only.
    expect((await request.get(`${PARTNER_STORE}/en-sg/user/profile`, NO_REDIRECT)).status()).toBe(200);
    expect((await request.get(`${FULL_STORE}/en-sg/user/profile`, NO_REDIRECT)).status()).toBe(404);
  });

  test('a host not on the allow-list gets the not-allowed page with 403', async () => {
    const page = await getWithHost('/en-sg/', `not-the-store.test:${E2E_PORTS.shell}`);
    expect(page.status).toBe(403);
    expect(page.body).toContain('<title>This host is not allowed</title>');
    expect((await getWithHost('/sitemap.xml', 'not-the-store.test')).status).toBe(403);
    // A storefront's host, by the same Host header, is served.
    expect((await getWithHost('/en-sg/', `localhost:${E2E_PORTS.shell}`)).status).toBe(200);
  });
});

test.describe('the head of a page, in the HTML (no JS)', () => {
  test('a country home: title, description, canonical, hreflang, lang and dir in the page language', async ({ request }) => {
    const { status, html } = await htmlOf(request, `${FULL_STORE}/ar-sa/`);
    expect(status).toBe(200);
    expect(html).toMatch(/<html lang="ar" dir="rtl"[ >]/);
    expect(html).toContain('<title>المتجر الرسمي | Football Store</title>');
    expect(metaContent(html, 'name', 'description')).toContain('المملكة العربية السعودية');
    expect(html).toContain(`<link rel="canonical" href="${FULL_STORE}/ar-sa/" />`);
    const alternates = html.match(HREFLANG_ALTERNATES) ?? [];
    expect(alternates.length).toBeGreaterThan(78);
    expect(html).toContain(`<link rel="alternate" hreflang="en-SA" href="${FULL_STORE}/en-sa/" />`);
    expect(html).toContain(`<link rel="alternate" hreflang="id-ID" href="${FULL_STORE}/id-id/" />`);
    expect(html).toContain(`<link rel="alternate" hreflang="x-default" href="${FULL_STORE}/international" />`);
    expect(html).not.toContain('og:title');
  });

  test('a product page: the game in title, description and Open Graph, alternates where it is sold', async ({ request }) => {
    const { status, html } = await htmlOf(request, `${FULL_STORE}/id-id/football-legends`);
    expect(status).toBe(200);
    expect(html).toMatch(/<html lang="id" dir="ltr"[ >]/);
    expect(html).toContain('<title>Football Legends | Football Store</title>');
    expect(metaContent(html, 'name', 'description')?.length).toBeGreaterThan(20);
    expect(html).toContain(`<link rel="canonical" href="${FULL_STORE}/id-id/football-legends" />`);
    expect(html).toContain(`<link rel="alternate" hreflang="en-SG" href="${FULL_STORE}/en-sg/football-legends" />`);
    expect(html).toContain(`<link rel="alternate" hreflang="x-default" href="${FULL_STORE}/product/football-legends" />`);
    expect(metaContent(html, 'property', 'og:title')).toBe('Football Legends');
    expect(metaContent(html, 'property', 'og:url')).toBe(`${FULL_STORE}/id-id/football-legends`);
    expect(metaContent(html, 'property', 'og:locale')).toBe('id_ID');
    const image = metaContent(html, 'property', 'og:image') ?? '';
    // On the storefront's own origin (it forwards /images/ to the API), as an absolute URL.
    expect(image).toBe(`${FULL_STORE}/images/games/football-legends.svg`);
    const served = await request.get(image);
    expect(served.status()).toBe(200);
    expect(served.headers()['content-type']).toBe('image/svg+xml; charset=utf-8');
  });

  test('robots.txt and sitemap.xml', async ({ request }) => {
    const robots = await request.get(`${FULL_STORE}/robots.txt`);
    expect(robots.status()).toBe(200);
    expect(await robots.text()).toContain(`Sitemap: ${FULL_STORE}/sitemap.xml`);
    const sitemap = await request.get(`${FULL_STORE}/sitemap.xml`);
    expect(sitemap.status()).toBe(200);
    expect(sitemap.headers()['content-type']).toContain('application/xml');
    const xml = await sitemap.text();
    for (const path of ['/international', '/en-sg/', '/ar-sa/', '/id-id/', '/en-sg/football-legends', '/id-id/mobile-legends']) {
      expect(xml, path).toContain(`<loc>${FULL_STORE}${path}</loc>`);
    }
  });
});

test.describe('what the browser sees is unchanged', () => {
  test('a server redirect lands on the page the browser would have shown', async ({ page }) => {
    await page.goto(`${FULL_STORE}/sa/`);
    await expect(page).toHaveURL(`${FULL_STORE}/ar-sa/`);
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.locator('header.shell-header')).toBeVisible();
  });

  test('a 404 shows the app 404 screen; choosing a country is remembered for the server', async ({ page, context }) => {
    const response = await page.goto(`${FULL_STORE}/en-sg/a/b/c`);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found');

    await page.goto(`${FULL_STORE}/id-id/`);
    await expect(page.locator('header.shell-header')).toBeVisible();
    await expect.poll(async () => (await context.cookies(FULL_STORE)).find((c) => c.name === 'shopCountry')?.value).toBe('id');
    const root = await page.request.get(`${FULL_STORE}/`, NO_REDIRECT);
    expect(root.headers()['location']).toBe('/id-id/');
    await page.goto(`${FULL_STORE}/`);
    await expect(page).toHaveURL(`${FULL_STORE}/id-id/`);
  });
});
