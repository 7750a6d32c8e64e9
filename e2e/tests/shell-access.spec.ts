import { chromium, expect, test } from '../support/test';
import { CHROMIUM_ARGS, chromiumPath } from '../support/chromium';
import { E2E_PORTS, FULL_STORE, PARTNER_STORE } from '../support/env';
import { createConfirmedUser, submitSignIn, signInThroughScreen } from '../support/shellUser';
import { tabTo } from '../support/shellPages';
import { expectNoAxeViolations } from '../support/axe';


test('axe: /international, a home page, the 404 page and the cookie preferences dialog', async ({ page }) => {
  await page.goto(`${FULL_STORE}/international`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Choose your country');
  await expectNoAxeViolations(page);
  await page.goto(`${FULL_STORE}/en-sg/`);
  await expect(page.locator('[data-remote-page], .remote-fallback').first()).toBeVisible();
  await expectNoAxeViolations(page);
  await page.goto(`${FULL_STORE}/en-sg/nothing/here/at-all`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found');
  await expectNoAxeViolations(page);
  await page.goto(`${FULL_STORE}/en-de/`);
  await page.getByRole('dialog', { name: 'We use cookies' }).getByRole('button', { name: 'Cookie preferences' }).click();
  await expect(page.getByRole('dialog', { name: 'Cookie preferences' })).toBeVisible();
  await expectNoAxeViolations(page, '[data-modal="cookie-preferences"]');
});

test('keyboard only: consent banner, preferences dialog (focus trap, Escape), header search and language switcher', async ({ page }) => {
  await page.goto(`${FULL_STORE}/en-qa/`);
  const bannerPrefs = page.getByRole('dialog', { name: 'We use cookies' }).getByRole('button', { name: 'Cookie preferences' });
  await expect(bannerPrefs).toBeVisible();
  await tabTo(page, bannerPrefs);
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Cookie preferences' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Close' })).toBeFocused();
  // Focus stays inside: Shift+Tab from the first element wraps to the last one.
  await page.keyboard.press('Shift+Tab');
  await expect(dialog.getByRole('button', { name: 'Reject all' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(dialog.getByRole('button', { name: 'Close' })).toBeFocused();
  await tabTo(page, dialog.getByRole('checkbox', { name: 'Performance' }), 10);
  await page.keyboard.press('Space');
  await expect(dialog.getByRole('checkbox', { name: 'Performance' })).toBeChecked();
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(bannerPrefs).toBeFocused(); // focus returns to the opener
  // Accept all from the keyboard.
  await page.keyboard.press('Shift+Tab');
  await page.keyboard.press('Shift+Tab');
  await expect(page.getByRole('button', { name: 'Accept all' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.locator('[data-cookie-banner]')).toHaveCount(0);

  // Header: search.
  await tabTo(page, page.getByRole('searchbox', { name: 'Search games' }));
  await page.keyboard.type('fc points');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(`${FULL_STORE}/en-qa/search/fc%20points`);
  // Language switcher.
  await tabTo(page, page.getByRole('navigation', { name: 'Language' }).getByRole('link', { name: 'العربية' }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(`${FULL_STORE}/ar-qa/search/fc%20points`);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  // Left panel menu opens and closes with the keyboard.
  await tabTo(page, page.getByRole('button', { name: 'القائمة' }));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('navigation', { name: 'القائمة' }).getByRole('link').first()).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('button', { name: 'القائمة' })).toBeFocused();
  // Sign in link.
  await tabTo(page, page.getByRole('link', { name: 'تسجيل الدخول' }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(`${FULL_STORE}/ar-qa/sign-in`);
});

test('the disallowed-host page', async () => {
  const browser = await chromium.launch({
    executablePath: chromiumPath(),
    args: [...CHROMIUM_ARGS, '--host-resolver-rules=MAP not-the-store.test 127.0.0.1'],
  });
  try {
    const page = await browser.newPage();
    await page.goto(`http://not-the-store.test:${E2E_PORTS.shell}/en-sg/`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('This host is not allowed');
    await expect(page.getByText('not-the-store.test')).toBeVisible();
    await expect(page.locator('header.shell-header')).toHaveCount(0);
  } finally {
    await browser.close();
  }
});

test('sign-in from a product page returns there; unsafe return paths are refused', async ({ page, request }) => {
  await page.goto(`${FULL_STORE}/en-sg/mobile-legends`);
  const signIn = page.getByRole('banner').getByRole('link', { name: 'Sign in' });
  await expect(signIn).toHaveAttribute('href', '/en-sg/sign-in?returnTo=%2Fen-sg%2Fmobile-legends');
  await signIn.click();
  await expect(page).toHaveURL(`${FULL_STORE}/en-sg/sign-in?returnTo=%2Fen-sg%2Fmobile-legends`);
  // The user signs in on the screen; the shell returns to the product.
  const user = await createConfirmedUser(request);
  await submitSignIn(page, user.email, user.password);
  await expect(page).toHaveURL(`${FULL_STORE}/en-sg/mobile-legends`);
  await expect(page.getByRole('button', { name: 'Sign out' })).toBeVisible();
  // Signed in, an unsafe path is never followed: the shopper lands on the country home instead.
  for (const unsafe of ['//evil.example/x', 'https://evil.example/', '/%2F%2Fevil.example', '/en-sg/../../evil']) {
    await page.goto(`${FULL_STORE}/en-sg/sign-in?returnTo=${encodeURIComponent(unsafe)}`);
    await expect(page).toHaveURL(`${FULL_STORE}/en-sg/`);
  }
});

test('welcome modal on first login, and partner user chrome absent for a shop user', async ({ page, request }) => {
  const user = await createConfirmedUser(request);
  await signInThroughScreen(page, user);
  await expect(page).toHaveURL(`${FULL_STORE}/en-sg/`);
  const welcome = page.getByRole('dialog', { name: 'Welcome!' });
  await expect(welcome).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(welcome).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole('button', { name: 'Sign out' })).toBeVisible();
  await expect(page.getByRole('dialog', { name: 'Welcome!' })).toHaveCount(0);
  void PARTNER_STORE;
});
