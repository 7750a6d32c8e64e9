import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createTestUser, signInForTest } from '../../src/cognito';
import { openDatabase } from '../../src/db/database';
import { UNPAID_ORDER_EXPIRY_MS } from '../../src/orders/orders';
import { startServer, type RunningServer } from '../../src/server';
import { CREATE_ORDER, createOrder, http, key, orderInput, outbox, signedInUser } from '../helpers';
import { graphql, inject, ipOf } from './support';

// Security review defects 5, 9, 10, 11, 12 and 14 (guest notifications).
// Password hashing under a shared machine's load: generous timeouts, the assertions are about counts.
jest.setTimeout(30_000);

let s: RunningServer;
beforeAll(async () => {
  s = await startServer();
});
afterAll(() => s?.close());

const SET_UID = `mutation($txnId: String!, $uid: String!) { setOrderUid(txnId: $txnId, medium: "email", uid: $uid) { statusCode } }`;

describe('defect 5: guest orders are linked through a verified email only', () => {
  it("a phone sign-up's unverified email cannot claim the guest's order", async () => {
    const guestEmail = `guest-${key()}@example.com`;
    const { order } = await createOrder(s.url, { email: guestEmail });
    const phone = `+658${String(Date.now()).slice(-7)}`;
    await createTestUser(s.db, { phone_number: phone, password: 'Kangaroo-42-river', attributes: { email: guestEmail } });
    const { idToken } = await signInForTest(s.db, phone, 'Kangaroo-42-river');
    const res = await graphql(s, SET_UID, { txnId: order.orderId, uid: guestEmail }, { headers: { authorization: `Bearer ${idToken}` } });
    expect(res.body.data.setOrderUid.statusCode).toBe(3);
    const row = s.db.prepare('SELECT user_sub FROM orders WHERE order_id = ?').get(order.orderId) as { user_sub: string | null };
    expect(row.user_sub).toBeNull();
  });
});

