import { expect, test } from '../support/test';
import { ALLOWED_OVERRIDE_ORIGINS, PARTNER_STORE } from '../support/env';
import { overrideQuery } from '../support/store';
import { apiOrder, buyToProvider, settleAtProvider, statusHeading, text, SG_PURCHASE } from '../support/purchase';

test.use({ baseURL: PARTNER_STORE });

test('with the wallet, rewards and account remotes stopped, a guest purchase still completes', async ({ page, request }) => {
  // An allow-listed origin with nothing listening: every one of these remotes fails to load.
  const dead = `${ALLOWED_OVERRIDE_ORIGINS[5]}/mf-manifest.json`;
  const stopped = ['wallet', 'rewards', 'account'];
  // The localStorage form of the dev override lasts across the payment redirect and the return.
  await page.goto(`/en-sg/?${stopped.map((r) => overrideQuery(r, dead)).join('&')}`);
  await page.evaluate(
    ({ remotes, url }) => remotes.forEach((r) => localStorage.setItem(`store:remote:${r}`, url)),
    { remotes: stopped, url: dead },
  );
  // With an email the buyer becomes a known shopper (readings 9), whose header shows the rewards widget.
  const orderId = await buyToProvider(page, { ...SG_PURCHASE, email: 'resilient.guest@example.com' });
  await settleAtProvider(page, 'Approve');
  await expect(statusHeading(page)).toHaveText(text('en', 'status.header.fulfilled'));
  // The stopped remotes really were down on this page: their header slots show the small fallback.
  await expect(page.getByTestId('remote-fallback-rewards').first()).toBeVisible();
  expect((await apiOrder(request, orderId)).status).toBe(6);
  await page.evaluate((remotes) => remotes.forEach((r) => localStorage.removeItem(`store:remote:${r}`)), stopped);
});
