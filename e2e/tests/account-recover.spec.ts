import { expect, test } from '../support/test';
import { FULL_STORE } from '../support/env';
import { latestMessage, signUpByEmailThroughScreen, submitSignIn } from '../support/shellUser';

test('recover a password with the emailed code, then sign in with the new one (not the old)', async ({ page, request }) => {
  const user = await signUpByEmailThroughScreen(page, request, 'recover');
  await page.goto(`${FULL_STORE}/en-sg/sign-in`);
  await page.getByRole('link', { name: 'Forgot your password?' }).click();
  await expect(page).toHaveURL(`${FULL_STORE}/en-sg/recover-password`);
  // The address changes before the new page is drawn (a navigation renders in a transition): until then the sign-in
  // form, which has an "Email address" field too, is still the one on screen.
  await expect(page.getByRole('heading', { level: 1, name: 'Reset your password' })).toBeVisible();
  await page.getByLabel('Email address').fill(user.email);
  await page.getByRole('button', { name: 'Send code' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'We have sent a reset code to your email.' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Set a new password' })).toBeFocused();
  const { code } = await latestMessage(request, user.email, 'forgot-password');

  const newPassword = 'Blue-River-77';
  await page.getByLabel('Reset code').fill(code === '000000' ? '111111' : '000000');
  await page.getByLabel('New password', { exact: true }).fill(newPassword);
  await page.getByLabel('Confirm the new password').fill('Blue-River-78');
  await page.getByRole('button', { name: 'Save new password' }).click();
  await expect(page.getByText('Passwords do not match')).toBeVisible();
  await page.getByLabel('Confirm the new password').fill(newPassword);
  await page.getByRole('button', { name: 'Save new password' }).click();
  await expect(page.getByText('The code is incorrect. Please try again.')).toBeVisible();
  await expect(page.getByLabel('Reset code')).toBeFocused();

  await page.getByLabel('Reset code').fill(code as string);
  await page.getByRole('button', { name: 'Save new password' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Your password has been reset. Please sign in.' })).toBeVisible();
  await expect(page).toHaveURL(`${FULL_STORE}/en-sg/sign-in`);

  await submitSignIn(page, user.email, user.password);
  await expect(page.getByRole('alert')).toContainText('Incorrect email or password.');
  await submitSignIn(page, user.email, newPassword);
  await expect(page.getByRole('button', { name: 'Sign out' })).toBeVisible();
});

test('recover for an email with no account answers as for a real one (nobody learns who has an account)', async ({ page }) => {
  await page.goto(`${FULL_STORE}/en-sg/recover-password`);
  await page.getByLabel('Email address').fill(`nobody-${Date.now()}@example.com`);
  await page.getByRole('button', { name: 'Send code' }).click();
  await expect(page.getByRole('heading', { name: 'Set a new password' })).toBeVisible();
  await page.getByLabel('Reset code').fill('123456');
  await page.getByLabel('New password', { exact: true }).fill('Blue-River-77');
  await page.getByLabel('Confirm the new password').fill('Blue-River-77');
  await page.getByRole('button', { name: 'Save new password' }).click();
  await expect(page.getByText('The code is incorrect. Please try again.')).toBeVisible();
  // A way back: another email, or sign in.
  await page.getByRole('button', { name: 'Use another email or number' }).click();
  await expect(page.getByRole('heading', { name: 'Reset your password' })).toBeVisible();
});
