import { act, renderHook } from '@testing-library/react';
import { createGraphqlClient } from '@store/shared/api';
import { countryByCode } from '@store/shared/domain';
import { useTestServer } from '@store/shared/testing';
import { createCheckoutApi, type CheckoutApi, type CreateOrderInput, type Order, type OrderResult } from '../../../api/checkoutApi';
import { httpFetch } from '../../../testing/checkoutHarness.testutil';
import { IDEMPOTENCY_STORAGE_KEY } from '../lib/idempotencyKey';
import { usePlaceOrder } from './usePlaceOrder';

const input: Omit<CreateOrderInput, 'idempotencyKey'> = {
  countryCode: 'sg', gameSlug: 'football-legends', skuId: 1001, paymentChannelId: 11, userId: '10000001', returnUrl: 'http://x/en-sg/complete',
};
const order = { orderId: 'ORD-1', txnId: 'ORD-1', paymentChannelId: 11, paymentUrl: 'http://provider' } as Order;

function apiWith(createOrder: (i: CreateOrderInput) => Promise<OrderResult>): CheckoutApi {
  return { createOrder: jest.fn(createOrder) } as unknown as CheckoutApi;
}

beforeEach(() => sessionStorage.clear());

describe('placing an order', () => {
  it('a second call while the first is in flight joins it: one request', async () => {
    let resolve: (r: OrderResult) => void = () => undefined;
    const api = apiWith(() => new Promise((r) => (resolve = r)));
    const onPlaced = jest.fn();
    const { result } = renderHook(() => usePlaceOrder(api, { isGuest: true, buyer: 'guest', onPlaced }));
    let a: Promise<unknown> = Promise.resolve();
    let b: Promise<unknown> = Promise.resolve();
    act(() => {
      a = result.current.place(input, { gvtId: 1, lvtId: 5 });
      b = result.current.place(input, { gvtId: 1, lvtId: 5 });
    });
    await act(async () => {
      resolve({ resultCode: 0, resultMessage: 'Success', replayed: false, order });
      await Promise.all([a, b]);
    });
    expect(api.createOrder).toHaveBeenCalledTimes(1);
    expect(onPlaced).toHaveBeenCalledTimes(1);
    // The order exists: the key is gone, the guest purchase is staged for linking.
    expect(sessionStorage.getItem(IDEMPOTENCY_STORAGE_KEY)).toBeNull();
    expect(JSON.parse(sessionStorage.getItem('guestPurchaseInfo') ?? '{}')).toMatchObject({ txnId: 'ORD-1', voucherTypeId: 1001, pcId: 11, lvtId: 5 });
  });

  it('a retry after a network error sends the same idempotency key', async () => {
    const keys: string[] = [];
    let calls = 0;
    const api = apiWith(async (i) => {
      keys.push(i.idempotencyKey);
      if (++calls === 1) throw new TypeError('Failed to fetch');
      return { resultCode: 0, resultMessage: 'Success', replayed: true, order };
    });
    const { result } = renderHook(() => usePlaceOrder(api, { isGuest: false, buyer: 'user:u-1', onPlaced: jest.fn() }));
    await act(async () => {
      await result.current.place(input, { gvtId: 1 });
    });
    expect(result.current.state.status).toBe('networkError');
    await act(async () => {
      await result.current.place(input, { gvtId: 1 });
    });
    expect(result.current.state.status).toBe('placed');
    expect(keys).toHaveLength(2);
    expect(keys[0]).toBe(keys[1]);
    expect(sessionStorage.getItem('guestPurchaseInfo')).toBeNull();
  });

  it('the same form after a sign-in is a new order (who buys is part of the key, as on the API), not a replay', async () => {
    const keys: string[] = [];
    const api = apiWith(async (i) => {
      keys.push(i.idempotencyKey);
      throw new TypeError('Failed to fetch');
    });
    const asGuest = renderHook(() => usePlaceOrder(api, { isGuest: true, buyer: 'guest', onPlaced: jest.fn() }));
    await act(async () => {
      await asGuest.result.current.place(input, { gvtId: 1 });
    });
    const signedIn = renderHook(() => usePlaceOrder(api, { isGuest: false, buyer: 'user:u-1', onPlaced: jest.fn() }));
    await act(async () => {
      await signedIn.result.current.place(input, { gvtId: 1 });
    });
    expect(keys).toHaveLength(2);
    expect(keys[0]).not.toBe(keys[1]);
  });

  it('a refused order shows its code; a 400 from the API is "invalid parameters"', async () => {
    const refused = apiWith(async () => ({ resultCode: -107, resultMessage: 'limit', replayed: false, order: null }));
    const { result } = renderHook(() => usePlaceOrder(refused, { isGuest: true, buyer: 'guest', onPlaced: jest.fn() }));
    await act(async () => {
      await result.current.place(input, { gvtId: 1 });
    });
    expect(result.current.state).toEqual({ status: 'refused', code: -107, message: 'limit' });

    const bad = apiWith(async () => {
      throw Object.assign(new Error('bad'), { response: { errors: [{ extensions: { code: 'BAD_REQUEST' } }] } });
    });
    const second = renderHook(() => usePlaceOrder(bad, { isGuest: true, buyer: 'guest', onPlaced: jest.fn() }));
    await act(async () => {
      await second.result.current.place(input, { gvtId: 1 });
    });
    expect(second.result.current.state).toEqual({ status: 'refused', code: 227 });
  });
});

