import { expect, test, type Page } from '../support/test';
import { countryByCode, formatAmount, type Country } from '../../packages/shared/src/domain';
import { PARTNER_STORE } from '../support/env';
import { apiDenomination, apiOrder, buyToProvider, checkPlayer, FOOTBALL, graphql, openProduct, settleAtProvider, statusHeading, text } from '../support/purchase';

// The checkout form against the production build and the real API (issue 9: one form pattern, and the
// "also fix" items that need the API).
test.use({ baseURL: PARTNER_STORE });

const SG = countryByCode('sg') as Country;
const ID = countryByCode('id') as Country;
const CUSTOM_SKU = 1020;

async function choose(page: Page, item: RegExp, channel: RegExp) {
  await page.getByRole('radio', { name: item }).check();
  await page.getByRole('radio', { name: channel }).check();
}

test('a reload and Back from the payment page keep the form\'s entries for the browser session', async ({ page }) => {
  await openProduct(page, '/en-sg');
  await checkPlayer(page, 'en', FOOTBALL.player.userId, FOOTBALL.player.nickname);
  await choose(page, /^300 Coins/, /^PayNow/);
  await page.getByLabel(text('en', 'contact.emailLabel')).fill('ann@example.com');
  await page.reload();
  await expect(page.getByTestId('topup-form')).toBeVisible({ timeout: 15_000 });
  await expect(page.getByLabel(FOOTBALL.userIdLabel, { exact: true })).toHaveValue(FOOTBALL.player.userId);
  await expect(page.getByRole('radio', { name: /^300 Coins/ })).toBeChecked();
  await expect(page.getByRole('radio', { name: /^PayNow/ })).toBeChecked();
  await expect(page.getByLabel(text('en', 'contact.emailLabel'))).toHaveValue('ann@example.com');

  await page.getByRole('button', { name: text('en', 'topUp.buy') }).click();
  await page.getByRole('dialog', { name: text('en', 'confirm.title') }).getByRole('button', { name: text('en', 'confirm.pay') }).click();
  await page.waitForURL(/\/provider\/pay\/ORD-/);
  await page.goBack();
  await expect(page.getByTestId('topup-form')).toBeVisible({ timeout: 15_000 });
  await expect(page.getByRole('radio', { name: /^300 Coins/ })).toBeChecked();
  await expect(page.getByLabel(text('en', 'contact.emailLabel'))).toHaveValue('ann@example.com');
  // Nothing of a card is ever kept: the draft holds the form's fields only.
  const draft = await page.evaluate(() => sessionStorage.getItem('checkout:topUpDraft:sg:football-legends'));
  expect(Object.keys(JSON.parse(draft ?? '{}')).sort()).toEqual(
    ['amount', 'billing', 'channelId', 'contactMethod', 'email', 'gameFields', 'giftEmail', 'giftMessage', 'giftName', 'isGift', 'mobile', 'nationality', 'recurrenceDays', 'skuId', 'terms', 'userId', 'zoneId'],
  );
});

test('"Please choose a payment method." goes as soon as one is chosen', async ({ page }) => {
  await openProduct(page, '/en-sg');
  await page.getByLabel(FOOTBALL.userIdLabel, { exact: true }).fill(FOOTBALL.player.userId);
  await page.getByRole('radio', { name: /^100 Coins/ }).check();
  await page.getByRole('button', { name: text('en', 'topUp.buy') }).click();
  const problem = page.getByTestId('form-problem');
  await expect(problem).toHaveText(text('en', 'checkoutError.paymentChannel'));
  await page.getByRole('radio', { name: /^PayNow/ }).check();
  await expect(problem).toHaveCount(0);
});

test.describe('promo codes say why they are refused, and keep the form', () => {
  for (const [code, key] of [
    ['SUMMER5', 'promo.refused.expired'],
    ['SOLDOUT', 'promo.refused.soldOut'],
    ['MLBB15', 'promo.refused.otherGame'],
    ['NOPE', 'promo.refused.unknown'],
  ] as const) {
    test(`${code}: ${key}`, async ({ page }) => {
      await openProduct(page, '/en-sg');
      await checkPlayer(page, 'en', FOOTBALL.player.userId, FOOTBALL.player.nickname);
      await choose(page, /^100 Coins/, /^PayNow/);
      await page.getByLabel(text('en', 'promo.label')).fill(code);
      await page.getByRole('button', { name: text('en', 'promo.apply') }).click();
      await expect(page.getByText(text('en', key))).toBeVisible();
      await expect(page.getByRole('radio', { name: /^100 Coins/ })).toBeChecked();
      await expect(page.getByTestId('player-nickname')).toHaveText(FOOTBALL.player.nickname);
    });
  }

  test('an applied promo is checked again when the item changes, and the shopper is told', async ({ page }, testInfo) => {
    await openProduct(page, '/en-sg');
    await checkPlayer(page, 'en', FOOTBALL.player.userId, FOOTBALL.player.nickname);
    await choose(page, /^100 Coins/, /^PayNow/);
    await page.getByLabel(text('en', 'promo.label')).fill('FOOTY20');
    await page.getByRole('button', { name: text('en', 'promo.apply') }).click();
    const discount = page.getByTestId('summary-discount');
    await expect(discount).toBeVisible();
    const before = await discount.textContent();
    await page.getByRole('radio', { name: /^1,200 Coins/ }).check();
    await expect(page.getByTestId('promo-status')).toContainText(text('en', 'promo.reapplied', { code: 'FOOTY20' }).trim());
    await expect(discount).not.toHaveText(before ?? '');
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await page.getByTestId('promo-status').screenshot({ path: testInfo.outputPath(`promo-rechecked-${width}.png`) });
      await page.getByTestId('topup-form').screenshot({ path: testInfo.outputPath(`form-${width}.png`) });
    }
  });
});

