/* eslint-disable @typescript-eslint/no-explicit-any -- test helpers return loosely typed JSON bodies */
import { randomUUID } from 'node:crypto';
import { SignJWT } from 'jose';
import { createTestUser, signInForTest } from '../src/cognito';
import { startServer as startRunningServer, type RunningServer } from '../src/server';

export type { RunningServer };

/**
 * A test file's API: started on a fresh database before the file's tests, closed after them. Read
 * `server` and `base` (its URL) inside tests.
 */
export function useApi(): { readonly server: RunningServer; readonly base: string } {
  let server: RunningServer | undefined;
  beforeAll(async () => {
    // The functional tests drive everything from one address: per-address limits are the security suite's subject.
    server = await startServer({ config: { clientRateLimitScale: 100, subscriptionLinkMs: 0, partnerTokenSecret: TEST_PARTNER_SECRET } });
  });
  afterAll(() => server?.close());
  const started = (): RunningServer => {
    if (!server) throw new Error('the API is not started yet (read it inside a test)');
    return server;
  };
  return {
    get server() {
      return started();
    },
    get base() {
      return started().url;
    },
  };
}

/** The partner token secret of useApi's server (apps/partner-id signs with the API's API_PARTNER_TOKEN_SECRET). */
export const TEST_PARTNER_SECRET = 'test-partner-token-secret-of-32-characters-at-least';

/** A player token as the partner's identity service signs it (apps/partner-id/src/token.ts). */
export async function partnerToken(
  player: { id: string; status: number; country: string },
  o: { secret?: string; audience?: string; ttlSeconds?: number } = {},
): Promise<string> {
  const iat = Math.floor(Date.now() / 1000);
  return new SignJWT({ status: player.status, country: player.country })
    .setProtectedHeader({ alg: 'HS256' })
    .setIssuer('partner-id')
    .setAudience(o.audience ?? 'fc-store')
    .setSubject(player.id)
    .setIssuedAt(iat)
    .setExpirationTime(iat + (o.ttlSeconds ?? 600))
    .sign(new TextEncoder().encode(o.secret ?? TEST_PARTNER_SECRET));
}

export interface Res<T = any> {
  status: number;
  body: T;
  headers: Headers;
}

/** The apps startServer built, by URL: requests to them go through app.inject (no socket needed). */
const injectable = new Map<string, RunningServer['app']>();

/** startServer, remembering the app so http() can inject into it. */
export async function startServer(...args: Parameters<typeof startRunningServer>): Promise<RunningServer> {
  const server = await startRunningServer(...args);
  injectable.set(server.url, server.app);
  const close = server.close;
  return { ...server, close: () => (injectable.delete(server.url), close()) };
}

export async function http<T = any>(base: string, method: string, path: string, body?: unknown, headers: Record<string, string> = {}): Promise<Res<T>> {
  const app = injectable.get(base);
  if (app) {
    const payload = body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body);
    const res = await app.inject({
      method: method as 'GET',
      url: path,
      headers: { ...(payload !== undefined ? { 'content-type': 'application/json' } : {}), ...headers },
      payload,
    });
    let parsed: unknown = res.body;
    try {
      parsed = JSON.parse(res.body);
    } catch {
      /* html or empty */
    }
    const h = new Headers();
    for (const [k, v] of Object.entries(res.headers)) if (v !== undefined) h.set(k, Array.isArray(v) ? v.join(', ') : String(v));
    return { status: res.statusCode, body: parsed as T, headers: h };
  }
  const init: RequestInit = { method, headers: { ...headers }, redirect: 'manual' };
  if (body !== undefined) {
    init.body = typeof body === 'string' ? body : JSON.stringify(body);
    (init.headers as Record<string, string>)['content-type'] ??= 'application/json';
  }
  const res = await fetch(base + path, init);
  const text = await res.text();
  let parsed: unknown = text;
  try {
    parsed = JSON.parse(text);
  } catch {
    /* html or empty */
  }
  return { status: res.status, body: parsed as T, headers: res.headers };
}

export const gql = <T = any>(base: string, query: string, variables?: Record<string, unknown>, headers: Record<string, string> = {}) =>
  http<T>(base, 'POST', '/graphql', { query, variables }, headers);

/** A passed invisible captcha's token (the simulator's execute()), as the storefront gets one before a sign-up. */
export async function captchaToken(base: string, action = 'signup'): Promise<string> {
  return (await http<{ token: string }>(base, 'POST', '/captcha/simulator/execute', { action })).body.token;
}

export const key = () => `k-${randomUUID()}`;

export const ORDER_FIELDS = 'orderId status statusName total discount vatPercent vat cashbackEarned currency paymentUrl returnUrl nickname isGift gift { receiverEmail expiresAt }';
export const CREATE_ORDER = `mutation Create($input: CreateOrderInput!) {
  createOrder(input: $input) { resultCode resultMessage replayed order { ${ORDER_FIELDS} } }
}`;

export function orderInput(overrides: Record<string, unknown> = {}) {
  return {
    idempotencyKey: key(),
    countryCode: 'sg',
    gameSlug: 'football-legends',
    skuId: 1001,
    paymentChannelId: 1,
    userId: '10000001',
    email: 'buyer@example.com',
    ...overrides,
  };
}

export async function createOrder(base: string, overrides: Record<string, unknown> = {}, headers: Record<string, string> = {}) {
  const res = await gql(base, CREATE_ORDER, { input: orderInput(overrides) }, headers);
  return res.body?.data?.createOrder as { resultCode: number; resultMessage: string; replayed: boolean; order: any };
}

/** Posts the simulator's form the way a browser does. */
export async function providerCallback(paymentUrl: string, action: 'approve' | 'decline' | 'pending' | 'approve_no_renewal') {
  const u = new URL(paymentUrl);
  const token = u.searchParams.get('token') ?? '';
  const res = await fetch(`${u.origin}${u.pathname}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ action, token }).toString(),
    redirect: 'manual',
  });
  await res.text();
  return { status: res.status, location: res.headers.get('location'), changed: res.headers.get('x-payment-changed') };
}

export async function getOrder(base: string, orderId: string, headers: Record<string, string> = {}) {
  const res = await gql(base, `query($id: ID!) { order(orderId: $id) { ${ORDER_FIELDS} } }`, { id: orderId }, headers);
  return res.body?.data?.order;
}

let userSeq = 0;
/** A confirmed shop user (through the auth endpoint's test exports) and its ID token. */
export async function signedInUser(server: RunningServer, extra: { phone_number?: string; attributes?: Record<string, string> } = {}) {
  userSeq += 1;
  const email = `user${userSeq}-${randomUUID().slice(0, 8)}@example.com`;
  const password = 'Passw0rd-long';
  const { sub } = await createTestUser(server.db, { email, password, ...extra });
  const { idToken } = await signInForTest(server.db, email, password);
  return { sub, email, idToken, auth: { authorization: `Bearer ${idToken}` } };
}

export async function outbox(base: string, recipient: string) {
  const res = await http(base, 'GET', `/dev/outbox?recipient=${encodeURIComponent(recipient)}`);
  return res.body.messages as Array<{ channel: string; kind: string; code?: string; link?: string; body: string }>;
}
