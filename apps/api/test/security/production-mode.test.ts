import { createHmac, randomUUID } from 'node:crypto';
import { OrderStatus } from '@store/shared/domain';
import { readConfig } from '../../src/config';
import { startServer, type RunningServer } from '../../src/server';
import { createOrder, getOrder, providerCallback } from '../helpers';
import { graphql, inject } from './support';

// Security review defects 1, 2, 6 (API part), 7 and 14 (introspection): what production mode turns off.
// Password hashing under a shared machine's load: generous timeouts, the assertions are about counts.
jest.setTimeout(30_000);

let dev: RunningServer;
let prod: RunningServer;
beforeAll(async () => {
  dev = await startServer();
  prod = await startServer({ devMode: false, config: { production: true } });
});
afterAll(async () => {
  await dev?.close();
  await prod?.close();
});

describe('defect 1: the dev outbox', () => {
  it('is refused in production mode, and off unless asked for', () => {
    expect(() => readConfig({ API_DEV_MODE: 'true', NODE_ENV: 'production' })).toThrow(/refused/);
    expect(readConfig({}).devMode).toBe(false);
  });

  it('answers loopback clients only, even in development mode', async () => {
    expect((await inject(dev, 'GET', '/dev/outbox', { ip: '127.0.0.1' })).status).toBe(200);
    const remote = await inject(dev, 'GET', '/dev/outbox', { ip: '203.0.113.7' });
    expect(remote.status).toBe(404);
    expect(JSON.stringify(remote.body)).not.toContain('messages');
    expect((await inject(prod, 'GET', '/dev/outbox', { ip: '127.0.0.1' })).status).toBe(404);
  });
});

describe('defect 2: the payment simulator and the shopper token', () => {
  it("the shopper's token from paymentUrl cannot settle the payment at the API, in any mode", async () => {
    for (const server of [dev, prod]) {
      const created = await createOrder(server.url);
      expect(created.resultCode).toBe(0);
      const { orderId, paymentUrl } = created.order as { orderId: string; paymentUrl: string };
      const token = new URL(paymentUrl).searchParams.get('token') ?? '';
      const form = { 'content-type': 'application/x-www-form-urlencoded' };
      const attempt = await inject(server, 'POST', `/provider/pay/${orderId}`, { body: new URLSearchParams({ action: 'approve', token }).toString(), headers: form });
      expect(attempt.status).toBeGreaterThanOrEqual(400);
      const asCallback = await inject(server, 'POST', '/provider/callback', { body: { eventId: randomUUID().replace(/-/g, ''), paymentId: orderId, action: 'approve', token } });
      expect(asCallback.status).toBe(401);
      expect((await getOrder(server.url, orderId)).status).toBe(OrderStatus.Payment_Init);
    }
  });

  it('the payment page is a separate app on its own port; its signed callback settles the order once', async () => {
    const created = await createOrder(dev.url);
    const paymentUrl = new URL(created.order.paymentUrl as string);
    expect(paymentUrl.origin).not.toBe(dev.url);
    const page = await fetch(paymentUrl);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('Approve');
    const cb = await providerCallback(created.order.paymentUrl, 'approve');
    expect(cb.status).toBe(303);
    expect((await getOrder(dev.url, created.order.orderId)).status).toBe(OrderStatus.Fulfillment_Completed);
  });

  it('refuses forged, stale and replayed callbacks', async () => {
    const created = await createOrder(dev.url);
    const orderId = created.order.orderId as string;
    const secret = dev.config.providerSecret as string;
    const send = (body: string, signature: string) =>
      inject(dev, 'POST', '/provider/callback', { body, headers: { 'content-type': 'application/json', 'x-provider-signature': signature } });
    const sign = (key: string, t: number, body: string) => `t=${t},v1=${createHmac('sha256', key).update(`${t}.${body}`).digest('hex')}`;
    const now = Math.floor(Date.now() / 1000);
    const body = JSON.stringify({ eventId: randomUUID().replace(/-/g, ''), paymentId: orderId, action: 'approve' });
    expect((await send(body, sign('not-the-provider-secret', now, body))).status).toBe(401);
    expect((await send(body, sign(secret, now - 3600, body))).status).toBe(401);
    expect((await send(body.replace('approve', 'decline'), sign(secret, now, body))).status).toBe(401);
    expect((await getOrder(dev.url, orderId)).status).toBe(OrderStatus.Payment_Init);
    expect((await send(body, sign(secret, now, body))).status).toBe(200);
    expect((await send(body, sign(secret, now, body))).status).toBe(409);
    expect((await getOrder(dev.url, orderId)).status).toBe(OrderStatus.Fulfillment_Completed);
  });

  it('an API without a provider secret accepts no payment result at all', async () => {
    const bare = await startServer({ devMode: false, config: { providerSecret: '' } });
    try {
      const created = await createOrder(bare.url);
      const cb = await providerCallback(created.order.paymentUrl, 'approve');
      expect(cb.status).toBe(502);
      expect((await getOrder(bare.url, created.order.orderId)).status).toBe(OrderStatus.Payment_Init);
    } finally {
      await bare.close();
    }
  });
});

describe('defect 7: CORS', () => {
  it('allows credentials only for the configured storefront origins, never for other origins or null', async () => {
    const preflight = (origin: string) =>
      inject(dev, 'OPTIONS', '/graphql', { headers: { origin, 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type' } });
    const store = await preflight('http://127.0.0.1:3000');
    expect(store.headers['access-control-allow-origin']).toBe('http://127.0.0.1:3000');
    expect(store.headers['access-control-allow-credentials']).toBe('true');
    for (const origin of ['https://evil.example', 'null', 'http://127.0.0.1:3000.evil.example']) {
      const res = await preflight(origin);
      expect(res.headers['access-control-allow-origin']).toBeUndefined();
      const get = await inject(dev, 'GET', '/health', { headers: { origin } });
      expect(get.headers['access-control-allow-origin']).toBeUndefined();
      expect(get.headers['access-control-allow-credentials']).toBeUndefined();
    }
  });
});

describe('defect 6 (API part): security headers', () => {
  it('every API response says nosniff, a referrer policy, no framing and a CSP', async () => {
    for (const url of ['/health', '/nope', '/cognito/confirm?user_name=x&code=1']) {
      const res = await inject(dev, 'GET', url);
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['referrer-policy']).toBeDefined();
      expect(String(res.headers['content-security-policy'])).toContain("default-src 'none'");
      expect(res.headers['x-frame-options']).toBe('DENY');
    }
  });
});

describe('defect 14: GraphQL introspection and query shape', () => {
  it('production answers no introspection; development still does', async () => {
    const q = '{ __schema { types { name } } }';
    expect((await graphql(prod, q)).status).toBe(400);
    expect((await graphql(dev, q)).status).toBe(200);
  });

  it('depth and alias limits refuse a request with 95 aliased lookups (defect 10 by aliases)', async () => {
    const aliases = Array.from({ length: 95 }, (_, i) => `p${i}: validatePlayer(countryCode: "sg", gameSlug: "football-legends", userId: "${10000000 + i}") { valid }`).join(' ');
    const res = await graphql(dev, `{ ${aliases} }`);
    expect(res.status).toBe(400);
    expect(JSON.stringify(res.body)).toContain('aliased');
  });
});
