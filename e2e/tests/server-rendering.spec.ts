import { createHash } from 'node:crypto';
import { readFileSync, renameSync, writeFileSync, existsSync } from 'node:fs';
import path from 'node:path';
import { expect, hydrated, test, type APIRequestContext, type Page } from '../support/test';
import { E2E_PORTS, FULL_STORE, PARTNER_STORE } from '../support/env';
import { SG_PURCHASE } from '../support/purchase';
import { createConfirmedUser, signInThroughScreen } from '../support/shellUser';

// The first screen in the HTML (issue 11): the chrome and the route's remote page rendered on the server, hydrated in
// the browser; a remote the server cannot render is rendered in the browser instead. docs/decisions/server-rendering.md.

const root = path.resolve(__dirname, '../..');
/** How long the server trusts a remote's server entry before asking again (REMOTE_REVALIDATE_MS), with room. */
const REVALIDATE_WAIT_MS = 2_500;

/** Warnings the page logs when hydration failed (reportFailure's "page failed (hydration)") or React saw a mismatch. */
function hydrationProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (/hydrat/i.test(message.text())) problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  return problems;
}

/** Holds back the page's requests for `url` (a glob) until the returned function is called. */
async function heldBack(page: Page, url: string): Promise<() => void> {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(url, async (route) => {
    await held;
    await route.continue().catch(() => undefined);
  });
  return release;
}

/** What the page showed, frame by frame, from its first paint on. */
interface FramesSeen {
  /** Frames with the page's title (main h1) on screen, */
  withTitle: number;
  /** and frames without it after it had been there. */
  withoutTitleAgain: number;
  withHeader: number;
  /** Frames whose header offered "Sign in". */
  offeringSignIn: number;
}

/** Watches every frame of the pages `page` loads next (10 s each); the returned function reads what was seen. */
async function watchFrames(page: Page): Promise<() => Promise<FramesSeen>> {
  await page.addInitScript(() => {
    const seen: FramesSeen = { withTitle: 0, withoutTitleAgain: 0, withHeader: 0, offeringSignIn: 0 };
    (window as unknown as { __framesSeen: FramesSeen }).__framesSeen = seen;
    const shown = (el: Element | null) => el !== null && el.getBoundingClientRect().height > 0;
    const frame = () => {
      if (shown(document.querySelector('main h1'))) seen.withTitle++;
      else if (seen.withTitle > 0) seen.withoutTitleAgain++;
      if (document.querySelector('.shell-header')) seen.withHeader++;
      if ([...document.querySelectorAll('.shell-header a, .shell-header button')].some((el) => el.textContent?.trim() === 'Sign in' && shown(el))) seen.offeringSignIn++;
      if (performance.now() < 10_000) requestAnimationFrame(frame);
    };
    requestAnimationFrame(frame);
  });
  return () => page.evaluate(() => ({ ...(window as unknown as { __framesSeen: FramesSeen }).__framesSeen }));
}

/** Interactive once hydrated (a click before that finds no handler yet, so it is tried again): the menu opens. */
async function expectMenuOpens(page: Page): Promise<void> {
  const menu = page.locator('.shell-header__menu');
  await expect(async () => {
    if ((await menu.getAttribute('aria-expanded')) !== 'true') await menu.click();
    await expect(menu).toHaveAttribute('aria-expanded', 'true', { timeout: 1_000 });
  }).toPass({ timeout: 15_000 });
}

