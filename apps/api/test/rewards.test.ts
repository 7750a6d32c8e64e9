import { RewardEntryStatus, RewardSponsor, countryByCode, maximumRewardsUse, roundCashback } from '@store/shared/domain';
import { compareBurnOrder, planBurn, rewardEntryStatus, type BurnableEntry } from '../src/rewards/burnOrder';
import { createOrder, gql, http, providerCallback, signedInUser, useApi } from './helpers';

const NOW = Date.parse('2026-01-10T00:00:00.000Z');
const entry = (id: number, sponsor: number, expires: string, remaining = 100): BurnableEntry => ({ id, sponsor, remaining_minor: remaining, expires_at: expires });

describe('the burn order (section 6)', () => {
  const soon = '2026-01-20T00:00:00.000Z';
  const later = '2026-02-01T00:00:00.000Z';

  it('uses the soonest expiry first; for the same expiry partner, then payment method, then provider', () => {
    const entries = [
      entry(1, RewardSponsor.Provider, soon),
      entry(2, RewardSponsor.PaymentChannel, soon),
      entry(3, RewardSponsor.Publisher, later),
      entry(4, RewardSponsor.Publisher, soon),
    ];
    expect([...entries].sort(compareBurnOrder).map((e) => e.id)).toEqual([4, 2, 1, 3]);
    expect(planBurn(entries, 250, NOW)).toEqual([
      { entryId: 4, amountMinor: 100 },
      { entryId: 2, amountMinor: 100 },
      { entryId: 1, amountMinor: 50 },
    ]);
  });

  it('skips expired and consumed entries; refuses more than the active ones hold', () => {
    const entries = [entry(1, RewardSponsor.Publisher, '2026-01-01T00:00:00.000Z'), entry(2, RewardSponsor.Publisher, soon, 0), entry(3, RewardSponsor.Provider, later, 30)];
    expect(rewardEntryStatus(entries[0] as BurnableEntry, NOW)).toBe(RewardEntryStatus.Expired);
    expect(rewardEntryStatus(entries[1] as BurnableEntry, NOW)).toBe(RewardEntryStatus.Consumed);
    expect(rewardEntryStatus(entries[2] as BurnableEntry, NOW)).toBe(RewardEntryStatus.Active);
    expect(planBurn(entries, 30, NOW)).toEqual([{ entryId: 3, amountMinor: 30 }]);
    expect(planBurn(entries, 31, NOW)).toBeUndefined();
  });
});

describe('rounding (section 5: down to 2 decimals where decimals show, else truncate)', () => {
  const sg = countryByCode('sg');
  const id = countryByCode('id');
  if (!sg || !id) throw new Error('sg and id are domain countries');

  it('cashback rounds down, never up', () => {
    expect(roundCashback(0.0198, sg)).toBe(0.01);
    expect(roundCashback(1.999, sg)).toBe(1.99);
    expect(roundCashback(1520.9, id)).toBe(1520);
  });

  it('the most an order may use: the balance, never the whole total, rounded down; nothing on a channel with a minimum payment', () => {
    expect(maximumRewardsUse({ available: 0.19, total: 0.99, channelHasMinimumPayment: false }, sg)).toBe(0.19);
    expect(maximumRewardsUse({ available: 5, total: 0.99, channelHasMinimumPayment: false }, sg)).toBe(0.98);
    expect(maximumRewardsUse({ available: 5000.7, total: 15000, channelHasMinimumPayment: false }, id)).toBe(5000);
    expect(maximumRewardsUse({ available: 50000, total: 15000, channelHasMinimumPayment: false }, id)).toBe(14999);
    expect(maximumRewardsUse({ available: 5, total: 3, channelHasMinimumPayment: true }, sg)).toBe(0);
  });
});

