import { expect, test } from '../support/test';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { PARTNER_STORE } from '../support/env';
import { apiDenomination, apiOrder, buyToProvider, FOOTBALL, outbox, settleAtProvider, statusHeading, text, SG_PURCHASE } from '../support/purchase';

test.use({ baseURL: PARTNER_STORE });

test.describe('a guest buys a top-up', () => {
  test('in sg: player checked with nickname, item, channel, email, confirm, approve -> fulfilled; the API has the order at the right amount', async ({ page, request }) => {
    const orderId = await buyToProvider(page, { ...SG_PURCHASE, email: 'guest.sg@example.com' });
    await settleAtProvider(page, 'Approve');
    expect(page.url()).toContain(`/en-sg/complete?orderId=${orderId}`);
    await expect(statusHeading(page)).toHaveText(text('en', 'status.header.fulfilled'));
    const expected = await apiDenomination(request, 'sg', FOOTBALL.slug, 1001);
    await expect(page.getByTestId('order-total')).toHaveText(`S$${expected.price.toFixed(2)}`);

    const order = await apiOrder(request, orderId);
    expect(order).toMatchObject({ status: 6, statusHeader: 'fulfilled', currency: 'SGD', skuId: 1001, userId: FOOTBALL.player.userId, isGift: false });
    expect(order.total).toBe(expected.price);
    expect(order.price).toBe(expected.price);
    // The summary shows the VAT inside the price, as the API recorded it.
    expect(order.vatPercent).toBe(9);
    expect(order.vat).toBeGreaterThan(0);
    await expect(page.getByTestId('order-vat')).toHaveText(`S$${order.vat.toFixed(2)} (9% included in the price)`);
    // The white-label store has no rewards: its order summary names no cashback (the API still records it).
    await expect(page.getByTestId('order-summary')).toBeVisible();
    await expect(page.getByTestId('order-cashback')).toHaveCount(0);
    // The cashback a guest earned is kept in the cashback cookie under the receipt email, for 45 days.
    expect(order.cashbackEarned).toBeGreaterThan(0);
    const cookie = (await page.context().cookies()).find((c) => c.name === 'cashbackReward');
    expect(JSON.parse(decodeURIComponent(cookie?.value ?? '{}'))).toEqual({ email: 'guest.sg@example.com', txnId: [orderId], reward: order.cashbackEarned });
    expect(cookie?.expires ?? 0).toBeGreaterThan(Date.now() / 1000 + 44 * 86_400);
    // The guest purchase is kept for linking after sign-in.
    const stored = await page.evaluate(() => localStorage.getItem('guestPurchaseInfo'));
    expect(JSON.parse(stored ?? '{}')).toMatchObject({ txnId: orderId, voucherTypeId: 1001 });
  });

  test('in id: IDR without decimals; the receipt by SMS to the mobile number given', async ({ page, request }) => {
    const expected = await apiDenomination(request, 'id', FOOTBALL.slug, 1001);
    expect(Number.isInteger(expected.price)).toBe(true);
    const orderId = await buyToProvider(page, {
      prefix: '/id-id',
      language: 'id',
      userId: '10000002',
      nickname: 'KeeperKim',
      denomination: /^100 Coins/,
      channel: /^GoPay/,
      mobile: '812 3456 7890',
    });
    await settleAtProvider(page, 'Approve');
    await expect(statusHeading(page)).toHaveText(text('id', 'status.header.fulfilled'));
    const shown = (await page.getByTestId('order-total').textContent()) ?? '';
    expect(shown).toMatch(/^Rp\s?[\d.,]+$/);
    expect(shown).not.toMatch(/[.,]\d{2}$/);
    expect(Number(shown.replace(/\D/g, ''))).toBe(expected.price);
    const order = await apiOrder(request, orderId);
    expect(order).toMatchObject({ status: 6, currency: 'IDR', total: expected.price });
    const sms = await outbox(request, '+6281234567890');
    expect(sms.map((m) => m.kind)).toEqual(['order-confirmation']);
    expect(sms[0]?.body).toContain(orderId);
  });

  test('in sa: the home page\'s announcements and promotions come in Arabic too, each in its own direction', async ({ page }) => {
    await page.goto('/ar-sa/');
    await expect(page.getByRole('complementary', { name: 'إعلانات' })).toContainText('تسليم فوري لكل عملية شحن.');
    const promo = page.locator('.promo strong').first();
    await expect(promo).toHaveText('خصم 10% على أول عملية شحن');
    await expect(promo).toHaveAttribute('dir', 'auto');
  });

  test('in sa: Arabic, right to left', async ({ page, request }) => {
    const orderId = await buyToProvider(page, {
      prefix: '/ar-sa',
      language: 'ar',
      userId: FOOTBALL.player.userId,
      nickname: FOOTBALL.player.nickname,
      denomination: /^100 Coins/,
      channel: /^STC Pay/,
    });
    await settleAtProvider(page, 'Approve');
    expect(page.url()).toContain('/ar-sa/complete');
    await expect(statusHeading(page)).toHaveText(text('ar', 'status.header.fulfilled'));
    await expect(page.locator('[data-remote-page="checkout"]')).toHaveAttribute('dir', 'rtl');
    const dir = await page.evaluate(() => getComputedStyle(document.querySelector('[data-remote-page="checkout"]') as Element).direction);
    expect(dir).toBe('rtl');
    const dirOut = path.resolve(__dirname, '../../test-results');
    mkdirSync(dirOut, { recursive: true });
    await page.screenshot({ path: path.join(dirOut, 'purchase-sa-rtl-complete.png') });
    const order = await apiOrder(request, orderId);
    expect(order).toMatchObject({ status: 6, currency: 'SAR' });
  });
});
