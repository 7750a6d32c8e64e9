import { OrderStatus, SubscriptionStatus } from '@store/shared/domain';
import { createOrder, gql, http, key, outbox, providerCallback, signedInUser, startServer, useApi, type RunningServer } from './helpers';

const api = useApi();

interface Option {
  days: number;
  price: number;
  savingPercent: number;
}
interface Denom {
  skuId: number;
  price: number;
  recurrenceDays: number | null;
  recurrenceOptions: Option[] | null;
}
interface OrderView {
  orderId: string;
  status: number;
  total: number;
  recurrenceDays: number | null;
  paymentUrl: string;
  subscription: { id: string; status: number; linking: boolean; recurrenceDays: number; recurringPrice: number | null; nextSchedule: string | null; activeUntil: string | null } | null;
}

const SUBSCRIPTION_FIELDS = 'orderId status total recurrenceDays paymentUrl subscription { id status linking recurrenceDays recurringPrice nextSchedule activeUntil }';
const CREATE = `mutation Create($input: CreateOrderInput!) { createOrder(input: $input) { resultCode resultMessage order { ${SUBSCRIPTION_FIELDS} } } }`;
const ORDER = `query($id: ID!) { order(orderId: $id) { ${SUBSCRIPTION_FIELDS} } }`;
const SEASON_PASS = { skuId: 1011 };

async function subscribe(base: string, auth: Record<string, string>, overrides: Record<string, unknown> = {}) {
  const input = { idempotencyKey: key(), countryCode: 'sg', gameSlug: 'football-legends', paymentChannelId: 1, userId: '10000001', ...SEASON_PASS, ...overrides };
  const res = await gql(base, CREATE, { input }, auth);
  return res.body.data.createOrder as { resultCode: number; resultMessage: string; order: OrderView };
}

async function seasonPassOptions(base: string) {
  const res = await gql(base, '{ product(countryCode: "sg", slug: "football-legends") { denominations { skuId price recurrenceDays recurrenceOptions { days price savingPercent } } } }');
  return (res.body.data.product.denominations as Denom[]).find((d) => d.skuId === 1011) as Denom & { recurrenceOptions: Option[] };
}

