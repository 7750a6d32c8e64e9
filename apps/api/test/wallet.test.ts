import { OrderStatus } from '@store/shared/domain';
import { captchaToken, createOrder, gql, http, key, outbox, partnerToken, providerCallback, signedInUser, useApi } from './helpers';

const api = useApi();

let phoneSeq = 1000000;
const nextPhone = () => `8${phoneSeq++}`;

/** A signed-in user with an active Codacash wallet in Singapore (activated by SMS OTP). */
async function userWithWallet() {
  const user = await signedInUser(api.server);
  const phone = nextPhone();
  const payload = { userId: user.sub, countryCode: 'sg', languageCode: 'en', currencyCode: 'SGD', email: user.email, mobileNumber: phone };
  const sent = await http(api.base, 'POST', '/wallet/createWallet', payload, user.auth);
  expect(sent.body.resultCode).toBe(10007);
  expect(sent.body.data.walletStatus).toBe(2);
  const otp = (await outbox(api.base, `+65${phone}`)).find((m) => m.kind === 'wallet-activation-otp')?.code as string;
  const created = await http(api.base, 'POST', '/wallet/createWallet', { ...payload, verifyOtp: otp }, user.auth);
  expect(created.body.resultCode).toBe(0);
  expect(created.body.data).toMatchObject({ walletStatus: 1, countryCode: 'sg', balanceAmount: 0, hasSpent: false });
  const csrf = (await http(api.base, 'GET', '/wallet/generateCsrfToken', undefined, user.auth)).body.data.csrfToken as string;
  return { ...user, phone, csrf };
}

async function topUp(u: Awaited<ReturnType<typeof userWithWallet>>, amount: number) {
  const r = await http(api.base, 'POST', '/wallet/initTopup', { amount, paymentChannelId: 11, idempotencyKey: key() }, { ...u.auth, 'x-csrf-token': u.csrf });
  expect(r.body.resultCode).toBe(0);
  await providerCallback(r.body.data.paymentUrl, 'approve');
  return r.body.data.txnId as string;
}

