import { expect, test, type APIRequestContext, type Page } from '../support/test';
import rewardsEn from '../../apps/rewards/src/i18n/en.json';
import { expectNoAxeViolations } from '../support/axe';
import { API_URL, FULL_STORE } from '../support/env';
import { apiDenomination, checkPlayer, openProduct, settleAtProvider, SG_PURCHASE, statusHeading, text } from '../support/purchase';
import { createConfirmedUser, signInThroughScreen, type TestUser } from '../support/shellUser';

// The full store: a signed-in shopper earns cashback, sees it, and spends it at checkout (issue 16).
test.use({ baseURL: FULL_STORE });

const sgd = (n: number) => `S$${n.toFixed(2)}`;
/** Football Legends' cashback (2%) on an amount, rounded down to the cent (section 5). */
const cashback = (amount: number) => Math.floor((Math.round(amount * 100) * 2) / 100) / 100;
const cents = (n: number) => Math.round(n * 100) / 100;
/** A date as the rewards pages show it (English, UTC). */
const shownDate = (ms: number) => new Intl.DateTimeFormat('en', { dateStyle: 'medium', timeZone: 'UTC' }).format(new Date(ms));

interface OwnedOrder {
  orderId: string;
  total: number;
  cashbackEarned: number;
  cashbackUsed: number;
  status: number;
}

/** The order as the API recorded it, asked with the owner's own ID token (from the Cognito endpoint, not the page). */
async function ownersOrder(request: APIRequestContext, user: TestUser, orderId: string): Promise<OwnedOrder> {
  const auth = await request.post(`${API_URL}/cognito`, {
    headers: { 'content-type': 'application/x-amz-json-1.1', 'x-amz-target': 'AWSCognitoIdentityProviderService.InitiateAuth' },
    data: JSON.stringify({ AuthFlow: 'USER_PASSWORD_AUTH', ClientId: 'store-web', AuthParameters: { USERNAME: user.email, PASSWORD: user.password } }),
  });
  const token = ((await auth.json()) as { AuthenticationResult: { IdToken: string } }).AuthenticationResult.IdToken;
  const res = await request.post(`${API_URL}/graphql`, {
    headers: { authorization: `Bearer ${token}`, 'x-country-code': 'sg' },
    data: { query: 'query ($id: ID!) { order(orderId: $id) { orderId status total cashbackEarned cashbackUsed } }', variables: { id: orderId } },
  });
  const order = ((await res.json()) as { data: { order: OwnedOrder | null } }).data.order;
  expect(order, `order ${orderId} as its owner sees it`).not.toBeNull();
  return order as OwnedOrder;
}

async function signIn(page: Page, request: APIRequestContext): Promise<TestUser> {
  const user = await createConfirmedUser(request);
  await signInThroughScreen(page, user);
  await expect(page.getByRole('dialog', { name: 'Welcome!' })).toBeVisible();
  await page.keyboard.press('Escape');
  return user;
}

/** On the product page: the player checked, an item and a channel chosen. */
async function choose(page: Page, denomination: RegExp, channel: RegExp): Promise<void> {
  await openProduct(page, '/en-sg');
  await checkPlayer(page, 'en', SG_PURCHASE.userId ?? '', SG_PURCHASE.nickname ?? '');
  await page.getByRole('radio', { name: denomination }).check();
  await page.getByRole('radio', { name: channel }).check();
}

/** Buy, confirm, and settle at the provider; back on the store's status page. Returns the order id. */
async function buyAndSettle(page: Page, action: 'Approve' | 'Decline'): Promise<string> {
  await page.getByRole('button', { name: text('en', 'topUp.buy') }).click();
  const dialog = page.getByRole('dialog', { name: text('en', 'confirm.title') });
  await dialog.getByRole('button', { name: text('en', 'confirm.pay') }).click();
  await page.waitForURL(/\/provider\/pay\/ORD-/);
  const orderId = /\/provider\/pay\/(ORD-[0-9A-F]{24})/.exec(page.url())?.[1] ?? '';
  await settleAtProvider(page, action);
  await expect(statusHeading(page)).toHaveText(text('en', action === 'Approve' ? 'status.header.fulfilled' : 'status.header.failed'));
  return orderId;
}

const panel = (page: Page) => page.getByTestId('use-rewards-panel');
const useToggle = (page: Page) => panel(page).getByRole('switch', { name: /^Use my rewards/ });

