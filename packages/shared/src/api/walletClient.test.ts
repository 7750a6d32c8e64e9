import { isCancel } from 'axios';
import { classifyNetworkError } from '../errors/networkError';
import { ApiError } from './apiError';
import type { IdentityProvider, ShopLocale } from './identity';
import { NOT_AUTHENTICATED_MESSAGE, createWalletClient, isPublicWalletPath, type WalletClientDeps } from './walletClient';
import { useTestServer } from './testServer.testutil';

const live = useTestServer();

const user = (idToken?: string, partnerToken?: string): IdentityProvider => ({
  getIdToken: async () => idToken,
  getPartnerToken: () => partnerToken,
});

function client(over: Omit<Partial<WalletClientDeps>, 'locale'> & { locale?: ShopLocale } = {}) {
  const locale = over.locale ?? { countryCode: 'sg', languageCode: 'en' };
  return createWalletClient(live.config, {
    identity: user('id-token'),
    log: jest.fn(),
    timeoutMs: 2000,
    ...over,
    locale: () => locale,
  });
}

const ok = (data: unknown) => ({ status: 200, body: { resultCode: 0, data } });
const WALLET = { walletId: 'w1', walletStatus: 1, countryCode: 'SG', balanceAmount: '12.5', hasSpent: false };

describe('wallet client headers (spec 7)', () => {
  test('merchant id, country code, Accept-Language and Authorization with the ID token', async () => {
    live.server.handle(() => ok(WALLET));
    const wallet = await client({ locale: { countryCode: 'id', languageCode: 'id' } }).getWallet();
    expect(wallet).toEqual({ walletId: 'w1', walletStatus: 1, countryCode: 'sg', balanceAmount: 12.5, hasSpent: false });
    const [req] = live.server.requests;
    expect(req?.path).toBe('/wallet/user/wallet');
    expect(req?.headers['x-merchant-id']).toBe('store');
    expect(req?.headers['x-country-code']).toBe('id');
    expect(req?.headers['accept-language']).toBe('id');
    expect(req?.headers.authorization).toBe('Bearer id-token');
  });

  test('a partner account calls with the partner token (spec 6)', async () => {
    live.server.handle(() => ok(WALLET));
    await client({ identity: user('id-token', 'partner-token') }).getWallet();
    expect(live.server.requests[0]?.headers.authorization).toBe('Bearer partner-token');
  });

  test('credentials only when the wallet menu feature is on for the locale (spec 5)', async () => {
    live.server.handle(() => ok(WALLET));
    const seen: boolean[] = [];
    for (const countryCode of ['sg', 'id']) {
      const c = client({ locale: { countryCode, languageCode: 'en' } });
      c.http.interceptors.response.use((res) => {
        seen.push(!!res.config.withCredentials);
        return res;
      });
      await c.getWallet();
    }
    expect(seen).toEqual([true, false]);
  });
});

describe('sign-in gate (spec 5)', () => {
  test('without a user, a read resolves cleared and no request reaches the server', async () => {
    live.server.handle(() => ok(WALLET));
    const c = client({ identity: user(undefined) });
    await expect(c.getWallet()).resolves.toBeUndefined();
    await expect(c.getPaymentChannels()).resolves.toEqual([]);
    await expect(c.getWalletTransaction('t1')).resolves.toBeUndefined();
    expect(live.server.requests).toHaveLength(0);
  });

  test("without a user, a write is cancelled with 'The user is not authenticated' and nothing is sent", async () => {
    live.server.handle(() => ok({}));
    const c = client({ identity: user(undefined) });
    const err = await c.initTopup({ amount: 10 }).catch((e: unknown) => e);
    expect(isCancel(err)).toBe(true);
    expect((err as Error).message).toBe(NOT_AUTHENTICATED_MESSAGE);
    await expect(c.createWallet({} as never)).rejects.toThrow(NOT_AUTHENTICATED_MESSAGE);
    expect(live.server.requests).toHaveLength(0);
  });

  test('a failing token source counts as no user', async () => {
    const c = client({ identity: { getIdToken: () => Promise.reject(new Error('no session')), getPartnerToken: () => undefined } });
    await expect(c.getWallet()).resolves.toBeUndefined();
    expect(live.server.requests).toHaveLength(0);
  });

  test('/validate-phone and /country/ paths need no sign-in', async () => {
    live.server.handle((r) =>
      r.path === '/wallet/validate-phone'
        ? { status: 200, body: { resultCode: 204 } }
        : ok({ countryStatus: 1, maxAllowedUsers: 10, walletCount: 3, maxWalletBalance: 500 }),
    );
    const c = client({ identity: user(undefined) });
    await expect(c.validatePhone('+6581234567')).resolves.toBe(true);
    await expect(c.getCountrySettings('sg')).resolves.toMatchObject({ countryStatus: 1, walletCount: 3 });
    expect(live.server.requests.map((r) => r.path)).toEqual(['/wallet/validate-phone', '/wallet/country/sg']);
    expect(live.server.requests[0]?.body).toEqual({ phoneNumber: '+6581234567' });
    expect(live.server.requests[0]?.headers.authorization).toBeUndefined();
  });

  test.each([
    ['/validate-phone', true],
    ['/validate-phone?x=1', true],
    ['/country/sg', true],
    ['/user/wallet', false],
    ['/countryX', false],
    ['/initTopup', false],
  ])('public path %s: %s', (path, pub) => {
    expect(isPublicWalletPath(path)).toBe(pub);
  });
});

