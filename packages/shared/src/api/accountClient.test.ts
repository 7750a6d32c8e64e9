import { createAccountClient, isAuthHeaderCountry, type AccountClientDeps } from './accountClient';
import type { IdentityProvider } from './identity';
import { useTestServer } from './testServer.testutil';

const live = useTestServer();

const user = (idToken?: string, partnerToken?: string): IdentityProvider => ({
  getIdToken: async () => idToken,
  getPartnerToken: () => partnerToken,
});
const client = (countryCode = 'sg', over: Partial<AccountClientDeps> = {}) =>
  createAccountClient(live.config, { identity: user('id-tok'), locale: () => ({ countryCode, languageCode: 'en' }), log: jest.fn(), timeoutMs: 2000, ...over });

describe('account client headers (spec 7)', () => {
  test('X-COUNTRY-CODE, CLIENT_ID, WHITELABEL_ID 2 and the Bearer token for an allow-listed country', async () => {
    live.server.handle(() => ({ status: 200, body: { resultCode: 0, data: {} } }));
    await client('sg').getDetails();
    const h = live.server.requests[0]?.headers ?? {};
    expect(live.server.requests[0]?.path).toBe('/account/user/details');
    expect(h['x-country-code']).toBe('sg');
    expect(h.client_id).toBe('store-web');
    expect(h.whitelabel_id).toBe('2');
    expect(h.authorization).toBe('Bearer id-tok');
  });

  test.each([
    ['sg', true],
    ['ie', true],
    ['gt', true],
    ['be', false],
    ['lu', false],
  ])('auth header for %s: %s (section 9 allow-list)', async (cc, sent) => {
    live.server.handle(() => ({ status: 200, body: { resultCode: 0 } }));
    await client(cc).getDetails();
    const h = live.server.requests[0]?.headers ?? {};
    expect(h.authorization !== undefined).toBe(sent);
    expect(h['x-country-code']).toBe(cc);
    expect(h.whitelabel_id).toBe('2');
  });

  test("'all' allows every country; a partner token wins; no token, no header", async () => {
    live.server.handle(() => ({ status: 200, body: { resultCode: 0 } }));
    await client('be', { authHeaderCountries: 'all', identity: user('id', 'partner') }).getDetails();
    await client('sg', { identity: user(undefined) }).getDetails();
    expect(live.server.requests.map((r) => r.headers.authorization)).toEqual(['Bearer partner', undefined]);
    expect(isAuthHeaderCountry('be', ['all'])).toBe(true);
    expect(isAuthHeaderCountry('SG')).toBe(true);
  });
});

describe('every status accepted, none thrown (spec 7)', () => {
  test('details: resultCode 0 is success with validated data', async () => {
    live.server.handle(() => ({ status: 200, body: { resultCode: 0, data: { cashbackDetails: { amount: '3.5' }, x: 1 } } }));
    await expect(client().getDetails()).resolves.toEqual({ httpStatus: 200, ok: true, unauthorized: false, resultCode: 0, data: { cashbackDetails: { amount: 3.5 }, x: 1 } });
  });

  test.each([
    ['HTTP 401', { status: 401, body: { message: 'x' } }],
    ['SEC_01 treated as 401', { status: 200, body: { resultCode: 'SEC_01', resultMessage: 'Invalid session' } }],
  ])('%s -> unauthorized', async (_n, reply) => {
    live.server.handle(() => reply);
    const r = await client().getDetails();
    expect(r.unauthorized).toBe(true);
    expect(r.ok).toBe(false);
  });

  test.each([
    ['500', { status: 500, text: 'oops' }],
    ['resultCode 7', { status: 200, body: { resultCode: 7 } }],
    ['invalid data', { status: 200, body: { resultCode: 0, data: { cashbackDetails: { amount: 'abc' } } } }],
  ])('%s -> not ok, resolved', async (_n, reply) => {
    live.server.handle(() => reply);
    await expect(client().getDetails()).resolves.toMatchObject({ ok: false, unauthorized: false });
  });

  test('a timeout resolves with httpStatus 0', async () => {
    live.server.handle(() => ({ status: 200, body: { resultCode: 0 }, delayMs: 300 }));
    const log = jest.fn();
    await expect(client('sg', { timeoutMs: 50, log }).getDetails()).resolves.toEqual({ httpStatus: 0, ok: false, unauthorized: false });
    expect(log).toHaveBeenCalled();
  });

  test('default timeout is ACCOUNT_API_TIMEOUT_MS', () => {
    expect(createAccountClient(live.config, { identity: user(), locale: () => ({ countryCode: 'sg', languageCode: 'en' }) }).timeoutMs).toBe(15000);
  });
});

describe('account endpoints (spec 7)', () => {
  test("forgot-password: resultMessage 'Success' = code sent, with shopAccountId", async () => {
    live.server.handle(() => ({ status: 200, body: { shopAccountId: 'acc-1', resultMessage: 'Success' } }));
    const payload = { uid: 'a@b.co', uidType: 'email' as const, countryCode: 'sg', languageCode: 'en', gRecaptchaToken: 'cap' };
    await expect(client().forgotPassword(payload)).resolves.toMatchObject({ codeSent: true, shopAccountId: 'acc-1', ok: true });
    expect(live.server.requests[0]).toMatchObject({ method: 'POST', path: '/account/user/forgot-password', body: payload });
    live.server.handle(() => ({ status: 200, body: { resultMessage: 'Limit' } }));
    await expect(client().forgotPassword(payload)).resolves.toMatchObject({ codeSent: false });
  });

  test('auth requires resultCode 0', async () => {
    const payload = { langCode: 'en', birthDate: '2000-01-01', gRecaptchaToken: 'c' };
    live.server.handle(() => ({ status: 200, body: { resultCode: 0 } }));
    await expect(client().auth(payload)).resolves.toMatchObject({ ok: true });
    live.server.handle(() => ({ status: 200, body: {} }));
    await expect(client().auth(payload)).resolves.toMatchObject({ ok: false });
    live.server.handle(() => ({ status: 200, body: { resultCode: 2 } }));
    await expect(client().auth(payload)).resolves.toMatchObject({ ok: false, resultCode: 2 });
    expect(live.server.requests[0]).toMatchObject({ method: 'POST', path: '/account/user/auth', body: payload });
  });

  test('init-delete and delete POST', async () => {
    live.server.handle(() => ({ status: 200, body: { resultCode: 0 } }));
    await client().initDelete();
    await client().deleteAccount({ otp: '123456' });
    expect(live.server.requests.map((r) => [r.method, r.path, r.body])).toEqual([
      ['POST', '/account/user/init-delete', {}],
      ['POST', '/account/user/delete', { otp: '123456' }],
    ]);
  });
});