test('a purchase earns the game percentage, shown with its 45-day expiry and in the header; a minimum-payment channel refuses rewards; the next purchase uses them', async ({ page, request }) => {
  test.setTimeout(180_000);
  const user = await signIn(page, request);

  // 1,200 Coins pays Football Legends' 2% cashback, rounded down to the cent.
  const price100 = (await apiDenomination(request, 'sg', 'football-legends', 1001)).price;
  await choose(page, /^1,200 Coins/, /^PayNow/);
  await expect(panel(page).getByText(rewardsEn['panel.none'])).toBeVisible();
  const earnedAt = Date.now();
  const first = await buyAndSettle(page, 'Approve');
  const firstOrder = await ownersOrder(request, user, first);
  const earned = cashback(firstOrder.total);
  expect(earned).toBeGreaterThan(0);
  expect(firstOrder.cashbackEarned).toBe(earned);
  await expect(page.getByTestId('order-cashback')).toHaveText(sgd(earned));
  // The next order (100 Coins) may use all of it, but never its whole price (decision rewards-spending-rules).
  const used = Math.min(earned, cents(price100 - 0.01));
  const paid = cents(price100 - used);
  const expiry = shownDate(earnedAt + 45 * 86_400_000);

  await page.goto('/en-sg/user/rewards');
  await expect(page.getByRole('heading', { level: 1, name: rewardsEn['title.cashback'] })).toBeVisible();
  await expect(page.getByTestId('rewards-balance')).toContainText(sgd(earned));
  await expect(page.getByTestId('from-provider')).toHaveText(sgd(earned));
  await expect(page.getByTestId('from-partners')).toHaveText(sgd(0));
  const entry = page.locator(`[data-reward-entry="${first}"]`);
  await expect(entry).toContainText('Active');
  await expect(entry.getByTestId('reward-expires')).toHaveText(`Expires ${expiry}`);
  await expect(page.getByTestId('expiring-next')).toHaveText(`${sgd(earned)} on ${expiry}`);
  await expect(page.getByTestId('rewards-header-balance')).toHaveText(sgd(earned));
  // The purchase history recommends the game again; the delivered order earned 10 points.
  await expect(page.getByTestId('buy-again').getByRole('link', { name: 'Football Legends' })).toHaveAttribute('href', '/en-sg/football-legends');
  await expect(page.getByTestId('points-balance')).toHaveText('You have 10 points.');
  // The whole page, the header's rewards balance included.
  await expectNoAxeViolations(page);

  // GrabPay needs a minimum payment: the toggle opens the restriction dialog and nothing is used.
  await choose(page, /^100 Coins/, /^GrabPay/);
  await expect(panel(page).getByTestId('rewards-available')).toHaveText(sgd(earned));
  await useToggle(page).click();
  const restriction = page.getByRole('dialog', { name: rewardsEn['restriction.title'] });
  await expect(restriction).toBeVisible();
  await expectNoAxeViolations(page, '[data-modal="rewards-restriction"]');
  await restriction.getByRole('button', { name: rewardsEn['restriction.ok'] }).click();
  await expect(restriction).toHaveCount(0);
  await expect(useToggle(page)).not.toBeChecked();
  await expect(page.getByTestId('summary-total')).toHaveText(sgd(price100));
  await expect(page.getByTestId('summary-rewards')).toHaveCount(0);

  // PayNow: the rewards can be used; the total drops by them.
  await page.getByRole('radio', { name: /^PayNow/ }).check();
  await expect(panel(page).getByTestId('rewards-maximum')).toHaveText(sgd(used));
  await expect(panel(page).getByTestId('rewards-expiry-note')).toHaveText(`${sgd(earned)} of your rewards expires on ${expiry}.`);
  await expectNoAxeViolations(page, '[data-testid="use-rewards-panel"]');
  await useToggle(page).check();
  await expect(page.getByTestId('summary-rewards')).toHaveText(`-${sgd(used)}`);
  await expect(page.getByTestId('summary-total')).toHaveText(sgd(paid));
  const second = await buyAndSettle(page, 'Approve');
  await expect(page.getByTestId('order-cashback-used')).toHaveText(`-${sgd(used)}`);
  await expect(page.getByTestId('order-total')).toHaveText(sgd(paid));
  // The API recorded the burn and the earn (2% of what was paid).
  expect(await ownersOrder(request, user, second)).toMatchObject({ total: paid, cashbackUsed: used, cashbackEarned: cashback(paid) });
  const left = cents(earned - used + cashback(paid));

  await page.goto('/en-sg/user/rewards');
  await expect(page.getByTestId('rewards-balance')).toContainText(sgd(left));
  if (used === earned) await expect(page.locator(`[data-reward-entry="${first}"]`)).toContainText('Used');
  await expect(page.getByTestId('rewards-header-balance')).toHaveText(sgd(left));
});

