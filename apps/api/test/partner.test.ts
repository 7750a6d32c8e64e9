import { CREATE_ORDER, createOrder, gql, http, orderInput, partnerToken, providerCallback, useApi } from './helpers';

const api = useApi();

async function authorize(player: { id: string; status: number; country: string; name?: string }, token?: string) {
  const accessToken = token ?? (await partnerToken(player));
  const body = { name: player.name ?? 'Samira Khan', id: player.id, status: player.status, country: player.country, accessToken, accountRegion: 'Southeast Asia', accountRegionCode: 'SEA' };
  return { res: await http(api.base, 'POST', '/wallet/user/authorize', body), accessToken };
}

describe('partner sign-in: /user/authorize verifies the partner token', () => {
  it('refuses a token the partner did not sign, an expired one, or one for another player, and stores nothing', async () => {
    const forged = await partnerToken({ id: 'EA-9', status: 2, country: 'sg' }, { secret: 'some-other-secret-that-is-long-enough-too' });
    expect((await authorize({ id: 'EA-9', status: 2, country: 'sg' }, forged)).res).toMatchObject({ status: 401, body: { resultCode: '401' } });
    const expired = await partnerToken({ id: 'EA-9', status: 2, country: 'sg' }, { ttlSeconds: -10 });
    expect((await authorize({ id: 'EA-9', status: 2, country: 'sg' }, expired)).res.status).toBe(401);
    const otherAudience = await partnerToken({ id: 'EA-9', status: 2, country: 'sg' }, { audience: 'another-store' });
    expect((await authorize({ id: 'EA-9', status: 2, country: 'sg' }, otherAudience)).res.status).toBe(401);
    const someoneElse = await partnerToken({ id: 'EA-8', status: 2, country: 'sg' });
    expect((await authorize({ id: 'EA-9', status: 2, country: 'sg' }, someoneElse)).res.status).toBe(401);
    expect((await authorize({ id: 'EA-9', status: 2, country: 'sg' }, 'not-a-jwt')).res.status).toBe(401);
    const row = api.server.app.store.db.prepare('SELECT * FROM partner_players WHERE player_id = ?').get('EA-9');
    expect(row).toBeUndefined();
  });

  it('checks the status and country the token carries, not the body', async () => {
    const banned = await partnerToken({ id: 'EA-2001', status: 0, country: 'sg' });
    expect((await authorize({ id: 'EA-2001', status: 2, country: 'sg' }, banned)).res.body.resultCode).toBe('BANNED');
    const bd = await partnerToken({ id: 'EA-3002', status: 2, country: 'bd' });
    expect((await authorize({ id: 'EA-3002', status: 2, country: 'sg' }, bd)).res.body.resultCode).toBe('UNSUPPORTED_COUNTRY');
  });
});

describe('a partner player buys', () => {
  it("with their token: the order is theirs (partner:<id>) and their history lists it", async () => {
    const { res, accessToken } = await authorize({ id: 'EA-1001', status: 2, country: 'sg' });
    expect(res.body).toEqual({ resultCode: '0', resultMessage: 'Success' });
    const auth = { authorization: `Bearer ${accessToken}` };
    const created = await createOrder(api.base, {}, auth);
    expect(created.resultCode).toBe(0);
    const row = api.server.app.store.db.prepare('SELECT user_sub FROM orders WHERE order_id = ?').get(created.order.orderId) as { user_sub: string };
    expect(row.user_sub).toBe('partner:EA-1001');
    await providerCallback(created.order.paymentUrl, 'approve');
    const history = await http(api.base, 'GET', '/wallet/user/transactions?days=7', undefined, auth);
    expect(JSON.stringify(history.body.data)).toContain(created.order.orderId);
  });

  it('a banned player is refused, even with a token the partner signed', async () => {
    const banned = await partnerToken({ id: 'EA-2001', status: 0, country: 'sg' });
    const refused = await createOrder(api.base, {}, { authorization: `Bearer ${banned}` });
    expect(refused).toMatchObject({ resultCode: -102, order: null });
    // A player the store never authorised (no /user/authorize) cannot buy as themselves either.
    const stranger = await partnerToken({ id: 'EA-7777', status: 2, country: 'sg' });
    expect((await createOrder(api.base, {}, { authorization: `Bearer ${stranger}` })).resultCode).toBe(-102);
  });

  it('a player banned after signing in is refused too', async () => {
    const { accessToken } = await authorize({ id: 'EA-5005', status: 2, country: 'sg' });
    api.server.app.store.db.prepare('UPDATE partner_players SET status = 0 WHERE player_id = ?').run('EA-5005');
    expect((await createOrder(api.base, {}, { authorization: `Bearer ${accessToken}` })).resultCode).toBe(-102);
  });
});

