import { expect, test } from '../support/test';
import { FULL_STORE } from '../support/env';
import { settled } from '../support/shellPages';

// The product's description and its player-ID label come from the API in the shop language
// (Accept-Language); a language switch must load them again, without a page reload.
test('switching language on a product page shows its description and the Player ID label in the new language, without a reload', async ({ page }) => {
  await page.goto(`${FULL_STORE}/en-sa/football-legends`);
  await settled(page);
  const description = page.locator('.product-page__description');
  await expect(description).toHaveText(/^Top up Coins for Football Legends instantly\. Enter your Player ID/);
  await expect(page.getByLabel('Player ID', { exact: true })).toBeVisible();
  await page.evaluate(() => Object.assign(window, { __sameDocument: true }));

  await page.getByRole('navigation', { name: 'Language' }).getByRole('link', { name: 'العربية' }).click();
  await expect(page).toHaveURL(`${FULL_STORE}/ar-sa/football-legends`);
  await expect(description).toHaveText(/^اشحن Coins في Football Legends فورًا\. أدخل معرّف اللاعب/);
  await expect(page.getByLabel('معرّف اللاعب', { exact: true })).toBeVisible();

  await page.getByRole('navigation', { name: 'اللغة' }).getByRole('link', { name: 'English' }).click();
  await expect(description).toHaveText(/^Top up Coins for Football Legends instantly\./);
  await expect(page.getByLabel('Player ID', { exact: true })).toBeVisible();
  expect(await page.evaluate(() => (window as { __sameDocument?: boolean }).__sameDocument)).toBe(true);
});
