import { expect, test } from '../support/test';
import { messageFor } from '../../packages/shared/src/errors';
import { PARTNER_STORE } from '../support/env';
import { apiOrder, buyToProvider, checkPlayer, FOOTBALL, openProduct, settleAtProvider, statusHeading, text, UNKNOWN_PLAYER_ID } from '../support/purchase';

test.use({ baseURL: PARTNER_STORE });

test.describe('order codes show their message before any payment', () => {
  test('an unknown player ID shows the -100 message and Buy goes no further', async ({ page }) => {
    // The -100 message (the user ID is not valid) in the game's own words for the field: "The Player ID is not valid."
    const invalid = text('en', 'player.invalidId', { 0: FOOTBALL.userIdLabel });
    await openProduct(page, '/en-sg');
    const userId = page.getByLabel(FOOTBALL.userIdLabel, { exact: true });
    await userId.fill(UNKNOWN_PLAYER_ID);
    await page.getByRole('button', { name: text('en', 'player.verify') }).click();
    await expect(page.getByText(invalid)).toBeVisible();
    await expect(userId).toHaveAttribute('aria-invalid', 'true');
    await page.getByRole('radio', { name: /^100 Coins/ }).check();
    await page.getByRole('radio', { name: /^PayNow/ }).check();
    await page.getByRole('button', { name: text('en', 'topUp.buy') }).click();
    await expect(page.getByText(invalid).first()).toBeVisible();
    await expect(page.getByRole('dialog', { name: text('en', 'confirm.title') })).toHaveCount(0);
    await expect(userId).toBeFocused();
    expect(page.url()).toContain('/en-sg/football-legends');
  });

  test('a purchase-limited item bought again the same day shows -107 with a way out', async ({ page }) => {
    const first = { prefix: '/en-sg', language: 'en', userId: '10000003', nickname: 'MidfieldMaya', denomination: /^Starter Pack/, channel: /^GrabPay/ };
    await buyToProvider(page, first);
    await settleAtProvider(page, 'Approve');
    await openProduct(page, '/en-sg');
    await checkPlayer(page, 'en', '10000003', 'MidfieldMaya');
    await page.getByRole('radio', { name: /^Starter Pack/ }).check();
    await page.getByRole('radio', { name: /^GrabPay/ }).check();
    await page.getByRole('button', { name: text('en', 'topUp.buy') }).click();
    const dialog = page.getByRole('dialog', { name: text('en', 'confirm.title') });
    await dialog.getByRole('button', { name: text('en', 'confirm.pay') }).click();
    const alert = dialog.getByRole('alert');
    await expect(alert).toContainText(messageFor('order', -107).message);
    await expect(alert).toHaveAttribute('data-code', '-107');
    await alert.getByRole('button', { name: text('en', 'order.changeDetails') }).click();
    await expect(dialog).toHaveCount(0);
    expect(page.url()).toContain('/en-sg/football-legends');
  });
});

test.describe('promo codes', () => {
  test('a promo applied shows the discount in the summary and the order', async ({ page, request }) => {
    await openProduct(page, '/en-sg');
    await checkPlayer(page, 'en', '10000004', 'WingerWill');
    await page.getByRole('radio', { name: /^1,200 Coins/ }).check();
    await page.getByRole('radio', { name: /^Credit/ }).check();
    await page.getByLabel(text('en', 'promo.label')).fill('FOOTY20');
    await page.getByRole('button', { name: text('en', 'promo.apply') }).click();
    await expect(page.getByTestId('summary-discount')).toBeVisible();
    const discountShown = (await page.getByTestId('summary-discount').textContent()) ?? '';
    await page.getByRole('button', { name: text('en', 'topUp.buy') }).click();
    await page.getByRole('dialog', { name: text('en', 'confirm.title') }).getByRole('button', { name: text('en', 'confirm.pay') }).click();
    await page.waitForURL(/\/provider\/pay\//);
    await settleAtProvider(page, 'Approve');
    await expect(statusHeading(page)).toHaveText(text('en', 'status.header.fulfilled'));
    await expect(page.getByTestId('order-discount')).toHaveText(discountShown);
    const orderId = new URL(page.url()).searchParams.get('orderId') ?? '';
    const order = await apiOrder(request, orderId);
    expect(order.discount).toBeGreaterThan(0);
    expect(order.total).toBeCloseTo(order.price - order.discount, 2);
    expect(`-S$${order.discount.toFixed(2)}`).toBe(discountShown);
  });

  test('each refusal: missing prerequisites, with a gift, an invalid code', async ({ page }) => {
    await openProduct(page, '/en-sg');
    const promo = page.getByLabel(text('en', 'promo.label'));
    const apply = page.getByRole('button', { name: text('en', 'promo.apply') });
    await promo.fill('FOOTY20');
    await apply.click();
    await expect(page.getByText('Please enter your Player ID before using a promo code')).toBeVisible();
    await checkPlayer(page, 'en', FOOTBALL.player.userId, FOOTBALL.player.nickname);
    await apply.click();
    await expect(page.getByText('Please choose a denomination before using a promo code')).toBeVisible();
    await page.getByRole('radio', { name: /^100 Coins/ }).check();
    await apply.click();
    await expect(page.getByText('Please choose a payment method before using a promo code')).toBeVisible();
    await page.getByRole('radio', { name: /^PayNow/ }).check();

    await promo.fill('NOSUCHCODE');
    await apply.click();
    // Each refusal says what its code means (not "refresh the page"), and the form keeps its entries.
    await expect(page.getByText(text('en', 'promo.refused.unknown'))).toBeVisible();
    await expect(page.getByRole('radio', { name: /^100 Coins/ })).toBeChecked();
    await expect(page.getByTestId('summary-discount')).toHaveCount(0);

    await page.getByLabel(text('en', 'gift.toggle')).check();
    await promo.fill('FOOTY20');
    await apply.click();
    await expect(page.getByText('Promo codes cannot be used with a gift purchase')).toBeVisible();
    await expect(page.getByTestId('summary-discount')).toHaveCount(0);
  });
});
