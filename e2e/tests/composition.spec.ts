import { expect, test } from '../support/test';
import path from 'node:path';
import type { StaticServer } from '../../scripts/static-server.mjs';
import { E2E_PORTS, FULL_STORE, PARTNER_STORE } from '../support/env';
import { buildRemoteVariant, type RemoteVariant } from '../support/remoteVariant';
import { serveRemote } from '../support/remoteServer';
import { overrideQuery, shareRegistry } from '../support/store';
import { version as SHARED_VERSION } from '../../packages/shared/package.json';

const root = path.resolve(__dirname, '../..');
const distOf = (remote: string) => path.join(root, 'apps', remote, 'dist');

test.describe('the shell composes the five remotes at run time', () => {
  const pages = [
    { remote: 'catalog', url: `${PARTNER_STORE}/en-sg/`, title: 'Game top-ups' },
    { remote: 'checkout', url: `${PARTNER_STORE}/en-sg/complete`, title: 'Your order' },
    { remote: 'wallet', url: `${FULL_STORE}/en-sg/codacash`, title: 'Codacash' },
    { remote: 'account', url: `${FULL_STORE}/en-sg/sign-in`, title: 'Sign in' },
    // The rewards landing page is the full store's: a white-label store has no shop users (white-label-without-wallet-pages.md).
    { remote: 'rewards', url: `${FULL_STORE}/en-sg/rewards`, title: 'Rewards' },
  ];
  for (const { remote, url, title } of pages) {
    test(`${remote} renders its page inside the shell at ${new URL(url).pathname}`, async ({ page }) => {
      await page.goto(url);
      const section = page.locator(`[data-remote-page="${remote}"]`);
      await expect(section.getByRole('heading', { level: 1 })).toHaveText(title);
      // Inside the shell's chrome, not standalone.
      await expect(page.locator('header.shell-header')).toBeVisible();
      await expect(page.locator('footer.shell-footer')).toBeVisible();
    });
  }

  test('react, react-dom, mobx and @store/shared are loaded once, from the shell, for every remote', async ({ page }) => {
    await page.goto(`${FULL_STORE}/en-sg/rewards`);
    await expect(page.locator('[data-remote-page="rewards"]')).toBeVisible();
    await expect(page.locator('[data-widget="wallet"]')).toBeVisible();
    // A guest's wallet link in the header loads its remote when the guest reaches for it (DeferredRemoteSlot).
    await page.locator('[data-widget="wallet"]').hover();
    await expect.poll(async () => (await shareRegistry(page))['react/jsx-runtime']?.['19.2.9']?.useIn ?? []).toContain('wallet');
    const registry = await shareRegistry(page);
    for (const pkg of ['react', 'react-dom', 'mobx', '@store/shared']) {
      const versions = Object.entries(registry[pkg] ?? {}).filter(([, info]) => info.loaded);
      expect(versions, `${pkg} loaded versions`).toHaveLength(1);
      expect(versions[0]?.[1].from, `${pkg} provider`).toBe('shell');
    }
    // One copy of the @store/shared kernel, the shell's. (The rewards and wallet placeholder pages import
    // only the bundled UI entry, so they do not consume the kernel; a remote that does gets this copy.)
    expect(registry['@store/shared']?.[SHARED_VERSION]?.useIn).toEqual(expect.arrayContaining(['shell']));
    expect(registry['react/jsx-runtime']?.['19.2.9']?.useIn).toEqual(expect.arrayContaining(['shell', 'rewards', 'wallet']));
    // No remote shipped its own React: every script of a remote origin is the remote's own code.
    const scripts = await page.evaluate(() => performance.getEntriesByType('resource').map((e) => e.name).filter((n) => n.endsWith('.js')));
    const remoteOrigins = [E2E_PORTS.rewards, E2E_PORTS.wallet].map((p) => `http://127.0.0.1:${p}`);
    const manifests = await Promise.all(
      remoteOrigins.map(async (origin) => (await page.request.get(`${origin}/mf-manifest.json`)).json()),
    );
    const sharedAssetsOfRemotes = new Set(
      manifests.flatMap((m: { shared: Array<{ assets: { js: { sync: string[]; async: string[] } } }> }) =>
        m.shared.flatMap((s) => [...s.assets.js.sync, ...s.assets.js.async]),
      ),
    );
    const remoteSharedLoaded = scripts.filter(
      (s) => remoteOrigins.some((o) => s.startsWith(o)) && sharedAssetsOfRemotes.has(s.split('/').pop() ?? ''),
    );
    expect(remoteSharedLoaded).toEqual([]);
  });
});

