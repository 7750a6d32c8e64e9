import { createMemoryCookieJar } from '@store/shared';
import { CASHBACK_COOKIE } from '@store/shared/domain';
import { canUseRewards, CashbackStore } from './CashbackStore';

describe('CashbackStore (sections 3, 5)', () => {
  it('"Rewards are unusable when the channel has a required minimum payment"', () => {
    expect(canUseRewards({ minimumPayment: 10 })).toBe(false);
    expect(canUseRewards({ minimumPayment: 0 })).toBe(true);
    expect(canUseRewards({ minimumPayment: null })).toBe(true);
    expect(canUseRewards({})).toBe(true);
  });

  it('the use-rewards toggle burns the maximum, and is refused for a channel with a minimum payment', () => {
    const s = new CashbackStore();
    s.setPurchaseInfo({ maximumBurnAmount: 3, earnAmount: 1 });
    expect(s.setUseCashback(true, { minimumPayment: 5 })).toBe(false);
    expect(s.purchaseInfo).toMatchObject({ isUseCashback: false, burnAmount: 0 });
    expect(s.setUseCashback(true)).toBe(true);
    expect(s.purchaseInfo).toMatchObject({ isUseCashback: true, burnAmount: 3, earnAmount: 1 });
    s.reset();
    expect(s.purchaseInfo.maximumBurnAmount).toBe(0);
  });

  it("reads a guest's reward from the cashback cookie the kernel writes", () => {
    const cookies = createMemoryCookieJar();
    const s = new CashbackStore(cookies);
    expect(s.guestReward).toBeUndefined();
    cookies.set(CASHBACK_COOKIE, JSON.stringify({ email: 'ann@example.com', txnId: ['ORD-1'], reward: 0.5 }));
    s.refreshGuestReward();
    expect(s.guestReward).toEqual({ email: 'ann@example.com', txnId: ['ORD-1'], reward: 0.5 });
  });
});
