import { OrderStatus } from '@store/shared/domain';
import { createOrder, gql, http, getOrder, key, orderInput, outbox, providerCallback, signedInUser, CREATE_ORDER, useApi } from './helpers';

const api = useApi();

describe('orders: create, pay at the simulator, fulfil', () => {
  it('creates an order priced from the catalogue, pays it and delivers it', async () => {
    const created = await createOrder(api.base, { price: undefined });
    expect(created.resultCode).toBe(0);
    expect(created.order.status).toBe(OrderStatus.Payment_Init);
    expect(created.order.total).toBe(0.99);
    expect(created.order.nickname).toBe('StrikerSam');

    const page = await fetch(created.order.paymentUrl);
    const html = await page.text();
    expect(page.status).toBe(200);
    expect(html).toContain('<button type="submit" name="action" value="approve">Approve</button>');
    expect(html).toContain('Leave pending');
    expect(html).toContain('<html lang="en">');

    const cb = await providerCallback(created.order.paymentUrl, 'approve');
    expect(cb.status).toBe(303);
    expect(cb.location).toMatch(/^http:\/\/127\.0\.0\.1:3000\/en-sg\/complete\?orderId=ORD-/);
    const order = await getOrder(api.base, created.order.orderId);
    expect(order.status).toBe(OrderStatus.Fulfillment_Completed);
    const mails = await outbox(api.base, 'buyer@example.com');
    expect(mails.some((m) => m.kind === 'order-confirmation' && m.body.includes(created.order.orderId))).toBe(true);
  });

  it('records the VAT inside the price and the cashback the order earns; a signed-in buyer is credited on delivery', async () => {
    // Singapore: 9% GST inside S$0.99 is S$0.08; Football Legends pays 2% cashback, S$0.0198 rounded down to S$0.01.
    const guest = await createOrder(api.base);
    expect(guest.order).toMatchObject({ total: 0.99, vatPercent: 9, vat: 0.08, cashbackEarned: 0.01 });
    // Indonesia shows no decimals: the cashback is truncated to whole rupiah; the US charges no VAT here.
    const id = await createOrder(api.base, { countryCode: 'id', userId: '10000002', paymentChannelId: 21 });
    expect(id.order.vatPercent).toBe(11);
    expect(id.order.vat).toBe(Math.round((id.order.total * 11) / 111));
    expect(id.order.cashbackEarned).toBe(Math.floor(id.order.total * 0.02));
    const us = await createOrder(api.base, { countryCode: 'us', paymentChannelId: 1 });
    expect(us.order).toMatchObject({ vatPercent: 0, vat: 0 });

    const user = await signedInUser(api.server);
    const details = async () => (await http(api.base, 'GET', '/account/user/details', undefined, user.auth)).body.data.cashbackDetails;
    const { order } = await createOrder(api.base, {}, user.auth);
    expect(await details()).toMatchObject({ amount: 0 });
    await providerCallback(order.paymentUrl, 'approve');
    expect(await details()).toMatchObject({ amount: 0.01, currency: 'SGD' });
    const replay = await providerCallback(order.paymentUrl, 'approve');
    expect(replay.changed).toBe('0');
    expect(await details()).toMatchObject({ amount: 0.01 });
  });

  it('a replayed callback changes nothing', async () => {
    const { order } = await createOrder(api.base);
    expect((await providerCallback(order.paymentUrl, 'approve')).changed).toBe('1');
    const replay = await providerCallback(order.paymentUrl, 'approve');
    expect(replay.status).toBe(303);
    expect(replay.changed).toBe('0');
    const decline = await providerCallback(order.paymentUrl, 'decline');
    expect(decline.changed).toBe('0');
    expect((await getOrder(api.base, order.orderId)).status).toBe(OrderStatus.Fulfillment_Completed);
    const events = api.server.db.prepare('SELECT to_status FROM order_events WHERE order_id = ? ORDER BY id').all(order.orderId) as Array<{ to_status: number }>;
    expect(events.map((e) => e.to_status)).toEqual([1, 4, 6]);
  });

  it('a pending payment can be completed later through the same page; a declined one fails', async () => {
    const { order } = await createOrder(api.base);
    expect((await providerCallback(order.paymentUrl, 'pending')).changed).toBe('1');
    expect((await getOrder(api.base, order.orderId)).status).toBe(OrderStatus.Payment_Pending);
    expect((await providerCallback(order.paymentUrl, 'approve')).changed).toBe('1');
    expect((await getOrder(api.base, order.orderId)).status).toBe(OrderStatus.Fulfillment_Completed);

    const second = (await createOrder(api.base)).order;
    await providerCallback(second.paymentUrl, 'decline');
    expect((await getOrder(api.base, second.orderId)).status).toBe(OrderStatus.Payment_Failed);
  });

  it('the provider page rejects a forged payment link (403) and an unknown order (400/404)', async () => {
    const { order } = await createOrder(api.base);
    const u = new URL(order.paymentUrl);
    const forged = await http(u.origin, 'GET', `${u.pathname}?token=AAAA`);
    expect(forged.status).toBe(403);
    const post = await http(u.origin, 'POST', u.pathname, 'action=approve&token=nope', { 'content-type': 'application/x-www-form-urlencoded' });
    expect(post.status).toBe(403);
    expect((await http(u.origin, 'GET', '/provider/pay/nope?token=x')).status).toBe(400);
    expect((await http(api.base, 'GET', `/provider/payments/${order.orderId}?token=AAAA`)).status).toBe(403);
  });

  it('only allow-listed return URLs are accepted (no open redirect)', async () => {
    const bad = await gql(api.base, CREATE_ORDER, { input: orderInput({ returnUrl: 'https://evil.example/complete' }) });
    expect(bad.status).toBe(400);
    expect(bad.body.errors[0].extensions.code).toBe('BAD_REQUEST');
    const ok = await createOrder(api.base, { returnUrl: 'http://localhost:3000/en-sg/complete' });
    expect(ok.resultCode).toBe(0);
    const cb = await providerCallback(ok.order.paymentUrl, 'approve');
    expect(cb.location).toBe(`http://localhost:3000/en-sg/complete?orderId=${ok.order.orderId}`);
  });
});