test('each remote also runs standalone on its own page, for its team', async ({ page }) => {
  await page.goto(`http://127.0.0.1:${E2E_PORTS.rewards}/`);
  await expect(page.getByRole('navigation', { name: 'rewards pages' })).toBeVisible();
  await expect(page.locator('[data-remote-page="rewards"] h1')).toHaveText('Rewards');
  await expect(page.locator('header.shell-header')).toHaveCount(0);
  // A page for a signed-in shop user says so with nobody signed in (the harness has no sign-in of its own).
  await page.getByRole('link', { name: 'Your cashback' }).click();
  await expect(page.getByRole('link', { name: 'Your cashback' })).toHaveAttribute('aria-current', 'page');
  await expect(page.getByText('This page needs a signed-in shop user.')).toBeVisible();
});

test("a remote's own page reaches the API by either loopback name a team may open it with", async ({ page }) => {
  for (const host of ['127.0.0.1', 'localhost']) {
    await page.goto(`http://${host}:${E2E_PORTS.checkout}/en-sg/football-legends`);
    // The top-up form's items come from the API (a CORS request from the remote's own origin).
    await expect(page.getByRole('radio', { name: /Coins/ }).first()).toBeVisible();
  }
});

test('a MobX store change made in a remote is seen by the shell header', async ({ page }) => {
  await page.goto(`${FULL_STORE}/en-sg/notifications`);
  const list = page.locator('[data-remote-page="account"] .notification-list li');
  await expect(list.first()).toBeVisible();
  const count = await list.count();
  expect(count).toBeGreaterThan(0);
  // The shell's header reads the same NotificationStore the account remote filled.
  const bell = page.locator('header.shell-header .notification-bell');
  await expect(bell).toHaveAttribute('aria-label', `Notifications, ${count} unread`);
  await page.getByRole('button', { name: 'Mark all as read' }).click();
  await expect(bell).toHaveAttribute('aria-label', 'Notifications');
  await expect(bell).toHaveAttribute('data-unread', '0');
});

test.describe('fault isolation', () => {
  let server: StaticServer | undefined;
  test.afterEach(async () => {
    await server?.close();
    server = undefined;
  });

  test('a stopped remote shows a fallback with Retry in its slot; the rest works; Retry recovers', async ({ page }) => {
    const port = E2E_PORTS.extra[0];
    const manifest = `http://127.0.0.1:${port}/mf-manifest.json`;
    server = await serveRemote(distOf('rewards'), port);
    const url = `${FULL_STORE}/en-sg/rewards?${overrideQuery('rewards', manifest)}`;
    await page.goto(url);
    await expect(page.locator('[data-remote-page="rewards"] h1')).toHaveText('Rewards');

    await server.close();
    server = undefined;
    const started = Date.now();
    await page.reload();
    const fallback = page.locator('main').getByTestId('remote-fallback-rewards');
    await expect(fallback).toBeVisible({ timeout: 3_000 });
    expect(Date.now() - started).toBeLessThan(4_000);
    // The header's own rewards widget slot fails too, in its own small fallback; the rest works.
    await expect(page.locator('header.shell-header')).toBeVisible();
    await expect(page.getByRole('searchbox', { name: 'Search games' })).toBeVisible();
    await page.getByRole('link', { name: 'Marketing and partnership' }).click();
    await expect(page.locator('[data-remote-page="catalog"] h1')).toHaveText('Marketing and partnership');
    await page.goBack();
    await expect(page.locator('main').getByTestId('remote-fallback-rewards')).toBeVisible();

    server = await serveRemote(distOf('rewards'), port);
    await page.locator('main').getByRole('button', { name: 'Retry' }).click();
    await expect(page.locator('[data-remote-page="rewards"] h1')).toHaveText('Rewards');
  });

  test('a remote whose requests are aborted shows the fallback and never blocks the shell start', async ({ page }) => {
    await page.route(`http://127.0.0.1:${E2E_PORTS.checkout}/**`, (route) => route.abort('connectionrefused'));
    await page.goto(`${PARTNER_STORE}/en-sg/complete`);
    // Well before the 7 s a step may take: a refused remote is given up at once (one retry), not after a timeout.
    await expect(page.getByTestId('remote-fallback-checkout')).toBeVisible({ timeout: 5_000 });
    await expect(page.locator('header.shell-header')).toBeVisible();
    await page.unroute(`http://127.0.0.1:${E2E_PORTS.checkout}/**`);
    await page.getByTestId('remote-fallback-checkout').getByRole('button', { name: 'Retry' }).click();
    await expect(page.locator('[data-remote-page="checkout"] h1')).toHaveText('Your order');
  });
});

