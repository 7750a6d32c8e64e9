import { FreebieCode, PRIZE_DRAW_WINNERS } from '@store/shared/domain';
import { previousMonth } from '../src/rewards/rewards';
import { createOrder, http, providerCallback, signedInUser, useApi } from './helpers';

const api = useApi();
const headers = (auth: Record<string, string>, country = 'sg') => ({ ...auth, 'x-country-code': country });
const db = () => api.server.app.store.db;

describe('the freebie (codes 1201, 1202, 1203, 3007, 1204)', () => {
  const claim = (auth: Record<string, string>, body: Record<string, unknown>) => http(api.base, 'POST', '/account/user/rewards/freebie', body, headers(auth));

  it('is claimed once; a second claim is 1201', async () => {
    const u = await signedInUser(api.server);
    const status = (await http(api.base, 'GET', '/account/user/rewards/freebie?countryCode=sg', undefined, headers(u.auth))).body.data;
    expect(status).toMatchObject({ claimedAt: null, reward: { units: 20 } });
    expect((await claim(u.auth, { countryCode: 'sg', userId: '10000001' })).body).toMatchObject({ resultCode: FreebieCode.Claimed, data: { claimedAt: expect.any(String) } });
    expect((await claim(u.auth, { countryCode: 'sg', userId: '10000001' })).body.resultCode).toBe(FreebieCode.AlreadyClaimed);
  });

  it('a player the game does not know cannot get the freebie order (1204)', async () => {
    const u = await signedInUser(api.server);
    expect((await claim(u.auth, { countryCode: 'sg', userId: '99999999' })).body.resultCode).toBe(FreebieCode.InvalidCreateOrder);
  });

  it('an under-age account is refused (3007)', async () => {
    const u = await signedInUser(api.server);
    // Sign-up refuses under-18 dates; an account's date can still say under 18 (a corrected profile, a social account).
    db().prepare('UPDATE users SET birth_date = ? WHERE sub = ?').run(new Date(Date.now() - 15 * 365 * 86_400_000).toISOString().slice(0, 10), u.sub);
    expect((await claim(u.auth, { countryCode: 'sg', userId: '10000001' })).body.resultCode).toBe(FreebieCode.UnderAge);
  });

  it('after its validity (14 days from sign-up) it is 1202', async () => {
    const u = await signedInUser(api.server);
    await http(api.base, 'POST', '/account/dev/rewards/clock', { email: u.email, days: 15 });
    expect((await claim(u.auth, { countryCode: 'sg', userId: '10000001' })).body.resultCode).toBe(FreebieCode.ValidityExpired);
  });

  it('where the game is not sold it is 1203', async () => {
    const u = await signedInUser(api.server);
    // A country the main game is not sold in (the store data sells it everywhere: one is taken out for the test).
    const notSold = { code: 'de' };
    db().prepare('DELETE FROM game_countries WHERE gvt_id = 1 AND country = ?').run(notSold.code);
    expect((await claim(u.auth, { countryCode: notSold.code, userId: '10000001' })).body.resultCode).toBe(FreebieCode.NotEligible);
  });
});

