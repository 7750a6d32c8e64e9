import { expect, test } from '../support/test';
import { FULL_STORE } from '../support/env';
import { signUpByEmailThroughScreen, submitSignIn, testEmail } from '../support/shellUser';

test.describe.configure({ mode: 'parallel' });

const WRONG = 'Incorrect email or password.';

test('an unknown user and a wrong password get the same message; five wrong passwords lock sign-in for a while', async ({ page, request }) => {
  const user = await signUpByEmailThroughScreen(page, request, 'lockout');
  await page.goto(`${FULL_STORE}/en-sg/sign-in`);

  // Nobody can tell from the message whether an account exists.
  await submitSignIn(page, testEmail('nobody'), 'Any-Passw0rd');
  const alert = page.getByRole('alert');
  await expect(alert).toContainText(WRONG);
  const unknownText = await alert.textContent();

  for (let attempt = 1; attempt <= 5; attempt++) {
    await submitSignIn(page, user.email, `Wrong-Passw0rd-${attempt}`);
    await expect(page.getByRole('button', { name: 'Sign in', exact: true })).toBeEnabled();
    await expect(alert).toContainText(WRONG);
    if (attempt === 1) expect(await alert.textContent()).toBe(unknownText);
  }
  // The sixth try, even with the right password, waits: the lockout message, with a way to reset the password.
  await submitSignIn(page, user.email, user.password);
  await expect(alert).toContainText('Attempt limit exceeded. Please try again later.');
  await expect(alert.getByRole('link', { name: 'Forgot your password?' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Sign out' })).toHaveCount(0);
});

test('sign-in by mobile checks the country pattern; the form fields are tied to their messages', async ({ page }) => {
  await page.goto(`${FULL_STORE}/en-sg/sign-in`);
  await page.getByRole('radio', { name: 'Mobile number' }).check();
  const mobile = page.getByRole('textbox', { name: 'Mobile number' });
  await expect(mobile).toBeVisible();
  await expect(page.getByText('Your number after +65, without a leading 0.')).toBeVisible();
  await mobile.fill('12345');
  await page.getByLabel('Password', { exact: true }).fill('whatever1');
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(mobile).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText('Please enter a valid mobile number')).toBeVisible();
  await expect(mobile).toBeFocused();
});

test('sign-in opened from a product page returns to it', async ({ page, request }) => {
  const user = await signUpByEmailThroughScreen(page, request, 'return');
  await page.goto(`${FULL_STORE}/en-sg/mobile-legends`);
  await page.getByRole('link', { name: 'Sign in' }).first().click();
  await expect(page).toHaveURL(`${FULL_STORE}/en-sg/sign-in?returnTo=%2Fen-sg%2Fmobile-legends`);
  await submitSignIn(page, user.email, user.password);
  await expect(page).toHaveURL(`${FULL_STORE}/en-sg/mobile-legends`);
  await expect(page.getByRole('img', { name: `Signed in as ${user.name}` })).toBeVisible();
});