describe('rewards through the API', () => {
  const api = useApi();
  const FIELDS = 'orderId status total cashbackEarned cashbackUsed paymentUrl';
  const order = async (input: Record<string, unknown>, auth: Record<string, string>) => {
    const res = await gql(api.base, `mutation ($input: CreateOrderInput!) { createOrder(input: $input) { resultCode resultMessage order { ${FIELDS} } } }`, { input: { ...baseInput(), ...input } }, auth);
    return res.body.data.createOrder as { resultCode: number; order: { orderId: string; total: number; cashbackEarned: number; cashbackUsed: number; paymentUrl: string; status: number } | null };
  };
  const baseInput = () => ({ idempotencyKey: `k-${Math.random().toString(36).slice(2)}-${Date.now()}`, countryCode: 'sg', gameSlug: 'football-legends', skuId: 1001, paymentChannelId: 1, userId: '10000001' });
  const summary = async (auth: Record<string, string>) => (await http(api.base, 'GET', '/account/user/rewards?countryCode=sg', undefined, { ...auth, 'x-country-code': 'sg' })).body.data;

  it('earns on delivery with a 45-day expiry; the next order uses it (burned, total lower); a declined order gives it back and earns nothing', async () => {
    const u = await signedInUser(api.server);
    const first = await createOrder(api.base, { email: u.email, skuId: 1004 }, u.auth);
    await providerCallback(first.order.paymentUrl, 'approve');
    const s = await summary(u.auth);
    expect(s.total).toBe(first.order.cashbackEarned);
    expect(s.fromProvider).toBe(first.order.cashbackEarned);
    expect(s.entries[0]).toMatchObject({ status: RewardEntryStatus.Active, sponsor: RewardSponsor.Provider });
    expect(Math.round((Date.parse(s.entries[0].expiresAt) - Date.parse(s.entries[0].receivedAt)) / 86_400_000)).toBe(45);

    const quote = (await http(api.base, 'GET', '/account/user/rewards/quote?countryCode=sg&total=0.99&channelId=1', undefined, { ...u.auth, 'x-country-code': 'sg' })).body.data;
    expect(quote).toMatchObject({ available: s.total, maximum: s.total, restricted: false });
    expect((await order({ rewardsAmount: s.total + 0.01 }, u.auth)).resultCode).toBe(1104);
    expect((await order({ rewardsAmount: s.total, paymentChannelId: 12 }, u.auth)).resultCode).toBe(1102);
    expect((await order({ rewardsAmount: s.total }, {})).resultCode).toBe(1103);

    const second = await order({ rewardsAmount: s.total }, u.auth);
    expect(second.resultCode).toBe(0);
    expect(second.order).toMatchObject({ total: Number((0.99 - s.total).toFixed(2)), cashbackUsed: s.total });
    expect((await summary(u.auth)).total).toBe(0);
    await providerCallback(second.order?.paymentUrl ?? '', 'decline');
    expect((await summary(u.auth)).total).toBe(s.total);
    const declined = (await gql(api.base, `query ($id: ID!) { order(orderId: $id) { ${FIELDS} } }`, { id: second.order?.orderId }, u.auth)).body.data.order;
    expect(declined.cashbackEarned).toBe(0);

    const third = await order({ rewardsAmount: s.total }, u.auth);
    await providerCallback(third.order?.paymentUrl ?? '', 'approve');
    // The history records the burn and the earn of each order; the declined one used (in the end) and earned nothing.
    const history = (await http(api.base, 'GET', '/wallet/user/transactions?days=7&offset=0&limit=9', undefined, { ...u.auth, 'x-country-code': 'sg' })).body.data.items;
    const inHistory = (id: string | undefined) => history.find((i: { orderId: string }) => i.orderId === id);
    expect(inHistory(second.order?.orderId)).toMatchObject({ cashbackUsed: 0, cashbackEarned: 0 });
    expect(inHistory(third.order?.orderId)).toMatchObject({ cashbackUsed: s.total, total: Number((0.99 - s.total).toFixed(2)) });
    const after = await summary(u.auth);
    expect(after.entries.find((e: { orderId: string }) => e.orderId === first.order.orderId).status).toBe(RewardEntryStatus.Consumed);
  });

  it('past their expiry (the rewards clock moved 46 days) rewards are expired and cannot be used', async () => {
    const u = await signedInUser(api.server);
    const first = await createOrder(api.base, { email: u.email, skuId: 1004 }, u.auth);
    await providerCallback(first.order.paymentUrl, 'approve');
    const earned = first.order.cashbackEarned as number;
    expect((await http(api.base, 'POST', '/account/dev/rewards/clock', { email: u.email, days: 46 })).status).toBe(200);
    const s = await summary(u.auth);
    expect(s.total).toBe(0);
    expect(s.entries[0].status).toBe(RewardEntryStatus.Expired);
    expect((await order({ rewardsAmount: earned }, u.auth)).resultCode).toBe(1104);
  });

  it('points: 10 per delivered order; too few points cannot redeem (1203); 30 redeem once', async () => {
    const u = await signedInUser(api.server);
    const h = { ...u.auth, 'x-country-code': 'sg' };
    const redeem = async () => (await http(api.base, 'POST', '/account/user/rewards/points/redeem', { countryCode: 'sg', userId: '10000001' }, h)).body;
    for (let i = 0; i < 3; i++) {
      if (i === 1) expect((await redeem()).resultCode).toBe(1203);
      const r = await createOrder(api.base, { email: u.email }, u.auth);
      await providerCallback(r.order.paymentUrl, 'approve');
    }
    expect((await http(api.base, 'GET', '/account/user/rewards/points', undefined, h)).body.data).toMatchObject({ points: 30, needed: 30 });
    const recommended = (await http(api.base, 'GET', '/account/user/rewards/recommendations', undefined, h)).body.data;
    expect(recommended).toEqual([{ productUrl: 'football-legends', gameName: expect.any(String), transactionDate: expect.any(String) }]);
    const ok = await redeem();
    expect(ok.resultCode).toBe(0);
    expect(ok.data.points).toBe(0);
    expect((await redeem()).resultCode).toBe(1203);
  });

  it('the daily reward can be claimed once a day (1201 the second time)', async () => {
    const u = await signedInUser(api.server);
    const h = { ...u.auth, 'x-country-code': 'sg' };
    expect((await http(api.base, 'GET', '/account/user/rewards/daily?countryCode=sg', undefined, h)).body.data.claimedToday).toBe(false);
    expect((await http(api.base, 'POST', '/account/user/rewards/daily', { countryCode: 'sg', userId: '10000001' }, h)).body.resultCode).toBe(0);
    const again = (await http(api.base, 'POST', '/account/user/rewards/daily', { countryCode: 'sg', userId: '10000001' }, h)).body;
    expect(again.resultCode).toBe(1201);
    expect(again.data.claimedToday).toBe(true);
    expect((await http(api.base, 'GET', '/account/user/rewards?countryCode=sg')).status).toBe(401);
  });
});

describe('the same expiry is the same expiry date', () => {
  it('entries expiring the same day (received hours apart) are used partner first, then payment method, then provider', () => {
    const entries = [
      entry(1, RewardSponsor.Provider, '2026-01-20T01:00:00.000Z'),
      entry(2, RewardSponsor.PaymentChannel, '2026-01-20T09:00:00.000Z'),
      entry(3, RewardSponsor.Publisher, '2026-01-20T23:00:00.000Z'),
      entry(4, RewardSponsor.Provider, '2026-01-19T23:59:00.000Z'),
    ];
    expect([...entries].sort(compareBurnOrder).map((e) => e.id)).toEqual([4, 3, 2, 1]);
  });
});