describe('Wallet API without sign-in', () => {
  it('validate-phone: 204 valid, 400 invalid, 409 used by a wallet; 400 for bad input', async () => {
    const h = { 'x-country-code': 'sg' };
    expect((await http(api.base, 'POST', '/wallet/validate-phone', { phoneNumber: '91234567' }, h)).body.resultCode).toBe(204);
    expect((await http(api.base, 'POST', '/wallet/validate-phone', { phoneNumber: '71234567' }, h)).body.resultCode).toBe(400);
    expect((await http(api.base, 'POST', '/wallet/validate-phone', { phoneNumber: '091234567' }, h)).body.resultCode).toBe(400);
    const u = await userWithWallet();
    expect((await http(api.base, 'POST', '/wallet/validate-phone', { phoneNumber: u.phone }, h)).body.resultCode).toBe(409);
    const bad = await http(api.base, 'POST', '/wallet/validate-phone', { phone: 1 }, h);
    expect(bad.status).toBe(400);
    expect(bad.body.error).toBe('BAD_REQUEST');
  });

  it('country settings: 0 with the settings, 404 where Codacash is not offered, 400 for a malformed code', async () => {
    const sg = await http(api.base, 'GET', '/wallet/country/sg');
    expect(sg.body.resultCode).toBe(0);
    expect(Object.keys(sg.body.data)).toEqual(expect.arrayContaining(['countryStatus', 'maxAllowedUsers', 'walletCount', 'maxWalletBalance', 'topupDailyTotal', 'topupMonthlyTotal', 'purchaseDailyTotal', 'purchaseMonthlyTotal', 'maxCountryTopupDaily', 'maxCountryTopupMonthly', 'maxCountryChargeDaily', 'maxCountryChargeMonthly']));
    expect((await http(api.base, 'GET', '/wallet/country/us')).body.resultCode).toBe(404);
    expect((await http(api.base, 'GET', '/wallet/country/usa')).status).toBe(400);
  });

  it('payment channels sorted by sortOrder then id, Codacash among them', async () => {
    const r = await http(api.base, 'GET', '/wallet/paymentChannels', undefined, { 'x-country-code': 'sg' });
    expect(r.body.resultCode).toBe(0);
    const list = r.body.data as Array<{ id: number; sortOrder: number }>;
    expect(list[0]).toMatchObject({ id: 239, isBackendChannel: true });
    const sorted = [...list].sort((a, b) => a.sortOrder - b.sortOrder || a.id - b.id);
    expect(list).toEqual(sorted);
    expect((await http(api.base, 'GET', '/wallet/paymentChannels')).body.resultCode).toBe(400);
  });

  it('signed-in calls answer 401 without an ID token (or with a forged one)', async () => {
    for (const [method, path] of [['GET', '/wallet/user/wallet'], ['GET', '/wallet/generateCsrfToken'], ['POST', '/wallet/initTopup'], ['POST', '/wallet/redeemGiftCode'], ['GET', '/wallet/wallet-txn/WTX-1'], ['POST', '/wallet/createWallet'], ['POST', '/wallet/unreserveWallet'], ['GET', '/wallet/user/transactions']] as const) {
      const r = await http(api.base, method, path, method === 'POST' ? {} : undefined, { authorization: 'Bearer eyJhbGciOiJIUzI1NiJ9.e30.x' });
      expect([path, r.status, r.body.resultMessage]).toEqual([path, 401, 'The user is not authenticated']);
    }
  });

  it('user/authorize: "0" ok; BANNED, PLAYER_NOT_LINKED, UNSUPPORTED_COUNTRY; missing field 400', async () => {
    const p = { name: 'Pele', id: 'p-1', status: 2, country: 'br', accessToken: await partnerToken({ id: 'p-1', status: 2, country: 'br' }), accountRegion: 'Brazil', accountRegionCode: 'br' };
    expect((await http(api.base, 'POST', '/wallet/user/authorize', p)).body).toEqual({ resultCode: '0', resultMessage: 'Success' });
    const as = async (status: number, country = 'br') => ({ ...p, status, country, accessToken: await partnerToken({ id: 'p-1', status, country }) });
    expect((await http(api.base, 'POST', '/wallet/user/authorize', await as(0))).body.resultCode).toBe('BANNED');
    expect((await http(api.base, 'POST', '/wallet/user/authorize', await as(1))).body.resultCode).toBe('PLAYER_NOT_LINKED');
    expect((await http(api.base, 'POST', '/wallet/user/authorize', await as(2, 'zz'))).body.resultCode).toBe('UNSUPPORTED_COUNTRY');
    const missing = await http(api.base, 'POST', '/wallet/user/authorize', { ...p, accessToken: '' });
    expect(missing.status).toBe(400);
    expect(missing.body.resultMessage).toBe('Missing required account information authToken.');
  });
});