describe('the prize draw (section 9: 15 winners)', () => {
  /**
   * Buyers with delivered orders in a month, fast: one real order goes through the API; the other buyers (users
   * rows) and their orders are copies of it in the database, so the draw reads what the store records.
   */
  async function buyersInMonth(country: string, buyers: number, ordersEach: number, at: string) {
    const u = await signedInUser(api.server);
    const r = await createOrder(api.base, { countryCode: country, email: u.email }, u.auth);
    await providerCallback(r.order.paymentUrl, 'approve');
    const row = db().prepare('SELECT * FROM orders WHERE order_id = ?').get(r.order.orderId) as Record<string, unknown>;
    const cols = Object.keys(row);
    const insertOrder = db().prepare(`INSERT INTO orders (${cols.join(', ')}) VALUES (${cols.map((c) => `@${c}`).join(', ')})`);
    const insertUser = db().prepare("INSERT INTO users (sub, username, username_type, email, status, created_at, updated_at) VALUES (?, ?, 'email', ?, 'CONFIRMED', ?, ?)");
    db().prepare('UPDATE orders SET fulfilled_at = ? WHERE order_id = ?').run(at, r.order.orderId);
    for (let b = 1; b < buyers; b++) {
      const sub = `draw-${country}-${b}-${Date.now()}`;
      const email = `${String.fromCharCode(97 + (b % 26))}${b}x-${sub}@example.com`;
      insertUser.run(sub, email, email, at, at);
      for (let n = 0; n < ordersEach; n++) {
        const id = `${r.order.orderId.slice(0, 8)}${country}${b}n${n}`;
        insertOrder.run({ ...row, order_id: id, idempotency_key: `draw-${id}`, user_sub: sub, email, fulfilled_at: at });
      }
    }
  }

  it("lists at most 15 of the previous month's buyers, ranked, masked, the same list on every read", async () => {
    const month = previousMonth(Date.now());
    await buyersInMonth('sg', PRIZE_DRAW_WINNERS + 2, 2, new Date(Date.parse(month.from) + 3 * 86_400_000).toISOString());
    const read = async (country: string) => (await http(api.base, 'GET', `/account/rewards/prize-draw?countryCode=${country}`, undefined, { 'x-country-code': country })).body.data;
    const draw = await read('sg');
    expect(draw.month).toBe(month.month);
    expect(draw.winners).toHaveLength(PRIZE_DRAW_WINNERS);
    expect(draw.winners.map((w: { rank: number }) => w.rank)).toEqual(Array.from({ length: PRIZE_DRAW_WINNERS }, (_, i) => i + 1));
    for (const w of draw.winners as Array<{ name: string }>) expect(w.name).toMatch(/^[a-z0-9-]{3}\*\*\*@example\.com$/);
    expect(await read('sg')).toEqual(draw);
    // Nobody bought in Thailand last month: no winners there.
    expect((await read('th')).winners).toEqual([]);
  }, 15_000);

  it('one prize per buyer, however many orders they made; orders outside the month do not count', async () => {
    const month = previousMonth(Date.now());
    await buyersInMonth('ph', 3, 3, new Date(Date.parse(month.from) + 86_400_000).toISOString());
    await buyersInMonth('ph', 4, 1, month.to);
    const draw = (await http(api.base, 'GET', '/account/rewards/prize-draw?countryCode=ph', undefined, { 'x-country-code': 'ph' })).body.data;
    expect(draw.winners).toHaveLength(3);
  }, 15_000);
});

describe('the cross-border voucher savings box (Indonesia accounts only)', () => {
  it('an Indonesia account sees its savings; others are not eligible', async () => {
    const idUser = await signedInUser(api.server, { attributes: { 'custom:country_code': 'ID' } });
    const r = await createOrder(api.base, { countryCode: 'id', email: idUser.email, skuId: 1004, promoCode: 'FOOTY20' }, idUser.auth);
    expect(r.resultCode).toBe(0);
    await providerCallback(r.order.paymentUrl, 'approve');
    const savings = (await http(api.base, 'GET', '/account/user/rewards/savings?countryCode=id', undefined, headers(idUser.auth, 'id'))).body.data;
    expect(savings).toMatchObject({ eligible: true, currency: 'IDR', orders: 1, discount: r.order.discount, cashback: r.order.cashbackEarned });
    expect(savings.saved).toBe(r.order.discount + r.order.cashbackEarned);
    const sgUser = await signedInUser(api.server, { attributes: { 'custom:country_code': 'SG' } });
    expect((await http(api.base, 'GET', '/account/user/rewards/savings?countryCode=id', undefined, headers(sgUser.auth, 'id'))).body.data).toEqual({ eligible: false });
  });
});
