import { expect, test, type Page, hydrated } from '../support/test';
import { expectNoAxeViolations } from '../support/axe';
import { FULL_STORE } from '../support/env';
import { buyToProvider, openProduct, checkPlayer, settleAtProvider, statusHeading, text, SG_PURCHASE } from '../support/purchase';
import { createConfirmedUser, latestMessage, signInThroughScreen, closeFirstSignInWelcome } from '../support/shellUser';

// Subscriptions (recurrence, linking, settings, unsubscribe) and membership limits, on the full store.
test.use({ baseURL: FULL_STORE });

const recurrence = (page: Page) => page.getByRole('group', { name: text('en', 'recurrence.legend') });

/** The product page with the seeded player checked and an item chosen (the Season Pass unless told). */
async function chooseItem(page: Page, item = /^Season Pass/, player = { userId: SG_PURCHASE.userId ?? '', nickname: SG_PURCHASE.nickname ?? '' }) {
  await openProduct(page, '/en-sg');
  await checkPlayer(page, 'en', player.userId, player.nickname);
  await page.getByRole('radio', { name: item }).check();
}

test('a monthly subscription: recurrence with savings, the recurring charge confirmed, the linking wait, then settings shows its next date; cancelled it stays active until then; a second is refused while it runs; the emailed link unsubscribes without signing in', async ({ page, request, browser }) => {
  test.setTimeout(120_000);
  const user = await createConfirmedUser(request);
  await signInThroughScreen(page, user);
  await closeFirstSignInWelcome(page);

  await chooseItem(page);
  await expect(recurrence(page).getByRole('radio')).toHaveCount(4);
  await expect(recurrence(page).getByRole('radio', { name: /^Monthly/ })).toBeChecked();
  await expect(recurrence(page).getByRole('radio', { name: /^Yearly/ })).toHaveAccessibleName(/Save 25%/);
  await expectNoAxeViolations(page, '[data-testid="recurrence"]');
  // The yearly price is the total while it is chosen; back to monthly.
  await recurrence(page).getByRole('radio', { name: /^Yearly/ }).check();
  const yearly = (await page.getByTestId('summary-total').textContent()) ?? '';
  await recurrence(page).getByRole('radio', { name: /^Monthly/ }).check();
  const monthly = (await page.getByTestId('summary-total').textContent()) ?? '';
  expect(monthly).not.toBe(yearly);

  await page.getByRole('radio', { name: SG_PURCHASE.channel }).check();
  await page.getByRole('button', { name: text('en', 'topUp.buy') }).click();
  const dialog = page.getByRole('dialog', { name: text('en', 'confirm.title') });
  await expect(dialog.getByTestId('recurring-charge')).toHaveText(text('en', 'confirm.recurring', { days: '30', price: monthly.trim() }));
  await dialog.getByRole('button', { name: text('en', 'confirm.pay') }).click();
  await page.waitForURL(/\/provider\/pay\/ORD-/);
  await settleAtProvider(page, 'Approve');
  await expect(statusHeading(page)).toHaveText(text('en', 'status.header.fulfilled'));

  // The linking check: a waiting state, then the recurring information (the API links 6 s after payment here).
  const panel = page.getByTestId('subscription-status');
  await expect(panel).toHaveAttribute('data-state', 'linking');
  await expect(panel).toContainText(text('en', 'status.subscription.linking'));
  await expectNoAxeViolations(page, '[data-remote-page="checkout"]');
  await expect(panel).toHaveAttribute('data-state', 'linked', { timeout: 15_000 });
  await expect(page.getByTestId('recurring-info')).toContainText(`renews every 30 days at ${monthly.trim()}`);
  await expectNoAxeViolations(page, '[data-remote-page="checkout"]');

  // Settings: the subscription with its next date; cancelled, it stays active until that date.
  await panel.getByRole('link', { name: text('en', 'status.subscription.manage') }).click();
  await expect(page).toHaveURL(`${FULL_STORE}/en-sg/user/settings`);
  const card = page.locator('.subscription').filter({ hasText: 'Season Pass' });
  await expect(card).toHaveAttribute('data-state', 'active');
  const next = (await card.locator('.subscription__row').filter({ hasText: 'Next payment' }).locator('dd').textContent()) ?? '';
  expect(next).toMatch(/\d{4}/);
  await expect(card.locator('.subscription__row').filter({ hasText: 'Price per renewal' }).locator('dd')).toHaveText(monthly.trim());

  // A second Season Pass while this one runs: refused with subscription code 2's message.
  await chooseItem(page);
  await page.getByRole('radio', { name: SG_PURCHASE.channel }).check();
  await page.getByRole('button', { name: text('en', 'topUp.buy') }).click();
  await dialog.getByRole('button', { name: text('en', 'confirm.pay') }).click();
  await expect(dialog.getByRole('alert')).toContainText('You already have this subscription.');
  await dialog.getByRole('button', { name: text('en', 'common.cancel') }).click();

  await page.goto('/en-sg/user/settings');
  await card.getByRole('button', { name: 'Cancel subscription' }).click();
  const cancel = page.getByRole('dialog', { name: 'Cancel this subscription?' });
  await cancel.getByRole('button', { name: 'Cancel subscription' }).click();
  await expect(card).toHaveAttribute('data-state', 'cancelled');
  await expect(card.locator('.subscription__row').filter({ hasText: 'Active until' }).locator('dd')).toHaveText(next);

  // The emailed unsubscribe link works for someone not signed in (a fresh browser): here the subscription is already
  // cancelled, so the link still answers and the page confirms.
  const mail = await latestMessage(request, user.email, 'subscription-started');
  expect(mail.body).toContain('renews every 30 days');
  const guest = await browser.newContext({ baseURL: FULL_STORE });
  const guestPage = await guest.newPage();
  await guestPage.goto(mail.link ?? '');
  await hydrated(guestPage);
  await expect(guestPage.getByRole('heading', { level: 1, name: text('en', 'unsubscribe.title') })).toBeVisible();
  await guestPage.getByRole('button', { name: text('en', 'unsubscribe.confirm') }).click();
  const done = guestPage.locator('[data-remote-page="checkout"]').getByRole('status');
  await expect(done).toContainText(text('en', 'unsubscribe.done'));
  // It names the subscription, and until when it stays active.
  await expect(done).toContainText('Season Pass');
  await expect(done).toContainText(/It stays active until \d{1,2} [A-Z][a-z]+ \d{4}/);
  // Opened again in this browser, the link says it is already cancelled, with nothing left to cancel.
  await guestPage.reload();
  await expect(guestPage.locator('[data-remote-page="checkout"]')).toContainText(text('en', 'unsubscribe.alreadyCancelled'));
  await expect(guestPage.getByRole('button', { name: text('en', 'unsubscribe.confirm') })).toHaveCount(0);
  await guest.close();
});

