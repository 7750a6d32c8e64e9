import { expect, test, type Page } from '../support/test';
import { expectNoAxeViolations } from '../support/axe';
import { FULL_STORE } from '../support/env';
import { apiDenomination, checkPlayer, FOOTBALL, openProduct, statusHeading, text } from '../support/purchase';
import { createConfirmedUser, signInThroughScreen } from '../support/shellUser';
import { activateSingaporeWallet, closeWelcome, walletPage, walletText } from './wallet-support';

test.use({ baseURL: FULL_STORE });

/** On the product page: the seeded player, an item, Codacash, Buy, confirm; then the wallet's pay screen. Returns the order id. */
async function orderWithCodacash(page: Page, item: RegExp): Promise<string> {
  await openProduct(page, '/en-sg');
  await checkPlayer(page, 'en', FOOTBALL.player.userId, FOOTBALL.player.nickname);
  await page.getByRole('radio', { name: item }).check();
  await page.getByRole('radio', { name: /^Codacash/ }).check();
  await page.getByRole('button', { name: text('en', 'topUp.buy') }).click();
  const dialog = page.getByRole('dialog', { name: text('en', 'confirm.title') });
  await dialog.getByRole('button', { name: text('en', 'confirm.pay') }).click();
  await page.waitForURL(/\/en-sg\/wallet\/waiting\?order=ORD-/);
  await expect(walletPage(page).getByRole('heading', { level: 1 })).toHaveText(walletText('pay.pageTitle'));
  return new URL(page.url()).searchParams.get('order') ?? '';
}

async function signedInWithTenDollars(page: Page, request: import('@playwright/test').APIRequestContext) {
  const user = await createConfirmedUser(request);
  await signInThroughScreen(page, user);
  await closeWelcome(page);
  await activateSingaporeWallet(page, request);
  await page.getByTestId('wallet-gift-code').getByLabel(walletText('giftCode.label')).fill('CODA-SG-10');
  await page.getByTestId('wallet-gift-code').getByRole('button', { name: walletText('giftCode.submit') }).click();
  await expect(page.getByTestId('wallet-header-balance')).toHaveText('S$10.00');
}

test('buy 100 Coins paying with Codacash: the balance drops by the price, the order is fulfilled', async ({ page, request }) => {
  await signedInWithTenDollars(page, request);
  const coins = await apiDenomination(request, 'sg', FOOTBALL.slug, 1001);
  const orderId = await orderWithCodacash(page, /^100 Coins/);
  await expect(page.getByTestId('wallet-order-total')).toHaveText(`S$${coins.price.toFixed(2)}`);
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: walletText('pay.submit', { amount: `S$${coins.price.toFixed(2)}` }) }).click();

  await page.waitForURL(new RegExp(`/en-sg/complete\\?orderId=${orderId}`));
  await expect(statusHeading(page)).toHaveText(text('en', 'status.header.fulfilled'));
  const left = (10 - coins.price).toFixed(2);
  await expect(page.getByTestId('wallet-header-balance')).toHaveText(`S$${left}`);
  await page.goto('/en-sg/wallet/home');
  await expect(page.getByTestId('wallet-balance')).toContainText(`S$${left}`);
  await expect(page.getByTestId('wallet-history')).toContainText(walletText('history.type.PURCHASE'));
});

test('buy something dearer than the balance: quick top-up at the provider, continue, the order completes', async ({ page, request }) => {
  await signedInWithTenDollars(page, request);
  const big = await apiDenomination(request, 'sg', FOOTBALL.slug, 1004);
  expect(big.price).toBeGreaterThan(10);
  const orderId = await orderWithCodacash(page, /^1,200 Coins/);
  await expect(walletPage(page)).toContainText(walletText('pay.short', { amount: `S$${(big.price - 10).toFixed(2)}`, seconds: '180' }));
  await expect(page.getByRole('button', { name: /with Codacash$/ })).toHaveCount(0);
  await expectNoAxeViolations(page);

  // The quick top-up starts with the shortfall (at least the smallest top-up).
  const form = page.getByTestId('wallet-topup');
  await expect(form.getByRole('heading')).toHaveText(walletText('pay.quickTopUp'));
  const amount = Number(await form.getByLabel(walletText('topUp.amount', { currency: 'SGD' })).inputValue());
  expect(amount).toBeGreaterThanOrEqual(big.price - 10);
  await form.getByRole('radio', { name: 'PayNow' }).check();
  await form.getByRole('button', { name: walletText('topUp.submit') }).click();
  await page.waitForURL(/\/provider\/pay\/WTX-/);
  await page.getByRole('button', { name: 'Approve' }).click();

  await page.waitForURL(new RegExp(`/en-sg/wallet/waiting\\?order=${orderId}&orderId=WTX-`));
  await expect(page.getByTestId('wallet-order-balance')).toHaveText(`S$${(10 + amount).toFixed(2)}`);
  await page.getByRole('button', { name: walletText('pay.continue') }).click();
  await page.waitForURL(new RegExp(`/en-sg/complete\\?orderId=${orderId}`));
  await expect(statusHeading(page)).toHaveText(text('en', 'status.header.fulfilled'));
  await expect(page.getByTestId('wallet-header-balance')).toHaveText(`S$${(10 + amount - big.price).toFixed(2)}`);
});

test('Codacash is not a payment channel for a guest', async ({ page }) => {
  await openProduct(page, '/en-sg');
  await expect(page.getByRole('radio', { name: /^PayNow/ })).toBeVisible();
  await expect(page.getByRole('radio', { name: /^Codacash/ })).toHaveCount(0);
});
