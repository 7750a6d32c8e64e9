import { expect, test, type APIRequestContext } from '../support/test';
import { expectNoAxeViolations } from '../support/axe';
import { API_URL, FULL_STORE } from '../support/env';
import { buyToProvider, openSeasonPassConfirmation, settleAtProvider, SG_PURCHASE, statusHeading, text } from '../support/purchase';
import { ADULT_BIRTH_DATE, createConfirmedUser, latestMessage, signInThroughScreen, signUpByEmailThroughScreen, testEmail, type TestUser } from '../support/shellUser';

// The full store: shop accounts. A signed-in shopper's calls carry their identity, so what they buy is theirs.
test.use({ baseURL: FULL_STORE });

/** The user's own ID token, from the Cognito endpoint (to ask the API what it recorded for them). */
async function idTokenOf(request: APIRequestContext, user: TestUser): Promise<string> {
  const res = await request.post(`${API_URL}/cognito`, {
    headers: { 'content-type': 'application/x-amz-json-1.1', 'x-amz-target': 'AWSCognitoIdentityProviderService.InitiateAuth' },
    data: JSON.stringify({ AuthFlow: 'USER_PASSWORD_AUTH', ClientId: 'store-web', AuthParameters: { USERNAME: user.email, PASSWORD: user.password } }),
  });
  expect(res.ok(), await res.text()).toBeTruthy();
  return ((await res.json()) as { AuthenticationResult: { IdToken: string } }).AuthenticationResult.IdToken;
}

async function historyOf(request: APIRequestContext, user: TestUser): Promise<string[]> {
  const res = await request.get(`${API_URL}/wallet/user/transactions?days=7`, {
    headers: { authorization: `Bearer ${await idTokenOf(request, user)}`, 'x-country-code': 'sg' },
  });
  expect(res.ok(), await res.text()).toBeTruthy();
  const body = (await res.json()) as { data?: { items?: Array<{ orderId?: string }> } | Array<{ orderId?: string }> };
  const items = Array.isArray(body.data) ? body.data : (body.data?.items ?? []);
  return items.map((i) => i.orderId ?? '').filter(Boolean);
}

async function signedIn(page: import('@playwright/test').Page, user: TestUser) {
  await signInThroughScreen(page, user);
  // First sign-in: the welcome modal greets the shopper.
  await expect(page.getByRole('dialog', { name: 'Welcome!' })).toBeVisible();
  await page.keyboard.press('Escape');
}

test("a signed-in shopper's order is theirs: the API lists it in their history", async ({ page, request }) => {
  const user = await createConfirmedUser(request);
  await signedIn(page, user);
  const orderId = await buyToProvider(page, SG_PURCHASE);
  await settleAtProvider(page, 'Approve');
  await expect(statusHeading(page)).toHaveText(text('en', 'status.header.fulfilled'));
  expect(await historyOf(request, user)).toContain(orderId);
});

test('signed in, the Season Pass can be bought; its confirmation states the recurring charge', async ({ page, request }) => {
  const user = await createConfirmedUser(request);
  await signedIn(page, user);
  const dialog = await openSeasonPassConfirmation(page);
  await expect(dialog.getByTestId('recurring-charge')).toContainText('Renews every 30 days');
  await dialog.getByRole('button', { name: text('en', 'confirm.pay') }).click();
  // Not refused with -104 (sign in to subscribe): the order goes to the payment provider.
  await page.waitForURL(/\/provider\/pay\/ORD-/);
  await settleAtProvider(page, 'Approve');
  await expect(statusHeading(page)).toHaveText(text('en', 'status.header.fulfilled'));
});

test('a guest buys with an email, then signs up and confirms with it: the order is linked to the new account', async ({ page, request }) => {
  const email = testEmail('guest-then-member');
  const orderId = await buyToProvider(page, { ...SG_PURCHASE, email });
  await settleAtProvider(page, 'Approve');
  await expect(statusHeading(page)).toHaveText(text('en', 'status.header.fulfilled'));

  const user = await signUpByEmailThroughScreen(page, request, 'guest-then-member', email);
  await signedIn(page, user);
  await expect.poll(() => historyOf(request, user)).toContain(orderId);
});

test('a guest with rewards is offered an account with that email on the home page: signing up keeps the order and its rewards', async ({ page, request, context }) => {
  const email = testEmail('adopt');
  const orderId = await buyToProvider(page, { ...SG_PURCHASE, email });
  await settleAtProvider(page, 'Approve');
  await expect(statusHeading(page)).toHaveText(text('en', 'status.header.fulfilled'));

  await page.goto('/en-sg/');
  const offer = page.getByRole('dialog', { name: 'Keep your rewards' });
  await expect(offer).toBeVisible();
  await expect(offer).toContainText(email);
  await offer.getByRole('link', { name: 'Create my account' }).click();
  await expect(page).toHaveURL(/\/en-sg\/sign-up\?email=/);
  await expect(page.getByLabel('Email address')).toHaveValue(email);
  const user = { email, password: 'Green-Hills-42', name: 'Adopted Shopper' };
  await page.getByLabel('Your name').fill(user.name);
  await page.getByLabel('Password', { exact: true }).fill(user.password);
  await page.getByLabel('Date of birth').fill(ADULT_BIRTH_DATE);
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByRole('heading', { name: 'Check your email' })).toBeVisible();
  await page.goto((await latestMessage(request, email, 'signup-confirmation')).link as string);
  await expect(page.getByRole('heading', { name: 'Account confirmed' })).toBeVisible();

  await signedIn(page, user);
  await expect.poll(() => historyOf(request, user)).toContain(orderId);
  // The rewards went into the account: the browser no longer holds them for a guest.
  await expect.poll(async () => (await context.cookies()).some((c) => c.name === 'cashbackReward')).toBe(false);
});

test('declining the offer forfeits the rewards: they are removed, and the offer does not come back', async ({ page, context }) => {
  await buyToProvider(page, { ...SG_PURCHASE, email: testEmail('decline') });
  await settleAtProvider(page, 'Approve');
  await expect(statusHeading(page)).toHaveText(text('en', 'status.header.fulfilled'));
  expect((await context.cookies()).some((c) => c.name === 'cashbackReward')).toBe(true);

  await page.goto('/en-sg/');
  const offer = page.getByRole('dialog', { name: 'Keep your rewards' });
  await expect(offer).toBeVisible();
  await expectNoAxeViolations(page, '.store-modal');
  await offer.getByRole('button', { name: 'No thanks, give up my rewards' }).click();
  await expect(offer).toHaveCount(0);
  await expect(page.getByRole('status').filter({ hasText: 'Your rewards have been removed from this browser.' })).toBeVisible();
  expect((await context.cookies()).some((c) => c.name === 'cashbackReward')).toBe(false);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('dialog', { name: 'Keep your rewards' })).toHaveCount(0);
});
