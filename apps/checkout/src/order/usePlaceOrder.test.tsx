import { act, renderHook } from '@testing-library/react';
import type { CheckoutApi, CreateOrderInput, Order, OrderResult } from '../api/checkoutApi';
import { IDEMPOTENCY_STORAGE_KEY } from './idempotencyKey';
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
    const { result } = renderHook(() => usePlaceOrder(api, { isGuest: true, onPlaced }));
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
    const { result } = renderHook(() => usePlaceOrder(api, { isGuest: false, onPlaced: jest.fn() }));
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

  it('a refused order shows its code; a 400 from the API is "invalid parameters"', async () => {
    const refused = apiWith(async () => ({ resultCode: -107, resultMessage: 'limit', replayed: false, order: null }));
    const { result } = renderHook(() => usePlaceOrder(refused, { isGuest: true, onPlaced: jest.fn() }));
    await act(async () => {
      await result.current.place(input, { gvtId: 1 });
    });
    expect(result.current.state).toEqual({ status: 'refused', code: -107 });

    const bad = apiWith(async () => {
      throw Object.assign(new Error('bad'), { response: { errors: [{ extensions: { code: 'BAD_REQUEST' } }] } });
    });
    const second = renderHook(() => usePlaceOrder(bad, { isGuest: true, onPlaced: jest.fn() }));
    await act(async () => {
      await second.result.current.place(input, { gvtId: 1 });
    });
    expect(second.result.current.state).toEqual({ status: 'refused', code: 227 });
  });
});
