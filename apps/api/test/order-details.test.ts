import { CREATE_ORDER, captchaToken, createOrder, gql, key, orderInput, outbox, providerCallback, signedInUser, useApi } from './helpers';

// Issue 9's API items: the billing address, the first-top-up promo, links back to the storefront the shopper used.
const api = useApi();

const BILLING = { name: 'Ana Lima', addressLine1: '1 Main St', addressLine2: null, city: 'Austin', state: 'TX', zip: '73301', province: 'Travis' };
const ORDER_WITH_BILLING = `query($id: ID!) { order(orderId: $id) { orderId billingAddress { name addressLine1 addressLine2 city state zip province } } }`;

describe('billing address (CONTRACTS.md)', () => {
  it('is stored with the order and returned; null when none', async () => {
    const created = await createOrder(api.base, { billingAddress: BILLING });
    expect(created.resultCode).toBe(0);
    const read = await gql(api.base, ORDER_WITH_BILLING, { id: created.order.orderId });
    expect(read.body.data.order.billingAddress).toEqual({ ...BILLING, addressLine2: '' });
    const plain = await createOrder(api.base);
    expect((await gql(api.base, ORDER_WITH_BILLING, { id: plain.order.orderId })).body.data.order.billingAddress).toBeNull();
  });

  it('is validated with the domain schema (400 with issues) and is part of the idempotency key', async () => {
    const bad = await gql(api.base, CREATE_ORDER, { input: orderInput({ billingAddress: { ...BILLING, city: '' } }) });
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.body)).toContain('billingAddress');
    const input = orderInput({ billingAddress: BILLING });
    expect((await gql(api.base, CREATE_ORDER, { input })).body.data.createOrder.resultCode).toBe(0);
    const other = await gql(api.base, CREATE_ORDER, { input: { ...input, billingAddress: { ...BILLING, zip: '73302' } } });
    expect(other.body.data.createOrder.resultCode).toBe(-103);
  });
});

describe('a first-top-up promo (WELCOME10)', () => {
  it('applies to a first order and is refused (604) once the player has a paid order', async () => {
    const userId = '10000004';
    const first = await createOrder(api.base, { userId, promoCode: 'WELCOME10' });
    expect(first.resultCode).toBe(0);
    expect(Number(first.order.discount)).toBeGreaterThan(0);
    // Unpaid, it is still the first top-up.
    expect((await createOrder(api.base, { userId, promoCode: 'WELCOME10' })).resultCode).toBe(0);
    await providerCallback(first.order.paymentUrl, 'approve');
    const again = await createOrder(api.base, { userId, promoCode: 'WELCOME10' });
    expect(again.resultCode).toBe(604);
    const check = await gql(
      api.base,
      'query($u: String) { checkPromo(countryCode: "sg", gameSlug: "football-legends", skuId: 1001, promoCode: "WELCOME10", userId: $u) { resultCode } }',
      { u: userId },
    );
    expect(check.body.data.checkPromo.resultCode).toBe(604);
    // Other promos still apply to the player.
    expect((await createOrder(api.base, { userId, promoCode: 'FOOTY20' })).resultCode).toBe(0);
  });

  it('is refused for a signed-in buyer who already paid an order, whatever the player id', async () => {
    const buyer = await signedInUser(api.server);
    const paid = await createOrder(api.base, { userId: '10000001', email: buyer.email }, buyer.auth);
    await providerCallback(paid.order.paymentUrl, 'approve');
    const r = await createOrder(api.base, { userId: '10000003', promoCode: 'WELCOME10' }, buyer.auth);
    expect(r.resultCode).toBe(604);
  });
});

describe('links in messages lead to the storefront the shopper used', () => {
  it("a gift's claim link uses the storefront the order came from (its Origin), else the default store", async () => {
    const email = `friend-${key()}@example.com`;
    const origin = 'http://localhost:3000';
    const res = await gql(api.base, CREATE_ORDER, { input: orderInput({ userId: undefined, gift: { email, name: 'Sam' } }) }, { origin });
    const order = res.body.data.createOrder.order;
    expect(order.returnUrl.startsWith(`${origin}/`)).toBe(true);
    await providerCallback(order.paymentUrl, 'approve');
    const claim = (await outbox(api.base, email)).find((m) => m.kind === 'gift-claim-link');
    expect(claim?.link?.startsWith(`${origin}/`)).toBe(true);

    const foreign = `other-${key()}@example.com`;
    const evil = await gql(api.base, CREATE_ORDER, { input: orderInput({ userId: undefined, gift: { email: foreign, name: 'Sam' } }) }, { origin: 'https://evil.example' });
    await providerCallback(evil.body.data.createOrder.order.paymentUrl, 'approve');
    const link = (await outbox(api.base, foreign)).find((m) => m.kind === 'gift-claim-link')?.link ?? '';
    expect(link.startsWith(`${api.server.config.storeUrl}/`)).toBe(true);
  });

  it("the sign-up confirmation page links back to the storefront of the sign-up's Origin", async () => {
    const email = `signup-${key()}@example.com`;
    const res = await fetch(`${api.base}/cognito`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-amz-json-1.1', 'x-amz-target': 'AWSCognitoIdentityProviderService.SignUp', origin: 'http://localhost:3000' },
      body: JSON.stringify({ ClientId: 'store-web', Username: email, Password: 'kestrel482', ValidationData: [{ Name: 'captchaToken', Value: await captchaToken(api.base) }] }),
    });
    expect(res.status).toBe(200);
    const link = (await outbox(api.base, email)).find((m) => m.kind === 'signup-confirmation')?.link as string;
    const page = await (await fetch(link)).text();
    expect(page).toContain('href="http://localhost:3000"');
  });
});
