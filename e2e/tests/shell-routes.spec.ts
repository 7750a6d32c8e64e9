import { expect, test, type Page } from '../support/test';
import { E2E_PORTS, FULL_STORE, PARTNER_STORE } from '../support/env';
import { createConfirmedUser, signInThroughScreen } from '../support/shellUser';
import { settled } from '../support/shellPages';
import { expectNoAxeViolations } from '../support/axe';
import { smallTouchTargets } from '../support/targets';

// Every route name of section 2 and the footer's pages, by path under /en-sg (access rules from routeAccess).
const ROUTES: Array<{ name: string; path: string; kind: 'all' | 'account' | 'user' | 'wallet' | 'feature' | 'shopUserOffer' }> = [
  { name: 'International', path: '/international', kind: 'all' },
  { name: 'Homepage', path: '/en-sg/', kind: 'all' },
  { name: 'ProductDetail', path: '/en-sg/mobile-legends', kind: 'all' },
  { name: 'GlobalProduct', path: '/product/mobile-legends', kind: 'all' },
  { name: 'MarketingAndPartnership', path: '/marketing-and-partnership', kind: 'all' },
  { name: 'SignIn', path: '/en-sg/sign-in', kind: 'account' },
  { name: 'SignUp', path: '/en-sg/sign-up', kind: 'account' },
  { name: 'ConfirmSignup', path: '/en-sg/confirm-signup', kind: 'account' },
  { name: 'RecoverPassword', path: '/en-sg/recover-password', kind: 'account' },
  { name: 'VerifySignup', path: '/en-sg/verify', kind: 'account' },
  { name: 'GuestNotifications', path: '/en-sg/notifications', kind: 'feature' },
  { name: 'CodacashLandingPage', path: '/en-sg/codacash', kind: 'shopUserOffer' },
  { name: 'CashbackLandingPage', path: '/en-sg/rewards', kind: 'shopUserOffer' },
  { name: 'TransactionComplete', path: '/en-sg/complete', kind: 'all' },
  { name: 'TransactionWaiting', path: '/en-sg/waiting', kind: 'all' },
  { name: 'UserTransactionHistory', path: '/en-sg/user/transactions', kind: 'user' },
  { name: 'UserCashback', path: '/en-sg/user/rewards', kind: 'user' },
  { name: 'UserSettings', path: '/en-sg/user/settings', kind: 'user' },
  { name: 'VerifyAccountDelete', path: '/en-sg/user/verifyAccountDelete', kind: 'user' },
  { name: 'UserNotifications', path: '/en-sg/user/notifications', kind: 'user' },
  { name: 'SearchResults', path: '/en-sg/search/fifa', kind: 'all' },
  { name: 'Unsubscribe', path: '/en-sg/unsubscribe', kind: 'all' },
  { name: 'RedeemGift', path: '/en-sg/redeem', kind: 'all' },
  { name: 'WalletVerification', path: '/en-sg/wallet/verify', kind: 'wallet' },
  { name: 'WalletHome', path: '/en-sg/wallet/home', kind: 'wallet' },
  { name: 'WalletTransactionWaiting', path: '/en-sg/wallet/waiting', kind: 'wallet' },
  { name: 'WalletTransactionComplete', path: '/en-sg/wallet/complete', kind: 'wallet' },
  { name: 'TermsAndConditions', path: '/en-sg/terms-and-conditions', kind: 'all' },
  { name: 'PrivacyPolicy', path: '/en-sg/privacy-policy', kind: 'all' },
  { name: 'Help', path: '/en-sg/help', kind: 'all' },
  { name: 'About', path: '/en-sg/about', kind: 'all' },
];

type Store = { label: string; origin: string; whiteLabel: boolean };
const STORES: Store[] = [
  { label: 'full store', origin: FULL_STORE, whiteLabel: false },
  { label: 'white-label store', origin: PARTNER_STORE, whiteLabel: true },
];

const SIGNED_IN_LEAVES = ['SignIn', 'SignUp', 'ConfirmSignup', 'VerifySignup'];

