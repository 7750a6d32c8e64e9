import { expect, test, type Request } from '../support/test';
import { expectNoAxeViolations } from '../support/axe';
import { PARTNER_STORE } from '../support/env';
import { buyOnOpenProduct, openProduct, settleAtProvider, SG_PURCHASE, statusHeading, text } from '../support/purchase';
import {
  API_URL,
  headerSignIn,
  headerUserIcon,
  partnerErrorModal,
  partnerHooks,
  partnerTokenFor,
  shellText,
  signInAsPartner,
  storedPartnerToken,
} from './partner-support';

// The white-label store (127.0.0.1, EA variant): players sign in through the partner's single sign-on (apps/partner-id).
test.use({ baseURL: PARTNER_STORE });

const ORDER_QUERY = 'query ($id: ID!) { order(orderId: $id) { orderId status } }';

test('a partner player signs in on the partner page, sees their initials in the icon, buys with their token, and finds the order in their history and profile', async ({ page, request }) => {
  test.setTimeout(120_000);
  await openProduct(page, '/en-sg');
  await signInAsPartner(page, 'samira');
  // Back on the page they left, signed in: the icon shows the player's initials.
  await expect(page).toHaveURL(/\/en-sg\/football-legends$/);
  const icon = headerUserIcon(page, 'Samira Khan');
  await expect(icon).toHaveText('SK');
  await expect(headerSignIn(page)).toHaveCount(0);

  const orderCalls: Request[] = [];
  page.on('request', (r) => {
    if (r.url() === `${API_URL}/graphql` && (r.postData() ?? '').includes('createOrder')) orderCalls.push(r);
  });
  await expect(page.getByTestId('topup-form')).toBeVisible({ timeout: 15_000 });
  const token = await storedPartnerToken(page);
  expect(token).not.toBe('');
  const orderId = await buyOnOpenProduct(page, { ...SG_PURCHASE, email: 'samira@example.com' });
  // The purchase carried the partner token.
  expect(orderCalls.at(-1)?.headers().authorization).toBe(`Bearer ${token}`);
  await settleAtProvider(page, 'Approve');
  await expect(statusHeading(page)).toHaveText(text('en', 'status.header.fulfilled'));

  // The order records the partner identity: the player sees it with their token; nobody sees it without.
  const asPlayer = await request.post(`${API_URL}/graphql`, { headers: { authorization: `Bearer ${token}` }, data: { query: ORDER_QUERY, variables: { id: orderId } } });
  expect(((await asPlayer.json()) as { data: { order: { orderId: string } | null } }).data.order?.orderId).toBe(orderId);
  const anonymous = await request.post(`${API_URL}/graphql`, { data: { query: ORDER_QUERY, variables: { id: orderId } } });
  expect(((await anonymous.json()) as { data: { order: unknown } }).data.order).toBeNull();

  // The profile page, from the header icon; the history from the profile (readings 2).
  await headerUserIcon(page, 'Samira Khan').click();
  await expect(page).toHaveURL(/\/en-sg\/user\/profile$/);
  const profile = page.locator('main');
  await expect(profile.getByRole('heading', { level: 1, name: shellText('partner.profile.title') })).toBeVisible();
  await expect(profile.getByText('EA-1001')).toBeVisible();
  await expect(profile.getByText('Samira Khan')).toBeVisible();
  await expectNoAxeViolations(page, 'main');
  await profile.getByRole('link', { name: shellText('partner.profile.history') }).click();
  await expect(page).toHaveURL(/\/en-sg\/user\/transactions$/);
  await expect(page.locator(`[data-transaction-id="${orderId}"]`)).toBeVisible({ timeout: 15_000 });

  // Sign out from the profile: signed out in the header, and the stored player is gone.
  await page.goto('/en-sg/user/profile');
  await page.locator('main').getByRole('button', { name: shellText('partner.profile.signOut') }).click();
  await expect(headerSignIn(page)).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('partnerAccount'))).toBeNull();
});

test("a signed-in partner player's page from the server holds the account's place, never Sign in, until the player's own header", async ({ page }) => {
  await openProduct(page, '/en-sg');
  await signInAsPartner(page, 'samira');
  await expect(headerUserIcon(page, 'Samira Khan')).toHaveText('SK');
  // The server never sees the partner's session: the shell's hint cookie tells it a player is signed in.
  const header = /<header class="shell-header">.*?<\/header>/s.exec(await (await page.request.get(`${PARTNER_STORE}/en-sg/football-legends`)).text())?.[0] ?? '';
  expect(header).toContain('shell-header__user--pending');
  expect(header).not.toContain(`>${shellText('header.signIn')}<`);
  await page.reload();
  await expect(headerUserIcon(page, 'Samira Khan')).toHaveText('SK');
  await expect(headerSignIn(page)).toHaveCount(0);
});

