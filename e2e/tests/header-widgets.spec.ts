import { expect, test, type Page } from '../support/test';
import { E2E_PORTS, PARTNER_STORE } from '../support/env';
import { buyToProvider, settleAtProvider, SG_PURCHASE, statusHeading, text } from '../support/purchase';

// The white-label store (127.0.0.1) embeds the rewards remote for its header widget; a guest has no rewards to show.
test.use({ baseURL: PARTNER_STORE });

const rewardsOrigin = `http://127.0.0.1:${E2E_PORTS.rewards}`;

function rewardsRequests(page: Page): string[] {
  const seen: string[] = [];
  page.on('request', (r) => {
    if (r.url().startsWith(rewardsOrigin)) seen.push(r.url());
  });
  return seen;
}

test('a guest home page fetches nothing of the rewards remote; after a purchase (a known shopper) the header shows the rewards widget', async ({ page }) => {
  const requests = rewardsRequests(page);
  await page.goto('/en-sg/');
  await expect(page.locator('[data-remote-page="catalog"]').getByRole('heading', { level: 1 })).toBeVisible();
  await page.waitForLoadState('networkidle');
  await expect(page.locator('[data-widget="rewards"]')).toHaveCount(0);
  expect(requests).toEqual([]);

  // A guest purchase with an email makes the shopper soft-signed-in (readings 9): they see their rewards.
  await buyToProvider(page, { ...SG_PURCHASE, email: 'guest.rewards.widget@example.com' });
  await settleAtProvider(page, 'Approve');
  await expect(statusHeading(page)).toHaveText(text('en', 'status.header.fulfilled'));
  await page.goto('/en-sg/');
  await expect(page.locator('header [data-widget="rewards"]')).toBeVisible();
  expect(requests.length).toBeGreaterThan(0);
});
