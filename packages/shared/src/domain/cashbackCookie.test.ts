import { DAY_MS } from './constants';
import { accumulateCashbackReward, CASHBACK_CONTACT_KEY, cashbackCookieExpiry, parseCashbackRewardCookie, stageCashbackContact, takeCashbackContact } from './cashbackCookie';
import { createMemoryStorage } from './storage';

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

describe('the receipt contact staged with a guest order for its cashback', () => {
  test('taken once, only for the same order', () => {
    const session = createMemoryStorage();
    stageCashbackContact(session, { txnId: 'ORD-1', email: 'ann@example.com' });
    expect(takeCashbackContact(session, 'ORD-2')).toBeUndefined();
    expect(takeCashbackContact(session, 'ORD-1')).toEqual({ email: 'ann@example.com' });
    expect(takeCashbackContact(session, 'ORD-1')).toBeUndefined();
  });

  test('a phone works as well; no contact stages nothing and clears an older one', () => {
    const session = createMemoryStorage();
    stageCashbackContact(session, { txnId: 'ORD-1', phone: '+6591234567' });
    stageCashbackContact(session, { txnId: 'ORD-2' });
    expect(session.getItem(CASHBACK_CONTACT_KEY)).toBeNull();
    stageCashbackContact(session, { txnId: 'ORD-3', phone: '+6591234567' });
    expect(takeCashbackContact(session, 'ORD-3')).toEqual({ phone: '+6591234567' });
  });

  test('garbage in storage is ignored', () => {
    for (const raw of ['not json', 'null', '"x"', '{"txnId":"ORD-1"}', '{"txnId":"ORD-1","email":5}']) {
      expect(takeCashbackContact(createMemoryStorage({ [CASHBACK_CONTACT_KEY]: raw }), 'ORD-1')).toBeUndefined();
    }
  });
});
