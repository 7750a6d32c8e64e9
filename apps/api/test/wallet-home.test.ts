import { createOrder, gql, http, key, outbox, providerCallback, signedInUser, useApi } from './helpers';

const api = useApi();

let phoneSeq = 3000000;
const nextPhone = () => `9${phoneSeq++}`;

/** A signed-in user with an active Codacash wallet in Singapore (activated by SMS OTP). */
async function userWithWallet() {
  const user = await signedInUser(api.server);
  const phone = nextPhone();
  const payload = { userId: user.sub, countryCode: 'sg', languageCode: 'en', currencyCode: 'SGD', email: user.email, mobileNumber: phone };
  expect((await http(api.base, 'POST', '/wallet/createWallet', payload, user.auth)).body.resultCode).toBe(10007);
  const otp = (await outbox(api.base, `+65${phone}`)).find((m) => m.kind === 'wallet-activation-otp')?.code as string;
  expect((await http(api.base, 'POST', '/wallet/createWallet', { ...payload, verifyOtp: otp }, user.auth)).body.resultCode).toBe(0);
  const csrf = (await http(api.base, 'GET', '/wallet/generateCsrfToken', undefined, user.auth)).body.data.csrfToken as string;
  return { ...user, phone, csrf };
}

async function topUp(u: Awaited<ReturnType<typeof userWithWallet>>, amount: number) {
  const r = await http(api.base, 'POST', '/wallet/initTopup', { amount, paymentChannelId: 11, idempotencyKey: key() }, { ...u.auth, 'x-csrf-token': u.csrf });
  expect(r.body.resultCode).toBe(0);
  await providerCallback(r.body.data.paymentUrl, 'approve');
  return r.body.data.txnId as string;
}

const CHARGE = 'mutation ChargeWallet($id: ID!) { chargeWallet(orderId: $id) { resultCode balanceAmount } }';

describe('the wallet home', () => {
  it("wallet-transactions: the user's own movements newest first, paged; an unpaid top-up is left out", async () => {
    const u = await userWithWallet();
    const first = await topUp(u, 10);
    const second = await topUp(u, 20);
    // Started at the provider, never paid: not a movement of the wallet.
    await http(api.base, 'POST', '/wallet/initTopup', { amount: 30, paymentChannelId: 11, idempotencyKey: key() }, { ...u.auth, 'x-csrf-token': u.csrf });
    await http(api.base, 'POST', '/wallet/redeemGiftCode', { giftCode: 'CODA-SG-10' }, { ...u.auth, 'x-csrf-token': u.csrf });

    const all = await http(api.base, 'GET', '/wallet/user/wallet-transactions', undefined, u.auth);
    expect(all.body.resultCode).toBe(0);
    expect(all.body.data.items.map((m: { type: string; amount: number }) => [m.type, m.amount])).toEqual([['GIFT_CODE', 10], ['TOPUP', 20], ['TOPUP', 10]]);
    expect(all.body.data.items[1]).toMatchObject({ txnId: second, status: 'Success', balanceAfter: 30, currencyCode: 'SGD', paymentUrl: null });
    expect(all.body.data.nextOffset).toBeNull();

    const page1 = await http(api.base, 'GET', '/wallet/user/wallet-transactions?limit=2', undefined, u.auth);
    expect(page1.body.data.items).toHaveLength(2);
    expect(page1.body.data.nextOffset).toBe(2);
    const page2 = await http(api.base, 'GET', '/wallet/user/wallet-transactions?limit=2&offset=2', undefined, u.auth);
    expect(page2.body.data.items.map((m: { txnId: string }) => m.txnId)).toEqual([first]);

    const other = await userWithWallet();
    expect((await http(api.base, 'GET', '/wallet/user/wallet-transactions', undefined, other.auth)).body.data.items).toEqual([]);
    expect((await http(api.base, 'GET', '/wallet/user/wallet-transactions?limit=0', undefined, u.auth)).status).toBe(400);
    expect((await http(api.base, 'GET', '/wallet/user/wallet-transactions?limit=201', undefined, u.auth)).status).toBe(400);
    expect((await http(api.base, 'GET', '/wallet/user/wallet-transactions')).status).toBe(401);
  });

  it('validate-phone: a number under activation (reserved) can be asked for again; an active wallet holds its number', async () => {
    const user = await signedInUser(api.server);
    const phone = nextPhone();
    const h = { 'x-country-code': 'sg' };
    const payload = { userId: user.sub, countryCode: 'sg', currencyCode: 'SGD', mobileNumber: phone };
    expect((await http(api.base, 'POST', '/wallet/createWallet', payload, user.auth)).body.resultCode).toBe(10007);
    expect((await http(api.base, 'POST', '/wallet/validate-phone', { phoneNumber: phone }, h)).body.resultCode).toBe(204);
    // Another user cannot take it over while it is reserved.
    const someone = await signedInUser(api.server);
    expect((await http(api.base, 'POST', '/wallet/createWallet', { ...payload, userId: someone.sub }, someone.auth)).body.resultMessage).toBe('Phone_Number_Exists');
    const otp = (await outbox(api.base, `+65${phone}`)).find((m) => m.kind === 'wallet-activation-otp')?.code as string;
    expect((await http(api.base, 'POST', '/wallet/createWallet', { ...payload, verifyOtp: otp }, user.auth)).body.resultCode).toBe(0);
    expect((await http(api.base, 'POST', '/wallet/validate-phone', { phoneNumber: phone }, h)).body.resultCode).toBe(409);
  });
});

describe('ChargeWallet under load', () => {
  it('20 concurrent charges against one wallet never take the balance below zero, and every charge is recorded once', async () => {
    const u = await userWithWallet();
    await topUp(u, 50);
    const orders: string[] = [];
    for (let i = 0; i < 20; i += 1) {
      const created = await createOrder(api.base, { paymentChannelId: 239, skuId: 1003 }, u.auth);
      expect(created.resultCode).toBe(0);
      orders.push(created.order.orderId as string);
    }
    const price = (api.server.db.prepare('SELECT total_minor FROM orders WHERE order_id = ?').get(orders[0]) as { total_minor: number }).total_minor;
    const headers = { ...u.auth, 'x-xsrf-token': u.csrf };
    // Every order charged twice at once (a double click): 40 requests in flight together.
    const answers = await Promise.all([...orders, ...orders].map((id) => gql(api.base, CHARGE, { id }, headers)));
    const codes = answers.map((a) => a.body.data.chargeWallet.resultCode as number);
    expect(codes.every((c) => c === 300 || c === 406)).toBe(true);

    const affordable = Math.floor(5000 / price);
    const charges = api.server.db
      .prepare("SELECT order_id, amount_minor, balance_after_minor FROM wallet_transactions WHERE user_sub = ? AND type = 'PURCHASE'")
      .all(u.sub) as Array<{ order_id: string; amount_minor: number; balance_after_minor: number }>;
    expect(charges).toHaveLength(affordable);
    expect(new Set(charges.map((c) => c.order_id)).size).toBe(affordable);
    expect(Math.min(...charges.map((c) => c.balance_after_minor))).toBeGreaterThanOrEqual(0);

    const wallet = await http(api.base, 'GET', '/wallet/user/wallet', undefined, u.auth);
    expect(Math.round(wallet.body.data.balanceAmount * 100)).toBe(5000 - affordable * price);
    const paid = api.server.db.prepare('SELECT COUNT(*) AS n FROM orders WHERE order_id IN (' + orders.map(() => '?').join(',') + ') AND status = 6').get(...orders) as { n: number };
    expect(paid.n).toBe(affordable);
  });
});
