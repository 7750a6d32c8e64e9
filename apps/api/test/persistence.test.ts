import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { OrderStatus } from '@store/shared/domain';
import type { FastifyInstance } from 'fastify';
import { buildSimulator } from '../src/simulator/app';
import { createOrder, getOrder, providerCallback } from './helpers';

jest.setTimeout(60_000);

const ROOT = resolve(__dirname, '../../..');

function freePort(): Promise<number> {
  return new Promise((ok, fail) => {
    const s = createServer();
    s.once('error', fail);
    s.listen(0, '127.0.0.1', () => {
      const address = s.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      s.close(() => ok(port));
    });
  });
}

/** Starts `node --import tsx apps/api/src/main.ts` and waits for /health. */
const PROVIDER_SECRET = 'persistence-test-provider-secret';
let providerUrl = '';

async function spawnApi(dbPath: string, port: number): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/main.ts'], {
    cwd: ROOT,
    env: {
      ...process.env,
      API_PORT: String(port),
      API_HOST: '127.0.0.1',
      API_DB_PATH: dbPath,
      API_DEV_MODE: 'false',
      NODE_ENV: 'production',
      API_PROVIDER_URL: providerUrl,
      API_PROVIDER_SECRET: PROVIDER_SECRET,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (d) => (output += String(d)));
  child.stderr?.on('data', (d) => (output += String(d)));
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`API exited: ${output}`);
    try {
      const r = await fetch(`http://127.0.0.1:${port}/health`);
      if (r.ok) return child;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 150));
  }
  child.kill('SIGKILL');
  throw new Error(`API did not start: ${output}`);
}

function killHard(child: ChildProcess): Promise<void> {
  return new Promise((ok) => {
    child.once('exit', () => ok());
    child.kill('SIGKILL');
  });
}

describe('durability', () => {
  const dir = mkdtempSync(join(tmpdir(), 'store-api-kill-'));
  const dbPath = join(dir, 'store.sqlite');
  let provider: FastifyInstance;
  let base = '';
  beforeAll(async () => {
    // The payment provider (simulator) runs beside the API process, with the same secret.
    provider = await buildSimulator({ apiUrl: () => base, secret: PROVIDER_SECRET });
    providerUrl = await provider.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    await provider.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('an order paid and fulfilled survives SIGKILL and restart; a fresh database is seeded once', async () => {
    const port = await freePort();
    base = `http://127.0.0.1:${port}`;
    let child = await spawnApi(dbPath, port);
    let orderId: string;
    try {
      const created = await createOrder(base);
      expect(created.resultCode).toBe(0);
      orderId = created.order.orderId;
      const cb = await providerCallback(created.order.paymentUrl, 'approve');
      expect(cb.status).toBe(303);
      expect((await getOrder(base, orderId)).status).toBe(OrderStatus.Fulfillment_Completed);
    } finally {
      await killHard(child);
    }

    child = await spawnApi(dbPath, port);
    try {
      const order = await getOrder(base, orderId);
      expect(order.status).toBe(OrderStatus.Fulfillment_Completed);
      expect(order.orderId).toBe(orderId);
      // Seeding is idempotent: the restart did not duplicate the catalogue.
      const products = await fetch(`${base}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ query: '{ products(countryCode: "sg") { slug } }' }),
      }).then((r) => r.json());
      const slugs = products.data.products.map((p: { slug: string }) => p.slug);
      expect(new Set(slugs).size).toBe(slugs.length);
    } finally {
      await killHard(child);
    }
  });
});
