import { OrderStatus, RewardEntryStatus, RewardSponsor } from '@store/shared/domain';
import { UNPAID_ORDER_EXPIRY_MS } from '../src/orders/orders';
import { createOrder, gql, http, providerCallback, signedInUser, useApi } from './helpers';

const api = useApi();
const headers = (auth: Record<string, string>, country = 'sg') => ({ ...auth, 'x-country-code': country });
const summary = async (auth: Record<string, string>, country = 'sg') =>
  (await http(api.base, 'GET', `/account/user/rewards?countryCode=${country}`, undefined, headers(auth, country))).body.data;
const db = () => api.server.app.store.db;

describe('rewards sponsored by a partner or a payment method (section 6)', () => {
  it('a publisher program pays Mobile Legends cashback, a payment-method program Touch n Go; the same-expiry burn order uses them partner, payment method, provider', async () => {
    const u = await signedInUser(api.server);
    const buy = async (input: Record<string, unknown>) => {
      const r = await createOrder(api.base, { countryCode: 'my', email: u.email, ...input }, u.auth);
      expect(r.resultCode).toBe(0);
      await providerCallback(r.order.paymentUrl, 'approve');
      return r.order as { orderId: string; cashbackEarned: number; total: number };
    };
    const provider = await buy({ skuId: 1004, paymentChannelId: 1 });
    const payment = await buy({ skuId: 1004, paymentChannelId: 31 });
    const partner = await buy({ gameSlug: 'mobile-legends', skuId: 2001, userId: '12345678', zoneId: '2001', paymentChannelId: 1 });
    // Touch 'n Go pays 4% where the game's own rate is 2%; Moonton pays 3% on a game the provider gives nothing for.
    expect(payment.cashbackEarned).toBeGreaterThan(provider.cashbackEarned);
    expect(partner.cashbackEarned).toBeGreaterThan(0);

    const s = await summary(u.auth, 'my');
    const sponsorOf = (orderId: string) => s.entries.find((e: { orderId: string }) => e.orderId === orderId).sponsor;
    expect([sponsorOf(provider.orderId), sponsorOf(payment.orderId), sponsorOf(partner.orderId)]).toEqual([RewardSponsor.Provider, RewardSponsor.PaymentChannel, RewardSponsor.Publisher]);
    expect(s).toMatchObject({ fromProvider: provider.cashbackEarned, fromPaymentMethods: payment.cashbackEarned, fromPartners: partner.cashbackEarned });

    // Received the same day, they expire the same day: partner first, then payment method, then provider,
    // even though the partner's entry was received last.
    const use = Number((partner.cashbackEarned + payment.cashbackEarned + 0.01).toFixed(2));
    const next = await createOrder(api.base, { countryCode: 'my', email: u.email, skuId: 1004, rewardsAmount: use }, u.auth);
    expect(next.resultCode).toBe(0);
    const after = await summary(u.auth, 'my');
    const entry = (orderId: string) => after.entries.find((e: { orderId: string }) => e.orderId === orderId);
    expect(entry(partner.orderId)).toMatchObject({ remaining: 0, status: RewardEntryStatus.Consumed });
    expect(entry(payment.orderId)).toMatchObject({ remaining: 0, status: RewardEntryStatus.Consumed });
    expect(entry(provider.orderId).remaining).toBe(Number((provider.cashbackEarned - 0.01).toFixed(2)));
  });

  it('an unpaid order that expires gives back the rewards it reserved, and can no longer be paid', async () => {
    const u = await signedInUser(api.server);
    const first = await createOrder(api.base, { email: u.email, skuId: 1004 }, u.auth);
    await providerCallback(first.order.paymentUrl, 'approve');
    const earned = first.order.cashbackEarned as number;
    const held = await createOrder(api.base, { email: u.email, rewardsAmount: earned }, u.auth);
    expect(held.resultCode).toBe(0);
    expect((await summary(u.auth)).total).toBe(0);

    // 29 minutes later the order still holds them.
    const age = (ms: number) => db().prepare('UPDATE orders SET created_at = ? WHERE order_id = ?').run(new Date(Date.now() - ms).toISOString(), held.order.orderId);
    age(UNPAID_ORDER_EXPIRY_MS - 60_000);
    expect((await summary(u.auth)).total).toBe(0);
    // Past the unpaid-order expiry they are back, the order is cancelled, and its late payment is refused.
    age(UNPAID_ORDER_EXPIRY_MS + 1000);
    expect((await summary(u.auth)).total).toBe(earned);
    const order = (await gql(api.base, 'query ($id: ID!) { order(orderId: $id) { status cashbackUsed } }', { id: held.order.orderId }, u.auth)).body.data.order;
    expect(order).toMatchObject({ status: OrderStatus.Cancelled, cashbackUsed: 0 });
    await providerCallback(held.order.paymentUrl, 'approve');
    expect((await gql(api.base, 'query ($id: ID!) { order(orderId: $id) { status } }', { id: held.order.orderId }, u.auth)).body.data.order.status).toBe(OrderStatus.Cancelled);
    expect((await summary(u.auth)).total).toBe(earned);
  });

  it('an order that fails at the provider gives its rewards back', async () => {
    const u = await signedInUser(api.server);
    const first = await createOrder(api.base, { email: u.email, skuId: 1004 }, u.auth);
    await providerCallback(first.order.paymentUrl, 'approve');
    const held = await createOrder(api.base, { email: u.email, rewardsAmount: first.order.cashbackEarned }, u.auth);
    await providerCallback(held.order.paymentUrl, 'decline');
    expect((await summary(u.auth)).total).toBe(first.order.cashbackEarned);
  });
});