describe('defect 9: durability', () => {
  it('the database runs at synchronous FULL under WAL, also when an existing file is opened again', () => {
    const dir = mkdtempSync(join(tmpdir(), 'store-sync-'));
    try {
      const path = join(dir, 'store.sqlite');
      openDatabase(path).close();
      const db = openDatabase(path);
      expect(db.pragma('journal_mode', { simple: true })).toBe('wal');
      expect(db.pragma('synchronous', { simple: true })).toBe(2);
      db.close();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('defect 10: purchase limits and throttling', () => {
  it('an unpaid order stops counting toward the daily limit when it expires', async () => {
    // Starter Pack: one a day per player.
    const first = await createOrder(s.url, { skuId: 1010, userId: '10000003' });
    expect(first.resultCode).toBe(0);
    expect((await createOrder(s.url, { skuId: 1010, userId: '10000003' })).resultCode).toBe(-107);
    const expired = new Date(Date.now() - UNPAID_ORDER_EXPIRY_MS - 1000).toISOString();
    s.db.prepare('UPDATE orders SET created_at = ? WHERE order_id = ?').run(expired, first.order.orderId);
    expect((await createOrder(s.url, { skuId: 1010, userId: '10000003' })).resultCode).toBe(0);
  });

  it('order creation and player lookups are throttled per address', async () => {
    const ip = ipOf(7);
    const orders = [];
    for (let i = 0; i < 70; i++) orders.push(await graphql(s, CREATE_ORDER, { input: orderInput() }, { ip }));
    expect(orders.some((r) => r.status === 429)).toBe(true);
    const lookups = [];
    for (let i = 0; i < 70; i++) {
      lookups.push(await graphql(s, `{ validatePlayer(countryCode: "sg", gameSlug: "football-legends", userId: "${10000000 + i}") { valid } }`, undefined, { ip: ipOf(8) }));
    }
    expect(lookups.some((r) => r.status === 429)).toBe(true);
    expect((await graphql(s, CREATE_ORDER, { input: orderInput() }, { ip: ipOf(9) })).body.data.createOrder.resultCode).toBe(0);
  });
});

describe('defect 4 (OTP checks): wallet activation is throttled per address', () => {
  it('a 21st activation attempt in a minute from one address is a 429', async () => {
    const user = await signedInUser(s);
    const payload = { userId: user.sub, countryCode: 'sg', languageCode: 'en', currencyCode: 'SGD', email: user.email, mobileNumber: '81234567', verifyOtp: '000000' };
    const statuses = [];
    for (let i = 0; i < 21; i++) statuses.push((await inject(s, 'POST', '/wallet/createWallet', { body: payload, headers: user.auth, ip: ipOf(40) })).status);
    expect(statuses.slice(0, 20).every((st) => st === 200)).toBe(true);
    expect(statuses[20]).toBe(429);
  });
});

describe('defect 11: initTopup idempotency covers the body', () => {
  it('the same key with another amount or channel is a conflict, not the earlier top-up', async () => {
    const user = await signedInUser(s);
    const phone = `8${String(Date.now()).slice(-7)}`;
    const payload = { userId: user.sub, countryCode: 'sg', languageCode: 'en', currencyCode: 'SGD', email: user.email, mobileNumber: phone };
    await http(s.url, 'POST', '/wallet/createWallet', payload, user.auth);
    const otp = (await outbox(s.url, `+65${phone}`)).find((m) => m.kind === 'wallet-activation-otp')?.code as string;
    await http(s.url, 'POST', '/wallet/createWallet', { ...payload, verifyOtp: otp }, user.auth);
    const csrf = (await http(s.url, 'GET', '/wallet/generateCsrfToken', undefined, user.auth)).body.data.csrfToken as string;
    const h = { ...user.auth, 'x-csrf-token': csrf };
    const idempotencyKey = key();
    const first = await http(s.url, 'POST', '/wallet/initTopup', { amount: 10, paymentChannelId: 11, idempotencyKey }, h);
    expect(first.body.resultCode).toBe(0);
    const same = await http(s.url, 'POST', '/wallet/initTopup', { amount: 10, paymentChannelId: 11, idempotencyKey }, h);
    expect(same.body.data.txnId).toBe(first.body.data.txnId);
    const changed = await http(s.url, 'POST', '/wallet/initTopup', { amount: 50, paymentChannelId: 11, idempotencyKey }, h);
    expect(changed.body.resultCode).toBe(-103);
    expect(changed.body.data ?? null).toBeNull();
  });
});

describe('defect 12: checkout and API fingerprint the same fields', () => {
  it('a retry with another return URL (the shop language changed) is the same order; other content is a conflict', async () => {
    const input = orderInput({ returnUrl: 'http://127.0.0.1:3000/en-sg/complete' });
    const first = (await graphql(s, CREATE_ORDER, { input }, { ip: ipOf(30) })).body.data.createOrder;
    const retry = (await graphql(s, CREATE_ORDER, { input: { ...input, returnUrl: 'http://127.0.0.1:3000/id-sg/complete' } }, { ip: ipOf(30) })).body.data.createOrder;
    expect(retry.resultCode).toBe(0);
    expect(retry.replayed).toBe(true);
    expect(retry.order.orderId).toBe(first.order.orderId);
    const other = (await graphql(s, CREATE_ORDER, { input: { ...input, skuId: 1002 } }, { ip: ipOf(30) })).body.data.createOrder;
    expect(other.resultCode).toBe(-103);
  });
});

describe("defect 14: guests' notification state", () => {
  it("nobody can mark another guest's notifications read: guest ids are issued and signed by the API", async () => {
    const list = await inject(s, 'POST', '/shop/notifications', { body: { action: 'list', countryCode: 'sg' } });
    expect(list.status).toBe(200);
    const guestUserId = list.body.guestUserId as string;
    expect(guestUserId).toMatch(/^G-/);
    const ids = (list.body.items as Array<{ id: number }>).map((n) => n.id);
    expect(ids.length).toBeGreaterThan(0);
    const forged = await inject(s, 'POST', '/shop/notifications', { body: { action: 'markRead', countryCode: 'sg', guestUserId: 'victim-guest-1234', ids } });
    expect(forged.status).toBe(403);
    const tampered = await inject(s, 'POST', '/shop/notifications', { body: { action: 'markRead', countryCode: 'sg', guestUserId: `${guestUserId.slice(0, -2)}xx`, ids } });
    expect(tampered.status).toBe(403);
    const own = await inject(s, 'POST', '/shop/notifications', { body: { action: 'markRead', countryCode: 'sg', guestUserId, ids } });
    expect(own.status).toBe(200);
    expect((own.body.items as Array<{ isRead: boolean }>).every((n) => n.isRead)).toBe(true);
  });
});
