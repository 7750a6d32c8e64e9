import { act, render, screen } from '@testing-library/react';
import { RootStore, RuntimeConfigSchema, StoreProvider, StoreQueryProvider, createStoreQueryClient } from '@store/shared';
import { testConfig } from '@store/shared/testing';
import type { LiveSocket } from './liveBalance';
import { useLiveBalance, type LiveSocketDeps } from './useLiveBalance';

class FakeSocket implements LiveSocket {
  sent: string[] = [];
  closed = false;
  onopen: LiveSocket['onopen'] = null;
  onmessage: LiveSocket['onmessage'] = null;
  onclose: LiveSocket['onclose'] = null;
  onerror: LiveSocket['onerror'] = null;
  constructor(readonly url: string) {}
  send(data: string) {
    this.sent.push(data);
  }
  close() {
    this.closed = true;
  }
}

function Widget({ name, enabled, deps }: { name: string; enabled: boolean; deps: LiveSocketDeps }) {
  const live = useLiveBalance(enabled, deps);
  return <p data-testid={name}>{live ? 'live' : 'polling'}</p>;
}

function setUp() {
  const sockets: FakeSocket[] = [];
  const deps: LiveSocketDeps = {
    openSocket: (url) => {
      const s = new FakeSocket(url);
      sockets.push(s);
      return s;
    },
    setTimer: () => 0,
    clearTimer: () => undefined,
  };
  const store = new RootStore({ config: RuntimeConfigSchema.parse(testConfig('http://127.0.0.1:4000')), tokens: { getIdToken: async () => 'id-token' } });
  store.session.completeSignIn({ sub: 'user-1', email: 'ana@example.com', 'custom:logged_in': '1', email_verified: true });
  const client = createStoreQueryClient({ retries: 0 });
  const page = (header: boolean, home: boolean) => (
    <StoreProvider store={store}>
      <StoreQueryProvider client={client}>
        <Widget name="header" enabled={header} deps={deps} />
        <Widget name="home" enabled={home} deps={deps} />
      </StoreQueryProvider>
    </StoreProvider>
  );
  return { sockets, page };
}

const flush = () => act(async () => new Promise((r) => setTimeout(r, 0)));

it('the header and the wallet home share one socket; both stop polling once it is ready; it closes when neither shows', async () => {
  const { sockets, page } = setUp();
  const view = render(page(true, true));
  await flush();
  expect(sockets).toHaveLength(1);
  expect(sockets[0]?.url).toBe('ws://127.0.0.1:4000/wallet/live');
  expect(screen.getByTestId('header')).toHaveTextContent('polling');
  act(() => {
    sockets[0]?.onopen?.({});
    sockets[0]?.onmessage?.({ data: JSON.stringify({ type: 'ready' }) });
  });
  expect(screen.getByTestId('header')).toHaveTextContent('live');
  expect(screen.getByTestId('home')).toHaveTextContent('live');

  view.rerender(page(true, false));
  await flush();
  expect(sockets[0]?.closed).toBe(false);
  view.rerender(page(false, false));
  await flush();
  expect(sockets[0]?.closed).toBe(true);
  expect(screen.getByTestId('header')).toHaveTextContent('polling');
  expect(sockets).toHaveLength(1);
});

it('polls again while the socket is down', async () => {
  const { sockets, page } = setUp();
  render(page(true, false));
  await flush();
  act(() => {
    sockets[0]?.onopen?.({});
    sockets[0]?.onmessage?.({ data: JSON.stringify({ type: 'ready' }) });
  });
  expect(screen.getByTestId('header')).toHaveTextContent('live');
  act(() => sockets[0]?.onclose?.({ code: 1006 }));
  expect(screen.getByTestId('header')).toHaveTextContent('polling');
});

it('opens nothing while not enabled (no wallet, or a guest)', async () => {
  const { sockets, page } = setUp();
  render(page(false, false));
  await flush();
  expect(sockets).toHaveLength(0);
});