test('the minimum shown for a custom amount is accepted (S$0.99), and the order pays it', async ({ page, request }) => {
  const item = await apiDenomination(request, 'sg', FOOTBALL.slug, CUSTOM_SKU);
  await openProduct(page, '/en-sg');
  await checkPlayer(page, 'en', FOOTBALL.player.userId, FOOTBALL.player.nickname);
  await page.locator(`#denomination-${CUSTOM_SKU}`).check();
  await page.getByRole('radio', { name: /^PayNow/ }).check();
  const shown = formatAmount(item.price, SG).replace(SG.currencySymbol, '').trim();
  await page.getByRole('textbox', { name: text('en', 'customAmount.label', { symbol: SG.currencySymbol }) }).fill(shown);
  await page.getByRole('button', { name: text('en', 'topUp.buy') }).click();
  await page.getByRole('dialog', { name: text('en', 'confirm.title') }).getByRole('button', { name: text('en', 'confirm.pay') }).click();
  await page.waitForURL(/\/provider\/pay\/ORD-/);
  const orderId = /\/provider\/pay\/(ORD-[0-9A-F]{24})/.exec(page.url())?.[1] ?? '';
  expect((await apiOrder(request, orderId)).price).toBeCloseTo(item.price, 2);
});

test('Indonesia accepts the amount format it displays (16.000)', async ({ page, request }) => {
  const item = await apiDenomination(request, 'id', FOOTBALL.slug, CUSTOM_SKU);
  await openProduct(page, '/id-id');
  await page.locator(`#denomination-${CUSTOM_SKU}`).check();
  const field = page.getByRole('textbox', { name: text('id', 'customAmount.label', { symbol: ID.currencySymbol }) });
  const shown = formatAmount(item.price, ID).replace(ID.currencySymbol, '').trim();
  expect(shown).toMatch(/^\d{1,3}(\.\d{3})+$/);
  await field.fill(shown);
  await expect(page.getByTestId('summary-total')).toHaveText(formatAmount(item.price, ID));
  await expect(field).not.toHaveAttribute('aria-invalid', 'true');
});

test('the billing address goes with the order and the API keeps it', async ({ page, request }) => {
  await openProduct(page, '/en-us');
  await checkPlayer(page, 'en', FOOTBALL.player.userId, FOOTBALL.player.nickname);
  await choose(page, /^100 Coins/, /^Apple Pay/);
  const address = { name: 'Ann Lee', addressLine1: '1 Main St', city: 'Springfield', state: 'IL', zip: '62701', province: 'IL' };
  const billing = page.getByRole('group', { name: text('en', 'billing.legend') });
  for (const [key, value] of Object.entries(address)) await billing.getByLabel(text('en', `billing.${key}`), { exact: true }).fill(value);
  await page.getByRole('button', { name: text('en', 'topUp.buy') }).click();
  await page.getByRole('dialog', { name: text('en', 'confirm.title') }).getByRole('button', { name: text('en', 'confirm.pay') }).click();
  await page.waitForURL(/\/provider\/pay\/ORD-/);
  const orderId = /\/provider\/pay\/(ORD-[0-9A-F]{24})/.exec(page.url())?.[1] ?? '';
  const data = await graphql<{ order: { billingAddress: Record<string, string | null> | null } }>(
    request,
    'query ($id: ID!) { order(orderId: $id) { billingAddress { name addressLine1 addressLine2 city state zip province } } }',
    { id: orderId },
  );
  expect(data.order.billingAddress).toMatchObject(address);
});

test.describe('the complete, waiting and failed pages fit a 360 px screen', () => {
  test.use({ viewport: { width: 360, height: 740 } });
  for (const [action, header] of [
    ['Approve', 'status.header.fulfilled'],
    ['Leave pending', 'status.header.pending'],
    ['Decline', 'status.header.failed'],
  ] as const) {
    test(`${action} -> ${header}`, async ({ page }, testInfo) => {
      await buyToProvider(page, { prefix: '/en-sg', language: 'en', userId: FOOTBALL.player.userId, nickname: FOOTBALL.player.nickname, denomination: /^300 Coins/, channel: /^GrabPay/ });
      await settleAtProvider(page, action);
      await expect(statusHeading(page)).toHaveText(text('en', header));
      await expect(page.getByTestId('order-id')).toBeVisible();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
      const name = action.replace(' ', '-').toLowerCase();
      await page.screenshot({ path: testInfo.outputPath(`status-360-${name}.png`), fullPage: true });
      for (const width of [390, 1280]) {
        await page.setViewportSize({ width, height: 900 });
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
        await page.screenshot({ path: testInfo.outputPath(`status-${width}-${name}.png`), fullPage: true });
      }
    });
  }
});
