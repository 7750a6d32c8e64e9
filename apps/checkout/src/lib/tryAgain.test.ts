import { tryAgainQuery, tryAgainValues } from './tryAgain';

test("a failed order's player, zone and item go into the Try again address; a gift's receiver does not", () => {
  expect(tryAgainQuery({ userId: '10000001', zoneId: '2001', skuId: 1001, isGift: false })).toEqual({ player: '10000001', zone: '2001', item: '1001' });
  expect(tryAgainQuery({ userId: '10000001', zoneId: '', skuId: 1001, isGift: false })).toEqual({ player: '10000001', item: '1001' });
  expect(tryAgainQuery({ userId: null, zoneId: null, skuId: 1002, isGift: true })).toEqual({ item: '1002' });
});

test('the form starts with what the address holds: an item the product has, ids within the limits, nothing else', () => {
  const skus = ['1001', '1002'];
  expect(tryAgainValues(new URLSearchParams('player=10000001&zone=2001&item=1002'), skus)).toEqual({ userId: '10000001', zoneId: '2001', skuId: '1002' });
  expect(tryAgainValues(new URLSearchParams('player=%2010000001%20&item=9999'), skus)).toEqual({ userId: '10000001' });
  expect(tryAgainValues(new URLSearchParams(`player=${'9'.repeat(65)}&zone=${'1'.repeat(17)}`), skus)).toEqual({});
  expect(tryAgainValues(new URLSearchParams(''), skus)).toEqual({});
});
