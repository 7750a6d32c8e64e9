import { createOrder, http, partnerToken, startServer, TEST_PARTNER_SECRET, type RunningServer } from './helpers';

// The white-label store's purchase gates on the API (section 6; readings 2): football-legends is age-gated and
// mobile-legends requires an account here (the run-time configuration's lists, as scripts/serve.mjs passes them).
let server: RunningServer;
beforeAll(async () => {
  server = await startServer({
    config: {
      clientRateLimitScale: 100,
      partnerTokenSecret: TEST_PARTNER_SECRET,
      ageGatedProducts: ['football-legends'],
      accountRequiredProducts: ['mobile-legends'],
    },
  });
});
afterAll(() => server.close());

const WHITE_LABEL = { 'x-whitelabel-id': '2' };
const MOBILE_LEGENDS = { gameSlug: 'mobile-legends', skuId: 2001, userId: '12345678', zoneId: '2001' };

async function signedInPartner(id: string): Promise<Record<string, string>> {
  const accessToken = await partnerToken({ id, status: 2, country: 'sg' });
  const body = { name: 'Samira Khan', id, status: 2, country: 'sg', accessToken, accountRegion: 'Southeast Asia', accountRegionCode: 'SEA' };
  expect((await http(server.url, 'POST', '/wallet/user/authorize', body)).body.resultCode).toBe('0');
  return { authorization: `Bearer ${accessToken}` };
}

describe('age-gated products (18+)', () => {
  it('refuses a white-label order without the 18+ confirmation (-104) and takes it with the confirmation', async () => {
    expect(await createOrder(server.url, {}, WHITE_LABEL)).toMatchObject({ resultCode: -104, order: null });
    expect(await createOrder(server.url, { ageConfirmed: false }, WHITE_LABEL)).toMatchObject({ resultCode: -104, order: null });
    const confirmed = await createOrder(server.url, { ageConfirmed: true }, WHITE_LABEL);
    expect(confirmed.resultCode).toBe(0);
    expect(confirmed.order.orderId).toBeTruthy();
  });

  it('an order naming the game by gvtId only is gated too', async () => {
    const gvtId = (server.app.store.db.prepare("SELECT gvt_id FROM games WHERE slug = 'football-legends'").get() as { gvt_id: number }).gvt_id;
    expect((await createOrder(server.url, { gameSlug: undefined, gvtId }, WHITE_LABEL)).resultCode).toBe(-104);
  });

  it('the full store (no white-label id) has no age gate', async () => {
    expect((await createOrder(server.url)).resultCode).toBe(0);
  });
});

describe('products that require an account (a partner account on the white-label store)', () => {
  it('refuses a guest (-104), and a shop visitor with a token that is not a partner player', async () => {
    expect(await createOrder(server.url, MOBILE_LEGENDS, WHITE_LABEL)).toMatchObject({ resultCode: -104, order: null });
    expect((await createOrder(server.url, MOBILE_LEGENDS, { ...WHITE_LABEL, authorization: 'Bearer not-a-token' })).resultCode).toBe(-104);
  });

  it('takes the order of a signed-in partner player, which is theirs', async () => {
    const auth = await signedInPartner('EA-8008');
    const created = await createOrder(server.url, MOBILE_LEGENDS, { ...WHITE_LABEL, ...auth });
    expect(created.resultCode).toBe(0);
    const row = server.app.store.db.prepare('SELECT user_sub FROM orders WHERE order_id = ?').get(created.order.orderId) as { user_sub: string };
    expect(row.user_sub).toBe('partner:EA-8008');
  });

  it('the full store sells it to a guest', async () => {
    expect((await createOrder(server.url, MOBILE_LEGENDS)).resultCode).toBe(0);
  });
});