describe('guest rewards survive the adopt-account sign-up (issue 16 item 6)', () => {
  it('a delivered guest order linked by setOrderUid after sign-up credits its cashback, received at delivery, 45 days to spend', async () => {
    const email = `guest-${Date.now()}@example.com`;
    const guest = await createOrder(api.base, { email, skuId: 1004 });
    await providerCallback(guest.order.paymentUrl, 'approve');
    const earned = guest.order.cashbackEarned as number;
    expect(earned).toBeGreaterThan(0);

    // The adopt-account offer signs the guest up with the email they bought with; guest linking then runs.
    const { createTestUser, signInForTest } = await import('../src/cognito');
    await createTestUser(api.server.db, { email, password: 'Passw0rd-long' });
    const { idToken } = await signInForTest(api.server.db, email, 'Passw0rd-long');
    const auth = { authorization: `Bearer ${idToken}` };
    expect((await summary(auth)).total).toBe(0);
    const SET = 'mutation($txnId: String!, $uid: String!) { setOrderUid(txnId: $txnId, medium: "email", uid: $uid, isOrderSummary: true) { statusCode } }';
    expect((await gql(api.base, SET, { txnId: guest.order.orderId, uid: email }, auth)).body.data.setOrderUid.statusCode).toBe(0);

    const s = await summary(auth);
    expect(s.total).toBe(earned);
    const e = s.entries.find((x: { orderId: string }) => x.orderId === guest.order.orderId);
    const fulfilled = (db().prepare('SELECT fulfilled_at FROM orders WHERE order_id = ?').get(guest.order.orderId) as { fulfilled_at: string }).fulfilled_at;
    expect(e).toMatchObject({ status: RewardEntryStatus.Active, receivedAt: fulfilled, sponsor: RewardSponsor.Provider });
    expect(Math.round((Date.parse(e.expiresAt) - Date.parse(fulfilled)) / 86_400_000)).toBe(45);
    // Linking again (another tab, a retry) credits nothing more.
    expect((await gql(api.base, SET, { txnId: guest.order.orderId, uid: email }, auth)).body.data.setOrderUid.statusCode).toBe(0);
    expect((await summary(auth)).total).toBe(earned);
  });
});