test.describe('the HTML holds the first screen (JavaScript off)', () => {
  test.use({ javaScriptEnabled: false });

  // A page asked for once before: the first request of a server process loads the remotes (and a busy machine may
  // then run past the render budget, which leaves the page to the browser: server-rendering.md).
  const warm = async (request: APIRequestContext, url: string) => expect((await request.get(url)).status()).toBe(200);

  test('home: the header and the game grid, in the page language and direction', async ({ page, request }) => {
    for (const [store, path, lang, dir, heading] of [
      [FULL_STORE, '/en-sg/', 'en', 'ltr', 'Game top-ups'],
      [PARTNER_STORE, '/ar-sa/', 'ar', 'rtl', undefined],
    ] as const) {
      await warm(request, `${store}${path}`);
      const response = await page.goto(`${store}${path}`);
      expect(response?.status()).toBe(200);
      await expect(page.locator('html')).toHaveAttribute('lang', lang);
      await expect(page.locator('html')).toHaveAttribute('dir', dir);
      await expect(page.getByRole('banner')).toBeVisible();
      await expect(page.getByRole('link', { name: /Football Legends/ }).first()).toBeVisible();
      if (heading) await expect(page.getByRole('heading', { name: heading })).toBeVisible();
      // The page's own words, not the English fallback.
      if (lang === 'ar') await expect(page.getByRole('main')).toContainText(/[\u0600-\u06FF]/);
      // Modals are not in the server's HTML (section 2).
      await expect(page.getByRole('dialog')).toHaveCount(0);
    }
  });

  test('with JavaScript off, the page says at its top that buying needs it, in its language; the other notice stays hidden', async ({ page }) => {
    await page.goto(`${PARTNER_STORE}/ar-sa/football-legends`);
    const notice = page.locator('.store-notice').first();
    await expect(notice).toBeVisible();
    await expect(notice).toHaveText('فعّل JavaScript في متصفحك للشراء من هذا المتجر.');
    expect((await notice.boundingBox())?.y).toBe(0);
    await expect(page.locator('#store-code-failed')).toBeHidden();
  });

  test('product: the game name and its denominations', async ({ page, request }) => {
    await warm(request, `${FULL_STORE}/en-sg/football-legends`);
    await page.goto(`${FULL_STORE}/en-sg/football-legends`);
    await expect(page.getByRole('heading', { level: 1, name: 'Football Legends' })).toBeVisible();
    await expect(page.getByRole('radio', { name: SG_PURCHASE.denomination })).toBeVisible();
    expect(await page.getByRole('radio').count()).toBeGreaterThan(3);
  });
  test('the order status page a shopper returns to from paying: the store around it, its place saying it is loading', async ({ page }) => {
    await page.goto(`${FULL_STORE}/en-sg/complete?orderId=o-returning`);
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page.getByRole('main').getByRole('status')).toHaveText('Loading…');
    await expect(page.getByRole('main').locator('[aria-busy="true"]')).toBeVisible();
  });

  test("a signed-in page as the server sees it (a guest): the store around it, the page's place loading, never the page", async ({ page }) => {
    for (const path of ['/en-sg/user/transactions', '/en-sg/wallet/home']) {
      await page.goto(`${FULL_STORE}${path}`);
      await expect(page.getByRole('banner')).toBeVisible();
      await expect(page.getByRole('main').getByRole('status')).toHaveText('Loading…');
      await expect(page.getByRole('main').getByRole('heading')).toHaveCount(0);
    }
  });

  test('account screens opened from a link: the sign-in and password-reset forms', async ({ page, request }) => {
    for (const [path, heading, submit] of [
      ['/en-sg/sign-in', 'Sign in', 'Sign in'],
      ['/en-sg/recover-password', 'Reset your password', 'Send code'],
    ] as const) {
      await warm(request, `${FULL_STORE}${path}`);
      await page.goto(`${FULL_STORE}${path}`);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await expect(page.getByLabel('Email address')).toBeVisible();
      await expect(page.getByRole('button', { name: submit, exact: true })).toBeVisible();
    }
  });
});

