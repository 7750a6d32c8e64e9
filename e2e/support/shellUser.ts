import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { API_URL, FULL_STORE } from './env';

const CLIENT_ID = 'store-web';
const cognito = (request: APIRequestContext, target: string, body: unknown) =>
  request.post(`${API_URL}/cognito`, {
    headers: { 'content-type': 'application/x-amz-json-1.1', 'x-amz-target': `AWSCognitoIdentityProviderService.${target}` },
    data: JSON.stringify(body),
  });

export interface OutboxMessage {
  channel: 'email' | 'sms';
  recipient: string;
  kind: string;
  body: string;
  code?: string;
  link?: string;
}

/** What the API "sent" to a recipient (the dev outbox: API_DEV_MODE, loopback only), newest first. */
export async function outbox(request: APIRequestContext, recipient: string): Promise<OutboxMessage[]> {
  const response = await request.get(`${API_URL}/dev/outbox?recipient=${encodeURIComponent(recipient)}`);
  expect(response.ok(), `GET /dev/outbox answered ${response.status()}`).toBe(true);
  return ((await response.json()) as { messages: OutboxMessage[] }).messages;
}

/** The newest message of a kind (signup-confirmation, forgot-password) to a recipient, once it has arrived. */
export async function latestMessage(request: APIRequestContext, recipient: string, kind: string, after = 0): Promise<OutboxMessage> {
  let found: OutboxMessage | undefined;
  await expect
    .poll(async () => {
      const messages = (await outbox(request, recipient)).filter((m) => m.kind === kind);
      found = messages.length > after ? messages[0] : undefined;
      return found !== undefined;
    })
    .toBe(true);
  return found as OutboxMessage;
}

/** A passed invisible captcha's token (the API's captcha simulator), as the sign-up screen gets one. */
export async function captchaToken(request: APIRequestContext): Promise<string> {
  const response = await request.post(`${API_URL}/captcha/simulator/execute`, { data: { action: 'signup' } });
  expect(response.ok(), `captcha execute answered ${response.status()}`).toBe(true);
  return ((await response.json()) as { token: string }).token;
}

export interface TestUser {
  email: string;
  password: string;
  name: string;
}

/** A unique email for a test shopper. */
export function testEmail(prefix = 'shopper'): string {
  return `${prefix}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
}

/**
 * A confirmed user made through the API's Cognito endpoint and outbox (test set-up for journeys that need an
 * account but are not about sign-up; the account-*.spec.ts journeys sign up through the screens).
 */
export async function createConfirmedUser(request: APIRequestContext, country = 'sg', email = testEmail('shell')): Promise<TestUser> {
  const password = 'Tr1cky-Passw0rd';
  const name = 'Shell Tester';
  const signUp = await cognito(request, 'SignUp', {
    ClientId: CLIENT_ID,
    Username: email,
    Password: password,
    UserAttributes: [
      { Name: 'email', Value: email },
      { Name: 'name', Value: name },
      { Name: 'custom:country_code', Value: country },
    ],
    ValidationData: [{ Name: 'captchaToken', Value: await captchaToken(request) }],
  });
  if (!signUp.ok()) throw new Error(`SignUp ${signUp.status()}: ${await signUp.text()}`);
  const { code } = await latestMessage(request, email, 'signup-confirmation');
  const confirm = await cognito(request, 'ConfirmSignUp', { ClientId: CLIENT_ID, Username: email, ConfirmationCode: code });
  if (!confirm.ok()) throw new Error(`ConfirmSignUp ${confirm.status()}: ${await confirm.text()}`);
  return { email, password, name };
}

/** Fills the sign-in screen (by email) and submits it; does not wait for the outcome. */
export async function submitSignIn(page: Page, email: string, password: string): Promise<void> {
  // After a navigation the address changes before the screen is drawn: the page before may have an email field too.
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
  await page.getByLabel('Email address').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
}

/**
 * Signs the user in through the sign-in screen of the full store (as a shopper does), from `from` (a path on
 * the store, default the Singapore sign-in page); waits until the header shows the user.
 */
export async function signInThroughScreen(page: Page, user: Pick<TestUser, 'email' | 'password'>, from = '/en-sg/sign-in', origin = FULL_STORE): Promise<void> {
  await page.goto(`${origin}${from}`);
  await submitSignIn(page, user.email, user.password);
  await expect(page.getByRole('button', { name: 'Sign out' })).toBeVisible();
}

/** A new account's first sign-in is welcomed by a dialog; it opens after the sign-in settles, so wait for it, then close it. */
export async function closeFirstSignInWelcome(page: Page): Promise<void> {
  await page.getByRole('dialog', { name: 'Welcome!' }).getByRole('button', { name: 'OK' }).click();
}

/** A date of birth for an adult shopper (yyyy-mm-dd, what a date input takes). */
export const ADULT_BIRTH_DATE = '1990-05-17';

/**
 * Signs up by email on the sign-up screen, then follows the confirmation link the API "emailed" (dev
 * outbox), as a shopper does. Ends on the API's confirmation page.
 */
export async function signUpByEmailThroughScreen(page: Page, request: APIRequestContext, prefix = 'account', email = testEmail(prefix)): Promise<TestUser> {
  const user = { email, password: 'Green-Hills-42', name: 'Email Tester' };
  await page.goto(`${FULL_STORE}/en-sg/sign-up`);
  await page.getByLabel('Email address').fill(user.email);
  await page.getByLabel('Your name').fill(user.name);
  await page.getByLabel('Password', { exact: true }).fill(user.password);
  await page.getByLabel('Date of birth').fill(ADULT_BIRTH_DATE);
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page).toHaveURL(`${FULL_STORE}/en-sg/verify`);
  await expect(page.getByRole('heading', { name: 'Check your email' })).toBeVisible();
  const message = await latestMessage(request, user.email, 'signup-confirmation');
  expect(message.link).toBeTruthy();
  await page.goto(message.link as string);
  await expect(page.getByRole('heading', { name: 'Account confirmed' })).toBeVisible();
  return user;
}
