import * as z from 'zod/mini';
import { ApiError } from './apiError';
import { createGraphqlClient, GraphqlRequestError, operationNameOf, type GraphqlClientDeps } from './graphqlClient';
import { useTestServer } from './testServer.testutil';

const live = useTestServer();

const identity = { getIdToken: async () => 'id-tok', getPartnerToken: () => undefined };
const client = (over: Partial<GraphqlClientDeps> = {}) =>
  createGraphqlClient(live.config, {
    identity,
    experiments: { getToken: () => 'ex-tok', getContext: () => 'ex-ctx' },
    whitelabelId: 2,
    getPath: () => '/en-sg/mobile-legends',
    getLanguage: () => 'id',
    getXsrfToken: () => 'xsrf-1',
    ...over,
  });

const CHARGE = 'mutation ChargeWallet($amount: Int!) { chargeWallet(amount: $amount) { ok } }';
const PRODUCT = 'query Product($path: String!) { product(path: $path) { name } }';
const ProductSchema = z.object({ product: z.object({ name: z.string() }) });

describe('graphql client (spec 7)', () => {
  test('headers path, Accept-Language, X-EXPT-TOKEN, X-EXPT-CONTEXT, X-WHITELABEL-ID; no X-XSRF-TOKEN and no Bearer by default', async () => {
    live.server.handle(() => ({ body: { data: { product: { name: 'MLBB' } } } }));
    await expect(client().request({ document: PRODUCT, variables: { path: 'mlbb' }, schema: ProductSchema })).resolves.toEqual({ product: { name: 'MLBB' } });
    const r = live.server.requests[0];
    expect(r?.method).toBe('POST');
    expect(r?.path).toBe('/graphql');
    expect(r?.body).toMatchObject({ variables: { path: 'mlbb' }, operationName: 'Product' });
    expect(r?.headers.path).toBe('/en-sg/mobile-legends');
    expect(r?.headers['accept-language']).toBe('id');
    expect(r?.headers['x-expt-token']).toBe('ex-tok');
    expect(r?.headers['x-expt-context']).toBe('ex-ctx');
    expect(r?.headers['x-whitelabel-id']).toBe('2');
    expect(r?.headers['x-xsrf-token']).toBeUndefined();
    expect(r?.headers.authorization).toBeUndefined();
  });

  test("a query's own language wins over the shop language at request time (an answer is stored under its key's language)", async () => {
    live.server.handle(() => ({ body: { data: { product: { name: 'MLBB' } } } }));
    await client().request({ document: PRODUCT, variables: { path: 'mlbb' }, schema: ProductSchema, language: 'ar' });
    expect(live.server.requests[0]?.headers['accept-language']).toBe('ar');
  });

  test('X-XSRF-TOKEN only for ChargeWallet', async () => {
    live.server.handle(() => ({ body: { data: { chargeWallet: { ok: true }, product: { name: 'x' } } } }));
    const c = client();
    await c.request({ document: CHARGE, variables: { amount: 1 }, schema: z.unknown() });
    await c.request({ document: PRODUCT, variables: { path: 'x' }, schema: ProductSchema });
    await c.request({ document: 'mutation ChargeWalletLater { x }', schema: z.unknown() });
    expect(live.server.requests.map((r) => r.headers['x-xsrf-token'])).toEqual(['xsrf-1', undefined, undefined]);
  });

  test('Bearer only when the auth-header experiment is on; a partner token wins', async () => {
    live.server.handle(() => ({ body: { data: { product: { name: 'x' } } } }));
    await client({ isAuthHeaderExperimentOn: () => true }).request({ document: PRODUCT, schema: ProductSchema });
    await client({ isAuthHeaderExperimentOn: () => true, identity: { getIdToken: async () => 'id', getPartnerToken: () => 'p' } }).request({ document: PRODUCT, schema: ProductSchema });
    await client({ isAuthHeaderExperimentOn: () => false }).request({ document: PRODUCT, schema: ProductSchema });
    expect(live.server.requests.map((r) => r.headers.authorization)).toEqual(['Bearer id-tok', 'Bearer p', undefined]);
  });

  test('regional endpoint by the country regionCode, else the default', async () => {
    live.server.handle(() => ({ body: { data: { product: { name: 'x' } } } }));
    const c = client();
    await c.request({ document: PRODUCT, schema: ProductSchema, country: { regionCode: 'eu' } });
    await c.request({ document: PRODUCT, schema: ProductSchema, country: { regionCode: 'us' } });
    expect(live.server.requests.map((r) => r.path)).toEqual(['/eu/graphql', '/graphql']);
    expect(c.endpointFor()).toBe(`${live.server.url}/graphql`);
  });

  test('a 401 calls onUnauthorized (logs out the partner account) and rethrows', async () => {
    live.server.handle(() => ({ status: 401, body: { message: 'Unauthorized' } }));
    const onUnauthorized = jest.fn();
    const err = await client({ onUnauthorized }).request({ document: PRODUCT, schema: ProductSchema }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(GraphqlRequestError);
    expect(err).toMatchObject({ status: 401, response: { status: 401 } });
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
  });

  test('other failures do not log out', async () => {
    const onUnauthorized = jest.fn();
    live.server.handle(() => ({ status: 500, text: 'down' }));
    await expect(client({ onUnauthorized }).request({ document: PRODUCT, schema: ProductSchema })).rejects.toBeInstanceOf(GraphqlRequestError);
    live.server.handle(() => ({ body: { errors: [{ message: 'bad', extensions: { code: 'PROMO_EXPIRED' } }] } }));
    const err = await client({ onUnauthorized }).request({ document: PRODUCT, schema: ProductSchema }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(GraphqlRequestError);
    // The GraphQL errors reach the caller (the checkout reads extensions.code), with the HTTP status.
    expect(err).toMatchObject({ status: 200, response: { status: 200, errors: [{ message: 'bad', extensions: { code: 'PROMO_EXPIRED' } }] } });
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  test('an answer failing its schema is rejected before it enters the app', async () => {
    live.server.handle(() => ({ body: { data: { product: { name: 42 } } } }));
    await expect(client().request({ document: PRODUCT, schema: ProductSchema })).rejects.toBeInstanceOf(ApiError);
  });

  test('setOrderUid: guest info + uid, medium email, isOrderSummary true; X-SESSION-COUNTRY2NAME upper-case language, X-SESSION-KEY', async () => {
    live.server.handle(() => ({ body: { data: { setOrderUid: { statusCode: 0, statusMessage: 'ok' } } } }));
    const info = { txnId: 't1', gvtId: 5, lvtId: 6, pcId: 239, checkoutId: 'c1', voucherTypeId: 1, userSessionId: 's' };
    await expect(client().setOrderUid(info, { uid: 'a@b.co', languageCode: 'en', accessToken: 'acc' })).resolves.toEqual({ statusCode: 0, statusMessage: 'ok' });
    const r = live.server.requests[0];
    expect(r?.body).toMatchObject({ operationName: 'setOrderUid', variables: { ...info, uid: 'a@b.co', medium: 'email', isOrderSummary: true } });
    expect(r?.headers['x-session-country2name']).toBe('EN');
    expect(r?.headers['x-session-key']).toBe('acc');
    live.server.handle(() => ({ body: { data: { setOrderUid: { statusCode: 3, statusMessage: null } } } }));
    await expect(client().setOrderUid(info, { uid: 'a@b.co', languageCode: 'ar', accessToken: 'acc', country: { regionCode: 'eu' } })).resolves.toEqual({ statusCode: 3 });
    expect(live.server.requests[1]?.path).toBe('/eu/graphql');
  });

  test.each([
    ['query Product { x }', 'Product'],
    ['mutation ChargeWallet($a: Int) { x }', 'ChargeWallet'],
    ['{ x }', undefined],
  ])('operation name of %s', (doc, name) => {
    expect(operationNameOf(doc)).toBe(name);
  });
});