test.describe('before the page\'s code runs (JavaScript off)', () => {
  test.use({ javaScriptEnabled: false });

  test('the header search sends the shopper to the results of the search', async ({ page, request }) => {
    expect((await request.get(`${FULL_STORE}/en-sg/`)).status()).toBe(200);
    await page.goto(`${FULL_STORE}/en-sg/`);
    const search = page.locator('#header-search');
    await expect(search).toBeVisible();
    await search.fill('football');
    await search.press('Enter');
    await expect(page).toHaveURL(`${FULL_STORE}/en-sg/search/football`);
    await expect(page.getByRole('main').getByRole('link', { name: /Football Legends/ }).first()).toBeVisible();
  });

  test("on a phone, the header's search icon leads to the search page, whose own field finds the game", async ({ page, request }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    expect((await request.get(`${FULL_STORE}/en-sg/`)).status()).toBe(200);
    await page.goto(`${FULL_STORE}/en-sg/`);
    // The field is behind the icon on a phone; without the page's code the icon sends the (empty) search.
    await expect(page.locator('#header-search')).toBeHidden();
    await page.getByRole('button', { name: 'Search games' }).click();
    await expect(page).toHaveURL(/\/en-sg\/search\/\?q=$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Search games' })).toBeVisible();
    const field = page.getByRole('main').getByRole('searchbox', { name: 'Find a game' });
    await field.fill('football');
    await field.press('Enter');
    await expect(page).toHaveURL(`${FULL_STORE}/en-sg/search/football`);
    await expect(page.getByRole('main').getByRole('link', { name: /Football Legends/ }).first()).toBeVisible();
  });
});

test.describe('hydration', () => {
  for (const [store, path] of [
    [FULL_STORE, '/en-sg/'],
    [FULL_STORE, '/en-sg/football-legends'],
    [PARTNER_STORE, '/ar-sa/'],
    [PARTNER_STORE, '/en-sg/football-legends'],
    [FULL_STORE, '/en-sg/sign-up'],
    [FULL_STORE, '/en-sg/confirm-signup?username=nobody%40example.com&code=000000'],
    [FULL_STORE, '/en-sg/complete?orderId=o-unknown'],
    // A guest's notifications: the list is the browser's (its store), the page around it the server's.
    [FULL_STORE, '/en-sg/notifications'],
    // The shop country named in the page's language by the wallet and rewards remotes: from the table, as the catalog.
    [FULL_STORE, '/zh-hk/codacash'],
    [FULL_STORE, '/km-kh/rewards'],
  ] as const) {
    test(`${store === FULL_STORE ? 'full store' : 'white-label store'} ${path}: hydrates the server's HTML without a mismatch, and the page works`, async ({ page }) => {
      const problems = hydrationProblems(page);
      await page.goto(`${store}${path}`);
      await expect(page.locator('#root[data-ssr]')).toHaveCount(1);
      await expectMenuOpens(page);
      await page.keyboard.press('Escape');
      if (path.endsWith('football-legends')) {
        await page.getByRole('radio', { name: SG_PURCHASE.denomination }).check();
        await expect(page.getByRole('radio', { name: SG_PURCHASE.denomination })).toBeChecked();
      }
      expect(problems).toEqual([]);
    });
  }
});

test("a shopper who chose another country and language opens a page of Singapore: it hydrates, and Singapore is the shop's country", async ({ page }) => {
  const problems = hydrationProblems(page);
  // Indonesia in English, chosen through the language switcher: the choice is kept in the browser's storage.
  await page.goto(`${FULL_STORE}/id-id/`);
  await hydrated(page);
  await page.locator('header').getByRole('link', { name: 'English' }).click();
  await expect(page).toHaveURL(`${FULL_STORE}/en-id/`);
  await expect.poll(() => page.evaluate(() => [localStorage.getItem('shopCountry'), localStorage.getItem('switchedLanguage')])).toEqual(['id', 'en']);
  await page.goto(`${FULL_STORE}/en-sg/football-legends`);
  await expect(page.locator('#root[data-ssr]')).toHaveCount(1);
  await expectMenuOpens(page);
  expect(problems).toEqual([]);
  expect(await page.evaluate(() => localStorage.getItem('shopCountry'))).toBe('sg');
});

test.describe("a country's name in the page's language, the same from the server and the browser", () => {
  // Node's and Chromium's ICU name Hong Kong differently and Chromium has no Khmer names: names come from the table.
  for (const [path, tagline] of [
    ['/zh-hk/', '香港'],
    ['/km-kh/', 'កម្ពុជា'],
    ['/ar-ae/', 'الإمارات العربية المتحدة'],
  ] as const) {
    test(`${path}: the home's tagline names ${tagline}, and the page hydrates without a mismatch`, async ({ page }) => {
      const problems = hydrationProblems(page);
      await page.goto(`${FULL_STORE}${path}`);
      await expect(page.locator('.home__tagline')).toContainText(tagline);
      await expectMenuOpens(page);
      expect(problems).toEqual([]);
    });
  }
});

test("the store's code cannot be fetched: tried three times, then the page says so, and its Reload button brings the store back", async ({ context }) => {
  // A page of the context's own: the test's page fixture waits for the code at every load.
  const page = await context.newPage();
  const problems = hydrationProblems(page);
  let asked = 0;
  let failing = true;
  await page.route('**/main.js', async (route) => {
    asked++;
    if (failing) await route.abort('connectionfailed');
    else await route.continue();
  });
  await page.goto(`${FULL_STORE}/en-sg/football-legends`);
  const notice = page.getByRole('alert').filter({ hasText: 'The store could not load completely.' });
  await expect(notice).toBeVisible({ timeout: 15_000 });
  expect(asked).toBe(3);
  // The server's page is still there, its links working; the notice sits above it.
  await expect(page.getByRole('heading', { level: 1, name: 'Football Legends' })).toBeVisible();
  failing = false;
  await notice.getByRole('button', { name: 'Reload' }).click();
  await expect(page).toHaveURL(`${FULL_STORE}/en-sg/football-legends`);
  await expectMenuOpens(page);
  await expect(page.locator('#store-code-failed')).toBeHidden();
  expect(problems).toEqual([]);
});

for (const [what, url] of [
  ["a chunk of the shell's code", /\/\d+\.[0-9a-f]+\.js$/],
  ["the deploy's config.json", /\/config\.json$/],
] as const) {
  test(`${what} cannot be fetched: the server's page stays, under the notice, and Reload brings the store back`, async ({ context }) => {
    const page = await context.newPage();
    let failing = true;
    let refused = 0;
    await page.route(url, async (route) => {
      if (!failing || new URL(route.request().url()).port !== String(E2E_PORTS.shell)) return route.continue();
      refused++;
      return route.abort('connectionfailed');
    });
    await page.goto(`${FULL_STORE}/en-sg/football-legends`);
    const notice = page.getByRole('alert').filter({ hasText: 'The store could not load completely.' });
    await expect(notice).toBeVisible({ timeout: 15_000 });
    expect(refused).toBeGreaterThan(0);
    // Not replaced by an error page: the product and its links are still there.
    await expect(page.getByRole('heading', { level: 1, name: 'Football Legends' })).toBeVisible();
    await expect(page.getByRole('radio', { name: SG_PURCHASE.denomination })).toBeVisible();
    failing = false;
    await notice.getByRole('button', { name: 'Reload' }).click();
    await expectMenuOpens(page);
    await expect(page.locator('#store-code-failed')).toBeHidden();
  });
}

test.describe("the top-up form before the store's code runs", () => {
  // On a slow phone the form is on screen seconds before its code: what the shopper does meanwhile is not lost.
  test('entries made and Enter pressed before the code has loaded are kept, then answered, without going into the URL', async ({ context }) => {
    // A page of the context's own: the test's page fixture waits for the code at every load.
    const page = await context.newPage();
    const problems = hydrationProblems(page);
    const release = await heldBack(page, '**/main.js');
    const product = `${FULL_STORE}/en-sg/football-legends`;
    await page.goto(product, { waitUntil: 'domcontentloaded' });
    const userId = page.getByLabel('Player ID', { exact: true });
    await userId.fill(SG_PURCHASE.userId ?? '');
    await page.getByRole('radio', { name: SG_PURCHASE.denomination }).check();
    await userId.press('Enter');
    // The browser did not send the form itself: no reload, no entries in the URL.
    await expect(page).toHaveURL(product);
    await expect(userId).toHaveValue(SG_PURCHASE.userId ?? '');

    release();
    // The held Enter is answered once the form's code runs: the one thing missing is named, the entries are the shopper's.
    await expect(page.getByText('Please choose a payment method').first()).toBeVisible({ timeout: 15_000 });
    await expect(userId).toHaveValue(SG_PURCHASE.userId ?? '');
    await expect(page.getByRole('radio', { name: SG_PURCHASE.denomination })).toBeChecked();
    await expect(page.getByText(/Please enter your user ID|Please choose a denomination/)).toHaveCount(0);

    // They are the form's draft now: a reload brings them back, and the server's HTML still hydrates without a mismatch.
    await page.unroute('**/main.js');
    await page.reload();
    await hydrated(page);
    await expect(page.getByRole('radio', { name: SG_PURCHASE.denomination })).toBeChecked({ timeout: 15_000 });
    await expect(userId).toHaveValue(SG_PURCHASE.userId ?? '');
    await expectMenuOpens(page);
    expect(problems).toEqual([]);
  });
});

test.describe("the sign-in form before the store's code runs", () => {
  test('a shopper who signs in before the code has loaded is signed in once it has, the password never in the URL', async ({ context, request }) => {
    const user = await createConfirmedUser(request);
    // A page of the context's own: the test's page fixture waits for the code at every load.
    const page = await context.newPage();
    const problems = hydrationProblems(page);
    const release = await heldBack(page, '**/main.js');
    const signIn = `${FULL_STORE}/en-sg/sign-in`;
    await page.goto(signIn, { waitUntil: 'domcontentloaded' });
    await page.getByLabel('Email address').fill(user.email);
    const password = page.getByLabel('Password', { exact: true });
    await password.fill(user.password);
    await password.press('Enter');
    await expect(page).toHaveURL(signIn);
    await expect(password).toHaveValue(user.password);

    release();
    await expect(page.getByRole('button', { name: 'Sign out' })).toBeVisible({ timeout: 15_000 });
    await expect(page).toHaveURL(`${FULL_STORE}/en-sg/`);
    expect(problems).toEqual([]);
  });
});

test("a signed-in shopper's page replaces the server's guest page at once: the product is never gone from the screen", async ({ page, request }) => {
  const user = await createConfirmedUser(request);
  await signInThroughScreen(page, user);
  const frames = await watchFrames(page);
  await page.goto(`${FULL_STORE}/en-sg/football-legends`);
  await expect(page.getByRole('img', { name: `Signed in as ${user.name}` })).toBeVisible();
  await expect(page.getByRole('radio', { name: SG_PURCHASE.denomination })).toBeVisible();
  await page.waitForTimeout(500);
  const seen = await frames();
  expect(seen.withTitle).toBeGreaterThan(0);
  expect(seen.withoutTitleAgain).toBe(0);

  // A signed-in page opened from its address: the server sent the guest's view (its place loading); the shopper's page replaces it.
  await page.goto(`${FULL_STORE}/en-sg/user/transactions`);
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page).toHaveURL(`${FULL_STORE}/en-sg/user/transactions`);
});

