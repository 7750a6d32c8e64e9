import { expect, test } from '../support/test';
import { expectNoAxeViolations } from '../support/axe';
import { formatAmount, countryByCode, type Country } from '../../packages/shared/src/domain';
import { messageFor } from '../../packages/shared/src/errors';
import { PARTNER_STORE } from '../support/env';
import { apiDenomination, apiOrder, checkPlayer, FOOTBALL, openProduct, settleAtProvider, statusHeading, text } from '../support/purchase';

test.use({ baseURL: PARTNER_STORE });

const SG = countryByCode('sg') as Country;

const ANY_AMOUNT = 1020;

test('a custom amount: out of range is explained with the range, a valid one is what the order pays', async ({ page, request }) => {
  const item = await apiDenomination(request, 'sg', FOOTBALL.slug, ANY_AMOUNT);
  expect(item.maxPrice).not.toBeNull();
  await openProduct(page, '/en-sg');
  await checkPlayer(page, 'en', FOOTBALL.player.userId, FOOTBALL.player.nickname);
  await page.getByRole('radio', { name: new RegExp(`^${item.name}`) }).check();
  const amount = page.getByRole('textbox', { name: text('en', 'customAmount.label', { symbol: SG.currencySymbol }) });
  await amount.fill('500');
  await page.getByRole('radio', { name: /^PayNow/ }).check();
  await page.getByRole('button', { name: text('en', 'topUp.buy') }).click();
  const range = `Please enter an amount between ${formatAmount(item.price, SG)} and ${formatAmount(item.maxPrice as number, SG)}`;
  // On the field, and named by the form's message beside Buy (the first error of the form).
  await expect(page.locator('.ui-field__error').getByText(range)).toBeVisible();
  await expect(page.getByTestId('form-problem')).toHaveText(range);
  await expect(amount).toHaveAttribute('aria-invalid', 'true');
  await expectNoAxeViolations(page);

  await amount.fill('12.50');
  await expect(page.getByTestId('summary-total')).toHaveText('S$12.50');
  await page.getByRole('button', { name: text('en', 'topUp.buy') }).click();
  const dialog = page.getByRole('dialog', { name: text('en', 'confirm.title') });
  await expect(dialog).toContainText('S$12.50');
  await dialog.getByRole('button', { name: text('en', 'confirm.pay') }).click();
  await page.waitForURL(/\/provider\/pay\/ORD-/);
  const orderId = /\/provider\/pay\/(ORD-[0-9A-F]{24})/.exec(page.url())?.[1] ?? '';
  await settleAtProvider(page, 'Approve');
  await expect(statusHeading(page)).toHaveText(text('en', 'status.header.fulfilled'));
  expect(await apiOrder(request, orderId)).toMatchObject({ status: 6, skuId: ANY_AMOUNT, price: 12.5, total: 12.5 });
});

test('where the store asks for a billing address (white-label, us) it asks the nationality too, the shop country first', async ({ page, request }) => {
  await openProduct(page, '/en-us');
  await checkPlayer(page, 'en', FOOTBALL.player.userId, FOOTBALL.player.nickname);
  await page.getByRole('radio', { name: /^100 Coins/ }).check();
  await page.getByRole('radio', { name: /^Apple Pay/ }).check();
  const billing = page.getByRole('group', { name: text('en', 'billing.legend') });
  for (const [key, value] of [['name', 'Ann Lee'], ['addressLine1', '1 Main St'], ['city', 'Springfield'], ['state', 'IL'], ['zip', '62701'], ['province', 'IL']]) {
    await billing.getByLabel(text('en', `billing.${key}`), { exact: true }).fill(value as string);
  }
  const nationality = page.getByLabel(text('en', 'nationality.label'));
  await expect(nationality).toHaveValue('us');
  await expectNoAxeViolations(page);
  await nationality.selectOption('my');
  await page.getByRole('button', { name: text('en', 'topUp.buy') }).click();
  const dialog = page.getByRole('dialog', { name: text('en', 'confirm.title') });
  await dialog.getByRole('button', { name: text('en', 'confirm.pay') }).click();
  await page.waitForURL(/\/provider\/pay\/ORD-/);
  const orderId = /\/provider\/pay\/(ORD-[0-9A-F]{24})/.exec(page.url())?.[1] ?? '';
  await settleAtProvider(page, 'Approve');
  await expect(statusHeading(page)).toHaveText(text('en', 'status.header.fulfilled'));
  expect(await apiOrder(request, orderId)).toMatchObject({ status: 6, currency: 'USD' });
});

test('a game that needs a server: the server is asked, a wrong one is named on that field, the right one buys', async ({ page }) => {
  await openProduct(page, '/en-sg', 'lost-sanctuary-eternal-origin');
  await page.getByLabel('Role ID', { exact: true }).fill('20000001');
  const server = page.getByLabel('Server', { exact: true });
  await server.selectOption('Asia-2');
  await page.getByRole('button', { name: text('en', 'player.verify') }).click();
  await expect(server).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText(messageFor('order', -1061).message)).toBeVisible();
  await expect(page.getByTestId('player-nickname')).toHaveCount(0);
  await expectNoAxeViolations(page);

  await server.selectOption('Asia-1');
  await page.getByRole('button', { name: text('en', 'player.verify') }).click();
  await expect(page.getByTestId('player-nickname')).toHaveText('Lost Sanctuary Hero');
  await expect(server).not.toHaveAttribute('aria-invalid', 'true');
  await page.locator('input[name="skuId"]').first().check();
  await page.getByRole('radio', { name: /^PayNow/ }).check();
  await page.getByRole('button', { name: text('en', 'topUp.buy') }).click();
  await page.getByRole('dialog', { name: text('en', 'confirm.title') }).getByRole('button', { name: text('en', 'confirm.pay') }).click();
  await page.waitForURL(/\/provider\/pay\/ORD-/);
  await settleAtProvider(page, 'Approve');
  await expect(statusHeading(page)).toHaveText(text('en', 'status.header.fulfilled'));
});