describe('anti-forgery token (spec 5, 4)', () => {
  test('only /initTopup and /redeemGiftCode carry it; refetched once its expiry seconds have passed', async () => {
    let n = 0;
    live.server.handle((r) => {
      if (r.path === '/wallet/generateCsrfToken') return ok({ token: `csrf-${++n}`, expiry: 60 });
      return ok(WALLET);
    });
    let now = 1_000_000;
    const c = client({ now: () => now });
    await c.initTopup({ amount: 5 });
    await c.redeemGiftCode({ code: 'ABC' });
    await c.getWallet();
    await c.createWallet({} as never);
    await c.unreserveWallet();
    await c.authorizePartner({} as never);
    now += 60_000;
    await c.initTopup({ amount: 6 });
    const byPath = live.server.requests.map((r) => [r.path, r.headers['x-csrf-token']]);
    expect(byPath).toEqual([
      ['/wallet/generateCsrfToken', undefined],
      ['/wallet/initTopup', 'csrf-1'],
      ['/wallet/redeemGiftCode', 'csrf-1'],
      ['/wallet/user/wallet', undefined],
      ['/wallet/createWallet', undefined],
      ['/wallet/unreserveWallet', undefined],
      ['/wallet/user/authorize', undefined],
      ['/wallet/generateCsrfToken', undefined],
      ['/wallet/initTopup', 'csrf-2'],
    ]);
  });

  test('antiForgeryToken gives the same cached token (for GraphQL ChargeWallet)', async () => {
    live.server.handle((r) => (r.path === '/wallet/generateCsrfToken' ? ok({ token: 'tok-9', expiry: 60 }) : undefined));
    const c = client();
    await expect(c.antiForgeryToken()).resolves.toBe('tok-9');
    await expect(c.antiForgeryToken()).resolves.toBe('tok-9');
    expect(live.server.requests.filter((r) => r.path === '/wallet/generateCsrfToken')).toHaveLength(1);
  });

  test('a failed token fetch sends the call without the header (the API rejects it) and logs', async () => {
    live.server.handle((r) => (r.path === '/wallet/generateCsrfToken' ? { status: 500, body: { resultCode: 1 } } : ok({})));
    const log = jest.fn();
    const c = client({ log });
    await c.initTopup({});
    expect(live.server.requests[1]?.headers['x-csrf-token']).toBeUndefined();
    expect(log).toHaveBeenCalledWith('wallet: could not get a CSRF token', 500);
  });

  test('concurrent calls share one token fetch; csrfToken field name accepted', async () => {
    live.server.handle((r) => (r.path === '/wallet/generateCsrfToken' ? { ...ok({ csrfToken: 'c', expiry: 30 }), delayMs: 20 } : ok({})));
    const c = client();
    await Promise.all([c.initTopup({}), c.redeemGiftCode({})]);
    expect(live.server.requests.filter((r) => r.path === '/wallet/generateCsrfToken')).toHaveLength(1);
    expect(live.server.requests.filter((r) => r.headers['x-csrf-token'] === 'c')).toHaveLength(2);
  });

  test('a token fetch that fails at the transport is logged', async () => {
    live.server.handle((r) => (r.path === '/wallet/generateCsrfToken' ? { ...ok({ token: 'x', expiry: 1 }), delayMs: 3000 } : ok({})));
    const log = jest.fn();
    await client({ log, timeoutMs: 300 }).initTopup({});
    expect(log).toHaveBeenCalledWith('wallet: could not get a CSRF token', expect.anything());
  });
});