test("a signed-in shopper is never shown as signed out: the server holds the account's place from the browser's hint", async ({ page, request }) => {
  const user = await createConfirmedUser(request);
  await signInThroughScreen(page, user);
  const frames = await watchFrames(page);
  const product = `${FULL_STORE}/en-sg/football-legends`;
  // The server's HTML, with the browser's cookies: the account's place, no Sign in or Sign up.
  const headerOf = (html: string) => /<header class="shell-header">.*?<\/header>/s.exec(html)?.[0] ?? '';
  const html = await (await page.request.get(product)).text();
  expect(headerOf(html)).toContain('shell-header__user--pending');
  expect(headerOf(html)).not.toMatch(/>Sign (in|up)</);
  expect(html).toMatch(/"signedInExpected":true/);
  await page.goto(product);
  await expect(page.getByRole('img', { name: `Signed in as ${user.name}` })).toBeVisible();
  await page.waitForTimeout(500);
  const seen = await frames();
  expect(seen.withHeader).toBeGreaterThan(0);
  expect(seen.offeringSignIn).toBe(0);

  // Signed out, the hint is gone: the server's page offers Sign in again, and hydrates.
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page.locator('.shell-header').getByRole('link', { name: 'Sign in' })).toBeVisible();
  const after = headerOf(await (await page.request.get(product)).text());
  expect(after).not.toContain('shell-header__user--pending');
  expect(after).toMatch(/>Sign in</);
});

