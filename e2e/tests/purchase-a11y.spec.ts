import { expect, test } from '../support/test';
import { expectNoAxeViolations } from '../support/axe';
import { PARTNER_STORE } from '../support/env';
import { buyToProvider, FOOTBALL, openProduct, settleAtProvider, statusHeading, tabTo, text, SG_PURCHASE } from '../support/purchase';

test.use({ baseURL: PARTNER_STORE });


test.describe('axe-core finds no violations', () => {
  test('home', async ({ page }) => {
    await page.goto('/en-sg/');
    await expect(page.locator('.product-grid li').first()).toBeVisible();
    // Each game's tile is a real image served by the API, and it loaded.
    const tile = page.locator('.product-grid img.product-card__tile').first();
    await tile.scrollIntoViewIfNeeded();
    await expect.poll(() => tile.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);
    await expectNoAxeViolations(page);
  });

  test('product detail', async ({ page }) => {
    await openProduct(page, '/en-sg');
    await expectNoAxeViolations(page);
  });

  test('complete', async ({ page }) => {
    await buyToProvider(page, SG_PURCHASE);
    await settleAtProvider(page, 'Approve');
    await expect(statusHeading(page)).toHaveText(text('en', 'status.header.fulfilled'));
    await expectNoAxeViolations(page);
  });
});

test('the purchase done with the keyboard only', async ({ page }) => {
  await openProduct(page, '/en-sg');
  const userId = page.getByLabel(FOOTBALL.userIdLabel, { exact: true });
  await tabTo(page, userId);
  await page.keyboard.type(FOOTBALL.player.userId);
  await tabTo(page, page.getByRole('button', { name: text('en', 'player.verify') }));
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('player-nickname')).toHaveText(FOOTBALL.player.nickname);

  // A radio group is one Tab stop; Space picks the focused option, arrows move within the group.
  const firstItem = page.getByRole('radio', { name: /^100 Coins/ });
  await tabTo(page, firstItem);
  await page.keyboard.press('Space');
  await expect(firstItem).toBeChecked();
  const firstChannel = page.getByRole('radio', { name: /^PayNow/ });
  await tabTo(page, firstChannel);
  await page.keyboard.press('Space');
  await expect(firstChannel).toBeChecked();

  await tabTo(page, page.getByRole('button', { name: text('en', 'topUp.buy') }));
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: text('en', 'confirm.title') });
  await expect(dialog.getByRole('heading', { name: text('en', 'confirm.title') })).toBeFocused();
  await tabTo(page, dialog.getByRole('button', { name: text('en', 'confirm.pay') }), 5);
  await page.keyboard.press('Enter');
  await page.waitForURL(/\/provider\/pay\//);
  await tabTo(page, page.getByRole('button', { name: 'Approve' }));
  await page.keyboard.press('Enter');
  await page.waitForURL(/\/complete\?orderId=/);
  await expect(statusHeading(page)).toHaveText(text('en', 'status.header.fulfilled'));
  await expect(statusHeading(page)).toBeFocused();
});
