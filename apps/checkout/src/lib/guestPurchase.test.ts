import { GUEST_PURCHASE_KEY, createMemoryStorage, readGuestPurchase } from '@store/shared/domain';
import { commitGuestPurchase, stageGuestPurchase } from './guestPurchase';

const info = { txnId: 't1', gvtId: 12, lvtId: 3, pcId: 239, checkoutId: 'c1', userId: '123', zoneId: '45', voucherTypeId: 7, userSessionId: 's' };

describe('"Guest purchase: staged in session storage, committed to local storage"', () => {
  it('stage -> commit -> read', () => {
    const session = createMemoryStorage();
    const local = createMemoryStorage();
    stageGuestPurchase(session, info);
    expect(readGuestPurchase(local)).toBeUndefined();
    expect(commitGuestPurchase(session, local)).toBe(true);
    expect(session.getItem(GUEST_PURCHASE_KEY)).toBeNull();
    expect(readGuestPurchase(local)).toEqual(info);
  });

  it('commit with nothing staged, or garbage staged, commits nothing', () => {
    const local = createMemoryStorage();
    expect(commitGuestPurchase(createMemoryStorage(), local)).toBe(false);
    expect(commitGuestPurchase(createMemoryStorage({ [GUEST_PURCHASE_KEY]: '{"x":1}' }), local)).toBe(false);
    expect(local.size).toBe(0);
  });
});