test("a hint left by a session that has ended: the guest's page is drawn afresh with Sign in, without a hydration mismatch", async ({ page, context }) => {
  const problems = hydrationProblems(page);
  await context.addCookies([{ name: 'signedIn', value: '1', url: FULL_STORE }]);
  await page.goto(`${FULL_STORE}/en-sg/`);
  await expect(page.locator('.shell-header').getByRole('link', { name: 'Sign in' })).toBeVisible();
  await expect(page.locator('.shell-header__user--pending')).toHaveCount(0);
  expect((await context.cookies(FULL_STORE)).some((c) => c.name === 'signedIn')).toBe(false);
  await expectMenuOpens(page);
  expect(problems).toEqual([]);
});

test("a guest who opens a signed-in page is sent to the country home from the server's page, which hydrates without a mismatch", async ({ page }) => {
  const problems = hydrationProblems(page);
  await page.goto(`${FULL_STORE}/en-sg/user/settings`);
  await expect(page).toHaveURL(`${FULL_STORE}/en-sg/`);
  await expect(page.getByRole('link', { name: /Football Legends/ }).first()).toBeVisible();
  expect(problems).toEqual([]);
});

test("a tap on the menu before the store's code has loaded starts the code at once, and the menu opens when it is there", async ({ context }) => {
  // A page of the context's own: the test's page fixture waits for the code at every load.
  const page = await context.newPage();
  const problems = hydrationProblems(page);
  // The banner held: the code would otherwise wait for it (startStore.ts), up to 2.5 s.
  const releaseBanner = await heldBack(page, '**/images/banners/**');
  const code: string[] = [];
  page.on('request', (r) => {
    if (new URL(r.url()).pathname === '/main.js') code.push(r.url());
  });
  await page.goto(`${FULL_STORE}/en-sg/`, { waitUntil: 'domcontentloaded' });
  const menu = page.locator('.shell-header__menu');
  await expect(menu).toHaveAttribute('aria-expanded', 'false');
  expect(code).toEqual([]);
  await menu.click();
  await expect.poll(() => code.length, { timeout: 1_500 }).toBe(1);
  // No second tap: the drawer opens once the code has the page, its first link focused.
  await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible({ timeout: 15_000 });
  await expect(menu).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByRole('dialog', { name: 'Menu' }).getByRole('link', { name: 'Home' })).toBeFocused();
  releaseBanner();
  // And from now on the button is the code's own: it closes the drawer, which stays closed.
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog', { name: 'Menu' })).toHaveCount(0);
  expect(problems).toEqual([]);
});