describe('partner sign-in errors are recorded to tracking', () => {
  it('stores a partner_sign_in_error event and refuses an unknown error type', async () => {
    const event = { event: 'partner_sign_in_error', errorType: 'BANNED', country: 'sg', deviceId: 'dev-1', timestamp: Date.now() };
    expect((await http(api.base, 'POST', '/shop/tracking', event)).status).toBe(204);
    const row = api.server.db.prepare('SELECT event FROM tracking_events ORDER BY id DESC LIMIT 1').get() as { event: string };
    expect(row.event).toBe('partner_sign_in_error');
    expect((await http(api.base, 'POST', '/shop/tracking', { ...event, errorType: 'NOPE' })).status).toBe(400);
  });
});

describe('Bangladesh is upcoming in the white-label store (readings 11)', () => {
  it('refuses an order for bd from the white-label store, and takes it in the full store', async () => {
    const bd = { countryCode: 'bd' };
    const refused = await createOrder(api.base, bd, { 'x-whitelabel-id': '2' });
    expect(refused).toMatchObject({ resultCode: -204, order: null });
    const full = await createOrder(api.base, bd);
    expect(full.resultCode).not.toBe(-204);
  });
});

describe('GraphQL answers 401 to a partner token that no longer counts (section 7: it logs the partner account out)', () => {
  const PRODUCTS = 'query { products(countryCode: "sg") { slug } }';

  it('an expired partner token, or one the partner did not sign, is 401 on any operation, with nothing done', async () => {
    await authorize({ id: 'EA-6006', status: 2, country: 'sg' });
    const expired = await partnerToken({ id: 'EA-6006', status: 2, country: 'sg' }, { ttlSeconds: -5 });
    const forged = await partnerToken({ id: 'EA-6006', status: 2, country: 'sg' }, { secret: 'some-other-secret-that-is-long-enough-too' });
    const before = (api.server.app.store.db.prepare('SELECT COUNT(*) AS n FROM orders').get() as { n: number }).n;
    for (const token of [expired, forged]) {
      const query = await gql(api.base, PRODUCTS, {}, { authorization: `Bearer ${token}` });
      expect(query.status).toBe(401);
      expect(query.body.errors[0].extensions.code).toBe('UNAUTHENTICATED');
      const order = await gql(api.base, CREATE_ORDER, { input: orderInput() }, { authorization: `Bearer ${token}` });
      expect(order.status).toBe(401);
      // The guest-linking mutation carries the token as X-SESSION-KEY: the same answer.
      expect((await gql(api.base, PRODUCTS, {}, { 'x-session-key': token })).status).toBe(401);
    }
    expect((api.server.app.store.db.prepare('SELECT COUNT(*) AS n FROM orders').get() as { n: number }).n).toBe(before);
  });

  it('a live partner token, no token, or a token that is not the partner\'s is served as before', async () => {
    const { accessToken } = await authorize({ id: 'EA-6007', status: 2, country: 'sg' });
    expect((await gql(api.base, PRODUCTS, {}, { authorization: `Bearer ${accessToken}` })).status).toBe(200);
    expect((await gql(api.base, PRODUCTS)).status).toBe(200);
    // Not a partner token (no partner issuer): the caller is a guest, as for any unverifiable token.
    expect((await gql(api.base, PRODUCTS, {}, { authorization: 'Bearer not-a-jwt' })).status).toBe(200);
  });
});