test('a declined order names no cashback earned; rewards past their expiry (the API clock moved) are shown expired and cannot be used', async ({ page, request }) => {
  test.setTimeout(180_000);
  const user = await signIn(page, request);

  await choose(page, /^1,200 Coins/, /^PayNow/);
  const declined = await buyAndSettle(page, 'Decline');
  // A failed order earns nothing, ever: its summary has no cashback line.
  await expect(page.getByTestId('order-summary')).toBeVisible();
  await expect(page.getByTestId('order-cashback')).toHaveCount(0);
  expect((await ownersOrder(request, user, declined)).cashbackEarned).toBe(0);

  await choose(page, /^1,200 Coins/, /^PayNow/);
  const earned = await buyAndSettle(page, 'Approve');

  // The API's test-mode clock, for this user only: 46 days later.
  const moved = await request.post(`${API_URL}/account/dev/rewards/clock`, { data: { email: user.email, days: 46 } });
  expect(moved.ok(), await moved.text()).toBeTruthy();

  await page.goto('/en-sg/user/rewards');
  await expect(page.getByTestId('rewards-balance')).toContainText(sgd(0));
  const entry = page.locator(`[data-reward-entry="${earned}"]`);
  await expect(entry).toContainText('Expired');
  await expect(entry.getByTestId('reward-expires')).toHaveText(/^Expired /);
  await expect(page.locator(`[data-reward-entry="${declined}"]`)).toHaveCount(0);
  await expect(page.getByTestId('rewards-header-balance')).toHaveText(sgd(0));

  await choose(page, /^100 Coins/, /^PayNow/);
  await expect(panel(page).getByTestId('rewards-available')).toHaveText(sgd(0));
  await expect(panel(page).getByText(rewardsEn['panel.none'])).toBeVisible();
  await expect(useToggle(page)).toHaveCount(0);
});

test('the rewards page explains cashback with its FAQ; the daily reward can be claimed once, a second claim is "already claimed"; points need sign-in and too few cannot redeem', async ({ page, request }) => {
  await page.goto('/en-my/rewards');
  await expect(page.getByRole('heading', { level: 1, name: rewardsEn['title.landing'] })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Cashback rewards in Malaysia' })).toBeVisible();
  await page.getByText(rewardsEn['faq.expiry.q']).click();
  await expect(page.getByText('Yes, 45 days after you receive it.', { exact: false })).toBeVisible();
  await expect(page.getByTestId('daily-reward')).toContainText(rewardsEn['daily.signIn']);
  await expectNoAxeViolations(page, '[data-remote-page="rewards"]');
  // Redeeming points needs sign-in: a guest is offered it.
  await page.getByTestId('points-card').getByRole('button', { name: rewardsEn['points.open'] }).click();
  const redeem = page.getByRole('dialog', { name: rewardsEn['points.modalTitle'] });
  await expect(redeem).toContainText(rewardsEn['points.signInRequired']);
  await expectNoAxeViolations(page, '[data-modal="redeem-points"]');
  await page.keyboard.press('Escape');
  await expect(redeem).toHaveCount(0);

  await signIn(page, request);
  await page.goto('/en-sg/rewards');
  await expect(page.getByTestId('rewards-seo')).toHaveCount(0);
  const daily = page.getByTestId('daily-reward');
  await daily.getByRole('button', { name: rewardsEn['daily.claim'] }).click();
  await expect(daily.getByText(rewardsEn['daily.playerIdRequired'])).toBeVisible();
  await daily.getByLabel(rewardsEn['daily.playerId']).fill(SG_PURCHASE.userId ?? '');
  await daily.getByRole('button', { name: rewardsEn['daily.claim'] }).click();
  await expect(daily.getByTestId('daily-outcome')).toHaveText('Claimed: 5 Coins are on their way to your player.');
  await daily.getByRole('button', { name: rewardsEn['daily.claim'] }).click();
  await expect(daily.getByTestId('daily-outcome')).toHaveText(rewardsEn['daily.error.1201']);
  await expectNoAxeViolations(page, '[data-remote-page="rewards"]');
  await page.reload();
  await expect(page.getByTestId('daily-reward')).toContainText(rewardsEn['daily.alreadyToday']);

  // No purchase yet: 0 points, too few to redeem.
  await expect(page.getByTestId('points-balance')).toHaveText('You have 0 points.');
  await page.getByTestId('points-card').getByRole('button', { name: rewardsEn['points.open'] }).click();
  await expect(page.getByTestId('points-too-few')).toHaveText('You need 30 points to redeem. You have 0.');
  await expect(page.getByRole('dialog', { name: rewardsEn['points.modalTitle'] }).getByRole('button', { name: rewardsEn['points.redeem'] })).toHaveCount(0);
  await expectNoAxeViolations(page, '[data-modal="redeem-points"]');
});