describe('Wallet API signed in', () => {
  it('activation: wrong OTP 400, unreserve, restart; user/wallet shows the wallet', async () => {
    const user = await signedInUser(api.server);
    expect((await http(api.base, 'GET', '/wallet/user/wallet', undefined, user.auth)).body).toMatchObject({ resultCode: 0, data: null });
    const phone = nextPhone();
    const payload = { userId: user.sub, countryCode: 'sg', currencyCode: 'SGD', mobileNumber: phone };
    expect((await http(api.base, 'POST', '/wallet/createWallet', payload, user.auth)).body.resultCode).toBe(10007);
    expect((await http(api.base, 'POST', '/wallet/createWallet', { ...payload, verifyOtp: '000000' }, user.auth)).body.resultCode).toBe(400);
    expect((await http(api.base, 'POST', '/wallet/unreserveWallet', {}, user.auth)).body.resultCode).toBe(0);
    expect((await http(api.base, 'POST', '/wallet/unreserveWallet', {}, user.auth)).body.resultCode).toBe(408);
    expect((await http(api.base, 'POST', '/wallet/createWallet', { ...payload, userId: 'someone-else' }, user.auth)).body.resultCode).toBe(408);
    expect((await http(api.base, 'POST', '/wallet/createWallet', { ...payload, mobileNumber: '12345' }, user.auth)).body.resultMessage).toBe('PHONE_INVALID');
    expect((await http(api.base, 'POST', '/wallet/createWallet', { ...payload, countryCode: 'eg', currencyCode: 'EGP', mobileNumber: '1012345678' }, user.auth)).body.resultCode).toBe(309);
    expect((await http(api.base, 'POST', '/wallet/createWallet', { ...payload, countryCode: 'sa', currencyCode: 'SAR', mobileNumber: '512345678' }, user.auth)).body.resultMessage).toBe('ACTIVATION_DISABLED');
    const u = await userWithWallet();
    const w = await http(api.base, 'GET', '/wallet/user/wallet', undefined, u.auth);
    expect(w.body.data).toMatchObject({ walletStatus: 1, countryCode: 'sg' });
    expect((await http(api.base, 'POST', '/wallet/createWallet', { ...payload, mobileNumber: u.phone }, user.auth)).body.resultMessage).toBe('Phone_Number_Exists');
  });

  it('initTopup needs a valid anti-forgery token (403) and applies the limits', async () => {
    const u = await userWithWallet();
    const body = { amount: 10, paymentChannelId: 11, idempotencyKey: key() };
    expect((await http(api.base, 'POST', '/wallet/initTopup', body, u.auth)).status).toBe(403);
    expect((await http(api.base, 'POST', '/wallet/initTopup', body, { ...u.auth, 'x-csrf-token': u.csrf + 'x' })).status).toBe(403);
    const other = await userWithWallet();
    expect((await http(api.base, 'POST', '/wallet/initTopup', body, { ...u.auth, 'x-csrf-token': other.csrf })).status).toBe(403);
    const h = { ...u.auth, 'x-csrf-token': u.csrf };
    expect((await http(api.base, 'POST', '/wallet/initTopup', { ...body, idempotencyKey: key(), amount: 1 }, h)).body.resultCode).toBe(331);
    expect((await http(api.base, 'POST', '/wallet/initTopup', { ...body, idempotencyKey: key(), amount: 5000 }, h)).body.resultCode).toBe(332);
    expect((await http(api.base, 'POST', '/wallet/initTopup', { ...body, idempotencyKey: key(), amount: 10.001 }, h)).status).toBe(400);
    expect((await http(api.base, 'POST', '/wallet/initTopup', { ...body, idempotencyKey: key(), paymentChannelId: 239 }, h)).body.resultCode).toBe(1516);
    const r = await http(api.base, 'POST', '/wallet/initTopup', body, h);
    expect(r.body.resultCode).toBe(0);
    expect(r.body.data.status).toBe('Init');
    const again = await http(api.base, 'POST', '/wallet/initTopup', body, h);
    expect(again.body.data.txnId).toBe(r.body.data.txnId);
    await providerCallback(r.body.data.paymentUrl, 'approve');
    await providerCallback(r.body.data.paymentUrl, 'approve');
    const txn = await http(api.base, 'GET', `/wallet/wallet-txn/${r.body.data.txnId}`, undefined, u.auth);
    expect(txn.body).toMatchObject({ resultCode: 0, data: { status: 'Success', amount: 10, balanceAfter: 10 } });
    expect((await http(api.base, 'GET', '/wallet/user/wallet', undefined, u.auth)).body.data.balanceAmount).toBe(10);
    // Another user cannot read it.
    expect((await http(api.base, 'GET', `/wallet/wallet-txn/${r.body.data.txnId}`, undefined, other.auth)).body.resultCode).toBe(302);
    expect((await http(api.base, 'POST', '/wallet/initTopup', { ...body, idempotencyKey: key(), amount: 676 }, h)).body.resultCode).toBe(332);
    for (let i = 0; i < 2; i += 1) await topUp(u, 600);
    expect((await http(api.base, 'POST', '/wallet/initTopup', { ...body, idempotencyKey: key(), amount: 200 }, h)).body.resultCode).toBe(313);
  });

  it('redeemGiftCode: 0, 704 claimed, 705 other country, 707 invalid, 710 limit, 400 too short, 403 without token', async () => {
    const u = await userWithWallet();
    const h = { ...u.auth, 'x-xsrf-token': u.csrf };
    expect((await http(api.base, 'POST', '/wallet/redeemGiftCode', { giftCode: 'CODA-SG-10' }, u.auth)).status).toBe(403);
    const ok = await http(api.base, 'POST', '/wallet/redeemGiftCode', { giftCode: 'CODA-SG-10' }, h);
    expect(ok.body).toMatchObject({ resultCode: 0, data: { amount: 10, balanceAmount: 10 } });
    expect((await http(api.base, 'POST', '/wallet/redeemGiftCode', { giftCode: 'CODA-SG-10' }, h)).body.resultCode).toBe(704);
    expect((await http(api.base, 'POST', '/wallet/redeemGiftCode', { giftCode: 'CODA-ID-50K' }, h)).body.resultCode).toBe(705);
    expect((await http(api.base, 'POST', '/wallet/redeemGiftCode', { giftCode: 'CODA-SG-OLD' }, h)).body.resultCode).toBe(707);
    expect((await http(api.base, 'POST', '/wallet/redeemGiftCode', { giftCode: 'CODA-SG-BIG' }, h)).body.resultCode).toBe(313);
    expect((await http(api.base, 'POST', '/wallet/redeemGiftCode', { giftCode: 'CODA-SG-ONCE' }, h)).body.resultCode).toBe(0);
    const v = await userWithWallet();
    expect((await http(api.base, 'POST', '/wallet/redeemGiftCode', { giftCode: 'CODA-SG-ONCE' }, { ...v.auth, 'x-xsrf-token': v.csrf })).body.resultCode).toBe(710);
    expect((await http(api.base, 'POST', '/wallet/redeemGiftCode', { giftCode: 'short' }, h)).status).toBe(400);
    const codes: number[] = [];
    for (let i = 0; i < 5; i += 1) codes.push((await http(api.base, 'POST', '/wallet/redeemGiftCode', { giftCode: `NOPE-CODE-${i}` }, { ...v.auth, 'x-xsrf-token': v.csrf })).body.resultCode);
    expect(codes.slice(0, 4)).toEqual([707, 707, 707, 707]);
    expect(codes[4]).toBe(706);
  });

  it('ChargeWallet pays an order with Codacash (300); X-XSRF-TOKEN required; 406 when short', async () => {
    const u = await userWithWallet();
    await topUp(u, 10);
    const CHARGE = 'mutation ChargeWallet($id: ID!) { chargeWallet(orderId: $id) { resultCode resultMessage balanceAmount order { status } } }';
    const created = await createOrder(api.base, { paymentChannelId: 239, skuId: 1003 }, u.auth);
    expect(created.resultCode).toBe(0);
    expect(created.order.paymentUrl).toBeNull();
    const noToken = await gql(api.base, CHARGE, { id: created.order.orderId }, u.auth);
    expect(noToken.status).toBe(403);
    const anon = await gql(api.base, CHARGE, { id: created.order.orderId });
    expect(anon.status).toBe(401);
    const paid = await gql(api.base, CHARGE, { id: created.order.orderId }, { ...u.auth, 'x-xsrf-token': u.csrf });
    expect(paid.body.data.chargeWallet).toMatchObject({ resultCode: 300, balanceAmount: 3.01, order: { status: OrderStatus.Fulfillment_Completed } });
    const twice = await gql(api.base, CHARGE, { id: created.order.orderId }, { ...u.auth, 'x-xsrf-token': u.csrf });
    expect(twice.body.data.chargeWallet.balanceAmount).toBeNull();
    const big = await createOrder(api.base, { paymentChannelId: 239, skuId: 1004 }, u.auth);
    expect((await gql(api.base, CHARGE, { id: big.order.orderId }, { ...u.auth, 'x-xsrf-token': u.csrf })).body.data.chargeWallet.resultCode).toBe(406);
    const card = await createOrder(api.base, {}, u.auth);
    expect((await gql(api.base, CHARGE, { id: card.order.orderId }, { ...u.auth, 'x-xsrf-token': u.csrf })).body.data.chargeWallet.resultCode).toBe(1516);
    const other = await userWithWallet();
    expect((await gql(api.base, CHARGE, { id: big.order.orderId }, { ...other.auth, 'x-xsrf-token': other.csrf })).body.data.chargeWallet.resultCode).toBe(302);
    api.server.db.prepare('UPDATE wallets SET status = 0 WHERE user_sub = ?').run(u.sub);
    expect((await gql(api.base, CHARGE, { id: big.order.orderId }, { ...u.auth, 'x-xsrf-token': u.csrf })).body.data.chargeWallet.resultCode).toBe(306);
  });

  it('transaction history: 7/30/90-day filters, 9 per page, own entries only', async () => {
    const u = await userWithWallet();
    for (let i = 0; i < 11; i += 1) await createOrder(api.base, {}, u.auth);
    await topUp(u, 10);
    const page1 = await http(api.base, 'GET', '/wallet/user/transactions?days=30', undefined, u.auth);
    expect(page1.body.data.items).toHaveLength(9);
    expect(page1.body.data.total).toBe(12);
    expect(page1.body.data.items[0].kind).toBe('topup');
    const page2 = await http(api.base, 'GET', `/wallet/user/transactions?days=30&offset=${page1.body.data.nextOffset}`, undefined, u.auth);
    expect(page2.body.data.items).toHaveLength(3);
    expect(page2.body.data.nextOffset).toBeNull();
    api.server.db.prepare('UPDATE orders SET created_at = ? WHERE user_sub = ?').run(new Date(Date.now() - 10 * 86_400_000).toISOString(), u.sub);
    expect((await http(api.base, 'GET', '/wallet/user/transactions?days=7', undefined, u.auth)).body.data.total).toBe(1);
    expect((await http(api.base, 'GET', '/wallet/user/transactions?days=90', undefined, u.auth)).body.data.total).toBe(12);
    expect((await http(api.base, 'GET', '/wallet/user/transactions?days=14', undefined, u.auth)).status).toBe(400);
    expect((await http(api.base, 'GET', '/wallet/user/transactions?limit=10', undefined, u.auth)).status).toBe(400);
    const other = await signedInUser(api.server);
    expect((await http(api.base, 'GET', '/wallet/user/transactions', undefined, other.auth)).body.data.total).toBe(0);
  });
});