describe('orders: idempotency', () => {
  it('the same key twice returns the same order', async () => {
    const input = orderInput();
    const a = (await gql(api.base, CREATE_ORDER, { input })).body.data.createOrder;
    const b = (await gql(api.base, CREATE_ORDER, { input })).body.data.createOrder;
    expect(b.order.orderId).toBe(a.order.orderId);
    expect(b.replayed).toBe(true);
    const n = api.server.db.prepare('SELECT COUNT(*) AS n FROM orders WHERE idempotency_key = ?').get(input.idempotencyKey) as { n: number };
    expect(n.n).toBe(1);
  });

  it('the same key sent concurrently creates one order', async () => {
    const input = orderInput();
    const results = await Promise.all(Array.from({ length: 20 }, () => gql(api.base, CREATE_ORDER, { input })));
    const ids = new Set(results.map((r) => r.body.data.createOrder.order.orderId));
    expect(ids.size).toBe(1);
    const n = api.server.db.prepare('SELECT COUNT(*) AS n FROM orders WHERE idempotency_key = ?').get(input.idempotencyKey) as { n: number };
    expect(n.n).toBe(1);
  });

  it('the same key with a different order is refused (-103)', async () => {
    const input = orderInput();
    await gql(api.base, CREATE_ORDER, { input });
    const other = (await gql(api.base, CREATE_ORDER, { input: { ...input, skuId: 1002 } })).body.data.createOrder;
    expect(other.resultCode).toBe(-103);
  });
});

