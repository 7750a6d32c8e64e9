import type { Denomination } from '../../../api/checkoutApi';
import { categoriesOf, denominationsIn } from './categories';

const d = (skuId: number, type: string, limit: number | null = null): Denomination => ({
  skuId, voucherTypeId: skuId, gvtId: 1, name: `d${skuId}`, amount: 1, type, price: 1, priceMinor: 100, currency: 'SGD', purchaseLimitPerDay: limit,
});

describe('denomination categories', () => {
  const list = [d(1, 'currency'), d(2, 'deal', 1), d(3, 'subscription'), d(4, 'currency')];
  it('offers all (-2), quick sale (-1) and each type', () => {
    expect(categoriesOf(list)).toEqual([-2, -1, 'currency', 'deal', 'subscription']);
    expect(categoriesOf([d(1, 'currency')])).toEqual([-2, 'currency']);
  });
  it('filters by category', () => {
    expect(denominationsIn(-2, list)).toHaveLength(4);
    expect(denominationsIn(-1, list).map((x) => x.skuId)).toEqual([2]);
    expect(denominationsIn('currency', list).map((x) => x.skuId)).toEqual([1, 4]);
  });
});
