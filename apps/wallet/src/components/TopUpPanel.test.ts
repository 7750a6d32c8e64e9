import { suggestedAmounts, topUpChannels } from './TopUpPanel';

describe('top-up panel rules', () => {
  test('suggested amounts are round amounts within the smallest and largest top-up', () => {
    expect(suggestedAmounts({ minTopupAmount: 7, maxTopupAmount: 675 })).toEqual([10, 20, 50, 100]);
    expect(suggestedAmounts({ minTopupAmount: 80000, maxTopupAmount: 8000000 })).toEqual([100000, 200000, 500000, 1000000]);
    expect(suggestedAmounts({ minTopupAmount: 5, maxTopupAmount: 12 })).toEqual([5, 10]);
    expect(suggestedAmounts({ maxTopupAmount: 100 })).toEqual([]);
    expect(suggestedAmounts(undefined)).toEqual([]);
  });

  test('Codacash never tops up Codacash: only the provider channels are offered', () => {
    const channels = [
      { id: 239, sortOrder: 5, name: 'Codacash', isCodacash: true, isBackendChannel: true },
      { id: 11, sortOrder: 1, name: 'PayNow', isCodacash: false, isBackendChannel: false },
    ];
    expect(topUpChannels(channels).map((c) => c.id)).toEqual([11]);
  });
});