test.describe('independent deploys and the contract guard', () => {
  test.describe.configure({ mode: 'serial' });
  let next: RemoteVariant | undefined;
  let major2: RemoteVariant | undefined;
  let server: StaticServer | undefined;

  test.beforeAll(() => {
    next = buildRemoteVariant('rewards', 'next', [
      { file: 'src/i18n/en.json', from: '"title.landing": "Rewards"', to: '"title.landing": "Rewards, redeployed"' },
    ]);
    major2 = buildRemoteVariant('rewards', 'major2', [{ file: 'src/exposes.ts', from: 'major: 1,', to: 'major: 2,' }]);
  });
  test.afterAll(() => {
    next?.remove();
    major2?.remove();
  });
  test.afterEach(async () => {
    await server?.close();
    server = undefined;
  });

  test('a remote rebuilt with a changed text and redeployed shows the new text on reload, shell untouched', async ({ page }) => {
    const port = E2E_PORTS.extra[1];
    const url = `${FULL_STORE}/en-sg/rewards?${overrideQuery('rewards', `http://127.0.0.1:${port}/mf-manifest.json`)}`;
    server = await serveRemote(distOf('rewards'), port);
    await page.goto(url);
    await expect(page.locator('[data-remote-page="rewards"] h1')).toHaveText('Rewards');
    const shellScript = await page.evaluate(() => document.querySelector('script[src*="main.js"]')?.getAttribute('src'));

    // Redeploy: the same origin now serves the new build.
    await server.close();
    server = await serveRemote(next!.dist, port);
    await page.reload();
    await expect(page.locator('[data-remote-page="rewards"] h1')).toHaveText('Rewards, redeployed');
    expect(await page.evaluate(() => document.querySelector('script[src*="main.js"]')?.getAttribute('src'))).toBe(shellScript);
  });

  test('a remote declaring an unsupported contract major is refused with the fallback', async ({ page }) => {
    const port = E2E_PORTS.extra[2];
    server = await serveRemote(major2!.dist, port);
    await page.goto(`${FULL_STORE}/en-sg/rewards?${overrideQuery('rewards', `http://127.0.0.1:${port}/mf-manifest.json`)}`);
    const fallback = page.locator('main').getByTestId('remote-fallback-rewards');
    await expect(fallback).toBeVisible();
    await expect(fallback).toHaveAttribute('data-detail', /contract major 2/);
    await expect(page.locator('[data-remote-page="rewards"]')).toHaveCount(0);
  });

  test('the dev override is taken for an allow-listed origin and ignored, with a warning, for another', async ({ page }) => {
    const port = E2E_PORTS.extra[3];
    server = await serveRemote(next!.dist, port);
    await page.goto(`${FULL_STORE}/en-sg/rewards?${overrideQuery('rewards', `http://127.0.0.1:${port}/mf-manifest.json`)}`);
    await expect(page.locator('[data-remote-page="rewards"] h1')).toHaveText('Rewards, redeployed');

    const warnings: string[] = [];
    page.on('console', (m) => {
      if (m.type() === 'warning') warnings.push(m.text());
    });
    // Same server, but named by an origin that is not on the allow-list.
    await page.goto(`${FULL_STORE}/en-sg/rewards?${overrideQuery('rewards', `http://localhost:${port}/mf-manifest.json`)}`);
    await expect(page.locator('[data-remote-page="rewards"] h1')).toHaveText('Rewards');
    expect(warnings.join('\n')).toContain('not on the allow-list');

    // The localStorage form works the same way.
    await page.evaluate((u) => localStorage.setItem('store:remote:rewards', u), `http://127.0.0.1:${port}/mf-manifest.json`);
    await page.goto(`${FULL_STORE}/en-sg/rewards`);
    await expect(page.locator('[data-remote-page="rewards"] h1')).toHaveText('Rewards, redeployed');
    await page.evaluate(() => localStorage.removeItem('store:remote:rewards'));
  });
});
