import { expect, test } from '../support/test';
import { expectNoAxeViolations } from '../support/axe';
import { FULL_STORE } from '../support/env';
import { createConfirmedUser, signInThroughScreen } from '../support/shellUser';
import { closeWelcome, headerWallet, walletText } from './wallet-support';

// Where the wallet exists (readings 10): only in countries with a Codacash channel, as the API seeds them.
test.use({ baseURL: FULL_STORE });

const landing = (page: import('@playwright/test').Page) => page.locator('[data-remote-page="wallet"]');

test('Egypt shows Codacash locked, Saudi Arabia activations disabled, the United States offers no wallet', async ({ page, request }) => {
  const user = await createConfirmedUser(request);
  await signInThroughScreen(page, user);
  await closeWelcome(page);

  await page.goto('/en-eg/codacash');
  await expect(landing(page).getByRole('heading', { level: 2 })).toHaveText(walletText('state.locked.title'));
  await expect(landing(page)).toContainText(walletText('state.locked.body', { country: 'Egypt' }));
  await expect(page.locator('[data-wallet-state="locked"]')).toBeVisible();
  // Locked and no wallet: no wallet info in the header (section 4).
  await expect(headerWallet(page)).toHaveCount(0);
  await expectNoAxeViolations(page);

  await page.goto('/en-sa/codacash');
  await expect(page.locator('[data-wallet-state="activationDisabled"]')).toBeVisible();
  await expect(landing(page).getByRole('heading', { level: 2 })).toHaveText(walletText('state.activationDisabled.title'));
  await expect(page.getByRole('link', { name: walletText('landing.activate') })).toHaveCount(0);
  await expectNoAxeViolations(page);

  await page.goto('/en-us/codacash');
  await expect(page.locator('[data-wallet-state="notOffered"]')).toBeVisible();
  await expect(landing(page).getByRole('heading', { level: 2 })).toHaveText(walletText('state.notOffered.title'));
  await expect(landing(page)).toContainText(walletText('state.notOffered.body', { country: 'United States' }));
  await expect(headerWallet(page)).toHaveCount(0);
  // No wallet entry in the menu, and the wallet screens are not reachable there.
  await page.getByRole('button', { name: 'Menu' }).click();
  await expect(page.locator('#left-panel').getByRole('link', { name: 'My wallet' })).toHaveCount(0);
  await page.goto('/en-us/wallet/home');
  await expect(page).not.toHaveURL(/wallet\/home/);
  // The page it was sent to, drawn (its remote loads after the redirect), before it is checked.
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expectNoAxeViolations(page);

  // In Singapore the same shopper is offered activation, from the menu too.
  await page.goto('/en-sg/codacash');
  await expect(landing(page).getByRole('link', { name: walletText('landing.activate') })).toBeVisible();
  await page.getByRole('button', { name: 'Menu' }).click();
  await expect(page.locator('#left-panel').getByRole('link', { name: 'My wallet' })).toBeVisible();
});

test('a guest sees the Codacash landing page with a way to sign in; it passes axe', async ({ page }) => {
  await page.goto('/en-sg/codacash');
  await expect(landing(page).getByRole('heading', { level: 1 })).toHaveText(walletText('title.codacash'));
  await expect(landing(page).getByRole('heading', { level: 2 })).toHaveText(walletText('landing.guest.title'));
  await expect(headerWallet(page)).toHaveText(walletText('title.codacash'));
  await expectNoAxeViolations(page);
  await landing(page).getByRole('link', { name: walletText('landing.signIn') }).click();
  await expect(page).toHaveURL(/\/en-sg\/sign-in$/);
});
