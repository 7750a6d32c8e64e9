import { act, useState, type ComponentType, type ReactNode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { createMemoryRouter, Link, Outlet, RouterProvider, useLocation } from 'react-router';
import en from '../i18n/en.json';
import { shellStrings } from '../../test/shellI18n.testutil';
import { setFailureSink, type Failure } from '../platform/reportFailure';
import { DeferredRemoteSlot } from './DeferredRemoteSlot';
import { RemoteLoadError } from './remoteLoadError';
import { loadedRemoteModule, loadRemoteModule } from './remoteLoader';
import { ServerRenderContext, type ServerRender } from './serverRenderContext';
import { hydratingServerParts } from './serverDeferredParts';
import type { RemoteName } from './remoteNames';

jest.mock('./remoteLoader', () => ({ loadRemoteModule: jest.fn(), loadedRemoteModule: jest.fn(), resetRemote: jest.fn() }));
const load = jest.mocked(loadRemoteModule);
const loaded = jest.mocked(loadedRemoteModule);

/** The part: a link to Codacash in the page's language and country, counting its clicks once hydrated. */
let clicks = 0;
function WalletLink() {
  const segment = useLocation().pathname.split('/')[1];
  return (
    <Link to={`/${segment}/codacash`} onClick={() => (clicks += 1)}>
      Codacash
    </Link>
  );
}
const walletModule = { default: WalletLink };

function Page() {
  const { pathname, search } = useLocation();
  return <main data-testid="page">{pathname}{search}</main>;
}

function routerAt(path: string, wrap: (children: ReactNode) => ReactNode) {
  return createMemoryRouter(
    [
      {
        path: '/',
        element: wrap(
          <>
            <header>
              <DeferredRemoteSlot remote="wallet" module="WalletHeaderInfo" props={{}} compact />
            </header>
            <Outlet />
          </>,
        ),
        children: [{ path: '*', element: <Page /> }],
      },
    ],
    { initialEntries: [path] },
  );
}

let failures: Failure[];
let restoreSink: () => void;
let container: HTMLDivElement;
beforeEach(() => {
  clicks = 0;
  failures = [];
  restoreSink = setFailureSink((f) => failures.push(f));
  load.mockReset();
  loaded.mockReset();
  container = document.createElement('div');
  document.body.append(container);
});
afterEach(() => {
  restoreSink();
  container.remove();
});

/** The server's HTML of the page at path (the module loaded there) and what the slot told the renderer. */
async function serverPage(path: string, { remoteFails = false } = {}) {
  const { wrapper: Wrapper } = await shellStrings('en');
  const used: Array<Parameters<ServerRender['usedModule']>> = [];
  const context: ServerRender = { usedModule: (...args) => used.push(args) };
  loaded.mockReturnValue(remoteFails ? undefined : walletModule);
  const router = routerAt(path, (children) => (
    <Wrapper>
      <ServerRenderContext.Provider value={context}>{children}</ServerRenderContext.Provider>
    </Wrapper>
  ));
  const html = renderToString(<RouterProvider router={router} />);
  loaded.mockReturnValue(undefined);
  return { html, used };
}

/** Hydrates the server's HTML in the "browser" without the module, as the shell does (with the page's deferred parts). */
async function hydratePage(path: string, html: string, deferred: Array<[RemoteName, string]> = [['wallet', 'WalletHeaderInfo']]) {
  const { wrapper: Wrapper } = await shellStrings('en');
  hydratingServerParts(deferred);
  container.innerHTML = html;
  const router = routerAt(path, (children) => <Wrapper>{children}</Wrapper>);
  const recoverable: unknown[] = [];
  await act(async () => {
    hydrateRoot(container, <RouterProvider router={router} />, { onRecoverableError: (error) => recoverable.push(error) });
  });
  return { router, recoverable, link: () => container.querySelector('header a') };
}

/** The remote's module loads only when the test lets it arrive. */
function holdLoad(): (mod: typeof walletModule) => void {
  let arrive: (mod: typeof walletModule) => void = () => undefined;
  load.mockReturnValue(new Promise((resolve) => (arrive = resolve)));
  return (mod) => arrive(mod);
}

const isHydrated = (element: Element | null) => element !== null && Object.keys(element).some((key) => key.startsWith('__reactProps'));

test('the server renders the part in the page and names it as deferred (the browser does not load it before hydrating)', async () => {
  const { html, used } = await serverPage('/en-sg/');
  expect(html).toContain('href="/en-sg/codacash"');
  expect(used).toEqual([['wallet', 'WalletHeaderInfo', true, { deferred: true }]]);
});

test("hydrating keeps the server's HTML without the remote; pointing at the part loads and hydrates it", async () => {
  const { html } = await serverPage('/en-sg/');
  load.mockResolvedValue(walletModule);
  const { recoverable, link } = await hydratePage('/en-sg/', html);
  expect(link()).toHaveTextContent('Codacash');
  expect(link()).toHaveAttribute('href', '/en-sg/codacash');
  expect(load).not.toHaveBeenCalled();
  expect(isHydrated(link())).toBe(false);

  await act(async () => {
    link()?.dispatchEvent(new MouseEvent('pointerover', { bubbles: true }));
  });
  expect(load).toHaveBeenCalledWith('wallet', 'WalletHeaderInfo');
  expect(isHydrated(link())).toBe(true);
  await act(async () => {
    (link() as HTMLAnchorElement).click();
  });
  expect(clicks).toBe(1);
  expect(container.querySelector('main')).toHaveTextContent('/en-sg/codacash');
  expect(recoverable).toEqual([]);
  expect(failures).toEqual([]);
});

test('a navigation before the part is hydrated never waits for its code: the next page shows with a copy of the link, then the part', async () => {
  const { html } = await serverPage('/en-sg/');
  const arrive = holdLoad();
  const { router, recoverable, link } = await hydratePage('/en-sg/', html);
  await act(async () => {
    await router.navigate('/en-sg/football-legends');
  });
  expect(container.querySelector('main')).toHaveTextContent('/en-sg/football-legends');
  expect(load).toHaveBeenCalledTimes(1);
  // The server's link, as a plain link, while the code loads.
  expect(link()).toHaveAttribute('href', '/en-sg/codacash');
  expect(isHydrated(link())).toBe(false);
  await act(async () => arrive(walletModule));
  expect(isHydrated(link())).toBe(true);
  expect(container.querySelectorAll('header a')).toHaveLength(1);
  expect(recoverable).toEqual([]);
});

test("in another language the part renders afresh, with that language's link, and no hydration error", async () => {
  const { html } = await serverPage('/id-id/');
  const arrive = holdLoad();
  const { router, recoverable, link } = await hydratePage('/id-id/', html);
  await act(async () => {
    await router.navigate('/en-id/');
  });
  // Not the server's link of the other language: the slot's loading state until the code is in.
  expect(link()).toBeNull();
  expect(container.querySelector('header [aria-busy="true"]')).not.toBeNull();
  await act(async () => arrive(walletModule));
  expect(link()).toHaveAttribute('href', '/en-id/codacash');
  expect(recoverable).toEqual([]);
});

test("the server sent the slot's loading state (its remote failed there): hydrated as such, then the part loads at once", async () => {
  const { html } = await serverPage('/en-sg/', { remoteFails: true });
  expect(html).toContain('aria-busy="true"');
  load.mockResolvedValue(walletModule);
  const { recoverable, link } = await hydratePage('/en-sg/', html, []);
  expect(load).toHaveBeenCalledWith('wallet', 'WalletHeaderInfo');
  expect(link()).toHaveAttribute('href', '/en-sg/codacash');
  expect(recoverable).toEqual([]);
});

test('rendered without server HTML (a page the browser renders) it loads at once', async () => {
  const { wrapper: Wrapper } = await shellStrings('en');
  load.mockResolvedValue(walletModule);
  await act(async () => {
    createRoot(container).render(<RouterProvider router={routerAt('/en-sg/', (children) => <Wrapper>{children}</Wrapper>)} />);
  });
  expect(load).toHaveBeenCalledWith('wallet', 'WalletHeaderInfo');
  expect(container.querySelector('header a')).toHaveAttribute('href', '/en-sg/codacash');
});

test("a remote that no longer loads when the shopper reaches for it shows the slot's fallback, reported once", async () => {
  const { html } = await serverPage('/en-sg/');
  load.mockRejectedValue(new RemoteLoadError('wallet', 'unreachable', 'connection refused'));
  const { link } = await hydratePage('/en-sg/', html);
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  await act(async () => {
    link()?.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
  });
  const fallback = container.querySelector('[data-testid="remote-fallback-wallet"]');
  expect(fallback).toHaveTextContent(en['remote.compact'].replace('{{part}}', en['remote.part.wallet']));
  expect(failures).toEqual([expect.objectContaining({ source: 'remote', remote: 'wallet', reason: 'unreachable' })]);
});

/** A form whose deferred panel gets the order's total, as checkout gives it to the rewards panel. */
function TotalPanel({ total }: { total?: number }) {
  return <p data-testid="panel">{total === undefined ? 'Choose an item' : `Total ${total}`}</p>;
}
const panelModule = { default: TotalPanel as ComponentType<object> };
let pickItem: (total: number) => void = () => undefined;
function OrderForm() {
  const [total, setTotal] = useState<number | undefined>(undefined);
  pickItem = setTotal;
  return (
    <form>
      <output data-testid="chosen">{total ?? 'none'}</output>
      <DeferredRemoteSlot remote="rewards" module="UseRewardsPanel" props={{ total }} compact />
    </form>
  );
}
const formRouter = (wrap: (children: ReactNode) => ReactNode) => createMemoryRouter([{ path: '*', element: wrap(<OrderForm />) }], { initialEntries: ['/en-sg/football-legends'] });

test("new props before the part is hydrated: the server's HTML stays on screen while its code loads, then the part renders them", async () => {
  const { wrapper: Wrapper } = await shellStrings('en');
  loaded.mockReturnValue(panelModule as never);
  const context: ServerRender = { usedModule: () => undefined };
  const html = renderToString(<RouterProvider router={formRouter((children) => <Wrapper><ServerRenderContext.Provider value={context}>{children}</ServerRenderContext.Provider></Wrapper>)} />);
  loaded.mockReturnValue(undefined);
  expect(html).toContain('Choose an item');

  hydratingServerParts([['rewards', 'UseRewardsPanel']]);
  container.innerHTML = html;
  let arrive: (mod: typeof panelModule) => void = () => undefined;
  load.mockReturnValue(new Promise((resolve) => (arrive = resolve)));
  const recoverable: unknown[] = [];
  await act(async () => {
    hydrateRoot(container, <RouterProvider router={formRouter((children) => <Wrapper>{children}</Wrapper>)} />, { onRecoverableError: (error) => recoverable.push(error) });
  });
  expect(load).not.toHaveBeenCalled();

  await act(async () => pickItem(12));
  // The form answers at once: the pick never waits for the panel's code.
  expect(container.querySelector('[data-testid="chosen"]')).toHaveTextContent('12');
  expect(load).toHaveBeenCalledWith('rewards', 'UseRewardsPanel');
  expect(container.querySelector('[data-testid="panel"]')).toHaveTextContent('Choose an item');
  await act(async () => arrive(panelModule));
  expect(container.querySelector('[data-testid="panel"]')).toHaveTextContent('Total 12');
  expect(container.querySelectorAll('[data-testid="panel"]')).toHaveLength(1);
  expect(recoverable).toEqual([]);
  expect(failures).toEqual([]);
});

test('a navigation that changes only the query before the part is hydrated never waits for its code', async () => {
  const { html } = await serverPage('/en-sg/');
  holdLoad();
  const { router, recoverable } = await hydratePage('/en-sg/', html);
  await act(async () => {
    await router.navigate('/en-sg/?q=legends');
  });
  expect(container.querySelector('main')).toHaveTextContent('/en-sg/?q=legends');
  expect(recoverable).toEqual([]);
});