describe('an order that gets no usable answer', () => {
  const server = useTestServer();

  /** The checkout's API over real HTTP to the test server; `slowMs` delays every answer (a slow network). */
  function realApi(slowMs = 0): CheckoutApi {
    const fetch: typeof httpFetch = (url, init) => new Promise((resolve) => setTimeout(resolve, slowMs)).then(() => httpFetch(url, init));
    const graphql = createGraphqlClient(server.config, { identity: { getIdToken: async () => undefined, getPartnerToken: () => undefined }, fetch });
    return createCheckoutApi(graphql, () => countryByCode('sg'));
  }

  it('times out with the timeout message, and the retry keeps the idempotency key', async () => {
    server.server.handle(() => ({ body: { data: { createOrder: { resultCode: 0, resultMessage: 'Success', replayed: false, order: null } } } }));
    const { result } = renderHook(() => usePlaceOrder(realApi(300), { isGuest: false, buyer: 'user:u-1', onPlaced: jest.fn(), timeoutMs: 50 }));
    await act(async () => {
      await result.current.place(input, { gvtId: 1 });
    });
    expect(result.current.state).toMatchObject({ status: 'networkError', error: { kind: 'timeout', key: 'networkError.timeout' } });
    expect(sessionStorage.getItem(IDEMPOTENCY_STORAGE_KEY)).not.toBeNull();
  });

  it.each([
    [503, 'serverError', 'networkError.500'],
    [401, 'sessionExpired', 'networkError.401'],
    [404, 'clientError', 'networkError.400'],
  ] as const)('HTTP %i is told as %s', async (status, kind, key) => {
    server.server.handle(() => ({ status, body: { errors: [{ message: 'no' }] } }));
    const { result } = renderHook(() => usePlaceOrder(realApi(), { isGuest: false, buyer: 'user:u-1', onPlaced: jest.fn() }));
    await act(async () => {
      await result.current.place(input, { gvtId: 1 });
    });
    expect(result.current.state).toMatchObject({ status: 'networkError', error: { kind, key } });
  });

  it('no answer while the browser is offline is told as offline; online it is "other"', async () => {
    const api = { createOrder: () => Promise.reject(new TypeError('Failed to fetch')) } as unknown as CheckoutApi;
    const offline = renderHook(() => usePlaceOrder(api, { isGuest: false, buyer: 'user:u-1', onPlaced: jest.fn(), isOnline: () => false }));
    await act(async () => {
      await offline.result.current.place(input, { gvtId: 1 });
    });
    expect(offline.result.current.state).toMatchObject({ status: 'networkError', error: { kind: 'offline', key: 'networkError.offline' } });
    const online = renderHook(() => usePlaceOrder(api, { isGuest: false, buyer: 'user:u-1', onPlaced: jest.fn(), isOnline: () => true }));
    await act(async () => {
      await online.result.current.place(input, { gvtId: 1 });
    });
    expect(online.result.current.state).toMatchObject({ status: 'networkError', error: { kind: 'other' } });
  });
});