describe('orders: the spec purchase errors', () => {
  const cases: Array<[string, Record<string, unknown>, number]> = [
    ['unknown player -100', { userId: '99999100' }, -100],
    ['malformed player id -100', { userId: 'abc' }, -100],
    ['empty user id 100', { userId: '' }, 100],
    ['retired item -101', { skuId: 1012 }, -101],
    ['sku of another game -101', { skuId: 2001 }, -101],
    ['ineligible player -102', { userId: '99999102' }, -102],
    ['requirement not met -104', { userId: '99999104' }, -104],
    ['invalid game character -1061', { userId: '99991061' }, -1061],
    ['invalid user 22', { userId: '99999022' }, 22],
    ['player of another country -200', { userId: '10000002' }, -200],
    ['item not sold in the country -204', { skuId: 1013 }, -204],
    ['country not sold -204', { countryCode: 'zz' }, -204],
    ['channel of another country 1516', { paymentChannelId: 21 }, 1516],
    ['unknown promo 602', { promoCode: 'NOPE' }, 602],
    ['disabled promo 602', { promoCode: 'PAUSED' }, 602],
    ['expired promo 603', { promoCode: 'SUMMER5' }, 603],
    ['promo for another game 604', { promoCode: 'MLBB15' }, 604],
    ['promo for another country 604', { promoCode: 'SGONLY', countryCode: 'id', paymentChannelId: 1, userId: '10000003' }, 604],
    ['promo used up 605', { promoCode: 'SOLDOUT' }, 605],
    ['subscription needs an account -104', { skuId: 1011, recurrenceDays: 30 }, -104],
  ];
  it.each(cases)('%s', async (_name, overrides, code) => {
    const r = await createOrder(api.base, overrides);
    expect(r.resultCode).toBe(code);
    expect(r.order).toBeNull();
  });

  it('a purchase-limited item: the second purchase for the same player is -107', async () => {
    const first = await createOrder(api.base, { skuId: 1010, userId: '10000004' });
    expect(first.resultCode).toBe(0);
    const second = await createOrder(api.base, { skuId: 1010, userId: '10000004' });
    expect(second.resultCode).toBe(-107);
  });

  it('a promo discount is computed on the server', async () => {
    const r = await createOrder(api.base, { skuId: 1003, promoCode: 'footy20' });
    expect(r.resultCode).toBe(0);
    expect(r.order.discount).toBe(1.39);
    expect(r.order.total).toBe(5.6);
    const check = await gql(api.base, '{ checkPromo(countryCode: "sg", gameSlug: "football-legends", skuId: 1003, promoCode: "FOOTY20") { resultCode discountAmount finalAmount } }');
    expect(check.body.data.checkPromo).toEqual({ resultCode: 0, discountAmount: 1.39, finalAmount: 5.6 });
  });

  it('mobile legends needs the zone id', async () => {
    expect((await createOrder(api.base, { gameSlug: 'mobile-legends', skuId: 2001, userId: '12345678', zoneId: '2001' })).resultCode).toBe(0);
    expect((await createOrder(api.base, { gameSlug: 'mobile-legends', skuId: 2001, userId: '12345678', zoneId: '9999' })).resultCode).toBe(-100);
    expect((await createOrder(api.base, { gameSlug: 'mobile-legends', skuId: 2001, userId: '12345678' })).resultCode).toBe(-100);
  });

  it('a receipt by mobile number instead of email: checked against the country, sent by SMS once delivered', async () => {
    const count = () => (api.server.db.prepare('SELECT COUNT(*) AS n FROM orders').get() as { n: number }).n;
    const before = count();
    // Singapore mobiles are 8 or 9 then 7 digits; an Indonesian-looking number is refused with the field named.
    const wrong = await gql(api.base, CREATE_ORDER, { input: orderInput({ email: undefined, mobile: '0812345678' }) });
    expect(wrong.status).toBe(400);
    expect(wrong.body.errors[0].extensions.issues).toEqual([expect.objectContaining({ path: 'body.mobile', code: 'invalid_mobile' })]);
    const garbage = await gql(api.base, CREATE_ORDER, { input: orderInput({ email: undefined, mobile: '+65 <script>' }) });
    expect(garbage.status).toBe(400);
    expect(count()).toBe(before);

    const { order } = await createOrder(api.base, { email: undefined, mobile: '9123 4567' });
    expect(api.server.db.prepare('SELECT mobile FROM orders WHERE order_id = ?').get(order.orderId)).toEqual({ mobile: '91234567' });
    await providerCallback(order.paymentUrl, 'approve');
    const sms = await outbox(api.base, '+6591234567');
    expect(sms).toEqual([expect.objectContaining({ channel: 'sms', kind: 'order-confirmation' })]);
    expect(sms[0]?.body).toContain(order.orderId);
  });

  it('a custom amount: the shopper chooses the price within the item\'s range and gets units in proportion; anything else is a 400 and writes nothing', async () => {
    const product = await gql(api.base, '{ product(countryCode: "sg", slug: "football-legends") { denominations { skuId amount price maxPrice } } }');
    const any = product.body.data.product.denominations.find((d: { skuId: number }) => d.skuId === 1020);
    expect(any.maxPrice).toBeGreaterThan(any.price);
    expect(product.body.data.product.denominations.find((d: { skuId: number }) => d.skuId === 1001).maxPrice).toBeNull();

    const count = () => (api.server.db.prepare('SELECT COUNT(*) AS n FROM orders').get() as { n: number }).n;
    const before = count();
    for (const amount of [undefined, any.price - 0.01, any.maxPrice + 1, 5.555]) {
      const r = await gql(api.base, CREATE_ORDER, { input: orderInput({ skuId: 1020, amount }) });
      expect(r.status).toBe(400);
      expect(r.body.errors[0].extensions.issues[0]).toMatchObject({ path: 'body.amount', code: 'invalid_amount' });
    }
    const fixed = await gql(api.base, CREATE_ORDER, { input: orderInput({ amount: 5 }) });
    expect(fixed.body.errors[0].extensions.issues[0]).toMatchObject({ path: 'body.amount', code: 'fixed_price' });
    expect(count()).toBe(before);

    const chosen = Math.round(any.price * 10 * 100) / 100;
    const ok = await createOrder(api.base, { skuId: 1020, amount: chosen });
    expect(ok.resultCode).toBe(0);
    expect(ok.order.total).toBe(chosen);
    const units = (await gql(api.base, 'query($id: ID!) { order(orderId: $id) { units price } }', { id: ok.order.orderId })).body.data.order;
    expect(units).toEqual({ units: 1000, price: chosen });

    const promo = await gql(api.base, 'query($a: Float) { checkPromo(countryCode: "sg", gameSlug: "football-legends", skuId: 1020, promoCode: "WELCOME10", amount: $a) { resultCode discountAmount finalAmount } }', { a: chosen });
    expect(promo.body.data.checkPromo).toMatchObject({ resultCode: 0, discountAmount: Math.floor(chosen * 10) / 100 });
  });

  it('the buyer\'s nationality is kept where given; an unknown country is a 400', async () => {
    const { order } = await createOrder(api.base, { nationality: 'MY' });
    expect(api.server.db.prepare('SELECT nationality FROM orders WHERE order_id = ?').get(order.orderId)).toEqual({ nationality: 'my' });
    const bad = await gql(api.base, CREATE_ORDER, { input: orderInput({ nationality: 'ZZ' }) });
    expect(bad.status).toBe(400);
    expect(bad.body.errors[0].extensions.issues[0].path).toBe('body.nationality');
  });

  it('bad input is a 400 with issues, and nothing is written', async () => {
    const before = (api.server.db.prepare('SELECT COUNT(*) AS n FROM orders').get() as { n: number }).n;
    const r = await gql(api.base, CREATE_ORDER, { input: orderInput({ idempotencyKey: 'short', email: 'not-an-email' }) });
    expect(r.status).toBe(400);
    expect(r.body.errors[0].extensions.issues.length).toBeGreaterThan(0);
    const wrongType = await gql(api.base, CREATE_ORDER, { input: orderInput({ skuId: 'x' }) });
    expect(wrongType.status).toBe(400);
    const after = (api.server.db.prepare('SELECT COUNT(*) AS n FROM orders').get() as { n: number }).n;
    expect(after).toBe(before);
  });
});

