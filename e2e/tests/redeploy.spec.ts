import { expect, test, type Response } from '../support/test';
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { StaticServer } from '../../scripts/static-server.mjs';
import { E2E_PORTS, PARTNER_STORE } from '../support/env';
import { apiOrder, buyOnOpenProduct, FOOTBALL, settleAtProvider, statusHeading, text, SG_PURCHASE } from '../support/purchase';
import { serveRemote } from '../support/remoteServer';
import { buildRemoteVariant, type RemoteVariant } from '../support/remoteVariant';
import { overrideQuery } from '../support/store';

const root = path.resolve(__dirname, '../..');

/** The file of an exposed module in a build, as its mf-manifest.json names it. */
function exposeChunk(dist: string, expose: string): string {
  const manifest = JSON.parse(readFileSync(path.join(dist, 'mf-manifest.json'), 'utf8')) as {
    exposes: Array<{ name: string; assets: { js: { sync: string[] } } }>;
  };
  const file = manifest.exposes.find((e) => e.name === expose)?.assets.js.sync.find((f) => f.includes(`__federation_expose_${expose}`));
  if (!file) throw new Error(`${expose} is not in ${dist}/mf-manifest.json`);
  return file;
}

/** Redeploys a remote in place: edits its source and rebuilds into the same dist, which its server keeps serving. */
function redeploy(variant: RemoteVariant, edits: Array<{ file: string; change: (source: string) => string }>): void {
  const dir = path.dirname(variant.dist);
  for (const edit of edits) {
    const file = path.join(dir, edit.file);
    const before = readFileSync(file, 'utf8');
    const after = edit.change(before);
    if (after === before) throw new Error(`edit of ${edit.file} changed nothing`);
    writeFileSync(file, after);
  }
  execFileSync(process.execPath, ['scripts/build.mjs', path.basename(dir)], { cwd: root, stdio: 'pipe' });
}

test.describe('redeploying checkout while a shopper has the store open', () => {
  let variant: RemoteVariant | undefined;
  let server: StaticServer | undefined;

  test.beforeAll(() => {
    test.setTimeout(180_000);
    variant = buildRemoteVariant('checkout', 'redeploy', []);
  });
  test.afterAll(async () => {
    await server?.close();
    variant?.remove();
  });

  test('the open tab keeps loading the build it started with and finishes its purchase; a new load gets the new build', async ({ page, request }) => {
    test.setTimeout(240_000);
    const port = E2E_PORTS.extra[5];
    const origin = `http://127.0.0.1:${port}`;
    const override = overrideQuery('checkout', `${origin}/mf-manifest.json`);
    server = await serveRemote(variant!.dist, port);
    const remoteFailures: string[] = [];
    const remoteFiles: string[] = [];
    page.on('response', (response: Response) => {
      if (!response.url().startsWith(origin)) return;
      remoteFiles.push(new URL(response.url()).pathname.slice(1));
      if (response.status() >= 400) remoteFailures.push(`${response.status()} ${response.url()}`);
    });

    // The shopper has the checkout's order page open (checkout's remoteEntry is loaded, its purchase form not yet).
    await page.goto(`${PARTNER_STORE}/en-sg/complete?${override}`);
    await expect(statusHeading(page)).toHaveText('Your order');
    const reject = page.getByRole('button', { name: 'Reject all' });
    if (await reject.isVisible()) await reject.click();
    const oldForm = exposeChunk(variant!.dist, 'TopUpForm');
    expect(remoteFiles).not.toContain(oldForm);

    // Checkout is rebuilt with a visible change and redeployed in place, on the same origin.
    const exposes = readFileSync(path.join(path.dirname(variant!.dist), 'src/exposes.ts'), 'utf8');
    const formSource = /'\.\/TopUpForm':\s*'\.\/([^']+)'/.exec(exposes)?.[1];
    if (!formSource) throw new Error('checkout exposes no TopUpForm');
    redeploy(variant!, [
      { file: 'src/i18n/en.json', change: (s) => s.replace('"topUp.buy": "Buy now"', '"topUp.buy": "Buy now (redeployed)"') },
      { file: formSource, change: (s) => `${s}\nexport const redeployedBuild = 'v2';\n` },
    ]);
    const newForm = exposeChunk(variant!.dist, 'TopUpForm');
    expect(newForm).not.toBe(oldForm);
    expect(existsSync(path.join(variant!.dist, oldForm)), 'the previous build chunk is still deployed').toBe(true);

    // Same tab, client-side: search for the game and open it; the form comes from the build the tab loaded.
    await page.getByRole('searchbox', { name: 'Search games' }).fill('Football Legends');
    await page.getByRole('searchbox', { name: 'Search games' }).press('Enter');
    await page.getByRole('link', { name: 'Football Legends' }).first().click();
    await expect(page.getByTestId('topup-form')).toBeVisible({ timeout: 15_000 });
    expect(remoteFiles).toContain(oldForm);
    expect(remoteFiles).not.toContain(newForm);
    await expect(page.getByRole('button', { name: text('en', 'topUp.buy'), exact: true })).toBeVisible();

    // And finishes the purchase.
    const orderId = await buyOnOpenProduct(page, { ...SG_PURCHASE, email: 'redeploy@example.com' });
    await settleAtProvider(page, 'Approve');
    await expect(statusHeading(page)).toHaveText(text('en', 'status.header.fulfilled'));
    expect(await apiOrder(request, orderId)).toMatchObject({ status: 6, userId: FOOTBALL.player.userId });
    expect(remoteFailures).toEqual([]);

    // A new load takes the new build.
    await page.goto(`${PARTNER_STORE}/en-sg/${FOOTBALL.slug}?${override}`);
    await expect(page.getByRole('button', { name: 'Buy now (redeployed)', exact: true })).toBeVisible({ timeout: 15_000 });
  });
});
