import { expect, test } from '../support/test';
import { FULL_STORE } from '../support/env';
import { ADULT_BIRTH_DATE, latestMessage, outbox, signUpByEmailThroughScreen, submitSignIn, testEmail } from '../support/shellUser';

test.describe.configure({ mode: 'parallel' });

test('sign up by email, follow the emailed link, sign in: the header shows the user and signs out', async ({ page, request }) => {
  await page.goto(`${FULL_STORE}/en-sg/sign-up`);
  // The sign-up button is hidden on SignUp; sign-in stays.
  await expect(page.getByRole('link', { name: 'Sign up' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Sign in' }).first()).toBeVisible();

  const user = await signUpByEmailThroughScreen(page, request);
  // The confirmation page links back to the storefront the sign-up began on.
  await page.getByRole('link', { name: 'Go to the store' }).click();
  await expect(page).toHaveURL(new RegExp(`^${FULL_STORE}/`));
  await page.getByRole('link', { name: 'Sign in' }).first().click();
  await expect(page).toHaveURL(`${FULL_STORE}/en-sg/sign-in`);
  await submitSignIn(page, user.email, user.password);

  await expect(page).toHaveURL(`${FULL_STORE}/en-sg/`);
  await expect(page.getByRole('img', { name: `Signed in as ${user.name}` })).toBeVisible();
  await expect(page.getByRole('dialog', { name: 'Welcome!' })).toBeVisible();
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'You are signed out.' })).toBeVisible();
  await expect(page.getByRole('img', { name: `Signed in as ${user.name}` })).toHaveCount(0);
});

test('sign-up rules show at their fields; an email already used shows its message at the form', async ({ page, request }) => {
  await page.goto(`${FULL_STORE}/en-sg/sign-up`);
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByLabel('Email address')).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByLabel('Email address')).toBeFocused();
  await expect(page.getByText('This field is required')).toHaveCount(4);

  await page.getByLabel('Email address').fill('not-an-email');
  await page.getByLabel('Password', { exact: true }).fill('password');
  const nextYear = new Date().getUTCFullYear() - 10;
  await page.getByLabel('Date of birth').fill(`${nextYear}-01-01`);
  await expect(page.getByText('Please enter a valid email address')).toBeVisible();
  await expect(page.getByText('Password must be at least 8 characters long and contain at least 1 digit')).toBeVisible();
  await expect(page.getByText('You must be 18 or over')).toBeVisible();
  await page.getByLabel('Date of birth').fill('1850-01-01');
  await expect(page.getByText('Please enter a valid date of birth')).toBeVisible();

  // An email that already has an account (signed up a moment ago).
  const taken = testEmail('taken');
  await page.getByLabel('Email address').fill(taken);
  await page.getByLabel('Your name').fill('First Owner');
  await page.getByLabel('Password', { exact: true }).fill('Green-Hills-42');
  await page.getByLabel('Date of birth').fill(ADULT_BIRTH_DATE);
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page).toHaveURL(`${FULL_STORE}/en-sg/verify`);
  await latestMessage(request, taken, 'signup-confirmation');
  await page.goto(`${FULL_STORE}/en-sg/sign-up`);
  await page.getByLabel('Email address').fill(taken);
  await page.getByLabel('Your name').fill('Second Owner');
  await page.getByLabel('Password', { exact: true }).fill('Green-Hills-42');
  await page.getByLabel('Date of birth').fill(ADULT_BIRTH_DATE);
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'An account with this email already exists.' })).toBeVisible();
  await expect(page.getByRole('alert').getByRole('link', { name: 'Sign in instead' })).toBeVisible();
  expect((await outbox(request, taken)).length).toBe(1);
});

test('the store confirmation screen: a link with a wrong code fails with a way on, a right one confirms', async ({ page, request }) => {
  const email = testEmail('confirm');
  await page.goto(`${FULL_STORE}/en-sg/sign-up`);
  await page.getByLabel('Email address').fill(email);
  await page.getByLabel('Your name').fill('Link Tester');
  await page.getByLabel('Password', { exact: true }).fill('Green-Hills-42');
  await page.getByLabel('Date of birth').fill(ADULT_BIRTH_DATE);
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page).toHaveURL(`${FULL_STORE}/en-sg/verify`);
  const { code, link } = await latestMessage(request, email, 'signup-confirmation');
  const userName = new URL(link as string).searchParams.get('user_name') as string;
  const wrong = code === '000000' ? '111111' : '000000';

  await page.goto(`${FULL_STORE}/en-sg/confirm-signup?user_name=${userName}&confirmation_code=${wrong}`);
  await expect(page.getByRole('heading', { name: 'We could not confirm your account' })).toBeVisible();
  await expect(page.getByRole('alert')).toHaveText('The code is incorrect. Please try again.');
  await expect(page.getByRole('link', { name: 'Sign up again' })).toBeVisible();

  await page.goto(`${FULL_STORE}/en-sg/confirm-signup?user_name=${userName}&confirmation_code=${code as string}`);
  await expect(page.getByRole('heading', { name: 'Your account is confirmed' })).toBeVisible();
  await page.getByRole('link', { name: 'Sign in' }).last().click();
  await expect(page).toHaveURL(`${FULL_STORE}/en-sg/sign-in`);
});