test('a banned player sees the banned message in the partner sign-in error modal, stays signed out, and cannot buy', async ({ page, request }) => {
  await page.goto('/en-sg/');
  await signInAsPartner(page, 'banned');
  const modal = partnerErrorModal(page);
  await expect(modal).toContainText(shellText('modal.partnerSignInError.BANNED'));
  await expectNoAxeViolations(page, '[role="dialog"]');
  await modal.getByRole('button', { name: shellText('common.ok') }).click();
  await expect(headerSignIn(page)).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('partnerAccount'))).toBeNull();
  // The API refuses an order carrying the banned player's token (the partner did sign it).
  const token = await partnerTokenFor(request, 'banned', `${PARTNER_STORE}/en-sg/`);
  const res = await request.post(`${API_URL}/graphql`, {
    headers: { authorization: `Bearer ${token}` },
    data: {
      query: 'mutation ($input: CreateOrderInput!) { createOrder(input: $input) { resultCode resultMessage order { orderId } } }',
      variables: { input: { idempotencyKey: `k-${Date.now()}`, countryCode: 'sg', gameSlug: 'football-legends', skuId: 1001, paymentChannelId: 1, userId: '10000001', email: 'b@example.com' } },
    },
  });
  expect(((await res.json()) as { data: { createOrder: { resultCode: number; order: unknown } } }).data.createOrder).toMatchObject({ resultCode: -102, order: null });
});

for (const [username, errorType] of [
  ['unlinked', 'PLAYER_NOT_LINKED'],
  ['dhaka', 'UNSUPPORTED_COUNTRY'],
] as const) {
  test(`a ${errorType} player sees ${errorType} in the partner sign-in error modal`, async ({ page }) => {
    await page.goto('/en-sg/');
    await signInAsPartner(page, username);
    await expect(partnerErrorModal(page)).toContainText(shellText(`modal.partnerSignInError.${errorType}`));
    await expect(headerSignIn(page)).toBeVisible();
  });
}

test('an account without its region is told what is missing and what to do, never a field name, back on its page, signed out', async ({ page }) => {
  await page.goto('/en-sg/football-legends');
  await signInAsPartner(page, 'noregion');
  await expect(partnerErrorModal(page)).toContainText(shellText('modal.partnerSignInError.ACCOUNT_REGION_MISSING'));
  await expect(partnerErrorModal(page)).not.toContainText('accountRegionCode');
  await expect(page).toHaveURL(/\/en-sg\/football-legends$/);
  await expect(headerSignIn(page)).toBeVisible();
});

test("a player of another country who signs in on a game's page lands on that game's page in their country", async ({ page }) => {
  await page.goto('/en-sg/football-legends');
  await signInAsPartner(page, 'budi');
  await expect(page).toHaveURL(/\/id-id\/football-legends$/);
  await expect(headerUserIcon(page, 'Budi Santoso')).toHaveText('BS');
});

test("a player of another country lands on that country's path, keeping the query parameters", async ({ page }) => {
  await page.goto('/en-sg/?utm_source=newsletter');
  await signInAsPartner(page, 'budi');
  await expect(page).toHaveURL(/\/id-id\/\?utm_source=newsletter$/);
  await expect(headerUserIcon(page, 'Budi Santoso')).toHaveText('BS');
});

test('the SDK script failing twice still signs in (third attempt); failing three times shows the error', async ({ page, request }) => {
  await page.goto('/en-sg/');
  await partnerHooks(page, request, { sdkFailures: 2 });
  const started = Date.now();
  await headerSignIn(page).click();
  await page.waitForURL(/\/signin\?/);
  // Two waits of 1 s between the three attempts.
  expect(Date.now() - started).toBeGreaterThanOrEqual(2000);
  await page.getByLabel('Username').fill('rahul');
  await page.getByLabel('Password').fill('partner');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(headerUserIcon(page, 'Rahul Mehta')).toHaveText('RM');

  await page.goto('/en-sg/user/profile');
  await page.locator('main').getByRole('button', { name: shellText('partner.profile.signOut') }).click();
  await partnerHooks(page, request, { sdkFailures: 3 });
  // A fresh page: the SDK of the last sign-in is gone.
  await page.goto('/en-sg/');
  await headerSignIn(page).click();
  const modal = partnerErrorModal(page);
  await expect(modal).toContainText(shellText('modal.partnerSignInError.SDK_UNAVAILABLE'));
  await expect(modal.getByRole('button', { name: shellText('modal.partnerSignInError.retry') })).toBeVisible();
  await expectNoAxeViolations(page, '[role="dialog"]');
});

test('an expired partner token re-authenticates without the player doing anything, while the page stays open', async ({ page, request }) => {
  await partnerHooks(page, request, { tokenTtlSeconds: 4 });
  await openProduct(page, '/en-sg');
  await signInAsPartner(page, 'rahul');
  await expect(headerUserIcon(page, 'Rahul Mehta')).toBeVisible();
  const first = await storedPartnerToken(page);
  // The next token lives an hour (a fresh hooks record for this browser): one re-authentication, then quiet.
  await partnerHooks(page, request, {});
  // At the token's expiry the store goes through the partner silently and comes back to this page, untouched.
  await expect.poll(() => storedPartnerToken(page), { timeout: 15_000 }).not.toBe(first);
  await expect.poll(() => storedPartnerToken(page)).not.toBe('');
  await expect(page).toHaveURL(/\/en-sg\/football-legends$/);
  await expect(headerUserIcon(page, 'Rahul Mehta')).toHaveText('RM');
});
