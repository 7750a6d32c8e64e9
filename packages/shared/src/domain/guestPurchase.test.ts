import { GUEST_PURCHASE_KEY, consumeGuestPurchase, readGuestPurchase } from './guestPurchase';
import { createMemoryStorage } from './storage';

const info = { txnId: 't1', gvtId: 12, lvtId: 3, pcId: 239, checkoutId: 'c1', userId: '123', zoneId: '45', voucherTypeId: 7, userSessionId: 's' };

describe('"Guest purchase: ... read, then consumed"', () => {
  it('reads a committed record; garbage reads as none', () => {
    expect(readGuestPurchase(createMemoryStorage({ [GUEST_PURCHASE_KEY]: JSON.stringify(info) }))).toEqual(info);
    expect(readGuestPurchase(createMemoryStorage({ [GUEST_PURCHASE_KEY]: '{"x":1}' }))).toBeUndefined();
  });

  it('"After linking the record is always cleared": success', async () => {
    const local = createMemoryStorage({ [GUEST_PURCHASE_KEY]: JSON.stringify(info) });
    const link = jest.fn(async () => undefined);
    await expect(consumeGuestPurchase(local, link)).resolves.toEqual({ outcome: 'linked' });
    expect(link).toHaveBeenCalledWith(info);
    expect(local.getItem(GUEST_PURCHASE_KEY)).toBeNull();
  });

  it('"... success or failure": failure', async () => {
    const local = createMemoryStorage({ [GUEST_PURCHASE_KEY]: JSON.stringify(info) });
    const error = new Error('adoptAccount.rewardLinkingFailed');
    await expect(consumeGuestPurchase(local, async () => Promise.reject(error))).resolves.toEqual({ outcome: 'failed', error });
    expect(local.getItem(GUEST_PURCHASE_KEY)).toBeNull();
  });

  it('"with none, nothing happens"', async () => {
    const link = jest.fn(async () => undefined);
    await expect(consumeGuestPurchase(createMemoryStorage(), link)).resolves.toEqual({ outcome: 'none' });
    expect(link).not.toHaveBeenCalled();
  });

  it('an unreadable record is cleared without linking', async () => {
    const local = createMemoryStorage({ [GUEST_PURCHASE_KEY]: 'not json' });
    const link = jest.fn(async () => undefined);
    await expect(consumeGuestPurchase(local, link)).resolves.toEqual({ outcome: 'none' });
    expect(link).not.toHaveBeenCalled();
    expect(local.size).toBe(0);
  });
});