test("a guest's rewards panel on the full store's product page: the server's sign-in offer until the guest reaches for it", async ({ page }) => {
  const problems = hydrationProblems(page);
  const rewards: string[] = [];
  page.on('request', (r) => {
    if (new URL(r.url()).port === String(E2E_PORTS.rewards)) rewards.push(r.url());
  });
  type State = { deferred: string[][] };
  const stateOf = async () => JSON.parse((await page.locator('#store-ssr-state').textContent()) ?? '{}') as State;
  // A page whose server could not load the rewards remote just then renders the panel in the browser: wait for one it rendered.
  await expect(async () => {
    rewards.length = 0;
    await page.goto(`${FULL_STORE}/en-sg/football-legends`);
    expect((await stateOf()).deferred).toContainEqual(['rewards', 'UseRewardsPanel']);
  }).toPass({ timeout: 20_000 });
  const panel = page.getByTestId('use-rewards-panel');
  await expect(panel.getByRole('link', { name: 'Sign in' })).toBeVisible();
  // Hydrated, and the form's state changed (a typed player ID: react-hook-form's context gets a new value), without the
  // rewards remote: the panel is outside that context.
  await expect(async () => {
    await page.getByLabel('Player ID', { exact: true }).fill('12345678');
    await expect(page.getByLabel('Player ID', { exact: true })).toHaveValue('12345678', { timeout: 1_000 });
  }).toPass({ timeout: 10_000 });
  await page.getByLabel('Player ID', { exact: true }).press('Tab');
  await page.waitForLoadState('networkidle');
  expect(rewards).toEqual([]);
  await expect(panel.getByRole('link', { name: 'Sign in' })).toBeVisible();

  // Reaching for it loads it; the offer is the same, now the remote's own.
  await panel.hover();
  await expect.poll(() => rewards.some((url) => url.includes('UseRewardsPanel'))).toBe(true);
  await expect(page.getByTestId('use-rewards-panel').getByRole('link', { name: 'Sign in' })).toBeVisible();
  expect(problems).toEqual([]);
});

