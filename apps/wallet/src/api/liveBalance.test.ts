import { QueryClient } from '@tanstack/react-query';
import type { WalletData } from '@store/shared/api';
import { LiveBalanceConnection, liveBalanceUrl, reconnectDelayMs, RECONNECT_MAX_MS, type LiveSocket } from './liveBalance';
import { applyPushedWallet } from './useLiveBalance';

class FakeSocket implements LiveSocket {
  sent: string[] = [];
  closedWith: number | undefined;
  onopen: LiveSocket['onopen'] = null;
  onmessage: LiveSocket['onmessage'] = null;
  onclose: LiveSocket['onclose'] = null;
  onerror: LiveSocket['onerror'] = null;
  constructor(readonly url: string) {}
  send(data: string) {
    this.sent.push(data);
  }
  close(code = 1000) {
    this.closedWith = code;
  }
  /** What the server does. */
  open() {
    this.onopen?.({});
  }
  push(message: unknown) {
    this.onmessage?.({ data: typeof message === 'string' ? message : JSON.stringify(message) });
  }
  drop(code: number) {
    this.onclose?.({ code });
  }
}

const wallet: WalletData = { walletId: 'WAL-1', walletStatus: 1, countryCode: 'sg', currencyCode: 'SGD', balanceAmount: 20, hasSpent: false };

/** token null: signed out. */
function harness(token: string | null = 'id-token') {
  const sockets: FakeSocket[] = [];
  const timers: Array<{ run: () => void; ms: number; cleared: boolean }> = [];
  const pushed: WalletData[] = [];
  const connection = new LiveBalanceConnection({
    url: 'ws://api.example/wallet/live',
    getToken: async () => token ?? undefined,
    onWallet: (w) => pushed.push(w),
    openSocket: (url) => {
      const s = new FakeSocket(url);
      sockets.push(s);
      return s;
    },
    setTimer: (run, ms) => {
      const t = { run, ms, cleared: false };
      timers.push(t);
      return t;
    },
    clearTimer: (t) => {
      (t as { cleared: boolean }).cleared = true;
    },
    random: () => 1,
  });
  const statuses: string[] = [];
  connection.subscribe(() => statuses.push(connection.status));
  return { connection, sockets, timers, pushed, statuses };
}

const flush = () => new Promise((r) => setTimeout(r, 0));

describe('the live balance connection', () => {
  it('derives the socket URL from the wallet API base URL', () => {
    expect(liveBalanceUrl('http://127.0.0.1:4000/wallet')).toBe('ws://127.0.0.1:4000/wallet/live');
    expect(liveBalanceUrl('https://api.example/wallet/')).toBe('wss://api.example/wallet/live');
    expect(liveBalanceUrl('/api/wallet', 'https://store.example/en-sg/')).toBe('wss://store.example/api/wallet/live');
  });

  it('does nothing until started; then sends the ID token as its first message and is live after ready', async () => {
    const h = harness();
    await flush();
    expect(h.sockets).toHaveLength(0);
    h.connection.start();
    await flush();
    expect(h.sockets[0]?.url).toBe('ws://api.example/wallet/live');
    expect(h.connection.status).toBe('connecting');
    h.sockets[0]?.open();
    expect(h.sockets[0]?.sent.map((m) => JSON.parse(m))).toEqual([{ type: 'auth', token: 'id-token' }]);
    h.sockets[0]?.push({ type: 'ready' });
    expect(h.connection.status).toBe('live');
    expect(h.statuses).toEqual(['connecting', 'live']);
  });

  it('hands every valid balance push on, and ignores what does not parse', async () => {
    const h = harness();
    h.connection.start();
    await flush();
    const s = h.sockets[0] as FakeSocket;
    s.open();
    s.push({ type: 'ready' });
    s.push({ type: 'balance', reason: 'topup', wallet });
    s.push({ type: 'balance', reason: 'topup', wallet: { walletId: 'WAL-1' } });
    s.push({ type: 'balance', reason: 'topup', wallet: { ...wallet, balanceAmount: 'lots' } });
    s.push('not json');
    s.push({ type: 'shutdown' });
    expect(h.pushed).toEqual([wallet]);
  });

  it('reconnects with growing, capped delays after the socket drops, and is down meanwhile', async () => {
    const h = harness();
    h.connection.start();
    await flush();
    h.sockets[0]?.drop(1006);
    expect(h.connection.status).toBe('down');
    expect(h.timers.map((t) => t.ms)).toEqual([reconnectDelayMs(0, () => 1)]);
    h.timers[0]?.run();
    await flush();
    expect(h.sockets).toHaveLength(2);
    h.sockets[1]?.drop(1006);
    expect(h.timers[1]?.ms).toBe(reconnectDelayMs(1, () => 1));
    expect(reconnectDelayMs(1, () => 1)).toBeGreaterThan(reconnectDelayMs(0, () => 1));
    expect(reconnectDelayMs(30, () => 1)).toBe(RECONNECT_MAX_MS);
    expect(reconnectDelayMs(0, () => 0)).toBe(500);

    // A connection that reached ready starts the backoff over.
    h.timers[1]?.run();
    await flush();
    h.sockets[2]?.open();
    h.sockets[2]?.push({ type: 'ready' });
    h.sockets[2]?.drop(1006);
    expect(h.timers[2]?.ms).toBe(reconnectDelayMs(0, () => 1));
  });

  it('waits the longest delay when the API has too many sockets for the user (4429)', async () => {
    const h = harness();
    h.connection.start();
    await flush();
    h.sockets[0]?.drop(4429);
    expect(h.timers[0]?.ms).toBe(RECONNECT_MAX_MS);
  });

  it('opens nothing without an ID token (signed out)', async () => {
    const h = harness(null);
    h.connection.start();
    await flush();
    expect(h.sockets).toHaveLength(0);
    expect(h.connection.status).toBe('down');
    expect(h.timers).toHaveLength(0);
  });

  it('stop closes the socket, cancels a pending reconnect and never reconnects', async () => {
    const h = harness();
    h.connection.start();
    await flush();
    h.sockets[0]?.drop(1006);
    h.timers[0]?.run();
    await flush();
    h.sockets[1]?.open();
    h.connection.stop();
    expect(h.sockets[1]?.closedWith).toBe(1000);
    expect(h.connection.status).toBe('idle');
    h.sockets[1]?.drop(1000);
    expect(h.timers).toHaveLength(1);
  });
});

describe('a pushed wallet in the query cache', () => {
  it('replaces the cached wallet of the same id, leaves another one alone, and has the movements read again', async () => {
    const client = new QueryClient();
    const mine = ['wallet', 'wallet', { countryCode: 'sg', language: 'en', identity: 'user-1' }];
    const theirs = ['wallet', 'wallet', { countryCode: 'sg', language: 'en', identity: 'user-2' }];
    const movements = ['wallet', 'movements', { shown: 10, countryCode: 'sg', language: 'en', identity: 'user-1' }];
    client.setQueryData(mine, { ...wallet, balanceAmount: 0 });
    client.setQueryData(theirs, { ...wallet, walletId: 'WAL-2', balanceAmount: 5 });
    client.setQueryData(movements, { items: [] });
    applyPushedWallet(client, wallet);
    expect(client.getQueryData(mine)).toMatchObject({ balanceAmount: 20 });
    expect(client.getQueryData(theirs)).toMatchObject({ balanceAmount: 5 });
    expect(client.getQueryState(movements)?.isInvalidated).toBe(true);
  });
});
