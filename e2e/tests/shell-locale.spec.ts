import { expect, test } from '../support/test';
import { FULL_STORE, PARTNER_STORE } from '../support/env';
import { settled } from '../support/shellPages';

test('root goes to /international with no chosen country, then to the chosen country (kept over a reload)', async ({ page }) => {
  await page.goto(`${FULL_STORE}/`);
  await expect(page).toHaveURL(`${FULL_STORE}/international`);
  await page.getByRole('searchbox', { name: 'Search for a country' }).fill('indo');
  await expect(page.getByRole('heading', { level: 2, name: 'Southeast Asia' })).toBeVisible();
  await page.getByRole('link', { name: /^Indonesia/ }).click();
  await expect(page).toHaveURL(`${FULL_STORE}/id-id/`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'id');
  await page.goto(`${FULL_STORE}/`);
  await expect(page).toHaveURL(`${FULL_STORE}/id-id/`);
});

test('the country chooser groups the nine regions', async ({ page }) => {
  await page.goto(`${PARTNER_STORE}/international`);
  for (const region of ['Africa', 'Americas', 'Europe', 'Middle East', 'South Asia', 'Southeast Asia', 'East Asia', 'Central Asia', 'Oceania']) {
    await expect(page.getByRole('heading', { level: 2, name: region, exact: true })).toBeVisible();
  }
  // Bangladesh is "coming soon" (not selectable) in the partner store.
  await expect(page.getByText('Bangladesh')).toBeVisible();
  await expect(page.getByRole('link', { name: /Bangladesh/ })).toHaveCount(0);
});

const PREFIX_CASES: Array<[string, string, string]> = [
  ['canonical path stays', '/en-sg/codacash', '/en-sg/codacash'],
  ['prefix only gets a trailing slash, query and hash kept', '/en-sg?x=1#h', '/en-sg/?x=1#h'],
  ['missing language: the country default', '/sa/rewards', '/ar-sa/rewards'],
  ['bare country only', '/sg', '/en-sg/'],
  ['language not among the country languages', '/fr-sg/rewards', '/en-sg/rewards'],
  ['upper case becomes lower case', '/EN-SG/rewards', '/en-sg/rewards'],
  ['international left alone', '/international', '/international'],
];

for (const [label, from, to] of PREFIX_CASES) {
  test(`prefix rule: ${label} (${from})`, async ({ page }) => {
    await page.goto(`${FULL_STORE}${from}`);
    await settled(page);
    await expect(page).toHaveURL(`${FULL_STORE}${to}`);
  });
}

test('a switched language is used for a bare path and a reload; the default clears it', async ({ page }) => {
  // Each visit must settle before the next: the shell records the switched language only once it has started.
  await page.goto(`${FULL_STORE}/en-sa/`);
  await settled(page);
  await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
  await page.goto(`${FULL_STORE}/sa/rewards`);
  await expect(page).toHaveURL(`${FULL_STORE}/en-sa/rewards`);
  await page.goto(`${FULL_STORE}/`);
  await expect(page).toHaveURL(`${FULL_STORE}/en-sa/`);
  await page.goto(`${FULL_STORE}/ar-sa/`);
  await settled(page);
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
  await page.goto(`${FULL_STORE}/sa/rewards`);
  await expect(page).toHaveURL(`${FULL_STORE}/ar-sa/rewards`);
});

test('a country in the path that differs from the stored one switches shop country and language', async ({ page }) => {
  await page.goto(`${FULL_STORE}/en-sg/`);
  await page.goto(`${FULL_STORE}/id-id/`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'id');
  await page.goto(`${FULL_STORE}/`);
  await expect(page).toHaveURL(`${FULL_STORE}/id-id/`);
  await expect(page.getByRole('button', { name: 'Menu' })).toBeVisible(); // Indonesian "Menu"
  await expect(page.getByRole('link', { name: 'Masuk' })).toBeVisible();
});

test('Arabic: dir="rtl" and lang="ar" on <html>, Arabic shell strings; the language switcher goes to the new prefix', async ({ page }) => {
  await page.goto(`${PARTNER_STORE}/ar-sa/`);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
  await expect(page.getByRole('link', { name: 'تغيير الدولة' }).first()).toBeVisible();
  await page.getByRole('navigation', { name: 'اللغة' }).getByRole('link', { name: 'English' }).click();
  await expect(page).toHaveURL(`${PARTNER_STORE}/en-sa/`);
  await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
  await page.reload();
  await page.goto(`${PARTNER_STORE}/`);
  await expect(page).toHaveURL(`${PARTNER_STORE}/en-sa/`);
});

test('/international and the 404 page are in en-default', async ({ page }) => {
  await page.goto(`${FULL_STORE}/ar-sa/`);
  await page.goto(`${FULL_STORE}/international`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
});
