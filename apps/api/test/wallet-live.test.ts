import WebSocket from 'ws';
import { LIVE_AUTH_TIMEOUT_MS, LiveCloseCode, MAX_LIVE_SOCKETS_PER_USER } from '../src/wallet/live';
import { createOrder, gql, http, key, outbox, providerCallback, signedInUser, startServer, type RunningServer } from './helpers';

const STOREFRONT = 'http://127.0.0.1:3000';
const PING_MS = 150;

let server: RunningServer;
beforeAll(async () => {
  server = await startServer({ config: { clientRateLimitScale: 100, walletLivePingMs: PING_MS } });
});
afterAll(() => server.close());

const liveUrl = () => `${server.url.replace(/^http/, 'ws')}/wallet/live`;

interface Probe {
  socket: WebSocket;
  messages: Array<Record<string, unknown>>;
  pings: number;
  /** Resolves with the close code. */
  closed: Promise<number>;
  /** The next message (already received or to come) that matches. */
  next(match: (m: Record<string, unknown>) => boolean, timeoutMs?: number): Promise<Record<string, unknown>>;
}

/** A client socket that records what it receives. */
function openLive(origin: string | null = STOREFRONT, options: { autoPong?: boolean } = {}): Probe {
  const socket = new WebSocket(liveUrl(), { headers: origin ? { origin } : {}, autoPong: options.autoPong ?? true });
  const messages: Array<Record<string, unknown>> = [];
  const waiters: Array<() => void> = [];
  const probe: Probe = {
    socket,
    messages,
    pings: 0,
    closed: new Promise((resolve) => socket.on('close', (code) => resolve(code))),
    // Generous: a loaded CI machine (2 cores, jest workers, builds) can take seconds to deliver; a pass never waits for it.
    next: (match, timeoutMs = 10_000) =>
      new Promise((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`no matching message; got ${JSON.stringify(messages)}`)), timeoutMs);
        const check = () => {
          const found = messages.find(match);
          if (!found) return false;
          clearTimeout(timer);
          messages.splice(messages.indexOf(found), 1);
          resolve(found);
          return true;
        };
        if (!check()) waiters.push(() => void check());
      }),
  };
  socket.on('message', (data) => {
    messages.push(JSON.parse(data.toString()) as Record<string, unknown>);
    for (const w of waiters.splice(0)) w();
  });
  socket.on('ping', () => {
    probe.pings += 1;
  });
  socket.on('error', () => undefined);
  return probe;
}

const opened = (p: Probe) => new Promise<void>((resolve, reject) => {
  p.socket.once('open', () => resolve());
  p.socket.once('unexpected-response', (_req, res) => reject(new Error(`handshake answered ${res.statusCode}`)));
});

/** A socket authenticated as the user, after its 'ready'. */
async function liveAs(idToken: string, options: { autoPong?: boolean } = {}): Promise<Probe> {
  const p = openLive(STOREFRONT, options);
  await opened(p);
  p.socket.send(JSON.stringify({ type: 'auth', token: idToken }));
  await p.next((m) => m.type === 'ready');
  return p;
}

let phoneSeq = 3000000;
async function userWithWallet() {
  const user = await signedInUser(server);
  const phone = `8${phoneSeq++}`;
  const payload = { userId: user.sub, countryCode: 'sg', languageCode: 'en', currencyCode: 'SGD', email: user.email, mobileNumber: phone };
  expect((await http(server.url, 'POST', '/wallet/createWallet', payload, user.auth)).body.resultCode).toBe(10007);
  const otp = (await outbox(server.url, `+65${phone}`)).find((m) => m.kind === 'wallet-activation-otp')?.code as string;
  expect((await http(server.url, 'POST', '/wallet/createWallet', { ...payload, verifyOtp: otp }, user.auth)).body.resultCode).toBe(0);
  const csrf = (await http(server.url, 'GET', '/wallet/generateCsrfToken', undefined, user.auth)).body.data.csrfToken as string;
  return { ...user, csrf };
}

async function initTopup(u: Awaited<ReturnType<typeof userWithWallet>>, amount: number): Promise<string> {
  const r = await http(server.url, 'POST', '/wallet/initTopup', { amount, paymentChannelId: 11, idempotencyKey: key() }, { ...u.auth, 'x-csrf-token': u.csrf });
  expect(r.body.resultCode).toBe(0);
  return r.body.data.paymentUrl as string;
}

