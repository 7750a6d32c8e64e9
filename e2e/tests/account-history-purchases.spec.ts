import { expect, test, type APIRequestContext, type Page } from '../support/test';
import { expectNoAxeViolations } from '../support/axe';
import { API_URL, FULL_STORE } from '../support/env';
import { buyToProvider, settleAtProvider, SG_PURCHASE, statusHeading, text, type ApiOrder } from '../support/purchase';
import { createConfirmedUser, signInThroughScreen, type TestUser } from '../support/shellUser';

// The full store: a signed-in shopper's purchases are theirs, and the history lists them.
test.use({ baseURL: FULL_STORE });

/** The order as the API recorded it, asked with the owner's own ID token (from the Cognito endpoint, not the page). */
async function ownersOrder(request: APIRequestContext, user: TestUser, orderId: string): Promise<ApiOrder> {
  const auth = await request.post(`${API_URL}/cognito`, {
    headers: { 'content-type': 'application/x-amz-json-1.1', 'x-amz-target': 'AWSCognitoIdentityProviderService.InitiateAuth' },
    data: JSON.stringify({ AuthFlow: 'USER_PASSWORD_AUTH', ClientId: 'store-web', AuthParameters: { USERNAME: user.email, PASSWORD: user.password } }),
  });
  expect(auth.ok(), await auth.text()).toBeTruthy();
  const token = ((await auth.json()) as { AuthenticationResult: { IdToken: string } }).AuthenticationResult.IdToken;
  const res = await request.post(`${API_URL}/graphql`, {
    headers: { authorization: `Bearer ${token}`, 'x-country-code': 'sg' },
    data: { query: 'query ($id: ID!) { order(orderId: $id) { orderId status statusHeader price discount total vatPercent vat cashbackEarned currency skuId userId isGift paymentUrl } }', variables: { id: orderId } },
  });
  expect(res.ok(), await res.text()).toBeTruthy();
  const order = ((await res.json()) as { data: { order: ApiOrder | null } }).data.order;
  expect(order, `order ${orderId} as its owner sees it`).not.toBeNull();
  return order as ApiOrder;
}

/** S$ as the Singapore shop shows it. */
const sgd = (n: number) => `S$${n.toFixed(2)}`;

async function buyApproved(page: Page): Promise<string> {
  const orderId = await buyToProvider(page, SG_PURCHASE);
  await settleAtProvider(page, 'Approve');
  await expect(statusHeading(page)).toHaveText(text('en', 'status.header.fulfilled'));
  return orderId;
}

const entries = (page: Page, days: number) => page.getByRole('list', { name: `Transactions of the last ${days} days` }).getByRole('listitem');
const shownIds = (page: Page, days: number) => entries(page, days).evaluateAll((els) => els.map((el) => el.getAttribute('data-transaction-id')));

test('purchases show in the history, newest first, in every period; "Load more" adds the rest; details match the API', async ({ page, request }) => {
  test.setTimeout(180_000);
  const user = await createConfirmedUser(request);
  await signInThroughScreen(page, user);
  await expect(page.getByRole('dialog', { name: 'Welcome!' })).toBeVisible();
  await page.keyboard.press('Escape');

  // Four purchases: the first page shows the newest three (section 9's first-page offset), the fourth is one "Load more" away.
  const orders: string[] = [];
  for (let i = 0; i < 4; i++) orders.push(await buyApproved(page));
  const newestFirst = [...orders].reverse();

  await page.goto('/en-sg/user/transactions');
  await expect(page.getByRole('heading', { level: 1, name: 'Transaction history' })).toBeVisible();
  await expect(page.getByRole('radio', { name: '30 days' })).toBeChecked();
  await expect(entries(page, 30)).toHaveCount(3);
  expect(await shownIds(page, 30)).toEqual(newestFirst.slice(0, 3));
  await expect(page.getByText('Showing 3 of 4')).toBeVisible();
  await expectNoAxeViolations(page, '[data-remote-page="account"]');

  await page.getByRole('button', { name: 'Load more' }).click();
  await expect(entries(page, 30)).toHaveCount(4);
  expect(await shownIds(page, 30)).toEqual(newestFirst);
  await expect(page.getByRole('button', { name: 'Load more' })).toHaveCount(0);

  // Today's purchases are in each period: 7 and 90 days list them too, again 3 first.
  for (const days of [7, 90]) {
    await page.getByRole('radio', { name: `${days} days` }).check();
    await expect(page.getByRole('radio', { name: `${days} days` })).toBeChecked();
    await expect(entries(page, days)).toHaveCount(3);
    expect(await shownIds(page, days)).toEqual(newestFirst.slice(0, 3));
  }

  // The details of the newest purchase are what the API recorded for that order.
  const newest = newestFirst[0] as string;
  const api = await ownersOrder(request, user, newest);
  await entries(page, 90).first().getByRole('button', { name: /^Details of / }).click();
  const dialog = page.getByRole('dialog', { name: 'Transaction details' });
  const field = (name: string) => dialog.locator(`[data-field="${name}"] dd`);
  await expect(field('transactionId')).toHaveText(newest);
  await expect(field('orderId')).toHaveText(api.orderId);
  await expect(field('type')).toHaveText('Purchase');
  await expect(field('item')).toHaveText(/^100 Coins/);
  await expect(field('paymentChannel')).toHaveText(/^PayNow/);
  await expect(field('paymentStatus')).toHaveText('Completed');
  await expect(field('price')).toHaveText(sgd(api.price));
  await expect(field('vat')).toHaveText(sgd(api.vat));
  await expect(field('discount')).toHaveText(sgd(api.discount));
  await expect(field('total')).toHaveText(sgd(api.total));
  await expect(field('cashbackEarned')).toHaveText(sgd(api.cashbackEarned));
  await expect(field('cashbackUsed')).toHaveText(sgd(0));
  await expect(field('orderDate')).toHaveText(/\d{4}/);
  await expectNoAxeViolations(page, '[data-modal="transaction-details"]');
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
});

test('a shopper with no purchases sees an empty history with a way to the shop', async ({ page, request }) => {
  const user = await createConfirmedUser(request);
  await signInThroughScreen(page, user);
  await page.keyboard.press('Escape');
  await page.goto('/en-sg/user/transactions');
  await expect(page.getByText('You have no transactions in the last 30 days.')).toBeVisible();
  await page.getByRole('button', { name: 'Show the last 90 days' }).click();
  await expect(page.getByText('You have no transactions in the last 90 days.')).toBeVisible();
  await expectNoAxeViolations(page, '[data-remote-page="account"]');
  await page.getByRole('link', { name: 'Go to the shop' }).click();
  await expect(page).toHaveURL(/\/en-sg\/$/);
});
