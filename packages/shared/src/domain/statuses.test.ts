import {
  OrderStatus,
  missingPartnerLoginField,
  OrderStatusHeader,
  isOrderPending,
  orderStatusHeader,
} from './statuses';

describe('orderStatusHeader: "Transaction-complete headers: fulfilled, failed, pending, gift initiated, gift claimed, gift expired"', () => {
  it.each<[unknown, OrderStatusHeader]>([
    [OrderStatus.Fulfillment_Completed, 'fulfilled'],
    [OrderStatus.Payment_Failed, 'failed'],
    [OrderStatus.Fulfillment_Failed, 'failed'],
    [OrderStatus.Cancelled, 'failed'],
    [OrderStatus.Voucher_Unavailable, 'failed'],
    [OrderStatus.NotInit, 'pending'],
    [OrderStatus.Payment_Init, 'pending'],
    [OrderStatus.Payment_Pending, 'pending'],
    [OrderStatus.Payment_Completed, 'pending'],
    [OrderStatus.InProgress, 'pending'],
    [OrderStatus.Gift_Init, 'giftInitiated'],
    [OrderStatus.Gift_Claimed, 'giftClaimed'],
    [OrderStatus.Gift_Expired, 'giftExpired'],
    [undefined, 'pending'],
    ['6', 'pending'],
  ])('%p -> %s', (status, header) => {
    expect(orderStatusHeader(status)).toBe(header);
  });

  it('"Pending payment: page refreshes automatically"', () => {
    expect(isOrderPending(OrderStatus.Payment_Pending)).toBe(true);
    expect(isOrderPending(OrderStatus.Fulfillment_Completed)).toBe(false);
  });
});

describe('partner required login fields (section 5)', () => {
  it('names the first missing or empty one by its section 5 name, in order', () => {
    const full = { accountRegionCode: 'SEA', accessToken: 't', name: 'Sam', id: 'EA-1', status: 2 };
    expect(missingPartnerLoginField(full)).toBeUndefined();
    expect(missingPartnerLoginField({ ...full, accessToken: ' ' })).toBe('authToken');
    expect(missingPartnerLoginField({ ...full, name: undefined, id: '' })).toBe('playerName');
    expect(missingPartnerLoginField({})).toBe('accountRegionCode');
  });
});