function reachable(kind: string, store: Store, signedIn: boolean, name = ''): boolean {
  switch (kind) {
    case 'account':
      // Signed in, the sign-in and sign-up screens send the shopper on (to the remembered page, else home).
      return !store.whiteLabel && !(signedIn && SIGNED_IN_LEAVES.includes(name));
    case 'user':
      return signedIn;
    case 'wallet':
      return signedIn && !store.whiteLabel;
    case 'shopUserOffer':
      // Codacash and rewards need a shop user: a white-label store has none (white-label-without-wallet-pages.md).
      return !store.whiteLabel;
    default:
      return true; // 'all', and 'feature' (every feature is on in the served config)
  }
}

/**
 * Opens a path and checks where the shell lands: the path itself when allowed, else the country home. The first path
 * of a walk is loaded from the address bar; the rest are in-app navigations (the router's popstate), which run the
 * same route guard without reloading the store each time.
 */
async function expectRoute(page: Page, origin: string, path: string, allowed: boolean, direct: boolean, o: { home?: string; axe?: boolean } = {}) {
  if (direct) {
    await page.goto(`${origin}${path}`);
  } else {
    // Mark what the current route shows; the next route's page replaces it (every route's page is its own element).
    await page.locator('main#main').evaluate((main) => main.querySelectorAll(':scope > *').forEach((el) => el.setAttribute('data-walked', '')));
    await page.evaluate((p) => {
      window.history.pushState(null, '', p);
      window.dispatchEvent(new PopStateEvent('popstate', { state: null }));
    }, path);
    await expect(page.locator('main#main > :not([data-walked])').first()).toBeAttached();
  }
  await settled(page);
  if (allowed) await expect(page).toHaveURL(`${origin}${path}`);
  else await expect(page).toHaveURL(`${origin}${o.home ?? '/en-sg/'}`); // redirect to /, then the chosen country's home
  await expectNoDeveloperText(page);
  await expectFitsTheScreen(page);
  // The whole page, colour contrast included (axe's default rules), once it has painted.
  if (o.axe) await expectNoAxeViolations(page);
}

/** Issue 12's widths: a small phone, a common phone, a tablet and a laptop. */
const WIDTHS = [320, 390, 768, 1366] as const;

/** At each width the page is no wider than the screen (nothing to scroll sideways), and on a phone its controls are big enough to tap. */
async function expectFitsTheScreen(page: Page) {
  const start = page.viewportSize() ?? { width: 1280, height: 720 };
  const overflowing: string[] = [];
  let small: string[] = [];
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: start.height });
    const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
    if (scrollWidth > width) overflowing.push(`${width} px: ${scrollWidth} px wide`);
    // On a common phone every control is a 44 x 44 px touch target (links inside a sentence excepted).
    if (width === 390) small = await smallTouchTargets(page);
  }
  await page.setViewportSize(start);
  expect(overflowing, `horizontal overflow on ${page.url()}`).toEqual([]);
  expect(small, `controls under 44 px at 390 px on ${page.url()}`).toEqual([]);
}

/** What only a developer should read: a catalogue key, a remote's name, a value that was never filled in. */
const DEVELOPER_TEXT = [
  /\b(?:common|header|footer|menu|page|home|product|modal|title|info|status|wallet|rewards|account|checkout)\.[a-z][A-Za-z]+(?:\.[A-Za-z]+)*\b/,
  /\b(?:remote|placeholder|lorem ipsum|TODO|FIXME)\b/i,
  /\b(?:undefined|null|NaN)\b|\[object Object\]|\{\{\s*\w+\s*\}\}/,
];

/** The page a shopper reads (header, page, footer, once it has painted) holds no developer text. */
async function expectNoDeveloperText(page: Page) {
  await expect(page.locator('main#main [aria-busy="true"]')).toHaveCount(0);
  const text = await page.locator('body').innerText();
  for (const pattern of DEVELOPER_TEXT) expect(text, `developer text on ${page.url()}`).not.toMatch(pattern);
}

test.describe.configure({ mode: 'parallel' });