describe('subscriptions: recurrence, price, linking, codes 2, 3 and 7', () => {
  it('the catalogue offers weekly, monthly, quarterly and yearly, each priced with its saving (at most 25%)', async () => {
    const d = await seasonPassOptions(api.base);
    expect(d.recurrenceDays).toBe(30);
    expect(d.recurrenceOptions.map((o: Option) => o.days)).toEqual([7, 30, 90, 365]);
    expect(d.recurrenceOptions.map((o: Option) => o.savingPercent)).toEqual([0, 0, 10, 25]);
    expect(d.recurrenceOptions.find((o: Option) => o.days === 30)?.price).toBe(d.price);
    const others = await gql(api.base, '{ product(countryCode: "sg", slug: "football-legends") { denominations { skuId recurrenceOptions { days } } } }');
    expect((others.body.data.product.denominations as Denom[]).find((x) => x.skuId === 1001)?.recurrenceOptions).toBeNull();
  });

  it('refuses a subscription without a recurrence (7) or with one not offered (3), and a recurrence on another item (3)', async () => {
    const u = await signedInUser(api.server);
    expect((await subscribe(api.base, u.auth)).resultCode).toBe(7);
    expect((await subscribe(api.base, u.auth, { recurrenceDays: 31 })).resultCode).toBe(3);
    expect((await subscribe(api.base, u.auth, { skuId: 1001, recurrenceDays: 30 })).resultCode).toBe(3);
    const notANumber = await gql(api.base, CREATE, { input: { idempotencyKey: key(), countryCode: 'sg', gameSlug: 'football-legends', paymentChannelId: 1, userId: '10000001', skuId: 1011, recurrenceDays: 'monthly' } }, u.auth);
    expect(notANumber.body.errors?.[0]?.message).toMatch(/recurrenceDays/);
  });

  it('a yearly subscription pays the yearly price; the order and the subscription carry the recurrence', async () => {
    const u = await signedInUser(api.server);
    const yearly = (await seasonPassOptions(api.base)).recurrenceOptions.find((o: Option) => o.days === 365) as Option;
    const created = await subscribe(api.base, u.auth, { recurrenceDays: 365 });
    expect(created.resultCode).toBe(0);
    expect(created.order).toMatchObject({ total: yearly.price, recurrenceDays: 365, subscription: null });
    await providerCallback(created.order.paymentUrl, 'approve');
    const order = (await gql(api.base, ORDER, { id: created.order.orderId }, u.auth)).body.data.order;
    expect(order.status).toBe(OrderStatus.Fulfillment_Completed);
    expect(order.subscription).toMatchObject({ status: SubscriptionStatus.Active, linking: false, recurrenceDays: 365, recurringPrice: yearly.price });
    const days = (Date.parse(order.subscription.nextSchedule) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(364.9);
    expect(days).toBeLessThan(365.1);
    const mail = (await outbox(api.base, u.email)).find((m) => m.kind === 'subscription-started');
    expect(mail?.body).toContain('renews every 365 days');
  });

  it('one running subscription of an item per account (2); after cancelling it can be bought again', async () => {
    const u = await signedInUser(api.server);
    const first = await subscribe(api.base, u.auth, { recurrenceDays: 30 });
    await providerCallback(first.order.paymentUrl, 'approve');
    const second = await subscribe(api.base, u.auth, { recurrenceDays: 7 });
    expect(second).toMatchObject({ resultCode: 2, order: null });
    const list = await http(api.base, 'GET', '/account/user/subscriptions', undefined, u.auth);
    await http(api.base, 'POST', `/account/user/subscriptions/${list.body.data[0].id}/cancel`, {}, u.auth);
    expect((await subscribe(api.base, u.auth, { recurrenceDays: 7 })).resultCode).toBe(0);
  });
});

describe('a refused recurring authorisation', () => {
  it('the provider page offers it for a subscription only; the first period is paid and delivered, the subscription is Failed to authorize (6) and does not renew', async () => {
    const u = await signedInUser(api.server);
    const created = await subscribe(api.base, u.auth, { recurrenceDays: 30 });
    expect(await (await fetch(created.order.paymentUrl)).text()).toContain('value="approve_no_renewal"');
    const coins = await createOrder(api.base, {});
    expect(await (await fetch(coins.order.paymentUrl)).text()).not.toContain('approve_no_renewal');
    await providerCallback(created.order.paymentUrl, 'approve_no_renewal');
    const order = (await gql(api.base, ORDER, { id: created.order.orderId }, u.auth)).body.data.order;
    expect(order.status).toBe(OrderStatus.Fulfillment_Completed);
    expect(order.subscription).toMatchObject({ status: SubscriptionStatus.FailedToAuthorize, linking: false, nextSchedule: null });
    expect(order.subscription.activeUntil).toBeTruthy();
    // It does not run: another may be bought, and the account may be deleted.
    expect((await http(api.base, 'POST', '/account/user/init-delete', {}, u.auth)).body.resultCode).toBe(0);
    expect((await outbox(api.base, u.email)).some((m) => m.kind === 'subscription-started')).toBe(false);
  });
});

describe('subscription linking after payment', () => {
  let server: RunningServer;
  beforeAll(async () => {
    server = await startServer({ config: { clientRateLimitScale: 100, subscriptionLinkMs: 400 } });
  });
  afterAll(async () => {
    await server.close();
  });

  it('is Initializing (linking) until the recurring authorisation answers, then Active with its next date', async () => {
    const u = await signedInUser(server);
    const created = await subscribe(server.url, u.auth, { recurrenceDays: 30 });
    await providerCallback(created.order.paymentUrl, 'approve');
    const linking = (await gql(server.url, ORDER, { id: created.order.orderId }, u.auth)).body.data.order.subscription;
    expect(linking).toMatchObject({ status: SubscriptionStatus.Initializing, linking: true, recurrenceDays: 30 });
    expect(linking.nextSchedule).toBeTruthy();
    // Deleting the account is blocked while it is being linked, as while it is active.
    expect((await http(server.url, 'POST', '/account/user/init-delete', {}, u.auth)).body.resultCode).toBe('SUBSCRIPTION_ACTIVE');
    await new Promise((r) => setTimeout(r, 450));
    const linked = (await gql(server.url, ORDER, { id: created.order.orderId }, u.auth)).body.data.order.subscription;
    expect(linked).toMatchObject({ status: SubscriptionStatus.Active, linking: false });
    const settings = await http(server.url, 'GET', '/account/user/subscriptions', undefined, u.auth);
    expect(settings.body.data[0]).toMatchObject({ status: SubscriptionStatus.Active, recurrenceDays: 30, recurringPrice: linked.recurringPrice });
  });
});

describe('membership limits (1503, 1512)', () => {
  beforeAll(() => {
    const add = api.server.db.prepare("INSERT INTO players (gvt_id, user_id, zone_id, nickname, country, error_code) VALUES (1, ?, '', ?, NULL, NULL)");
    for (const n of [1, 2, 3, 4]) add.run(`2000010${n}`, `Member${n}`);
  });
  const buy = async (skuId: number, userId: string, extra: Record<string, unknown> = {}) => createOrder(api.base, { skuId, userId, ...extra });
  const paid = async (skuId: number, userId: string) => {
    const r = await buy(skuId, userId);
    expect(r.resultCode).toBe(0);
    await providerCallback(r.order.paymentUrl, 'approve');
    return r.order.orderId as string;
  };

  it('a seasonal membership once per 93 days per player: the second is 1503; another player may buy; after 93 days again', async () => {
    const orderId = await paid(1014, '20000101');
    const again = await buy(1014, '20000101');
    expect(again).toMatchObject({ resultCode: 1503, order: null });
    expect(again.resultMessage).toMatch(/once every 93 days/);
    expect((await buy(1014, '20000102')).resultCode).toBe(0);
    // 94 days later (the paid order moved back in time) the player may buy the next one.
    const past = new Date(Date.now() - 94 * 86_400_000).toISOString();
    api.server.db.prepare('UPDATE orders SET paid_at = ?, created_at = ? WHERE order_id = ?').run(past, past, orderId);
    expect((await buy(1014, '20000101')).resultCode).toBe(0);
  });

  it('an unpaid or declined membership order does not count', async () => {
    const declined = await buy(1014, '20000103');
    await providerCallback(declined.order.paymentUrl, 'decline');
    expect((await buy(1014, '20000103')).resultCode).toBe(0);
  });

  it('the Star Pass once per player: the second is 1512, even a year later', async () => {
    const orderId = await paid(1015, '20000104');
    expect((await buy(1015, '20000104')).resultCode).toBe(1512);
    const past = new Date(Date.now() - 400 * 86_400_000).toISOString();
    api.server.db.prepare('UPDATE orders SET paid_at = ?, created_at = ? WHERE order_id = ?').run(past, past, orderId);
    expect((await buy(1015, '20000104')).resultCode).toBe(1512);
  });

  it('a membership cannot be gifted (-102)', async () => {
    const r = await buy(1015, '', { gift: { email: 'friend@example.com', name: 'Sam' } });
    expect(r.resultCode).toBe(-102);
  });
});
