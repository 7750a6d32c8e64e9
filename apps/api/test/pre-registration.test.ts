import { createOrder, gql, http, partnerToken, providerCallback, startServer, TEST_PARTNER_SECRET, type RunningServer } from './helpers';

// Pre-registration and the cart's free giveaway item (issue 17 item 5; docs/decisions/pre-registration-and-giveaway.md).
let server: RunningServer;
beforeAll(async () => {
  server = await startServer({ config: { clientRateLimitScale: 100, partnerTokenSecret: TEST_PARTNER_SECRET } });
});
afterAll(() => server.close());

const MIRAGE = { gameSlug: 'mirage-perfect-skyline', skuId: 11101, userId: '20000001' };
const GIVEAWAY = { id: 'skyline-glider', name: 'Skyline Glider (pre-registration gift)' };
const bearer = async (id: string) => ({ authorization: `Bearer ${await partnerToken({ id, status: 2, country: 'sg' })}` });

/** A partner player the store authorised (POST /wallet/user/authorize), as after signing in: their orders are theirs. */
async function signedInPartner(id: string): Promise<Record<string, string>> {
  const accessToken = await partnerToken({ id, status: 2, country: 'sg' });
  const body = { name: 'Samira Khan', id, status: 2, country: 'sg', accessToken, accountRegion: 'Southeast Asia', accountRegionCode: 'SEA' };
  expect((await http(server.url, 'POST', '/wallet/user/authorize', body)).body.resultCode).toBe('0');
  return { authorization: `Bearer ${accessToken}` };
}

describe('GET /wallet/user/pre-registration', () => {
  it("answers a pre-registered partner player's card", async () => {
    const res = await http(server.url, 'GET', '/wallet/user/pre-registration?gameSlug=mirage-perfect-skyline', undefined, await bearer('EA-1001'));
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      resultCode: 0,
      resultMessage: 'Success',
      data: { playerId: 'EA-1001', gameSlug: 'mirage-perfect-skyline', registeredAt: '2026-10-01T08:00:00.000Z' },
    });
  });

  it('answers 404 "account not found for pre-registration" for a player the partner has no pre-registration of', async () => {
    const res = await http(server.url, 'GET', '/wallet/user/pre-registration?gameSlug=mirage-perfect-skyline', undefined, await bearer('EA-1002'));
    expect(res.status).toBe(404);
    expect(res.body).toMatchObject({ resultCode: 'PRE_REGISTRATION_ACCOUNT_NOT_FOUND' });
    // Pre-registered for one game is not pre-registered for another.
    const other = await http(server.url, 'GET', '/wallet/user/pre-registration?gameSlug=football-legends', undefined, await bearer('EA-1001'));
    expect(other.status).toBe(404);
  });

  it('needs a token the partner signed, and a well-formed game slug', async () => {
    expect((await http(server.url, 'GET', '/wallet/user/pre-registration?gameSlug=mirage-perfect-skyline')).status).toBe(401);
    const forged = await partnerToken({ id: 'EA-1001', status: 2, country: 'sg' }, { secret: 'another-secret-of-32-characters-or-more!!' });
    expect((await http(server.url, 'GET', '/wallet/user/pre-registration?gameSlug=mirage-perfect-skyline', undefined, { authorization: `Bearer ${forged}` })).status).toBe(401);
    expect((await http(server.url, 'GET', '/wallet/user/pre-registration?gameSlug=Not%20A%20Slug', undefined, await bearer('EA-1001'))).status).toBe(400);
    expect((await http(server.url, 'GET', '/wallet/user/pre-registration', undefined, await bearer('EA-1001'))).status).toBe(400);
  });
});

describe('the free giveaway item', () => {
  it("is part of the game's product while it runs, and absent for a game without one", async () => {
    const q = 'query ($slug: String!) { product(countryCode: "sg", slug: $slug) { slug freeGiveawayItem { id name } } }';
    expect((await gql(server.url, q, { slug: 'mirage-perfect-skyline' })).body.data.product.freeGiveawayItem).toEqual(GIVEAWAY);
    expect((await gql(server.url, q, { slug: 'football-legends' })).body.data.product.freeGiveawayItem).toBeNull();
  });

  it('is recorded on the order the cart named it with, delivered with it, and shown only to the buyer', async () => {
    const auth = await signedInPartner('EA-1001');
    const created = await createOrder(server.url, { ...MIRAGE, freeGiveawayItemId: GIVEAWAY.id }, auth);
    expect(created.resultCode).toBe(0);
    const orderId = created.order.orderId as string;
    const row = server.app.store.db.prepare('SELECT free_giveaway_item_id, user_sub FROM orders WHERE order_id = ?').get(orderId);
    expect(row).toEqual({ free_giveaway_item_id: GIVEAWAY.id, user_sub: 'partner:EA-1001' });
    await providerCallback(created.order.paymentUrl as string, 'approve');
    const q = 'query ($id: ID!) { order(orderId: $id) { statusName freeGiveawayItem { id name } } }';
    expect((await gql(server.url, q, { id: orderId }, auth)).body.data.order).toEqual({ statusName: 'Fulfillment_Completed', freeGiveawayItem: GIVEAWAY });
    expect((await gql(server.url, q, { id: orderId })).body.data.order).toBeNull();
  });

  it("refuses a giveaway that is not the game's running one (-101), and an order without one records none", async () => {
    expect(await createOrder(server.url, { ...MIRAGE, freeGiveawayItemId: 'another-item' })).toMatchObject({ resultCode: -101, order: null });
    expect(await createOrder(server.url, { freeGiveawayItemId: GIVEAWAY.id })).toMatchObject({ resultCode: -101, order: null });
    const plain = await createOrder(server.url, MIRAGE);
    expect(plain.resultCode).toBe(0);
    const row = server.app.store.db.prepare('SELECT free_giveaway_item_id FROM orders WHERE order_id = ?').get(plain.order.orderId);
    expect(row).toEqual({ free_giveaway_item_id: null });
  });

  it('validates the id with the rest of the body (400 for a malformed one)', async () => {
    const res = await gql(server.url, 'mutation ($input: CreateOrderInput!) { createOrder(input: $input) { resultCode } }', {
      input: { idempotencyKey: 'k-giveaway-malformed', countryCode: 'sg', ...MIRAGE, paymentChannelId: 1, freeGiveawayItemId: 'DROP TABLE;' },
    });
    expect(res.body.errors[0].extensions.code).toBe('BAD_REQUEST');
    expect(res.body.errors[0].extensions.issues[0].path).toBe('body.freeGiveawayItemId');
  });
});
