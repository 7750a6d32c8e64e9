import { expect, test } from '../support/test';
import rewardsEn from '../../apps/rewards/src/i18n/en.json';
import { expectNoAxeViolations } from '../support/axe';
import { FULL_STORE } from '../support/env';
import { apiOrder, buyToProvider, settleAtProvider, SG_PURCHASE, statusHeading, text } from '../support/purchase';
import { createConfirmedUser, signInThroughScreen, testEmail } from '../support/shellUser';

// The full store: a guest's cashback survives the sign-up the order summary offers (issue 16 items 5 and 6).
test.use({ baseURL: FULL_STORE });

const sgd = (n: number) => `S$${n.toFixed(2)}`;

test("a guest's order summary offers to keep its cashback; after signing up with that email it is on /user/rewards", async ({ page, request }) => {
  const email = testEmail('capture-uid');
  const orderId = await buyToProvider(page, { ...SG_PURCHASE, email });
  await settleAtProvider(page, 'Approve');
  await expect(statusHeading(page)).toHaveText(text('en', 'status.header.fulfilled'));
  const { cashbackEarned } = await apiOrder(request, orderId);
  expect(cashbackEarned).toBeGreaterThan(0);

  // The capture-uid prompt: keep the cashback with an account of the email the guest bought with.
  const prompt = page.getByTestId('capture-uid-prompt');
  await expect(prompt.getByRole('heading', { level: 2 })).toHaveText(rewardsEn['capture.title'].replace('{{amount}}', sgd(cashbackEarned)));
  await expect(prompt).toContainText(email);
  await expectNoAxeViolations(page, '[data-testid="capture-uid-prompt"]');
  await prompt.getByRole('link', { name: rewardsEn['capture.signUp'] }).click();
  await expect(page.getByLabel('Email address')).toHaveValue(email);
  // The sign-up itself is the account journeys' subject (account-*.spec.ts): the account is made through the API.
  const user = await createConfirmedUser(request, 'sg', email);
  await signInThroughScreen(page, user);
  await expect(page.getByRole('dialog', { name: 'Welcome!' })).toBeVisible();
  await page.keyboard.press('Escape');
  // Guest linking moved the order to the account, and its cashback with it.
  await page.goto('/en-sg/user/rewards');
  await expect(page.getByTestId('rewards-header-balance')).toHaveText(sgd(cashbackEarned));
  await expect(page.locator(`[data-reward-entry="${orderId}"] [data-testid="reward-amount"]`)).toHaveText(sgd(cashbackEarned));
});
