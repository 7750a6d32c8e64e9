import { expect, test, type Page } from '../support/test';
import { FULL_STORE, PARTNER_STORE } from '../support/env';
import { createConfirmedUser, submitSignIn } from '../support/shellUser';

/** The header is one row on a phone: no taller than 64 px, nothing wider than the screen, controls 44 px or more. */
async function expectOneRowHeader(page: Page) {
  const header = page.locator('header.shell-header');
  await expect(header).toBeVisible();
  expect((await header.boundingBox())?.height).toBeLessThanOrEqual(64);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(page.viewportSize()?.width);
  for (const control of await header.locator('a:visible, button:visible').all()) {
    const box = await control.boundingBox();
    expect(box?.width, await control.innerText()).toBeGreaterThanOrEqual(44);
    expect(box?.height, await control.innerText()).toBeGreaterThanOrEqual(44);
  }
}

test.use({ viewport: { width: 360, height: 740 } });

test('on a phone the header is one row: search behind an icon, languages, sign-up and sign-out in the menu', async ({ page, request }) => {
  // The white-label store (its tagline and a two-language country) and the full store, signed out.
  await page.goto(`${PARTNER_STORE}/en-sg/`);
  await expectOneRowHeader(page);
  await page.goto(`${FULL_STORE}/en-sg/`);
  await expectOneRowHeader(page);

  // The search icon opens the field below the row; a search goes to its results.
  await expect(page.getByRole('searchbox', { name: 'Search games' })).toBeHidden();
  await page.getByRole('button', { name: 'Search games' }).click();
  await expect(page.getByRole('searchbox', { name: 'Search games' })).toBeFocused();
  await page.keyboard.type('football');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(`${FULL_STORE}/en-sg/search/football`);
  await expect(page.getByRole('searchbox', { name: 'Search games' })).toBeHidden();
  // From the keyboard too: Enter on the icon opens the field (it does not send the search), Escape closes it.
  await page.getByRole('button', { name: 'Search games' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('searchbox', { name: 'Search games' })).toBeFocused();
  await expect(page).toHaveURL(`${FULL_STORE}/en-sg/search/football`);
  await page.keyboard.press('Escape');
  await expect(page.getByRole('searchbox', { name: 'Search games' })).toBeHidden();

  // Sign-up is in the menu.
  await page.getByRole('button', { name: 'Menu' }).click();
  await expect(page.locator('#left-panel').getByRole('link', { name: 'Sign up' })).toBeVisible();

  // Signed in (in Indonesia, a country of two languages): still one row; the menu has the languages and sign-out.
  const user = await createConfirmedUser(request, 'id');
  await page.goto(`${FULL_STORE}/en-id/sign-in`);
  await submitSignIn(page, user.email, user.password);
  await page.getByRole('dialog', { name: 'Welcome!' }).getByRole('button', { name: 'OK' }).click();
  await expectOneRowHeader(page);
  await page.getByRole('button', { name: 'Menu' }).click();
  const menu = page.locator('#left-panel');
  await expect(menu.getByRole('link', { name: 'English' })).toHaveAttribute('aria-current', 'true');
  await menu.getByRole('button', { name: 'Sign out' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'You are signed out.' })).toBeVisible();
});
