import { expect, test, type BrowserContext, type Page } from '../support/test';
import { FULL_STORE, PARTNER_STORE } from '../support/env';

const CONTROLLED = ['irclickid']; // consent-controlled cookies the shell writes (UTM records go to storage)

async function cookieMap(context: BrowserContext): Promise<Record<string, string>> {
  return Object.fromEntries((await context.cookies()).map((c) => [c.name, decodeURIComponent(c.value)]));
}
const utmRecords = (page: Page) => page.evaluate(() => localStorage.getItem('utmRecords'));
const banner = (page: Page) => page.getByRole('dialog', { name: 'We use cookies' });
const LANDING = '/en-de/?utm_source=mail&utm_campaign=spring&irclickid=click-1';

test('no consent-controlled cookie or UTM record before consent; accept all then writes them', async ({ page, context }) => {
  await page.goto(`${FULL_STORE}${LANDING}`);
  await expect(banner(page)).toBeVisible();
  let cookies = await cookieMap(context);
  for (const name of CONTROLLED) expect(cookies[name]).toBeUndefined();
  expect(await utmRecords(page)).toBeNull();
  expect(cookies['cookiePreferences']).toBe('C0001:1,C0002:0,C0003:0,C0004:0,C0005:0,C0009:0');
  expect(cookies['cookiePreferencesUpdated']).toBeUndefined();

  await banner(page).getByRole('button', { name: 'Accept all' }).click();
  await expect(banner(page)).toHaveCount(0);
  cookies = await cookieMap(context);
  expect(cookies['cookiePreferences']).toBe('C0001:1,C0002:1,C0003:1,C0004:1,C0005:1,C0009:1');
  expect(cookies['cookiePreferencesUpdated']).toMatch(/^\d+$/);
  expect(cookies['irclickid']).toBe('click-1');
  const records = JSON.parse((await utmRecords(page)) ?? '[]');
  expect(records).toEqual([expect.objectContaining({ utm_source: 'mail', utm_campaign: 'spring', utm_timestamp: expect.any(Number) })]);
  // Preferences are kept 365 days.
  const prefs = (await context.cookies()).find((c) => c.name === 'cookiePreferences');
  expect((prefs?.expires ?? 0) * 1000 - Date.now()).toBeGreaterThan(364 * 86_400_000);
  await page.reload();
  await expect(page.locator('main#main')).toBeAttached();
  await expect(banner(page)).toHaveCount(0);
});

test('reject all keeps only the required category and writes nothing controlled', async ({ page, context }) => {
  await page.goto(`${FULL_STORE}${LANDING}`);
  await banner(page).getByRole('button', { name: 'Reject all' }).click();
  await expect(banner(page)).toHaveCount(0);
  const cookies = await cookieMap(context);
  expect(cookies['cookiePreferences']).toBe('C0001:1,C0002:0,C0003:0,C0004:0,C0005:0,C0009:0');
  expect(cookies['cookiePreferencesUpdated']).toBeDefined();
  expect(cookies['irclickid']).toBeUndefined();
  expect(await utmRecords(page)).toBeNull();
});

test('custom save from the preferences dialog; C0001 cannot be switched off', async ({ page, context }) => {
  await page.goto(`${FULL_STORE}${LANDING}`);
  await banner(page).getByRole('button', { name: 'Cookie preferences' }).click();
  const dialog = page.getByRole('dialog', { name: 'Cookie preferences' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('checkbox', { name: /Essential/ })).toBeChecked();
  await expect(dialog.getByRole('checkbox', { name: /Essential/ })).toBeDisabled();
  await dialog.getByRole('checkbox', { name: 'Performance' }).check();
  await dialog.getByRole('checkbox', { name: 'Store-specific' }).check();
  await dialog.getByRole('button', { name: 'Save my choices' }).click();
  await expect(dialog).toHaveCount(0);
  const cookies = await cookieMap(context);
  expect(cookies['cookiePreferences']).toBe('C0001:1,C0002:1,C0003:0,C0004:0,C0005:0,C0009:1');
  expect(cookies['irclickid']).toBeUndefined();
  // Reachable again from the footer, showing the saved choice.
  await page.getByRole('contentinfo').getByRole('button', { name: 'Cookie preferences' }).click();
  await expect(dialog.getByRole('checkbox', { name: 'Performance' })).toBeChecked();
  await expect(dialog.getByRole('checkbox', { name: 'Marketing' })).not.toBeChecked();
});

test('full store outside the listed countries: no banner, all categories on, preferences in the footer', async ({ page, context }) => {
  await page.goto(`${FULL_STORE}/en-sg/?irclickid=click-2`);
  await expect(page.locator('main#main')).toBeAttached();
  await expect(banner(page)).toHaveCount(0);
  const cookies = await cookieMap(context);
  expect(cookies['cookiePreferences']).toBe('C0001:1,C0002:1,C0003:1,C0004:1,C0005:1,C0009:1');
  expect(cookies['irclickid']).toBe('click-2');
  await page.getByRole('contentinfo').getByRole('button', { name: 'Cookie preferences' }).click();
  await expect(page.getByRole('dialog', { name: 'Cookie preferences' })).toBeVisible();
});

for (const path of ['/en-us/', '/en-au/', '/en-qa/', '/ru-kz/', '/en-nz/', '/fr-fr/']) {
  test(`full store: the banner shows in ${path}`, async ({ page }) => {
    await page.goto(`${FULL_STORE}${path}`);
    await expect(page.locator('[data-cookie-banner]')).toBeVisible();
  });
}

test('white-label store: the banner shows in every country (Singapore)', async ({ page, context }) => {
  await page.goto(`${PARTNER_STORE}/en-sg/?irclickid=click-3`);
  await expect(banner(page)).toBeVisible();
  expect((await cookieMap(context))['irclickid']).toBeUndefined();
});