describe('gift orders', () => {
  async function paidGift() {
    const email = `friend-${key()}@example.com`;
    const r = await createOrder(api.base, { userId: undefined, gift: { email, name: 'Sam\nthe sender', message: 'Enjoy!\r\nGG' } });
    expect(r.resultCode).toBe(0);
    await providerCallback(r.order.paymentUrl, 'approve');
    const order = await getOrder(api.base, r.order.orderId);
    expect(order.status).toBe(OrderStatus.Gift_Init);
    const mails = await outbox(api.base, email);
    const claim = mails.find((m) => m.kind === 'gift-claim-link');
    expect(claim?.link).toMatch(/\/en-sg\/redeem\?code=GIFT-/);
    // The last day to claim, as a person reads it, never a raw timestamp.
    expect(claim?.body).toMatch(/Claim it by \d{1,2} [A-Z][a-z]+ \d{4}(,| at) \d{2}:\d{2} UTC: http/);
    expect(claim?.body).not.toMatch(/\d{4}-\d{2}-\d{2}T/);
    const code = new URL(claim?.link ?? '').searchParams.get('code') as string;
    return { order, email, code };
  }
  const CLAIM = 'mutation($code: String!, $otp: String, $userId: String!) { claimGift(code: $code, otp: $otp, userId: $userId) { resultCode giftStatus maskedEmail order { status userId } } }';
  const OTP = 'mutation($code: String!) { requestGiftOtp(code: $code) { resultCode giftStatus maskedEmail } }';

  it('gift: claim link by email, OTP by email, claimed (203); a second claim says claimed', async () => {
    const { code, email } = await paidGift();
    const info = await gql(api.base, 'query($c: String!) { gift(code: $c) { status senderName message } }', { c: code });
    expect(info.body.data.gift).toEqual({ status: 'Valid', senderName: 'Sam the sender', message: 'Enjoy! GG' });
    expect((await gql(api.base, CLAIM, { code, userId: '10000003' })).body.data.claimGift.resultCode).toBe(10007);
    const sent = (await gql(api.base, OTP, { code })).body.data.requestGiftOtp;
    expect(sent.resultCode).toBe(10007);
    expect(sent.maskedEmail).toMatch(/^fri\*\*\*@example\.com$/);
    const otp = (await outbox(api.base, email)).find((m) => m.kind === 'gift-claim-otp')?.code as string;
    const wrong = otp === '000000' ? '111111' : '000000';
    expect((await gql(api.base, CLAIM, { code, otp: wrong, userId: '10000003' })).body.data.claimGift.resultCode).toBe(223);
    expect((await gql(api.base, CLAIM, { code, otp, userId: '99999100' })).body.data.claimGift.resultCode).toBe(214);
    const ok = (await gql(api.base, CLAIM, { code, otp, userId: '10000003' })).body.data.claimGift;
    expect(ok.resultCode).toBe(0);
    expect(ok.giftStatus).toBe('Claimed');
    expect(ok.order).toEqual({ status: OrderStatus.Gift_Claimed, userId: '10000003' });
    const again = (await gql(api.base, CLAIM, { code, otp, userId: '10000003' })).body.data.claimGift;
    expect(again.resultCode).toBe(704);
    expect(again.giftStatus).toBe('Claimed');
  });

  it('too many wrong OTPs lock the claim for 3 hours (222)', async () => {
    const { code } = await paidGift();
    await gql(api.base, OTP, { code });
    const codes: number[] = [];
    for (let i = 0; i < 6; i += 1) codes.push((await gql(api.base, CLAIM, { code, otp: '00000' + (i % 10), userId: '10000003' })).body.data.claimGift.resultCode);
    expect(codes.slice(0, 4).every((c) => c === 223 || c === 10008 || c === 0)).toBe(true);
    expect(codes[5]).toBe(222);
    const lock = api.server.db.prepare("SELECT locked_until FROM store_otp_failures WHERE purpose = 'gift-claim' AND subject = ?").get(code) as { locked_until: number };
    expect(lock.locked_until - Date.now()).toBeGreaterThan(3 * 3_600_000 - 60_000);
  });

  it('a gift not claimed within GIFT_EXPIRY_DAYS is expired (202)', async () => {
    const { code, order } = await paidGift();
    api.server.db.prepare('UPDATE orders SET gift_expires_at = ? WHERE order_id = ?').run(new Date(Date.now() - 1000).toISOString(), order.orderId);
    const info = await gql(api.base, 'query($c: String!) { gift(code: $c) { status } }', { c: code });
    expect(info.body.data.gift.status).toBe('Expired');
    expect((await getOrder(api.base, order.orderId)).status).toBe(OrderStatus.Gift_Expired);
    expect((await gql(api.base, CLAIM, { code, otp: '123456', userId: '10000003' })).body.data.claimGift.resultCode).toBe(1202);
    const unknown = await gql(api.base, 'query { gift(code: "GIFT-000000000000000000000000") { status } }');
    expect(unknown.body.data.gift.status).toBe('Invalid');
  });

  it('a promo code is not allowed with a gift (604)', async () => {
    const r = await createOrder(api.base, { promoCode: 'WELCOME10', gift: { email: 'x@example.com', name: 'Me' } });
    expect(r.resultCode).toBe(604);
  });
});