describe('phone check (spec 5: passes only when status is 200 and resultCode is 204)', () => {
  test.each([
    [200, { resultCode: 204 }, true],
    [200, { resultCode: '204' }, true],
    [200, { resultCode: 0 }, false],
    [201, { resultCode: 204 }, false],
    [400, { resultCode: 204 }, false],
    [200, { nothing: true }, false],
  ])('status %s body %p -> %s', async (status, body, expected) => {
    live.server.handle(() => ({ status, body }));
    await expect(client().validatePhone('+6581234567')).resolves.toBe(expected);
  });

  test('a transport failure fails the check', async () => {
    live.server.handle(() => ({ status: 200, body: { resultCode: 204 }, delayMs: 300 }));
    await expect(client({ timeoutMs: 50 }).validatePhone('1')).resolves.toBe(false);
  });
});

describe('reads clear silently (spec 7: a non-200 or non-zero resultCode on reads clears related state)', () => {
  test.each([
    ['non-200', { status: 500, body: { resultCode: 0, data: WALLET } }],
    ['non-zero resultCode', { status: 200, body: { resultCode: 1, data: WALLET } }],
    ['invalid data', { status: 200, body: { resultCode: 0, data: { walletId: 'x' } } }],
    ['no envelope', { status: 200, text: '<html>' }],
    ['no wallet', { status: 200, body: { resultCode: 0, data: null } }],
  ])('%s -> undefined', async (_name, reply) => {
    live.server.handle(() => reply);
    await expect(client().getWallet()).resolves.toBeUndefined();
  });

  test('a timeout clears too (and is logged)', async () => {
    live.server.handle(() => ({ ...ok(WALLET), delayMs: 300 }));
    const log = jest.fn();
    await expect(client({ timeoutMs: 50, log }).getWallet()).resolves.toBeUndefined();
    expect(log).toHaveBeenCalled();
  });

  test('wallet transaction: resultCode 0 gives data', async () => {
    live.server.handle((r) => (r.path === '/wallet/wallet-txn/t%201' ? ok({ id: 't 1', amount: 3 }) : undefined));
    await expect(client().getWalletTransaction('t 1')).resolves.toEqual({ id: 't 1', amount: 3 });
  });

  test("wallet movements: a page of the wallet's movements; a malformed page or a failure clears", async () => {
    const item = { txnId: 'WTX-1', type: 'TOPUP', status: 'Success', amount: '20', currencyCode: 'SGD', balanceAfter: 20, orderId: null, paymentUrl: null, createdAt: '2026-01-01T00:00:00Z' };
    live.server.handle((r) => (r.path === '/wallet/user/wallet-transactions?offset=10&limit=5' ? ok({ items: [item], nextOffset: null }) : undefined));
    await expect(client().getWalletMovements(10, 5)).resolves.toEqual({ items: [{ ...item, amount: 20 }], nextOffset: null });
    live.server.handle(() => ok({ items: [{ txnId: 'WTX-2' }], nextOffset: null }));
    await expect(client().getWalletMovements()).resolves.toBeUndefined();
    expect(live.server.requests.at(-1)?.path).toBe('/wallet/user/wallet-transactions?offset=0&limit=10');
    live.server.handle(() => ({ status: 500, body: { resultCode: 500 } }));
    await expect(client().getWalletMovements()).resolves.toBeUndefined();
  });
});

describe('payment channels (spec 7: sorted by sortOrder then id)', () => {
  const channels = [
    { id: 9, sortOrder: 2, name: 'c' },
    { id: 5, sortOrder: 1 },
    { id: 3, sortOrder: 2 },
    { id: 1, sortOrder: 1 },
  ];
  test.each([
    ['a plain list', channels],
    ['the envelope', { resultCode: 0, data: channels }],
  ])('from %s', async (_n, body) => {
    live.server.handle(() => ({ status: 200, body }));
    const list = await client().getPaymentChannels();
    expect(list.map((c) => c.id)).toEqual([1, 5, 3, 9]);
    expect(list[3]).toEqual({ id: 9, sortOrder: 2, name: 'c' });
  });
  test.each([
    [{ status: 500, body: channels }],
    [{ status: 200, body: { resultCode: 3, data: channels } }],
    [{ status: 200, body: { nope: 1 } }],
    [{ status: 200, body: channels, delayMs: 300 }],
  ])('failure %# -> []', async (reply) => {
    live.server.handle(() => reply);
    await expect(client({ timeoutMs: 50 }).getPaymentChannels()).resolves.toEqual([]);
  });
});

