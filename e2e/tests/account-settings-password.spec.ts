import { expect, test, type Page } from '../support/test';
import { expectNoAxeViolations } from '../support/axe';
import { FULL_STORE } from '../support/env';
import { createConfirmedUser, signInThroughScreen, submitSignIn } from '../support/shellUser';

// The full store: shop accounts change their password and preferences in Settings.
test.use({ baseURL: FULL_STORE });

async function signedIn(page: Page, user: { email: string; password: string }, from?: string) {
  await signInThroughScreen(page, user, from);
  const welcome = page.getByRole('dialog', { name: 'Welcome!' });
  if (await welcome.isVisible().catch(() => false)) await page.keyboard.press('Escape');
}

test('change password: a wrong current one is refused; then changed, signed out, and signed in with the new one', async ({ page, request }) => {
  const user = await createConfirmedUser(request);
  await signedIn(page, user);
  await page.goto('/en-sg/user/settings');
  await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
  await expect(page.getByRole('checkbox', { name: 'Send me offers and news by email or SMS.' })).toBeVisible();
  await expectNoAxeViolations(page, '[data-remote-page="account"]');

  const newPassword = 'Brand-New-Passw0rd';
  await page.getByLabel('Current password').fill('Not-my-passw0rd');
  await page.getByLabel('New password', { exact: true }).fill(newPassword);
  await page.getByLabel('Confirm the new password').fill(newPassword);
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByLabel('Current password')).toHaveAccessibleDescription('The current password is incorrect.');
  await expect(page.getByLabel('New password', { exact: true })).toHaveValue(newPassword);
  await expectNoAxeViolations(page, '[data-remote-page="account"]');

  await page.getByLabel('Current password').fill(user.password);
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Your password has been changed.' }).first()).toBeVisible();
  await expect(page.getByLabel('Current password')).toHaveValue('');

  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'You are signed out.' })).toBeVisible();

  // The old password no longer opens the account; the new one does.
  await page.goto('/en-sg/sign-in');
  await submitSignIn(page, user.email, user.password);
  await expect(page.getByText('Incorrect email or password.')).toBeVisible();
  await signedIn(page, { email: user.email, password: newPassword });
});

test('marketing consent is saved with the marketing-consent call and is still there after a reload', async ({ page, request }) => {
  const user = await createConfirmedUser(request);
  await signedIn(page, user);
  await page.goto('/en-sg/user/settings');
  const consent = page.getByRole('checkbox', { name: 'Send me offers and news by email or SMS.' });
  await expect(consent).not.toBeChecked();
  await consent.check();
  await page.getByRole('form', { name: 'Offers and news' }).getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Your choice is saved.' }).first()).toBeVisible();
  await page.reload();
  await expect(page.getByRole('checkbox', { name: 'Send me offers and news by email or SMS.' })).toBeChecked();
});

test('the store language is chosen in Settings: the page opens in that language', async ({ page, request }) => {
  const user = await createConfirmedUser(request, 'id');
  await signedIn(page, user, '/en-id/sign-in');
  await page.goto('/en-id/user/settings');
  await page.getByRole('combobox', { name: 'Language' }).selectOption({ label: 'Bahasa Indonesia' });
  await page.getByRole('form', { name: 'Store language' }).getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(`${FULL_STORE}/id-id/user/settings`);
  await expect(page.getByRole('heading', { level: 1, name: 'Pengaturan' })).toBeVisible();
  await expectNoAxeViolations(page, '[data-remote-page="account"]');
});