describe('GET /wallet/live (the live balance)', () => {
  it('refuses another site (or no Origin) before the upgrade', async () => {
    for (const origin of ['https://evil.example', 'null', null]) {
      const p = openLive(origin);
      await expect(opened(p)).rejects.toThrow('handshake answered 403');
    }
  });

  it('closes with 4401 on a forged token, and when no token comes in time', async () => {
    const forged = openLive();
    await opened(forged);
    forged.socket.send(JSON.stringify({ type: 'auth', token: 'eyJhbGciOiJIUzI1NiJ9.e30.x' }));
    expect(await forged.closed).toBe(LiveCloseCode.Unauthenticated);

    const silent = openLive();
    await opened(silent);
    const started = Date.now();
    expect(await silent.closed).toBe(LiveCloseCode.Unauthenticated);
    expect(Date.now() - started).toBeGreaterThanOrEqual(LIVE_AUTH_TIMEOUT_MS - 500);
  }, LIVE_AUTH_TIMEOUT_MS + 5000);

  it('closes with 1008 when the first message is not the auth message', async () => {
    const p = openLive();
    await opened(p);
    p.socket.send('{"type":"subscribe","walletId":"WAL-1"}');
    expect(await p.closed).toBe(LiveCloseCode.BadMessage);
  });

  it('sends the current balance on connect, then pushes a settled top-up and a Codacash charge', async () => {
    const u = await userWithWallet();
    const p = await liveAs(u.idToken);
    expect(await p.next((m) => m.type === 'balance')).toMatchObject({ reason: 'snapshot', wallet: { balanceAmount: 0, currencyCode: 'SGD', countryCode: 'sg' } });

    // Only a settled top-up moves the balance: a pending one pushes nothing.
    const paymentUrl = await initTopup(u, 10);
    await providerCallback(paymentUrl, 'pending');
    await providerCallback(paymentUrl, 'approve');
    expect(await p.next((m) => m.type === 'balance')).toMatchObject({ reason: 'topup', wallet: { balanceAmount: 10 } });

    const order = await createOrder(server.url, { paymentChannelId: 239, skuId: 1003 }, u.auth);
    const CHARGE = 'mutation ChargeWallet($id: ID!) { chargeWallet(orderId: $id) { resultCode balanceAmount } }';
    const paid = await gql(server.url, CHARGE, { id: order.order.orderId }, { ...u.auth, 'x-xsrf-token': u.csrf });
    expect(paid.body.data.chargeWallet.resultCode).toBe(300);
    expect(await p.next((m) => m.type === 'balance')).toMatchObject({ reason: 'charge', wallet: { balanceAmount: paid.body.data.chargeWallet.balanceAmount, hasSpent: true } });
    // Paying the same order again is answered 300 but debits nothing, so nothing is pushed.
    await gql(server.url, CHARGE, { id: order.order.orderId }, { ...u.auth, 'x-xsrf-token': u.csrf });
    await new Promise((r) => setTimeout(r, 200));
    expect(p.messages.filter((m) => m.type === 'balance')).toEqual([]);
    p.socket.close();
  });

  it('pushes a redeemed gift code, and nothing for a refused one', async () => {
    const u = await userWithWallet();
    const p = await liveAs(u.idToken);
    await p.next((m) => m.reason === 'snapshot');
    const h = { ...u.auth, 'x-csrf-token': u.csrf };
    expect((await http(server.url, 'POST', '/wallet/redeemGiftCode', { giftCode: 'CODA-SG-10' }, h)).body.resultCode).toBe(0);
    expect(await p.next((m) => m.type === 'balance')).toMatchObject({ reason: 'gift-code', wallet: { balanceAmount: 10 } });
    expect((await http(server.url, 'POST', '/wallet/redeemGiftCode', { giftCode: 'CODA-SG-10' }, h)).body.resultCode).toBe(704);
    await new Promise((r) => setTimeout(r, 200));
    expect(p.messages).toEqual([]);
    p.socket.close();
  });

  it("pushes to every socket of the user and to no one else's", async () => {
    const u = await userWithWallet();
    const other = await userWithWallet();
    const tabs = [await liveAs(u.idToken), await liveAs(u.idToken)];
    const stranger = await liveAs(other.idToken);
    for (const s of [...tabs, stranger]) await s.next((m) => m.reason === 'snapshot');
    await providerCallback(await initTopup(u, 10), 'approve');
    for (const t of tabs) expect(await t.next((m) => m.type === 'balance')).toMatchObject({ reason: 'topup', wallet: { balanceAmount: 10 } });
    await new Promise((r) => setTimeout(r, 200));
    expect(stranger.messages).toEqual([]);
    for (const s of [...tabs, stranger]) s.socket.close();
  });

  it(`allows ${MAX_LIVE_SOCKETS_PER_USER} sockets per user; the next is closed with 4429, and a freed place can be taken again`, async () => {
    const u = await userWithWallet();
    const tabs: Probe[] = [];
    for (let i = 0; i < MAX_LIVE_SOCKETS_PER_USER; i += 1) tabs.push(await liveAs(u.idToken));
    const extra = openLive();
    await opened(extra);
    extra.socket.send(JSON.stringify({ type: 'auth', token: u.idToken }));
    expect(await extra.closed).toBe(LiveCloseCode.TooManySockets);
    tabs[0]?.socket.close();
    await tabs[0]?.closed;
    await new Promise((r) => setTimeout(r, 50));
    const again = await liveAs(u.idToken);
    for (const t of [...tabs.slice(1), again]) t.socket.close();
  });

  it('pings every interval (spec 9: 5 minutes; shortened here), and drops a client that never answers', async () => {
    const u = await userWithWallet();
    const answering = await liveAs(u.idToken);
    await new Promise((r) => setTimeout(r, PING_MS * 4));
    expect(answering.pings).toBeGreaterThanOrEqual(2);
    expect(answering.socket.readyState).toBe(WebSocket.OPEN);
    answering.socket.close();

    const deaf = await liveAs(u.idToken, { autoPong: false });
    const code = await deaf.closed;
    // The server closes (4408) and terminates at once; the client may see the abrupt end (1006) first.
    expect([LiveCloseCode.NoPong, 1006]).toContain(code);
    expect(deaf.pings).toBeGreaterThanOrEqual(1);
  });

  it('the default ping interval is the spec\'s 5 minutes', async () => {
    const { readConfig, withDefaults } = await import('../src/config');
    expect(withDefaults(readConfig({})).walletLivePingMs).toBe(5 * 60_000);
  });
});