test.describe("a guest's Codacash link in the full store's header: the server's HTML until the guest reaches for it", () => {
  /** Requests to the wallet remote's origin (its manifest, entry and chunks). */
  function walletRequests(page: Page): string[] {
    const urls: string[] = [];
    page.on('request', (r) => {
      if (new URL(r.url()).port === String(E2E_PORTS.wallet)) urls.push(r.url());
    });
    return urls;
  }
  const walletLink = (page: Page) => page.locator('header.shell-header [data-widget="wallet"]');
  const marked = (page: Page) => page.evaluate(() => (window as unknown as { storeVisit?: number }).storeVisit === 1);

  test('the page hydrates without the wallet remote; pointing at the link loads it, and the link then opens Codacash in the same page', async ({ page }) => {
    const problems = hydrationProblems(page);
    const wallet = walletRequests(page);
    type State = { modules: string[][]; deferred: string[][]; namespaces: string[] };
    const stateOf = async () => JSON.parse((await page.locator('#store-ssr-state').textContent()) ?? '{}') as State;
    // A page whose server could not load the wallet just then renders the link in the browser: wait for one it rendered.
    await expect(async () => {
      wallet.length = 0;
      await page.goto(`${FULL_STORE}/en-sg/`);
      expect((await stateOf()).deferred).toEqual([['wallet', 'WalletHeaderInfo']]);
    }).toPass({ timeout: 20_000 });
    const state = await stateOf();
    expect(state.modules.map(([remote]) => remote)).not.toContain('wallet');
    expect(state.namespaces).not.toContain('wallet');
    await expect(walletLink(page)).toHaveText('Codacash');
    await expectMenuOpens(page);
    await page.keyboard.press('Escape');
    await page.waitForLoadState('networkidle');
    expect(wallet).toEqual([]);

    await page.evaluate(() => ((window as unknown as { storeVisit?: number }).storeVisit = 1));
    await walletLink(page).hover();
    await expect.poll(() => wallet.some((url) => url.includes('WalletHeaderInfo'))).toBe(true);
    await expect(async () => {
      await walletLink(page).click();
      await expect(page).toHaveURL(/\/en-sg\/codacash$/, { timeout: 1_000 });
    }).toPass({ timeout: 10_000 });
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
    // Opened by the store's router: the same page, not a new load.
    expect(await marked(page)).toBe(true);
    expect(problems).toEqual([]);
  });

  test('a click before the wallet has loaded opens Codacash all the same (a plain link, answered by the server)', async ({ context }) => {
    // A new page without the fixture's wait: the click comes before the store's code has hydrated anything.
    const page = await context.newPage();
    await page.goto(`${FULL_STORE}/en-sg/`);
    await walletLink(page).click();
    await expect(page).toHaveURL(/\/en-sg\/codacash$/);
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
  });

  test('a move to another page or language before the guest reached for it: the next page shows, the link follows its language', async ({ page }) => {
    const problems = hydrationProblems(page);
    await page.goto(`${FULL_STORE}/id-id/`);
    await page.evaluate(() => ((window as unknown as { storeVisit?: number }).storeVisit = 1));
    await expect(walletLink(page)).toHaveAttribute('href', '/id-id/codacash');
    await page.locator('header a[href="/en-id/"]').first().click();
    await expect(page).toHaveURL(/\/en-id\/$/);
    await expect(walletLink(page)).toHaveAttribute('href', '/en-id/codacash');
    await page.getByRole('main').getByRole('link', { name: /Football Legends/ }).first().click();
    await expect(page).toHaveURL(/\/en-id\/football-legends/);
    await expect(page.getByRole('heading', { level: 1, name: /Football Legends/ })).toBeVisible();
    expect(await marked(page)).toBe(true);
    expect(problems).toEqual([]);
  });
});

test.describe('style sheets', () => {
  test("hydrating a server-rendered page downloads no CSS: the page's sheets are in its HTML, not in its scripts", async ({ page }) => {
    const scripts: Array<Promise<string>> = [];
    page.on('response', (r) => {
      if (r.request().resourceType() === 'script') scripts.push(r.text().catch(() => ''));
    });
    await page.goto(`${FULL_STORE}/en-sg/football-legends`);
    await hydrated(page);
    await page.getByRole('radio', { name: SG_PURCHASE.denomination }).check();
    for (const id of ['styles-ui-kit', 'styles-shell', 'styles-catalog', 'styles-checkout']) await expect(page.locator(`head > style#${id}`)).toHaveCount(1);
    const bodies = await Promise.all(scripts);
    expect(bodies.length).toBeGreaterThan(5);
    // A rule of each sheet, as its source writes it: none of them came again inside a script.
    for (const rule of ['.ui-button {', '.shell-header {', '.catalog {', '.checkout {']) expect(bodies.filter((b) => b.includes(rule))).toEqual([]);
  });

  test('a remote reached by navigating has its sheet in the page before it draws anything', async ({ page }) => {
    // Recorded as the page changes: whether checkout's sheet was there when its first element was added.
    await page.addInitScript(() => {
      const w = window as unknown as { checkoutDrawnWithSheet?: boolean };
      new MutationObserver(() => {
        if (w.checkoutDrawnWithSheet === undefined && document.querySelector('.checkout')) w.checkoutDrawnWithSheet = document.getElementById('styles-checkout') !== null;
      }).observe(document, { childList: true, subtree: true });
    });
    await page.goto(`${FULL_STORE}/en-sg/`);
    await hydrated(page);
    await expect(page.locator('#styles-checkout')).toHaveCount(0);
    await page.locator('.product-grid').getByRole('link', { name: 'Football Legends' }).click();
    await expect(page.getByRole('radio', { name: SG_PURCHASE.denomination })).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { checkoutDrawnWithSheet?: boolean }).checkoutDrawnWithSheet)).toBe(true);
  });
});

