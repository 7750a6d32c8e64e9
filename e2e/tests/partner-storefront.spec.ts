import { expect, test, type Page, type Request } from '../support/test';
import { API_URL, E2E_PORTS, PARTNER_GAME_STORE } from '../support/env';
import { buyToProvider, settleAtProvider, SG_PURCHASE, statusHeading, text } from '../support/purchase';

// The partner game store (127.0.0.2) embeds only catalog and checkout (scripts/runtime-config.mjs).
test.use({ baseURL: PARTNER_GAME_STORE });

const ABSENT_REMOTES = ['wallet', 'account', 'rewards'] as const;
const absentOrigins = ABSENT_REMOTES.map((remote) => `http://127.0.0.1:${E2E_PORTS[remote]}`);
// The Store API's wallet and account services; rewards data comes with them.
const absentApiPrefixes = ['/wallet', '/account'].map((p) => `${API_URL}${p}`);

const embeddedOrigins = (['catalog', 'checkout'] as const).map((remote) => `http://127.0.0.1:${E2E_PORTS[remote]}`);

/** Requests for a remote (or its API) the storefront does not embed, and, as a control, for those it does. */
function recordRemoteRequests(page: Page): { absent: string[]; embedded: string[] } {
  const seen = { absent: [] as string[], embedded: [] as string[] };
  page.on('request', (request: Request) => {
    const url = request.url();
    if (absentOrigins.some((o) => url.startsWith(o)) || absentApiPrefixes.some((p) => url.startsWith(p))) seen.absent.push(url);
    if (embeddedOrigins.some((o) => url.startsWith(o))) seen.embedded.push(url);
  });
  return seen;
}

test('the partner store shows no trace of wallet, account or rewards (no request, widget or menu entry) and follows its partner switches', async ({ page }) => {
  const requests = recordRemoteRequests(page);
  await page.goto('/en-sg/');
  await expect(page.locator('[data-remote-page="catalog"]').getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.locator('header.shell-header')).toContainText('Partner Game Store');
  // No "Unavailable" in the header: the widgets of absent remotes are not there at all.
  for (const remote of ABSENT_REMOTES) await expect(page.getByTestId(`remote-fallback-${remote}`)).toHaveCount(0);
  await expect(page.locator('.notification-bell')).toHaveCount(0);
  await expect(page.locator('[data-remote="rewards"], [data-remote="wallet"]')).toHaveCount(0);
  // Its partner switches (config.json partnerSite): no search, promotions or sign-in; the trust rating is on.
  await expect(page.getByRole('search')).toHaveCount(0);
  await expect(page.locator('.promos, .carousel')).toHaveCount(0);
  await expect(page.locator('header.shell-header').getByRole('button', { name: 'Sign in' })).toHaveCount(0);
  await expect(page.locator('footer').getByRole('link', { name: /Read what players say about Partner Game Store on Trustpilot/ })).toHaveAttribute(
    'href',
    /^https:\/\/www\.trustpilot\.com\//,
  );

  await page.getByRole('button', { name: 'Menu' }).click();
  const menu = page.getByRole('navigation', { name: 'Menu' });
  await expect(menu.getByRole('link', { name: 'Home' })).toBeVisible();
  for (const name of ['Codacash', 'Rewards', 'My wallet', 'Notifications']) await expect(menu.getByRole('link', { name })).toHaveCount(0);

  // A page of an absent remote says so, without a Retry that cannot help, and still loads nothing from it.
  await page.goto('/en-sg/rewards');
  const fallback = page.locator('main').getByTestId('remote-fallback-rewards');
  await expect(fallback).toHaveAttribute('data-reason', 'notInManifest');
  await expect(fallback.getByRole('button')).toHaveCount(0);
  expect(requests.absent).toEqual([]);
  // The recorder does see remote requests: the catalog's were recorded.
  expect(requests.embedded.length).toBeGreaterThan(0);
});

test('a guest buys a top-up in the partner store, with no wallet, account or rewards request', async ({ page }) => {
  const requests = recordRemoteRequests(page);
  const orderId = await buyToProvider(page, { ...SG_PURCHASE, email: 'guest.partner@example.com' });
  await settleAtProvider(page, 'Approve');
  expect(page.url()).toBe(`${PARTNER_GAME_STORE}/en-sg/complete?orderId=${orderId}`);
  await expect(statusHeading(page)).toHaveText(text('en', 'status.header.fulfilled'));
  expect(requests.absent).toEqual([]);
  expect(requests.embedded.some((url) => url.startsWith(`http://127.0.0.1:${E2E_PORTS.checkout}`))).toBe(true);
});
