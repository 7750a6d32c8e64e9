import { expect, test, type Page } from '../support/test';
import { expectNoAxeViolations } from '../support/axe';
import { FULL_STORE } from '../support/env';
import { createConfirmedUser, signInThroughScreen, closeFirstSignInWelcome } from '../support/shellUser';

// The full store: the header's bell, its popover and the notifications list, for guests and users.
test.use({ baseURL: FULL_STORE });

const bell = (page: Page) => page.locator('header.shell-header .notification-bell');
const popover = (page: Page) => page.locator('.notification-popover');
const popoverItems = (page: Page) => popover(page).getByRole('listitem');

/** Opens the popover and waits for its list (the notifications loaded for this person). */
async function openPopover(page: Page) {
  await bell(page).click();
  await expect(bell(page)).toHaveAttribute('aria-expanded', 'true');
  await expect(popover(page).getByRole('heading', { name: 'Notifications' })).toBeVisible();
  await expect(popoverItems(page).first()).toBeVisible();
}

/** Unread badge, popover, "Mark all as read", reload: still read. Ended notifications are never shown. */
async function markAllReadLasts(page: Page) {
  await expect(bell(page)).toHaveAttribute('aria-label', /^Notifications, \d+ unread$/);
  const unread = Number(await bell(page).getAttribute('data-unread'));
  expect(unread).toBeGreaterThan(0);
  await expect(bell(page).locator('.notification-bell__badge')).toHaveText(String(unread));

  await openPopover(page);
  await expect(popover(page).getByText('Old news')).toHaveCount(0);
  await expect(popover(page).locator('[data-read="false"]')).toHaveCount(unread);
  await expectNoAxeViolations(page, '.notification-popover');
  await popover(page).getByRole('button', { name: 'Mark all as read' }).click();
  await expect(bell(page)).toHaveAttribute('aria-label', 'Notifications');
  await expect(bell(page).locator('.notification-bell__badge')).toHaveCount(0);
  await page.keyboard.press('Escape');
  await expect(popover(page)).toHaveCount(0);
  await expect(bell(page)).toBeFocused();

  await page.reload();
  await openPopover(page);
  await expect(popover(page).locator('[data-read="false"]')).toHaveCount(0);
  await expect(popover(page).locator('[data-read="true"]')).not.toHaveCount(0);
  await expect(bell(page)).toHaveAttribute('aria-label', 'Notifications');
}

test('a guest: unread badge, popover, mark all read, reload: still read; an ended notification is not shown', async ({ page }) => {
  await page.goto('/en-sg/');
  await markAllReadLasts(page);

  // The list page shows the same state, and also leaves out the ended one.
  await popover(page).getByRole('link', { name: 'See all notifications' }).click();
  await expect(page).toHaveURL(`${FULL_STORE}/en-sg/notifications`);
  const list = page.getByRole('list', { name: 'Notifications' });
  await expect(list.getByRole('listitem').first()).toBeVisible();
  await expect(list.locator('[data-read="false"]')).toHaveCount(0);
  await expect(page.getByText('Old news')).toHaveCount(0);
  await expect(page.getByText('All read')).toBeVisible();
  await expectNoAxeViolations(page, '[data-remote-page="account"]');
});

test('a signed-in user: their read state is kept by the API for them only', async ({ page, request, browser }) => {
  const user = await createConfirmedUser(request);
  await signInThroughScreen(page, user);
  await closeFirstSignInWelcome(page);
  await markAllReadLasts(page);

  // Another shopper (another browser) still has them unread.
  const other = await createConfirmedUser(request);
  const context = await browser.newContext({ baseURL: FULL_STORE });
  const second = await context.newPage();
  await signInThroughScreen(second, other);
  await expect(bell(second)).toHaveAttribute('aria-label', /^Notifications, \d+ unread$/);
  await context.close();

  // The user's list page agrees with the bell.
  await page.goto('/en-sg/user/notifications');
  await expect(page.getByRole('list', { name: 'Notifications' }).getByRole('listitem').first()).toBeVisible();
  await expect(page.getByText('All read')).toBeVisible();
  await expectNoAxeViolations(page, '[data-remote-page="account"]');
});
