import { expect, test } from '../support/test';
import { FULL_STORE } from '../support/env';
import { ADULT_BIRTH_DATE, latestMessage, outbox } from '../support/shellUser';

/** A Singapore mobile number nobody has used in this run (8 or 9, then 7 digits). */
const singaporeMobile = () => `8${String(Math.floor(Math.random() * 1e7)).padStart(7, '0')}`;

test('sign up by mobile: the SMS code confirms, a wrong one says CodeMismatch, resend works after the timer, then sign in', async ({ page, request }) => {
  await page.clock.install();
  const local = singaporeMobile();
  const msisdn = `+65${local}`;
  const password = 'Red-Mountain-9';
  await page.goto(`${FULL_STORE}/en-sg/sign-up`);
  await page.getByRole('radio', { name: 'Mobile number' }).check();
  await page.getByRole('textbox', { name: 'Mobile number' }).fill(local);
  await page.getByLabel('Your name').fill('Mobile Tester');
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByLabel('Date of birth').fill(ADULT_BIRTH_DATE);
  await page.getByLabel(/Send me offers and news/).check();
  await page.getByRole('button', { name: 'Create account' }).click();

  await expect(page).toHaveURL(`${FULL_STORE}/en-sg/verify`);
  await expect(page.getByRole('heading', { name: 'Enter your verification code' })).toBeVisible();
  const first = await latestMessage(request, msisdn, 'signup-confirmation');
  expect(first.channel).toBe('sms');
  expect(first.code).toMatch(/^\d{6}$/);

  // A wrong code: CodeMismatch at the field.
  const code = page.getByLabel('Verification code', { exact: true });
  await code.fill(first.code === '000000' ? '111111' : '000000');
  await page.getByRole('button', { name: 'Verify', exact: true }).click();
  await expect(page.getByText('The code is incorrect. Please try again.')).toBeVisible();
  await expect(code).toHaveAttribute('aria-invalid', 'true');

  // Resend waits for its timer, then sends a new code (toast).
  const resend = page.getByRole('button', { name: 'Send a new code' });
  await expect(resend).toBeDisabled();
  await expect(page.getByText(/You can ask again in 0:\d\d/)).toBeVisible();
  await page.clock.fastForward('00:31');
  await expect(resend).toBeEnabled();
  await resend.click();
  await expect(page.getByRole('status').filter({ hasText: 'We have sent a new verification code to your mobile number.' })).toBeVisible();
  const second = await latestMessage(request, msisdn, 'signup-confirmation', 1);
  expect((await outbox(request, msisdn)).filter((m) => m.kind === 'signup-confirmation')).toHaveLength(2);

  await code.fill(second.code as string);
  await page.getByRole('button', { name: 'Verify', exact: true }).click();
  await expect(page).toHaveURL(`${FULL_STORE}/en-sg/confirm-signup`);
  await expect(page.getByRole('heading', { name: 'Your account is confirmed' })).toBeVisible();

  await page.getByRole('link', { name: 'Sign in' }).last().click();
  await page.getByRole('radio', { name: 'Mobile number' }).check();
  await page.getByRole('textbox', { name: 'Mobile number' }).fill(local);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page.getByRole('img', { name: 'Signed in as Mobile Tester' })).toBeVisible();
});
