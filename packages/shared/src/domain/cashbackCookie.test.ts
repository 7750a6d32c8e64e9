import { DAY_MS } from './constants';
import { accumulateCashbackReward, cashbackCookieExpiry, parseCashbackRewardCookie } from './cashbackCookie';

describe('cashback reward cookie: "reward (accumulated across distinct transactions for the same contact)"', () => {
  it('starts, accumulates, ignores a repeated transaction, restarts for another contact', () => {
    const first = accumulateCashbackReward(undefined, { email: 'A@x.co', txnId: 't1', reward: 1.1 });
    expect(first).toEqual({ email: 'A@x.co', txnId: ['t1'], reward: 1.1 });
    const second = accumulateCashbackReward(first, { email: 'a@x.co', txnId: 't2', reward: 2.2 });
    expect(second).toEqual({ email: 'a@x.co', txnId: ['t1', 't2'], reward: 3.3 });
    expect(accumulateCashbackReward(second, { email: 'a@x.co', txnId: 't2', reward: 2.2 })).toBe(second);
    expect(accumulateCashbackReward(second, { email: 'b@x.co', txnId: 't3', reward: 1 })).toEqual({ email: 'b@x.co', txnId: ['t3'], reward: 1 });
  });

  it('by phone; a bad reward counts as zero', () => {
    const first = accumulateCashbackReward(undefined, { phone: '+65 8123 4567', txnId: 't1', reward: NaN });
    expect(first.reward).toBe(0);
    const second = accumulateCashbackReward(first, { phone: '6581234567', txnId: 't2', reward: 5 });
    expect(second).toEqual({ phone: '6581234567', txnId: ['t1', 't2'], reward: 5 });
    expect(accumulateCashbackReward(second, { email: 'a@x.co', txnId: 't3', reward: 1 }).txnId).toEqual(['t3']);
  });

  it.each<[unknown, unknown]>([
    ['{"email":"a@x.co","txnId":"t1","reward":2}', { email: 'a@x.co', txnId: ['t1'], reward: 2 }],
    [{ phone: '1', txnId: ['t1', 't2'], reward: 3 }, { phone: '1', txnId: ['t1', 't2'], reward: 3 }],
    ['{bad', undefined],
    [null, undefined],
    [{ txnId: 't1', reward: 1 }, undefined],
    [{ email: 'a', txnId: [1], reward: 1 }, undefined],
    [{ email: 'a', txnId: 't', reward: '1' }, undefined],
    [{ email: 'a', reward: 1 }, undefined],
  ])('parseCashbackRewardCookie(%p)', (raw, expected) => {
    expect(parseCashbackRewardCookie(raw)).toEqual(expected);
  });

  it('"cashback cookie 45 days"', () => {
    expect(cashbackCookieExpiry(0).getTime()).toBe(45 * DAY_MS);
  });
});