test('full store in Arabic (right to left): every route name signed out, passing axe', async ({ page }) => {
  test.slow(); // 31 pages, each checked at four widths and by axe
  const arabic = (path: string) => path.replace('/en-sg', '/ar-ae');
  const store = STORES[0] as Store;
  for (const [i, route] of ROUTES.entries()) {
    await test.step(route.name, () =>
      expectRoute(page, store.origin, arabic(route.path), reachable(route.kind, store, false), i === 0, { home: '/ar-ae/', axe: true }),
    );
  }
});

for (const store of STORES) {
  test(`${store.label}: every route name signed out${store.whiteLabel ? '' : ', passing axe'}`, async ({ page }) => {
    test.slow(!store.whiteLabel, '31 pages, each checked at four widths and by axe');
    for (const [i, route] of ROUTES.entries()) {
      await test.step(route.name, () => expectRoute(page, store.origin, route.path, reachable(route.kind, store, false), i === 0, { axe: !store.whiteLabel }));
    }
  });

  // A shop user signs in on the full store's sign-in screen; the white-label store has none (its players sign in
  // through the partner), so a shop session there is not something a shopper can reach.
  if (store.whiteLabel) continue;
  test(`${store.label}: every route name signed in (through the sign-in screen)`, async ({ page, request }) => {
    const user = await createConfirmedUser(request);
    await signInThroughScreen(page, user, '/en-sg/sign-in', store.origin);
    // A first sign-in is welcomed once; the walk below stays on this page, so the welcome is closed first.
    await page.getByRole('dialog', { name: 'Welcome!' }).getByRole('button', { name: 'OK' }).click();
    test.slow(true, 'the signed-in pages are also checked by axe');
    for (const route of ROUTES) {
      // The pages only a signed-in shopper reaches pass axe here; the others are checked in the signed-out walks.
      const axe = route.kind === 'user' || route.kind === 'wallet';
      await test.step(route.name, () => expectRoute(page, store.origin, route.path, reachable(route.kind, store, true, route.name), false, { axe }));
    }
    // Sign-out clears the session: user routes redirect again.
    await page.getByRole('button', { name: 'Sign out' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'You are signed out.' })).toBeVisible();
    await expectRoute(page, store.origin, '/en-sg/user/settings', false, true);
  });
}

test('full store in Arabic: the pages only a signed-in shopper reaches pass axe, right to left', async ({ page, request }) => {
  test.slow(); // each page is checked at four widths and by axe
  const user = await createConfirmedUser(request, 'sa');
  await signInThroughScreen(page, user, '/en-sg/sign-in', FULL_STORE);
  await page.getByRole('dialog', { name: 'Welcome!' }).getByRole('button', { name: 'OK' }).click();
  const store = STORES[0] as Store;
  const signedInOnly = ROUTES.filter((r) => r.kind === 'user' || r.kind === 'wallet');
  for (const [i, route] of signedInOnly.entries()) {
    const path = route.path.replace('/en-sg', '/ar-sa');
    await test.step(route.name, () => expectRoute(page, store.origin, path, reachable(route.kind, store, true, route.name), i === 0, { home: '/ar-sa/', axe: true }));
  }
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
});

test('the legacy two-letter product path redirects to the canonical prefix', async ({ page }) => {
  await page.goto(`${FULL_STORE}/sg/mobile-legends?utm_source=x#top`);
  await expect(page).toHaveURL(`${FULL_STORE}/en-sg/mobile-legends?utm_source=x#top`);
});

test('the custom-theme product page /id/mobile-legends-tri is matched before the prefix rule', async ({ page }) => {
  await page.goto(`${FULL_STORE}/id/mobile-legends-tri`);
  await settled(page);
  await expect(page).toHaveURL(`${FULL_STORE}/id/mobile-legends-tri`);
  // The catalog's product page of that game, in the triPlayport theme - not "Game not found".
  const productPage = page.locator('[data-remote-page="catalog"][data-theme="triPlayport"]');
  await expect(productPage.getByRole('heading', { level: 1 })).toHaveText('Mobile Legends: Bang Bang (Tri Playport)');
  await expect(page.getByTestId('topup-form')).toBeVisible({ timeout: 15_000 });
  await expect(page.locator('html')).toHaveAttribute('lang', 'id');
});

