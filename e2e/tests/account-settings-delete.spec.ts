import { expect, test, type Page } from '../support/test';
import { expectNoAxeViolations } from '../support/axe';
import { FULL_STORE } from '../support/env';
import { openSeasonPassConfirmation, settleAtProvider, statusHeading, text } from '../support/purchase';
import { ADULT_BIRTH_DATE, createConfirmedUser, latestMessage, outbox, signInThroughScreen, closeFirstSignInWelcome } from '../support/shellUser';

// The full store: a shop account with a subscription is deleted from Settings, with the emailed code.
test.use({ baseURL: FULL_STORE });

/** Buys the monthly Season Pass (a subscription) as the signed-in shopper, through checkout and the payment simulator. */
async function buySeasonPass(page: Page) {
  await (await openSeasonPassConfirmation(page)).getByRole('button', { name: text('en', 'confirm.pay') }).click();
  await page.waitForURL(/\/provider\/pay\/ORD-/);
  await settleAtProvider(page, 'Approve');
  await expect(statusHeading(page)).toHaveText(text('en', 'status.header.fulfilled'));
  // The complete page waits for the subscription's linking (a few seconds here) before it shows the recurring charge.
  await expect(page.getByTestId('subscription-status')).toHaveAttribute('data-state', 'linked', { timeout: 20_000 });
}

const deleteButton = (page: Page) => page.getByRole('group', { name: 'Delete account' }).getByRole('button', { name: 'Delete my account' });

test('delete an account: refused with an active subscription; cancelled (active until its date); deleted with the emailed code; the 4th request of the day is refused; the email cannot sign up again', async ({ page, request }) => {
  test.setTimeout(150_000);
  const user = await createConfirmedUser(request);
  await signInThroughScreen(page, user);
  await closeFirstSignInWelcome(page);
  await buySeasonPass(page);

  // Settings lists the subscription with its next date.
  await page.goto('/en-sg/user/settings');
  const subscription = page.locator('.subscription').filter({ hasText: 'Season Pass' });
  await expect(subscription).toHaveAttribute('data-state', 'active');
  const next = (await subscription.locator('.subscription__row').filter({ hasText: 'Next payment' }).locator('dd').textContent()) ?? '';
  expect(next).toMatch(/\d{4}/);
  await expectNoAxeViolations(page, '[data-remote-page="account"]');

  // 1st request: refused while the subscription is active.
  await deleteButton(page).click();
  await expect(page.getByRole('alert').filter({ hasText: 'You have an active subscription. Cancel it before deleting your account.' })).toBeVisible();

  // Cancelled: it stays active until the date it would have renewed.
  await subscription.getByRole('button', { name: 'Cancel subscription' }).click();
  const dialog = page.getByRole('dialog', { name: 'Cancel this subscription?' });
  await expect(dialog).toContainText(`It stays active until ${next}.`);
  await expectNoAxeViolations(page, '[data-modal="cancel-subscription"]');
  await dialog.getByRole('button', { name: 'Cancel subscription' }).click();
  await expect(subscription).toHaveAttribute('data-state', 'cancelled');
  await expect(subscription.locator('.subscription__row').filter({ hasText: 'Active until' }).locator('dd')).toHaveText(next);
  await expect(subscription.getByRole('link', { name: 'Subscribe again' })).toBeVisible();

  // 2nd request: a code goes to the account's email; a wrong code is refused.
  await deleteButton(page).click();
  await expect(page).toHaveURL(`${FULL_STORE}/en-sg/user/verifyAccountDelete`);
  await expect(page.getByRole('heading', { level: 1, name: 'Delete account' })).toBeVisible();
  await expect(page.getByText('We have sent a 6-digit code to')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Send a new code' })).toBeDisabled();
  await expectNoAxeViolations(page, '[data-remote-page="account"]');
  await latestMessage(request, user.email, 'account-delete-code');
  await page.getByLabel('Confirmation code').fill('000000');
  await page.getByRole('button', { name: 'Delete my account' }).click();
  await expect(page.getByLabel('Confirmation code')).toHaveAccessibleDescription(/The code is incorrect/);

  // 3rd request from Settings again; the 4th in the same day is refused by the limiter.
  await page.getByRole('link', { name: 'Keep my account' }).click();
  await deleteButton(page).click();
  await expect(page).toHaveURL(`${FULL_STORE}/en-sg/user/verifyAccountDelete`);
  const before = (await outbox(request, user.email)).filter((m) => m.kind === 'account-delete-code').length;
  expect(before).toBe(2);
  await page.getByRole('link', { name: 'Keep my account' }).click();
  await deleteButton(page).click();
  await expect(page.getByRole('alert').filter({ hasText: 'You can ask to delete your account 3 times a day. Please try again tomorrow.' })).toBeVisible();
  expect((await outbox(request, user.email)).filter((m) => m.kind === 'account-delete-code')).toHaveLength(2);

  // The newest code deletes the account: DELETE_ACCOUNT_SUCCESS, signed out.
  const { code } = await latestMessage(request, user.email, 'account-delete-code');
  await page.goto('/en-sg/user/verifyAccountDelete');
  await expect(page.getByText('Enter the 6-digit code from our latest message, or ask for a new one.')).toBeVisible();
  await page.getByLabel('Confirmation code').fill(code ?? '');
  await page.getByRole('button', { name: 'Delete my account' }).click();
  await expect(page.getByText('Your account has been deleted.')).toBeVisible();
  await expect(page).toHaveURL(`${FULL_STORE}/en-sg/`);
  await expect(page.getByRole('button', { name: 'Sign out' })).toHaveCount(0);

  // A later sign-up with that email is refused: ACCOUNT_ALREADY_DELETED.
  await page.goto('/en-sg/sign-up');
  await page.getByLabel('Email address').fill(user.email);
  await page.getByLabel('Your name').fill('Back Again');
  await page.getByLabel('Password', { exact: true }).fill('Another-Passw0rd');
  await page.getByLabel('Date of birth').fill(ADULT_BIRTH_DATE);
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByText('The account with this email has been deleted.')).toBeVisible();
});
