import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { ROUTES } from '../../packages/shared/src/domain/routes';
import { FULL_STORE } from '../support/env';
import { createConfirmedUser, signInThroughScreen } from '../support/shellUser';

const OUT = path.resolve(__dirname, '../../docs/screens');
const WIDTHS = [360, 768, 1366] as const;
const LOCALES = [
  { prefix: 'en-sg', lang: 'en' },
  { prefix: 'ar-sa', lang: 'ar' },
] as const;

/** A path for a route, with sample inputs for its parameters. */
function samplePath(pattern: string, prefix: string): string {
  return pattern
    .replace(':countryCode', prefix)
    .replace(':gameName', 'football-legends')
    .replace(':searchString?', 'football')
    .replace(/\/$/, '/');
}

async function settle(page: Page) {
  await expect(page.locator('main#main')).toBeAttached();
  await expect(page.locator('main#main [aria-busy="true"]')).toHaveCount(0, { timeout: 15_000 });
  await page.evaluate(() => document.fonts.ready);
}

async function shoot(page: Page, name: string) {
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: width < 768 ? 780 : 900 });
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.screenshot({ path: path.join(OUT, `${name}-${width}.jpg`), type: 'jpeg', quality: 45, fullPage: true });
  }
}

/** Opens each path in the app (the router's popstate) and shoots it where the store keeps the shopper there. */
async function shootRoutes(page: Page, lang: string, paths: Array<{ name: string; path: string }>) {
  for (const { name, path: p } of paths) {
    await page.evaluate((to) => {
      window.history.pushState(null, '', to);
      window.dispatchEvent(new PopStateEvent('popstate', { state: null }));
    }, p);
    await settle(page);
    if (new URL(page.url()).pathname !== p) continue; // redirected: not a page for this shopper
    await shoot(page, `${lang}-${name}`);
  }
}

/** Countries that ask for cookie consent show the banner: "Reject all" (its second button). */
async function dismissCookieBanner(page: Page) {
  const reject = page.locator('.cookie-banner').getByRole('button').nth(1);
  if (await reject.waitFor({ timeout: 3_000 }).then(() => true, () => false)) await reject.click();
}

test.beforeAll(() => mkdirSync(OUT, { recursive: true }));

for (const { prefix, lang } of LOCALES) {
  const paths = ROUTES.map((r) => ({ name: r.name, path: samplePath(r.path, prefix) }));
  const userOnly = new Set(ROUTES.filter((r) => r.access.kind === 'user' || r.access.kind === 'wallet').map((r) => r.name));

  test(`${lang}: every page a guest can open`, async ({ page }) => {
    await page.goto(`${FULL_STORE}/${prefix}/`);
    await dismissCookieBanner(page);
    await shootRoutes(page, lang, paths.filter((p) => !userOnly.has(p.name as never)));
  });

  test(`${lang}: every page of a signed-in shopper`, async ({ page, request }) => {
    const user = await createConfirmedUser(request, prefix.slice(3));
    await signInThroughScreen(page, user);
    await page.getByRole('dialog').getByRole('button', { name: 'OK' }).click(); // the first sign-in's welcome
    await page.goto(`${FULL_STORE}/${prefix}/`);
    await dismissCookieBanner(page);
    await shootRoutes(page, lang, paths.filter((p) => userOnly.has(p.name as never)));
  });
}
