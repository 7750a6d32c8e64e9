import { expect, test } from '../support/test';
import { PARTNER_STORE } from '../support/env';
import { apiOrder, buyToProvider, FOOTBALL, openProduct, outbox, settleAtProvider, settleOrderOutOfBand, statusHeading, text } from '../support/purchase';

test.use({ baseURL: PARTNER_STORE });

const player = { prefix: '/en-sg', language: 'en', userId: FOOTBALL.player.userId, nickname: FOOTBALL.player.nickname };

test('a declined payment shows the failed header with a way back, which opens the form with the player and item again', async ({ page, browser }) => {
  await buyToProvider(page, { ...player, denomination: /^300 Coins/, channel: /^PayNow/ });
  await settleAtProvider(page, 'Decline');
  await expect(statusHeading(page)).toHaveText(text('en', 'status.header.failed'));
  const tryAgain = page.getByRole('link', { name: text('en', 'status.tryAgain') });
  await expect(tryAgain).toHaveAttribute('href', /^\/en-sg\/football-legends\?player=10000001&item=\d+$/);
  // Opened elsewhere (another browser, so no draft of the form): the player and the item, and a channel to choose.
  const href = (await tryAgain.getAttribute('href')) ?? '';
  const other = await browser.newContext();
  const fresh = await other.newPage();
  await fresh.goto(`${PARTNER_STORE}${href}`);
  const form = fresh.getByTestId('topup-form');
  await expect(form.getByLabel(FOOTBALL.userIdLabel, { exact: true })).toHaveValue(FOOTBALL.player.userId);
  await expect(form.getByRole('radio', { name: /^300 Coins/ })).toBeChecked();
  await expect(form.getByRole('radio', { name: /^PayNow/ })).not.toBeChecked();
  await other.close();
});

test('a pending payment shows the waiting page, which turns fulfilled by itself when the provider completes', async ({ page, request }) => {
  const orderId = await buyToProvider(page, { ...player, denomination: /^300 Coins/, channel: /^GrabPay/ });
  await settleAtProvider(page, 'Leave pending');
  await page.waitForURL(/\/en-sg\/waiting\?orderId=/);
  await expect(statusHeading(page)).toHaveText(text('en', 'status.header.pending'));
  await expect(page.getByRole('button', { name: text('en', 'status.checkNow') })).toBeVisible();
  const order = await apiOrder(request, orderId);
  await settleOrderOutOfBand(request, order.paymentUrl ?? '', 'approve');
  // No click, no reload: the page polls.
  await expect(statusHeading(page)).toHaveText(text('en', 'status.header.fulfilled'), { timeout: 10_000 });
  await page.waitForURL(/\/en-sg\/complete\?orderId=/);
});

test('a gift is bought, claimed with the email OTP from the outbox, and a second claim shows claimed', async ({ page, request }) => {
  const friend = `friend.${Date.now()}@example.com`;
  await openProduct(page, '/en-sg');
  await page.getByLabel(text('en', 'gift.toggle')).check();
  await page.getByLabel(text('en', 'gift.email')).fill(friend);
  await page.getByLabel(text('en', 'gift.name')).fill('Sam');
  await page.getByLabel(text('en', 'gift.message')).fill('Happy\nbirthday!');
  await page.getByRole('radio', { name: /^550 Coins/ }).check();
  await page.getByRole('radio', { name: /^PayNow/ }).check();
  await page.getByRole('button', { name: text('en', 'topUp.buy') }).click();
  await page.getByRole('dialog', { name: text('en', 'confirm.title') }).getByRole('button', { name: text('en', 'confirm.pay') }).click();
  await page.waitForURL(/\/provider\/pay\//);
  await settleAtProvider(page, 'Approve');
  await expect(statusHeading(page)).toHaveText(text('en', 'status.header.giftInitiated'));

  const link = (await outbox(request, friend)).find((m) => m.kind === 'gift-claim-link')?.link ?? '';
  const code = new URL(link).searchParams.get('code') ?? '';
  expect(code).toMatch(/^GIFT-/);
  await page.goto(`/en-sg/redeem?code=${code}`);
  const heading = page.locator('[data-remote-page="checkout"] h1');
  await expect(heading).toHaveText(text('en', 'redeem.header.Valid'));
  await expect(page.getByText('Happy birthday!')).toBeVisible();
  await page.getByLabel(text('en', 'redeem.userId')).fill('10000004');
  await page.getByRole('button', { name: text('en', 'redeem.sendCode') }).click();
  await expect(page.getByRole('status').filter({ hasText: 'We sent a 6-digit code' })).toBeVisible();
  const otp = (await outbox(request, friend)).find((m) => m.kind === 'gift-claim-otp')?.code ?? '';
  expect(otp).toMatch(/^\d{6}$/);
  await page.getByLabel(text('en', 'redeem.otp')).fill(otp);
  await page.getByRole('button', { name: text('en', 'redeem.claim') }).click();
  await expect(heading).toHaveText(text('en', 'redeem.header.Claimed'));

  await page.reload();
  await expect(heading).toHaveText(text('en', 'redeem.header.Claimed'));
  await expect(heading).toHaveAttribute('data-gift-status', 'Claimed');
});

test('double-clicking Buy and Confirm creates exactly one order', async ({ page }) => {
  const keys: string[] = [];
  page.on('request', (req) => {
    const body = req.postData() ?? '';
    if (!req.url().endsWith('/graphql') || !body.includes('createOrder')) return;
    keys.push((JSON.parse(body) as { variables: { input: { idempotencyKey: string } } }).variables.input.idempotencyKey);
  });
  await openProduct(page, '/en-sg');
  await page.getByLabel(FOOTBALL.userIdLabel, { exact: true }).fill(FOOTBALL.player.userId);
  await page.getByRole('radio', { name: /^100 Coins/ }).check();
  await page.getByRole('radio', { name: /^PayNow/ }).check();
  await page.getByRole('button', { name: text('en', 'topUp.buy') }).dblclick();
  const confirm = page.getByRole('dialog', { name: text('en', 'confirm.title') }).getByTestId('confirm-order');
  await confirm.dblclick();
  await page.waitForURL(/\/provider\/pay\/ORD-/);
  // One create request, one idempotency key: the API can only have made one order of it.
  expect(keys).toHaveLength(1);
  expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);
  // The key was kept only until the order existed.
  await page.goBack();
  await expect(page.getByTestId('topup-form')).toBeVisible();
  expect(await page.evaluate(() => sessionStorage.getItem('checkout:idempotency'))).toBeNull();
});
