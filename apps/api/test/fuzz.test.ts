import { gql, http, signedInUser, startServer, type RunningServer } from './helpers';

jest.setTimeout(120_000);

/** mulberry32: a small deterministic PRNG, so a failure can be replayed. */
function prng(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** encodeURIComponent, or a raw malformed escape when the text has a lone surrogate. */
const safeEncode = (s: string) => {
  try {
    return encodeURIComponent(s);
  } catch {
    return '%ED%A0%80';
  }
};

const ENDPOINTS: Array<[string, string]> = [
  ['POST', '/wallet/validate-phone'], ['GET', '/wallet/user/wallet'], ['POST', '/wallet/initTopup'], ['POST', '/wallet/redeemGiftCode'],
  ['GET', '/wallet/wallet-txn/WTX-1'], ['GET', '/wallet/country/sg'], ['GET', '/wallet/paymentChannels'], ['GET', '/wallet/generateCsrfToken'],
  ['POST', '/wallet/createWallet'], ['POST', '/wallet/unreserveWallet'], ['POST', '/wallet/user/authorize'], ['GET', '/wallet/user/transactions'],
  ['POST', '/account/user/forgot-password'], ['GET', '/account/user/details'], ['POST', '/account/user/auth'], ['POST', '/account/user/init-delete'],
  ['POST', '/account/user/delete'], ['GET', '/account/user/subscriptions'], ['POST', '/account/unsubscribe'],
  ['POST', '/shop/cms'], ['POST', '/shop/detectedCountryInfo'], ['POST', '/shop/homePage'], ['POST', '/shop/infoBar'], ['POST', '/shop/marketing-consent'],
  ['POST', '/shop/notifications'], ['POST', '/shop/homeHighlightedPromo'], ['POST', '/shop/productHighlightedPromo'], ['POST', '/shop/tracking'],
  ['POST', '/search'], ['POST', '/graphql'], ['GET', '/provider/payments/ORD-000000000000000000000000'], ['POST', '/provider/callback'],
  ['GET', '/dev/outbox'],
];

const NASTY: unknown[] = [
  null, true, false, 0, -1, 1e308, -1e308, 0.1, 2 ** 53 + 1, '', ' ', 'a'.repeat(5000), '\u0000', '\uD800', '💥', '<script>alert(1)</script>',
  "' OR 1=1 --", '../../etc/passwd', '%00', '{{7*7}}', '__proto__', 'constructor', [], [1, 2, 3], {}, { __proto__: { polluted: 1 } },
  { $gt: '' }, 'NaN', 'Infinity', '2024-13-45', 'sg', 'SG', 'zz', 'ORD-000000000000000000000000', 'GIFT-0', 'CODA-SG-10',
];

const FIELDS = [
  'phoneNumber', 'countryCode', 'amount', 'paymentChannelId', 'idempotencyKey', 'giftCode', 'userId', 'currencyCode', 'mobileNumber', 'verifyOtp',
  'name', 'id', 'status', 'country', 'accessToken', 'uid', 'uidType', 'gRecaptchaToken', 'birthDate', 'cpfInfo', 'code', 'token', 'keys', 'locale',
  'type', 'productPath', 'shopLang', 'pageType', 'productUrl', 'email', 'msisdn', 'consent', 'action', 'ids', 'searchString', 'query', 'variables',
  'operationName', '__proto__', 'constructor',
];

const GQL_QUERIES = [
  'mutation($i: CreateOrderInput!) { createOrder(input: $i) { resultCode order { orderId } } }',
  'query($c: String!) { products(countryCode: $c) { slug } }',
  'query($c: String!, $g: String!, $u: String!) { validatePlayer(countryCode: $c, gameSlug: $g, userId: $u) { resultCode } }',
  'mutation($id: ID!) { chargeWallet(orderId: $id) { resultCode } }',
  'mutation($c: String!, $u: String!) { claimGift(code: $c, userId: $u) { resultCode } }',
  'mutation($t: String!, $m: String!, $u: String!) { setOrderUid(txnId: $t, medium: $m, uid: $u) { statusCode } }',
  'query($id: ID!) { order(orderId: $id) { status } }',
  '{ __schema { types { name } } }',
  '{ products(countryCode: "sg") { slug ',
  'query { ' + 'a: products(countryCode: "sg") { slug } '.repeat(3) + '}',
];

describe('fuzz: malformed bodies, queries and headers', () => {
  let server: RunningServer;
  let auth: Record<string, string>;
  beforeAll(async () => {
    server = await startServer({ config: { rateLimitScale: 1000 } });
    auth = (await signedInUser(server)).auth;
  });
  afterAll(() => server.close());

  it('1,200 malformed requests: zero 5xx, and the server still answers', async () => {
    const rnd = prng(20240607);
    const pick = <T>(xs: readonly T[]): T => xs[Math.floor(rnd() * xs.length)] as T;
    const value = (depth = 0): unknown => {
      const r = rnd();
      if (r < 0.55 || depth > 2) return pick(NASTY);
      if (r < 0.75) return Array.from({ length: Math.floor(rnd() * 4) }, () => value(depth + 1));
      const o: Record<string, unknown> = {};
      for (let i = 0; i < Math.floor(rnd() * 5); i += 1) o[pick(FIELDS)] = value(depth + 1);
      return o;
    };
    const statuses = new Map<number, number>();
    const failures: string[] = [];
    const N = 1200;
    const one = async (i: number) => {
      const [method, path] = pick(ENDPOINTS);
      const headers: Record<string, string> = {};
      if (rnd() < 0.3) headers.authorization = pick(['Bearer ', 'Bearer x.y.z', 'Basic abc', `Bearer ${'a'.repeat(9000)}`, auth.authorization as string]);
      if (rnd() < 0.3) headers['x-country-code'] = String(pick(NASTY)).slice(0, 100).replace(/[^\x20-\x7e]/g, '?');
      if (rnd() < 0.2) headers['x-csrf-token'] = pick(['', 'a.b', 'x'.repeat(600), 'eyJ.sig']);
      if (rnd() < 0.2) headers['x-iat'] = pick(['', '1', 'abc', String(Math.floor(Date.now() / 1000))]);
      if (rnd() < 0.2) headers['x-signature'] = pick(['', 'a.b.c', 'x'.repeat(3000), 'eyJhbGciOiJub25lIn0.e30.']);
      if (rnd() < 0.1) headers['whitelabel-id'] = pick(['2', '-1', 'abc', '9'.repeat(40)]);
      let q = '';
      if (rnd() < 0.5) {
        const params = new URLSearchParams();
        for (let k = 0; k < 1 + Math.floor(rnd() * 3); k += 1) params.append(pick(FIELDS), String(pick(NASTY)).slice(0, 300));
        q = `?${params.toString()}`;
        if (rnd() < 0.1) q += '&%E0%A4%A';
      }
      let pathname = path;
      if (rnd() < 0.15) pathname = path.replace(/[^/]+$/, safeEncode(String(pick(NASTY)).slice(0, 150)) || '%');
      let body: string | undefined;
      if (method === 'POST') {
        const r = rnd();
        if (path === '/graphql' && r < 0.5) body = JSON.stringify({ query: pick(GQL_QUERIES), variables: value(), operationName: rnd() < 0.2 ? pick(NASTY) : undefined });
        else if (r < 0.6) body = JSON.stringify(value());
        else if (r < 0.75) body = pick(['{', '{"a":', '[', 'null', '"str"', '1', '{"__proto__":{"x":1}}', '\u0000', '{}'.repeat(1000)]);
        else if (r < 0.85) {
          body = 'action=approve&token=abc';
          headers['content-type'] = pick(['application/x-www-form-urlencoded', 'text/plain', 'application/xml', 'multipart/form-data; boundary=x', 'application/json; charset=utf-7']);
        } else body = JSON.stringify(value());
        headers['content-type'] ??= rnd() < 0.9 ? 'application/json' : pick(['', 'text/html', 'application/jsonx']);
      }
      try {
        const res = await fetch(server.url + pathname + q, { method, headers, body, redirect: 'manual' });
        await res.arrayBuffer();
        statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
        if (res.status >= 500) failures.push(`#${i} ${method} ${pathname}${q} ${res.status} ${body?.slice(0, 200)}`);
      } catch (e) {
        failures.push(`#${i} ${method} ${pathname}${q} threw ${(e as Error).message}`);
      }
    };
    const CONCURRENCY = 8;
    for (let i = 0; i < N; i += CONCURRENCY) await Promise.all(Array.from({ length: CONCURRENCY }, (_, j) => one(i + j)));
    expect(failures).toEqual([]);
    const total = [...statuses.values()].reduce((a, b) => a + b, 0);
    expect(total).toBe(N);
    expect((await http(server.url, 'GET', '/health')).status).toBe(200);
    expect((await gql(server.url, '{ products(countryCode: "sg") { slug } }')).status).toBe(200);
  });
});