test('any other path shows the real 404 page with its title', async ({ page }) => {
  // A malformed address (bad percent-encoding) gets the page too, not the server's bare 400.
  for (const path of ['/no-such-page', '/en-sg/a/b/c', '/zz-zz/', '/%E0%A4%A']) {
    await page.goto(`${FULL_STORE}${path}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found');
    await expect(page).toHaveTitle('Page not found | Football Store');
  }
});

test('a product address that cannot name a game says the game is not found, with a way to all games', async ({ page }) => {
  for (const path of ['/en-sg/%ZZ', '/en-sg/%3Cscript%3E']) {
    await page.goto(`${FULL_STORE}${path}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Game not found');
    await expect(page.getByRole('link', { name: 'See all games' })).toHaveAttribute('href', '/en-sg/');
  }
});

test('a search longer than the store sends is cut to 100 characters, in the search and on the page', async ({ page }) => {
  await page.goto(`${FULL_STORE}/en-sg/search/${'football '.repeat(40)}`);
  const title = page.getByRole('heading', { level: 1 });
  await expect(title).toHaveText(`Search results for “${'football '.repeat(40).slice(0, 100)}”`);
  await expect(page.getByRole('link', { name: 'Football Legends' })).toBeVisible();
});

test('header: search submits to /{prefix}/search/{q}, hidden on International; sign-up hidden on SignUp', async ({ page }) => {
  await page.goto(`${FULL_STORE}/en-sg/`);
  await page.getByRole('searchbox', { name: 'Search games' }).fill('fifa points');
  await page.getByRole('searchbox', { name: 'Search games' }).press('Enter');
  await expect(page).toHaveURL(`${FULL_STORE}/en-sg/search/fifa%20points`);
  await page.goto(`${FULL_STORE}/international`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Choose your country');
  await expect(page.getByRole('searchbox', { name: 'Search games' })).toHaveCount(0);
  await page.goto(`${FULL_STORE}/en-sg/sign-up`);
  // The header's links (the sign-up screen has a "Sign in" link of its own once it has rendered).
  const header = page.getByRole('banner');
  await expect(header.getByRole('link', { name: 'Sign in' })).toBeVisible();
  await expect(header.getByRole('link', { name: 'Sign up' })).toHaveCount(0);
});

test('header is hidden on ProductDetail with utm_campaign=mandiri', async ({ page }) => {
  await page.goto(`${FULL_STORE}/en-sg/mobile-legends?utm_campaign=mandiri`);
  await settled(page);
  await expect(page.locator('header.shell-header')).toHaveCount(0);
  await page.goto(`${FULL_STORE}/en-sg/mobile-legends`);
  await expect(page.locator('header.shell-header')).toBeVisible();
});

test('white-label sign-in opens partner sign-in; no sign-up button', async ({ page }) => {
  await page.goto(`${PARTNER_STORE}/en-sg/`);
  await expect(page.getByRole('link', { name: 'Sign up' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Sign in' }).click();
  // The partner's own sign-in page (apps/partner-id; the journeys are in partner-sign-in.spec.ts).
  await page.waitForURL(`http://127.0.0.1:${E2E_PORTS.partner}/signin?**`);
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
});

test('a game opened from far down the home starts at its top; Back returns to the same place in the grid', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 700 });
  await page.goto(`${FULL_STORE}/en-sg/`);
  await expect(page.locator('html[data-store-ready]')).toBeAttached();
  const games = page.locator('main#main a[href^="/en-sg/"]');
  const last = games.last();
  await last.scrollIntoViewIfNeeded();
  const left = await page.evaluate(() => window.scrollY);
  expect(left).toBeGreaterThan(300);
  const href = await last.getAttribute('href');
  await last.click();
  await expect(page).toHaveURL(`${FULL_STORE}${href}`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(await page.evaluate(() => window.scrollY)).toBe(0);

  await page.goBack();
  await expect(page).toHaveURL(`${FULL_STORE}/en-sg/`);
  await expect(last).toBeInViewport();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(left);

  // A reload keeps the place too (the page is server-rendered at the top, then placed where it was left).
  await page.reload();
  await expect(page.locator('html[data-store-ready]')).toBeAttached();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(left);
});