describe('writes', () => {
  test('the envelope is returned whatever the status; ok only for 2xx with resultCode 0', async () => {
    live.server.handle((r) => {
      if (r.path === '/wallet/createWallet') return { status: 400, body: { resultCode: 400, resultMessage: 'OTP invalid' } };
      if (r.path === '/wallet/user/authorize') return { status: 200, body: { resultCode: '0', resultMessage: 'ok' } };
      return { status: 200, body: { resultCode: 0, data: { walletId: 'w' } } };
    });
    const c = client();
    await expect(c.createWallet({ userId: 'u', countryCode: 'sg', languageCode: 'en', currencyCode: 'SGD', mobileNumber: '+6581234567', verifyOtp: '123456' })).resolves.toEqual({
      ok: false,
      httpStatus: 400,
      resultCode: 400,
      resultMessage: 'OTP invalid',
    });
    await expect(c.authorizePartner({ name: 'n', id: 'i', status: 2, country: 'sg', accessToken: 'a', accountRegionCode: 'sg' })).resolves.toMatchObject({ ok: true, resultCode: '0' });
    await expect(c.unreserveWallet()).resolves.toMatchObject({ ok: true, data: { walletId: 'w' } });
    expect(live.server.requests.find((r) => r.path === '/wallet/unreserveWallet')?.body).toEqual({});
    expect(live.server.requests.find((r) => r.path === '/wallet/createWallet')?.body).toMatchObject({ verifyOtp: '123456' });
  });

  test('a body without resultCode throws an ApiError carrying the status (for the network classifier)', async () => {
    live.server.handle(() => ({ status: 502, text: 'Bad gateway' }));
    const err = await client().createWallet({} as never).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ApiError);
    expect((err as ApiError).status).toBe(502);
    expect(classifyNetworkError(err).key).toBe('networkError.500');
  });

  test('timeout: the default is WALLET_API_TIMEOUT_MS, an override is honoured and the error classifies as a timeout', async () => {
    live.server.handle(() => ({ ...ok({}), delayMs: 400 }));
    const c = client({ timeoutMs: 60 });
    expect(c.http.defaults.timeout).toBe(60);
    expect(createWalletClient(live.config, { identity: user('t'), locale: () => ({ countryCode: 'sg', languageCode: 'en' }) }).http.defaults.timeout).toBe(30000);
    const started = Date.now();
    const err = await c.unreserveWallet().catch((e: unknown) => e);
    expect(Date.now() - started).toBeLessThan(350);
    expect(classifyNetworkError(err).key).toBe('networkError.timeout');
  });
});

describe('pre-registration (the player card)', () => {
  test('registered: the date; the call carries the partner token and the game', async () => {
    live.server.handle(() => ok({ playerId: 'EA-1001', gameSlug: 'mirage-perfect-skyline', registeredAt: '2026-10-01T08:00:00.000Z' }));
    await expect(client({ identity: user(undefined, 'partner-token') }).getPreRegistration('mirage-perfect-skyline')).resolves.toEqual({
      registered: true,
      registeredAt: '2026-10-01T08:00:00.000Z',
    });
    expect(live.server.requests[0]?.path).toBe('/wallet/user/pre-registration?gameSlug=mirage-perfect-skyline');
    expect(live.server.requests[0]?.headers.authorization).toBe('Bearer partner-token');
  });

  test('404 PRE_REGISTRATION_ACCOUNT_NOT_FOUND: not registered; any other failure throws', async () => {
    live.server.handle(() => ({ status: 404, body: { resultCode: 'PRE_REGISTRATION_ACCOUNT_NOT_FOUND', resultMessage: 'Account not found for pre-registration.' } }));
    await expect(client({ identity: user(undefined, 'p') }).getPreRegistration('g')).resolves.toEqual({ registered: false });
    live.server.handle(() => ({ status: 500, body: { resultCode: 500 } }));
    await expect(client({ identity: user(undefined, 'p') }).getPreRegistration('g')).rejects.toBeInstanceOf(ApiError);
  });
});