test('a second seasonal membership within 93 days is refused with its message', async ({ page }) => {
  test.setTimeout(90_000);
  const member = { ...SG_PURCHASE, userId: '10000005', nickname: 'DefenderDee', email: 'member@example.com' };
  await buyToProvider(page, { ...member, denomination: /^Seasonal Membership/ });
  await settleAtProvider(page, 'Approve');
  await expect(statusHeading(page)).toHaveText(text('en', 'status.header.fulfilled'));

  await chooseItem(page, /^Seasonal Membership/, member);
  await page.getByRole('radio', { name: member.channel }).check();
  await page.getByRole('button', { name: text('en', 'topUp.buy') }).click();
  const dialog = page.getByRole('dialog', { name: text('en', 'confirm.title') });
  await dialog.getByRole('button', { name: text('en', 'confirm.pay') }).click();
  const problem = dialog.getByRole('alert');
  await expect(problem).toContainText('This membership can only be purchased once.');
  await expect(problem).toHaveAttribute('data-code', '1503');
  await expectNoAxeViolations(page, '[role="dialog"]');
});

test('a weekly subscription whose renewals the provider refuses: the first week is delivered and the complete page says it will not renew (code 8)', async ({ page, request }) => {
  test.setTimeout(90_000);
  const user = await createConfirmedUser(request);
  await signInThroughScreen(page, user);
  await closeFirstSignInWelcome(page);
  await chooseItem(page);
  await recurrence(page).getByRole('radio', { name: /^Weekly/ }).check();
  await page.getByRole('radio', { name: SG_PURCHASE.channel }).check();
  await page.getByRole('button', { name: text('en', 'topUp.buy') }).click();
  const dialog = page.getByRole('dialog', { name: text('en', 'confirm.title') });
  await expect(dialog.getByTestId('recurring-charge')).toContainText('Renews every 7 days');
  await dialog.getByRole('button', { name: text('en', 'confirm.pay') }).click();
  await page.waitForURL(/\/provider\/pay\/ORD-/);
  await settleAtProvider(page, 'Approve, refuse renewals');
  await expect(statusHeading(page)).toHaveText(text('en', 'status.header.fulfilled'));
  const panel = page.getByTestId('subscription-status');
  await expect(panel).toHaveAttribute('data-state', 'failed');
  await expect(panel.getByRole('alert')).toContainText('The subscription could not be authorised.');
  await expect(page.getByTestId('order-recurrence')).toHaveText('Every 7 days');
});
