import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '../support/test';
import { expectNoAxeViolations } from '../support/axe';
import { PARTNER_STORE } from '../support/env';
import { settleAtProvider, statusHeading, text } from '../support/purchase';
import { API_URL, headerUserIcon, shellText, signInOnPartnerPage, storedPartnerToken } from './partner-support';

// The white-label store (127.0.0.1) has Mirage: Perfect Skyline in pre-registration (scripts/runtime-config.mjs): its
// product page counts down to the launch and shows the partner player's card; its orders come with a free giveaway item.
test.use({ baseURL: PARTNER_STORE });

const GAME = { slug: 'mirage-perfect-skyline', name: 'Mirage: Perfect Skyline', roleId: '20000001', nickname: 'Mirage Hero' };
const GIVEAWAY = { id: 'skyline-glider', name: 'Skyline Glider (pre-registration gift)' };

const panel = (page: Page) => page.getByRole('region', { name: shellText('preRegistration.title', { game: GAME.name }) });
const playerCard = (page: Page) => page.getByTestId('pre-registration-player');

/** The game's product page, then Sign in with EA from the player card: the partner's page, and back on the product page. */
async function signInFromPlayerCard(page: Page, username: string): Promise<void> {
  await page.goto(`/en-sg/${GAME.slug}`);
  await playerCard(page).getByRole('button', { name: shellText('partner.profile.signIn') }).click();
  await signInOnPartnerPage(page, username);
  await expect(page).toHaveURL(new RegExp(`/en-sg/${GAME.slug}$`));
}

test('a pre-registered player sees the countdown and their card, adds the launch to their calendar, and buys with the free gift recorded on the order', async ({ page, request }) => {
  await signInFromPlayerCard(page, 'samira');
  await expect(headerUserIcon(page, 'Samira Khan')).toHaveText('SK');

  // The countdown (launch 30 days after the store started) ticks; the card says who is signed in and that they pre-registered.
  const timer = panel(page).getByRole('timer', { name: shellText('preRegistration.timeLeft', { game: GAME.name }) });
  await expect(timer.locator('.pre-registration__value').first()).toHaveText(/^(29|30)$/);
  const seconds = timer.locator('.pre-registration__value').last();
  const firstSecond = await seconds.textContent();
  await expect(seconds).not.toHaveText(firstSecond ?? '', { timeout: 3_000 });
  await expect(playerCard(page).getByText('Samira Khan')).toBeVisible();
  await expect(playerCard(page).getByText('EA-1001')).toBeVisible();
  await expect(playerCard(page).getByText(shellText('preRegistration.player.registered'))).toBeVisible();

  // Add to calendar: an .ics file of the launch.
  const [download] = await Promise.all([page.waitForEvent('download'), panel(page).getByRole('button', { name: shellText('preRegistration.calendar.add') }).click()]);
  expect(download.suggestedFilename()).toBe(`${GAME.slug}-launch.ics`);
  const ics = await readFile((await download.path()) ?? '', 'utf8');
  expect(ics).toContain('BEGIN:VEVENT');
  expect(ics).toContain(`SUMMARY:${shellText('preRegistration.calendar.eventTitle', { game: GAME.name })}`);
  expect(ics).toMatch(/DTSTART:\d{8}T020000Z/);

  // The cart: the chosen item and the free gift, which costs nothing.
  const form = page.getByTestId('topup-form');
  await form.getByLabel('Role ID', { exact: true }).fill(GAME.roleId);
  await form.getByRole('button', { name: text('en', 'player.verify') }).click();
  await expect(form.getByTestId('player-nickname')).toHaveText(GAME.nickname);
  await form.getByRole('radio', { name: /^60 Jade/ }).check();
  await form.getByRole('radio', { name: /^PayNow/ }).check();
  await form.getByLabel(text('en', 'contact.emailLabel')).fill('samira@example.com');
  const gift = form.getByTestId('summary-free-giveaway');
  // In the order summary beside the form (a desktop's side panel; the phone's bar shows the item and total only).
  await expect(gift).toBeVisible();
  await expect(gift).toContainText(GIVEAWAY.name);
  await expect(gift).toContainText(text('en', 'summary.free'));
  // axe once over the page's main: the countdown, the player card and the cart.
  await expectNoAxeViolations(page, 'main');
  await form.getByRole('button', { name: text('en', 'topUp.buy') }).click();
  const dialog = page.getByRole('dialog', { name: text('en', 'confirm.title') });
  await expect(dialog.getByTestId('summary-free-giveaway')).toContainText(GIVEAWAY.name);
  await dialog.getByRole('button', { name: text('en', 'confirm.pay') }).click();
  await page.waitForURL(/\/provider\/pay\/ORD-/);
  const orderId = /\/provider\/pay\/(ORD-[0-9A-F]{24})/.exec(page.url())?.[1] ?? '';
  await settleAtProvider(page, 'Approve');
  await expect(statusHeading(page)).toHaveText(text('en', 'status.header.fulfilled'));
  await expect(page.getByTestId('order-summary').getByTestId('summary-free-giveaway')).toContainText(GIVEAWAY.name);

  // The order records the free gift (the API's answer to the player's token).
  const token = await storedPartnerToken(page);
  const res = await request.post(`${API_URL}/graphql`, {
    headers: { authorization: `Bearer ${token}` },
    data: { query: 'query ($id: ID!) { order(orderId: $id) { statusName freeGiveawayItem { id name } } }', variables: { id: orderId } },
  });
  expect(((await res.json()) as { data: { order: unknown } }).data.order).toEqual({ statusName: 'Fulfillment_Completed', freeGiveawayItem: GIVEAWAY });
});

test('a player the partner has no pre-registration of is told "account not found for pre-registration" and can still buy', async ({ page }) => {
  await signInFromPlayerCard(page, 'rahul');
  await expect(playerCard(page).getByText('Rahul Mehta')).toBeVisible();
  await expect(playerCard(page).getByText(shellText('errors.userMessage.preRegistrationAccountNotFound'))).toBeVisible();
  await expect(page.getByTestId('topup-form')).toBeVisible();
  await expectNoAxeViolations(page, '[data-testid="pre-registration"]');
});
