import { expect, test } from '../support/test';
import { E2E_PORTS, FULL_STORE, PARTNER_STORE } from '../support/env';

const directives = (csp: string) =>
  Object.fromEntries(
    csp.split(';').map((part) => {
      const [name = '', ...sources] = part.trim().split(/\s+/);
      return [name, sources];
    }),
  );

test('a storefront page carries its security headers and runs under its CSP without a violation', async ({ page }) => {
  const violations: string[] = [];
  page.on('console', (m) => {
    if (/Content Security Policy|Refused to/i.test(m.text())) violations.push(m.text());
  });
  const response = await page.goto(`${FULL_STORE}/en-sg/football-legends`);
  const headers = response?.headers() ?? {};
  const csp = directives(headers['content-security-policy'] ?? '');
  expect(csp['frame-ancestors']).toEqual(["'none'"]);
  expect(csp['script-src']).toEqual(expect.arrayContaining(["'self'", `http://127.0.0.1:${E2E_PORTS.catalog}`, `http://127.0.0.1:${E2E_PORTS.checkout}`]));
  expect(csp['connect-src']).toEqual(expect.arrayContaining([`http://127.0.0.1:${E2E_PORTS.api}`]));
  expect(headers['content-security-policy']).not.toContain('unsafe-eval');
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');

  // The whole product page (shell, catalog, checkout's form, API data) works under that policy.
  await expect(page.getByTestId('topup-form')).toBeVisible({ timeout: 15_000 });
  await page.waitForLoadState('networkidle');
  expect(violations).toEqual([]);
});

test('another site cannot frame the store', async ({ page }) => {
  // A page on another origin (a remote's server stands in for it) frames the store.
  await page.goto(`http://127.0.0.1:${E2E_PORTS.rewards}/no-such-file.txt`);
  await page.setContent(`<iframe id="store" src="${PARTNER_STORE}/en-sg/"></iframe>`);
  // Chromium refuses the document (frame-ancestors 'none') and shows its error page in the frame instead.
  await expect.poll(() => page.frames().find((f) => f !== page.mainFrame())?.url()).toMatch(/^chrome-error:/);
  await expect(page.frameLocator('#store').locator('header.shell-header')).toHaveCount(0);
});

test('static servers allow only the storefronts by CORS, and serve no source maps', async ({ request }) => {
  const manifest = `http://127.0.0.1:${E2E_PORTS.checkout}/mf-manifest.json`;
  const allowed = await request.get(manifest, { headers: { origin: PARTNER_STORE } });
  expect(allowed.headers()['access-control-allow-origin']).toBe(PARTNER_STORE);
  const foreign = await request.get(manifest, { headers: { origin: 'https://evil.example' } });
  expect(foreign.status()).toBe(200);
  expect(foreign.headers()['access-control-allow-origin']).toBeUndefined();

  const main = await request.get(`${PARTNER_STORE}/main.js`);
  expect(await main.text()).not.toContain('sourceMappingURL');
  expect((await request.get(`${PARTNER_STORE}/main.js.map`)).status()).toBe(404);
});

test('no-cache documents revalidate: a second request with the ETag gets 304', async ({ request }) => {
  for (const url of [`${PARTNER_STORE}/main.js`, `${PARTNER_STORE}/remotes.json`, `http://127.0.0.1:${E2E_PORTS.checkout}/remoteEntry.js`]) {
    const first = await request.get(url);
    expect(first.headers()['cache-control'], url).toBe('no-cache');
    const etag = first.headers()['etag'];
    expect(etag, url).toBeTruthy();
    const again = await request.get(url, { headers: { 'if-none-match': etag ?? '' } });
    expect(again.status(), url).toBe(304);
  }
});