describe('guest linking and order visibility', () => {
  it('setOrderUid links a guest order to the signed-in buyer; others cannot', async () => {
    const user = await signedInUser(api.server);
    const { order } = await createOrder(api.base, { email: user.email });
    const SET = `mutation($txnId: String!, $uid: String!) { setOrderUid(txnId: $txnId, medium: "email", uid: $uid, isOrderSummary: true, gvtId: 1, voucherTypeId: 1001, pcId: 1) { statusCode statusMessage } }`;
    expect((await gql(api.base, SET, { txnId: order.orderId, uid: user.email })).body.data.setOrderUid.statusCode).toBe(401);
    const other = await signedInUser(api.server);
    expect((await gql(api.base, SET, { txnId: order.orderId, uid: other.email }, other.auth)).body.data.setOrderUid.statusCode).toBe(3);
    expect((await gql(api.base, SET, { txnId: order.orderId, uid: user.email }, { 'x-session-key': user.idToken })).body.data.setOrderUid.statusCode).toBe(0);
    expect((await gql(api.base, SET, { txnId: 'ORD-000000000000000000000000', uid: user.email }, user.auth)).body.data.setOrderUid.statusCode).toBe(1);
    // Now the order is the user's: only they can read it.
    expect(await getOrder(api.base, order.orderId)).toBeNull();
    expect(await getOrder(api.base, order.orderId, other.auth)).toBeNull();
    expect((await getOrder(api.base, order.orderId, user.auth)).orderId).toBe(order.orderId);
    const history = await http(api.base, 'GET', '/wallet/user/transactions?days=7', undefined, user.auth);
    expect(history.body.data.items.map((i: { orderId: string }) => i.orderId)).toContain(order.orderId);
  });
});
