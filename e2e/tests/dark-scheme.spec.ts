import { expect, test, type Page } from '../support/test';
import { expectNoAxeViolations } from '../support/axe';
import { FULL_STORE, PARTNER_GAME_STORE } from '../support/env';

// The partner game store follows the device's light or dark preference (colorScheme 'auto' in its configuration);
// the full store is light whatever the device prefers.

/** The relative luminance (0 black to 1 white) of the colour an element paints, read from the browser. */
async function luminanceOf(page: Page, selector: string, property: 'backgroundColor' | 'color'): Promise<number> {
  return page.locator(selector).first().evaluate((el, prop) => {
    const [r, g, b, alpha] = (getComputedStyle(el)[prop].match(/\d+(\.\d+)?/g) ?? []).map(Number);
    if (alpha === 0) return Number.NaN; // transparent: the element paints nothing of its own
    const lin = (c: number) => (c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4);
    return 0.2126 * lin((r ?? 0) / 255) + 0.7152 * lin((g ?? 0) / 255) + 0.0722 * lin((b ?? 0) / 255);
  }, property);
}

const PAGES = [
  { name: 'home', path: '/en-sg/', ready: (page: Page) => page.getByRole('heading', { level: 1 }) },
  { name: 'product', path: '/en-sg/mobile-legends', ready: (page: Page) => page.getByRole('radiogroup').first() },
  { name: 'terms', path: '/en-sg/terms-and-conditions', ready: (page: Page) => page.getByRole('heading', { level: 1 }) },
  { name: 'countries', path: '/international', ready: (page: Page) => page.getByRole('heading', { level: 1 }) },
];

test('a storefront that follows the device is dark on a dark device, readable (axe, contrast included) on every page', async ({ page }) => {
  test.slow(); // four pages, each checked by axe
  await page.emulateMedia({ colorScheme: 'dark' });
  for (const { name, path, ready } of PAGES) {
    await test.step(name, async () => {
      await page.goto(`${PARTNER_GAME_STORE}${path}`);
      await expect(ready(page)).toBeVisible();
      await expect(page.locator('html')).toHaveAttribute('data-ui-scheme', 'auto');
      expect(await luminanceOf(page, 'main#main', 'color'), 'light text').toBeGreaterThan(0.6);
      expect(await luminanceOf(page, '.shell', 'backgroundColor'), 'dark page').toBeLessThan(0.05);
      await expectNoAxeViolations(page);
    });
  }
});

test('the same storefront is light on a light device; the full store is light on a dark one', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'light' });
  await page.goto(`${PARTNER_GAME_STORE}/en-sg/`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(await luminanceOf(page, '.shell', 'backgroundColor')).toBeGreaterThan(0.8);

  await page.emulateMedia({ colorScheme: 'dark' });
  await page.goto(`${FULL_STORE}/en-sg/`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('data-ui-scheme', 'light');
  expect(await luminanceOf(page, '.shell', 'backgroundColor')).toBeGreaterThan(0.8);
});