describe('Account API', () => {
  it('user/details: 0 with data; SEC_01 (401) without a token', async () => {
    const u = await signedInUser(api.server);
    const r = await http(api.base, 'GET', '/account/user/details', undefined, u.auth);
    expect(r.body).toMatchObject({ resultCode: 0, data: { sub: u.sub, email: u.email, cashbackDetails: { amount: 0 } } });
    const anon = await http(api.base, 'GET', '/account/user/details');
    expect(anon.status).toBe(401);
    expect(anon.body.resultCode).toBe('SEC_01');
  });

  it('user/auth: 0; under age; CPF invalid, missing in Brazil, already used', async () => {
    const u = await signedInUser(api.server);
    const ok = await http(api.base, 'POST', '/account/user/auth', { langCode: 'en', birthDate: '1990-01-01', gRecaptchaToken: await captchaToken(api.base, 'user_auth') }, u.auth);
    expect(ok.body.resultCode).toBe(0);
    expect((await http(api.base, 'POST', '/account/user/auth', { birthDate: `${new Date().getFullYear() - 10}-01-01` }, u.auth)).body.resultCode).toBe('UNDER_AGE');
    expect((await http(api.base, 'POST', '/account/user/auth', { birthDate: '1800-01-01' }, u.auth)).body.resultCode).toBe('INVALID_BIRTH_DATE');
    expect((await http(api.base, 'POST', '/account/user/auth', { cpfInfo: { cpf: '123.456.789-00' } }, u.auth)).body.resultCode).toBe('CPF_INVALID_DATA');
    expect((await http(api.base, 'POST', '/account/user/auth', {}, { ...u.auth, 'x-country-code': 'br' })).body.resultCode).toBe('CPF_DETAILS_MISSING');
    expect((await http(api.base, 'POST', '/account/user/auth', { cpfInfo: { cpf: '529.982.247-25' } }, { ...u.auth, 'x-country-code': 'br' })).body.resultCode).toBe(0);
    const v = await signedInUser(api.server);
    expect((await http(api.base, 'POST', '/account/user/auth', { cpfInfo: { cpf: '52998224725' } }, v.auth)).body.resultCode).toBe('CPF_ALREADY_USED');
    expect((await http(api.base, 'POST', '/account/user/auth', { birthDate: 'yesterday' }, u.auth)).status).toBe(400);
    expect((await http(api.base, 'POST', '/account/user/auth', {})).status).toBe(401);
  });

  it('forgot-password: Success and a code in the outbox; an unknown user gets the same answer; no account id', async () => {
    const u = await signedInUser(api.server);
    const body = { uid: u.email, uidType: 'email', countryCode: 'sg', languageCode: 'en' };
    const r = await http(api.base, 'POST', '/account/user/forgot-password', { ...body, gRecaptchaToken: await captchaToken(api.base, 'forgot_password') });
    expect(r.body).toMatchObject({ resultCode: 0, resultMessage: 'Success', shopAccountId: null });
    expect((await outbox(api.base, u.email)).some((m) => m.kind === 'forgot-password' && m.code)).toBe(true);
    const unknown = await http(api.base, 'POST', '/account/user/forgot-password', { ...body, uid: 'nobody@example.com', gRecaptchaToken: await captchaToken(api.base, 'forgot_password') });
    expect(unknown.body).toEqual(r.body);
    expect((await http(api.base, 'POST', '/account/user/forgot-password', { ...body, uidType: 'username' })).status).toBe(400);
  });

  it('init-delete and delete: blocked by an active subscription; wrong code; DELETE_ACCOUNT_SUCCESS; token then dead', async () => {
    const u = await signedInUser(api.server);
    const sub = await createOrder(api.base, { skuId: 1011, recurrenceDays: 30 }, u.auth);
    expect(sub.resultCode).toBe(0);
    await providerCallback(sub.order.paymentUrl, 'approve');
    const list = await http(api.base, 'GET', '/account/user/subscriptions', undefined, u.auth);
    expect(list.body.data[0]).toMatchObject({ status: 3, recurrenceDays: 30 });
    expect((await http(api.base, 'POST', '/account/user/init-delete', {}, u.auth)).body.resultCode).toBe('SUBSCRIPTION_ACTIVE');
    const cancelled = await http(api.base, 'POST', `/account/user/subscriptions/${list.body.data[0].id}/cancel`, {}, u.auth);
    expect(cancelled.body.data).toMatchObject({ status: 4 });
    expect(cancelled.body.data.expiredOn).toBeTruthy();
    const init = await http(api.base, 'POST', '/account/user/init-delete', {}, u.auth);
    expect(init.body.resultCode).toBe(0);
    const code = (await outbox(api.base, u.email)).find((m) => m.kind === 'account-delete-code')?.code as string;
    expect((await http(api.base, 'POST', '/account/user/delete', { code: code === '000000' ? '111111' : '000000' }, u.auth)).body.resultCode).toBe('CodeMismatchException');
    expect((await http(api.base, 'POST', '/account/user/delete', { code: 'abc' }, u.auth)).status).toBe(400);
    const done = await http(api.base, 'POST', '/account/user/delete', { code }, u.auth);
    expect(done.body).toEqual({ resultCode: 0, resultMessage: 'DELETE_ACCOUNT_SUCCESS' });
    expect((await http(api.base, 'GET', '/account/user/details', undefined, u.auth)).status).toBe(401);
  });

  it('init-delete is limited to 3 per day', async () => {
    const u = await signedInUser(api.server);
    const codes: number[] = [];
    for (let i = 0; i < 4; i += 1) codes.push((await http(api.base, 'POST', '/account/user/init-delete', {}, u.auth)).status);
    expect(codes).toEqual([200, 200, 200, 429]);
  });

  it('unsubscribe from an emailed link without signing in', async () => {
    const u = await signedInUser(api.server);
    const sub = await createOrder(api.base, { skuId: 1011, recurrenceDays: 30 }, u.auth);
    await providerCallback(sub.order.paymentUrl, 'approve');
    const token = (api.server.db.prepare('SELECT unsubscribe_token FROM subscriptions WHERE order_id = ?').get(sub.order.orderId) as { unsubscribe_token: string }).unsubscribe_token;
    expect((await http(api.base, 'POST', '/account/unsubscribe', { token })).body.data.status).toBe(4);
    expect((await http(api.base, 'POST', '/account/unsubscribe', { token: 'x'.repeat(20) })).body.resultCode).toBe(8);
  });
});