test.describe("the store's code after the first screen", () => {
  for (const path of ['/en-sg/', '/en-sg/football-legends']) {
    test(`${path}: the page carries one small inline script, which fetches the store's code once the banner, on the page's own origin, has loaded`, async ({ page, request }) => {
      const answer = await request.get(`${FULL_STORE}${path}`);
      const html = await answer.text();
      // No script to fetch before the first paint: the start script is inline, allowed by its hash; the rest is data.
      expect(html.match(/<script\b[^>]*>/g)).toEqual(['<script>', '<script type="application/json" id="store-ssr-state">']);
      const start = /<script>([\s\S]*?)<\/script>/.exec(html)?.[1] ?? '';
      expect(start.length).toBeLessThan(2_500);
      const hash = createHash('sha256').update(start).digest('base64');
      const scriptSources = /script-src ([^;]*)/.exec(answer.headers()['content-security-policy'] ?? '')?.[1]?.split(' ') ?? [];
      expect(scriptSources).toContain(`'sha256-${hash}'`);
      expect(scriptSources).not.toContain("'unsafe-inline'");
      const banner = /<img class="[^"]*(carousel__image|product-hero__banner)[^"]*" src="([^"]+)"/.exec(html)?.[2];
      expect(banner).toMatch(/^\/images\/banners\/[a-z0-9-]+\.svg$/);

      const events: string[] = [];
      page.on('requestfinished', (r) => {
        if (r.url() === `${FULL_STORE}${banner}`) events.push('banner loaded');
      });
      page.on('request', (r) => {
        if (new URL(r.url()).pathname === '/main.js') events.push('main.js asked for');
      });
      await page.goto(`${FULL_STORE}${path}`);
      await expect.poll(() => events).toContain('main.js asked for');
      expect(events.indexOf('banner loaded')).toBeGreaterThanOrEqual(0);
      expect(events.indexOf('banner loaded')).toBeLessThan(events.indexOf('main.js asked for'));
      // And the page then works: hydrated, the menu opens.
      await expectMenuOpens(page);
    });
  }
});

// These change a remote's published server bundle on disk, as a deploy would: one at a time, put back afterwards.
test.describe('remotes on the server', () => {
  test.describe.configure({ mode: 'serial' });

  test("checkout's server entry unavailable: the product page answers 200, server-rendered but the top-up form, which the browser renders", async ({ page, request }) => {
    const entry = path.join(root, 'apps/checkout/dist/server/remoteEntry.js');
    const away = `${entry}.away`;
    renameSync(entry, away);
    try {
      await new Promise((resolve) => setTimeout(resolve, REVALIDATE_WAIT_MS));
      const response = await request.get(`${FULL_STORE}/en-sg/football-legends`);
      expect(response.status()).toBe(200);
      const html = await response.text();
      expect(html).toContain('<h1 id="product-title">Football Legends</h1>');
      expect(html).toContain('class="shell-header');
      expect(html).not.toContain('data-testid="topup-form"');
      await page.goto(`${FULL_STORE}/en-sg/football-legends`);
      await expect(page.getByTestId('topup-form')).toBeVisible();
      await page.getByRole('radio', { name: SG_PURCHASE.denomination }).check();
    } finally {
      if (existsSync(away)) renameSync(away, entry);
    }
    await new Promise((resolve) => setTimeout(resolve, REVALIDATE_WAIT_MS));
    expect(await (await request.get(`${FULL_STORE}/en-sg/football-legends`)).text()).toContain('data-testid="topup-form"');
  });

  test('a remote redeployed while the server runs is rendered in its new version, without a restart', async ({ request }) => {
    const entry = path.join(root, 'apps/catalog/dist/server/remoteEntry.js');
    const original = readFileSync(entry, 'utf8');
    const marker = '"data-remote-page": "catalog",';
    expect(original).toContain(marker);
    const deploy = (text: string) => {
      writeFileSync(`${entry}.next`, text);
      renameSync(`${entry}.next`, entry);
    };
    // The catalog team's next version: its pages carry a build mark.
    deploy(original.replaceAll(marker, `${marker} "data-build": "next",`));
    try {
      await expect
        .poll(async () => (await (await request.get(`${FULL_STORE}/en-sg/`)).text()).includes('data-build="next"'), { timeout: 15_000 })
        .toBe(true);
    } finally {
      deploy(original);
    }
    await expect
      .poll(async () => (await (await request.get(`${FULL_STORE}/en-sg/`)).text()).includes('data-build="next"'), { timeout: 15_000 })
      .toBe(false);
  });
});
