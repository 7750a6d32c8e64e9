import { expect, test, type APIRequestContext, type Page } from '../support/test';
import { API_URL, FULL_STORE } from '../support/env';
import { ADULT_BIRTH_DATE, createConfirmedUser, signInThroughScreen, testEmail } from '../support/shellUser';

test.describe.configure({ mode: 'parallel' });

/** On the sign-in screen, leaves for a provider; ends on the provider's (simulated) page. */
async function continueWith(page: Page, provider: 'Google' | 'Facebook', from = '/en-sg/sign-in') {
  await page.goto(`${FULL_STORE}${from}`);
  await page.getByRole('button', { name: `Continue with ${provider}` }).click();
  await expect(page).toHaveURL(new RegExp(`^${API_URL}/oauth2/idp/${provider.toLowerCase()}\\?request=`));
  await expect(page.getByRole('heading', { name: `Sign in with ${provider}` })).toBeVisible();
}

async function continueAs(page: Page, name: string, email: string) {
  await page.getByLabel('Name').fill(name);
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Continue', exact: true }).click();
}

/** Deletes an account through the user pool (test set-up: the deletion screens are another issue's). */
async function deleteAccount(request: APIRequestContext, email: string, password: string) {
  const call = (target: string, body: unknown) =>
    request.post(`${API_URL}/cognito`, {
      headers: { 'content-type': 'application/x-amz-json-1.1', 'x-amz-target': `AWSCognitoIdentityProviderService.${target}` },
      data: JSON.stringify(body),
    });
  const signIn = await call('InitiateAuth', { AuthFlow: 'USER_PASSWORD_AUTH', ClientId: 'store-web', AuthParameters: { USERNAME: email, PASSWORD: password } });
  expect(signIn.ok()).toBe(true);
  const { AuthenticationResult } = (await signIn.json()) as { AuthenticationResult: { AccessToken: string } };
  expect((await call('DeleteUser', { AccessToken: AuthenticationResult.AccessToken })).ok()).toBe(true);
}

test('Google sign-in through the simulator: back on the page sign-in was opened from, signed in; the account is the same next time', async ({ page }) => {
  const email = testEmail('google');
  await page.goto(`${FULL_STORE}/en-sg/mobile-legends`);
  await page.getByRole('link', { name: 'Sign in' }).first().click();
  await expect(page).toHaveURL(`${FULL_STORE}/en-sg/sign-in?returnTo=%2Fen-sg%2Fmobile-legends`);
  await page.getByRole('button', { name: 'Continue with Google' }).click();
  await expect(page.getByRole('heading', { name: 'Sign in with Google' })).toBeVisible();
  await continueAs(page, 'Gabi Google', email);

  // Google shares no date of birth: the sign-in finishes with it (profile completion through /user/auth).
  await expect(page.getByRole('heading', { name: 'One more step' })).toBeVisible();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByLabel('Date of birth')).toHaveAttribute('aria-invalid', 'true');
  await page.getByLabel('Date of birth').fill('2012-03-04');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByText('You must be 18 or over', { exact: true })).toBeVisible();
  await page.getByLabel('Date of birth').fill(ADULT_BIRTH_DATE);
  await page.getByRole('button', { name: 'Continue' }).click();

  await expect(page).toHaveURL(`${FULL_STORE}/en-sg/mobile-legends`);
  await expect(page.getByRole('img', { name: 'Signed in as Gabi Google' })).toBeVisible();
  // A first login is welcomed (section 2 modals).
  const welcome = page.getByRole('dialog', { name: 'Welcome!' });
  await expect(welcome).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(welcome).toHaveCount(0);

  // The session is Amplify's: it survives a reload, and signing out ends it.
  await page.reload();
  await expect(page.getByRole('img', { name: 'Signed in as Gabi Google' })).toBeVisible();
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'You are signed out.' })).toBeVisible();

  await continueWith(page, 'Google');
  await continueAs(page, 'Gabi Google', email);
  await expect(page.getByRole('img', { name: 'Signed in as Gabi Google' })).toBeVisible();
  await expect(page.getByRole('dialog', { name: 'Welcome!' })).toHaveCount(0);
});

test('denying access at the provider returns home with its message', async ({ page }) => {
  await continueWith(page, 'Facebook');
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(page).toHaveURL(new RegExp(`^${FULL_STORE}/en-sg/?$`));
  await expect(page.getByRole('status').filter({ hasText: 'Sign-in was cancelled.' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Sign out' })).toHaveCount(0);
});

test('a provider account that shares no email returns home with EMAIL_ATTRIBUTE_MISSING', async ({ page }) => {
  await continueWith(page, 'Google');
  await page.getByRole('button', { name: 'Continue without sharing my email' }).click();
  await expect(page).toHaveURL(new RegExp(`^${FULL_STORE}/en-sg/?$`));
  await expect(page.getByText('Your social account did not share an email address.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Sign out' })).toHaveCount(0);
});

test('the email of a deleted account returns home with DELETED_EMAIL_ACCOUNT', async ({ page, request }) => {
  const user = await createConfirmedUser(request);
  await deleteAccount(request, user.email, user.password);
  await continueWith(page, 'Google');
  await continueAs(page, 'Deleted Person', user.email);
  await expect(page).toHaveURL(new RegExp(`^${FULL_STORE}/en-sg/?$`));
  await expect(page.getByText('This account has been deleted.')).toBeVisible();
});

test('Google with the email of an existing shop account signs into that account', async ({ page, request }) => {
  const user = await createConfirmedUser(request);
  await signInThroughScreen(page, user);
  const welcome = page.getByRole('dialog', { name: 'Welcome!' }); // the first login's
  await expect(welcome).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(welcome).toHaveCount(0);
  await page.getByRole('button', { name: 'Sign out' }).click();
  // Signing out ends the session at the API first; leaving the page before it is done would keep the tokens.
  await expect(page.getByRole('status').filter({ hasText: 'You are signed out.' })).toBeVisible();
  await continueWith(page, 'Google');
  await continueAs(page, 'Someone Else', user.email);
  await expect(page.getByRole('img', { name: `Signed in as ${user.name}` })).toBeVisible();
});

test('an answer replayed in another visit is refused on the sign-in screen, with the ways to sign in again', async ({ page }) => {
  await page.goto(`${FULL_STORE}/en-sg/sign-in?code=stolen-code&state=not-mine`);
  await expect(page.getByRole('alert')).toContainText('That sign-in did not finish. Please try again.');
  await expect(page).toHaveURL(`${FULL_STORE}/en-sg/sign-in`);
  await expect(page.getByRole('button', { name: 'Continue with Google' })).toBeEnabled();
  await expect(page.getByRole('button', { name: 'Sign out' })).toHaveCount(0);
});
