import { sortPaymentChannels } from './paymentChannels';

describe('payment channels', () => {
  it('"GET /paymentChannels: list sorted by sortOrder then id"', () => {
    const sorted = sortPaymentChannels([
      { id: 5, sortOrder: 2 },
      { id: 3, sortOrder: 1 },
      { id: 1, sortOrder: 2 },
    ]);
    expect(sorted.map((c) => c.id)).toEqual([3, 1, 5]);
  });
});
