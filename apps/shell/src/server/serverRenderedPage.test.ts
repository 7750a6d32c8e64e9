/** @jest-environment node */
import { PassThrough } from 'node:stream';
import { serverRenderedPage, serverRenderedPart } from './serverRenderedPage';
import { renderShellPage } from './renderPage';
import { serverTestConfig } from './serverTestConfig.testutil';
import type { ShownPage } from './pageRules';

jest.mock('./renderPage', () => ({ renderShellPage: jest.fn() }));
/** The process's remotes: what each page refreshed them with, and which are available on the server. */
const mockFederation = { refreshed: [] as unknown[], available: new Set(['catalog']) };
jest.mock('./serverFederation', () => ({
  createServerFederation: () => ({
    refresh: async (manifest: unknown) => {
      mockFederation.refreshed.push(manifest);
    },
    available: mockFederation.available,
  }),
}));
const render = jest.mocked(renderShellPage);

const HTML = '<!doctype html><html lang="en"><head><title>T</title></head><body><div id="root"></div></body></html>';
const storefront = serverTestConfig.storefronts[1]!;
const HOME: ShownPage = { route: 'Homepage', pathname: '/en-sg/', params: {} };
const input = (page: ShownPage = HOME) => ({
  html: HTML,
  config: serverTestConfig,
  configJson: serverTestConfig,
  remotesJson: { catalog: 'http://cdn.test/catalog/mf-manifest.json' },
  storefront,
  page,
  url: page.pathname,
  cookie: undefined,
  log: () => undefined,
});

async function text(body: string | NodeJS.ReadableStream): Promise<string> {
  if (typeof body === 'string') return body;
  let out = '';
  for await (const chunk of body) out += String(chunk);
  return out;
}

function rendered(chunks: string[]) {
  const body = new PassThrough();
  setImmediate(() => {
    for (const chunk of chunks) body.write(chunk);
    body.end();
  });
  return { styles: '<style id="styles-shell">.shell{}</style>', body, stateScript: '<script type="application/json" id="store-ssr-state">{}</script>', browserRendered: [], complete: true };
}

beforeEach(() => render.mockReset());

test('every page of the route table is rendered on the server, as a guest sees it; not the partner profile', () => {
  const context = { search: '' };
  for (const route of ['Homepage', 'ProductDetail', 'International', 'SearchResults', 'TermsAndConditions', 'NotFound', 'CodacashLandingPage'] as const) {
    expect(serverRenderedPart({ route }, context)).toBe('page');
  }
  // A guest's view of a signed-in page: its place as loading while the browser sends the guest on (RouteGuard).
  for (const route of ['WalletHome', 'UserSettings', 'UserTransactionHistory', 'UserNotifications'] as const) {
    expect(serverRenderedPart({ route }, context)).toBe('page');
  }
  expect(serverRenderedPart({ route: 'PartnerProfile' }, context)).toBeUndefined();
  expect(serverRenderedPart({ route: 'NotFound', customTheme: true }, context)).toBe('page');
});

test("the order status pages, the sign-up verification and a guest's notifications: the page around them on the server, their own part in the browser", () => {
  for (const route of ['TransactionComplete', 'TransactionWaiting', 'VerifySignup', 'GuestNotifications'] as const) {
    expect(serverRenderedPart({ route }, { search: '?orderId=abc' })).toBe('chrome');
  }
});

test('the account screens a guest opens from a link are rendered on the server; a provider\'s sign-in answer is the browser\'s', () => {
  for (const route of ['SignIn', 'SignUp', 'ConfirmSignup', 'RecoverPassword'] as const) {
    expect(serverRenderedPart({ route }, { search: '' })).toBe('page');
  }
  expect(serverRenderedPart({ route: 'SignIn' }, { search: '?code=abc&state=xyz' })).toBeUndefined();
  expect(serverRenderedPart({ route: 'SignIn' }, { search: '?from=%2Fen-sg%2F' })).toBe('page');
});

test("streams the page: the render inside #root, its sheets and React's preloads in <head>, the state before </body>", async () => {
  render.mockResolvedValue(rendered(['<link rel="preload" as="image" href="/hero.svg"/><div class="shell">', 'Hello</div>']));
  const html = await text(await serverRenderedPage(input()));
  expect(html).toBe(
    '<!doctype html><html lang="en" data-ui-scheme="light"><head><title>T</title><style id="styles-shell">.shell{}</style><link rel="preload" as="image" href="/hero.svg"/></head>' +
      '<body><div id="root" data-ssr=""><div class="shell">Hello</div></div><script type="application/json" id="store-ssr-state">{}</script></body></html>',
  );
});

test('a render that fails leaves the page to the browser: the page as it was, never an error', async () => {
  render.mockRejectedValue(new Error('boom'));
  expect(await serverRenderedPage(input())).toBe(HTML);
});

test('a page the server does not render is the page as it was, without rendering', async () => {
  expect(await serverRenderedPage(input({ route: 'PartnerProfile', pathname: '/en-sg/user/profile', params: {} }))).toBe(HTML);
  expect(render).not.toHaveBeenCalled();
});

test('says whether the first screen is all in the HTML: complete, in part, or not rendered after a failure', async () => {
  const told: boolean[] = [];
  const onRendered = (complete: boolean) => told.push(complete);
  render.mockResolvedValueOnce(rendered(['<div>all</div>']));
  await text(await serverRenderedPage({ ...input(), onRendered }));
  render.mockResolvedValueOnce({ ...rendered(['<div>part</div>']), browserRendered: ['checkout'], complete: false });
  await text(await serverRenderedPage({ ...input(), onRendered }));
  render.mockRejectedValueOnce(new Error('boom'));
  await serverRenderedPage({ ...input(), onRendered });
  expect(told).toEqual([true, false, false]);
});


test("a storefront that embeds fewer remotes keeps the deploy's registered (pages of other storefronts render beside it) and renders with its own", async () => {
  const deployed = { catalog: 'http://cdn.test/catalog/mf-manifest.json', wallet: 'http://cdn.test/wallet/mf-manifest.json' };
  mockFederation.available.add('wallet');
  try {
    render.mockResolvedValueOnce(rendered(['<div>page</div>']));
    await text(await serverRenderedPage({ ...input(), remotesJson: deployed, storefront: { ...storefront, remotes: ['catalog'] } }));
    expect(mockFederation.refreshed.at(-1)).toEqual(deployed);
    expect([...(render.mock.calls[0]?.[0].remotesOnServer ?? [])]).toEqual(['catalog']);
    render.mockResolvedValueOnce(rendered(['<div>page</div>']));
    await text(await serverRenderedPage({ ...input(), remotesJson: deployed, storefront: { ...storefront, remotes: ['catalog', 'wallet'] } }));
    expect([...(render.mock.calls[1]?.[0].remotesOnServer ?? [])]).toEqual(['catalog', 'wallet']);
  } finally {
    mockFederation.available.delete('wallet');
  }
});

test("an order status page is rendered without its own part: the route's remote is the browser's, and that is no failure to log", async () => {
  const deployed = { catalog: 'http://cdn.test/catalog/mf-manifest.json', checkout: 'http://cdn.test/checkout/mf-manifest.json' };
  mockFederation.available.add('checkout');
  const logged: string[] = [];
  try {
    render.mockResolvedValueOnce({ ...rendered(['<div class="shell">chrome</div>']), browserRendered: ['checkout'], complete: false });
    const page: ShownPage = { route: 'TransactionComplete', pathname: '/en-sg/complete', params: { countryCode: 'en-sg' } };
    const html = await text(await serverRenderedPage({ ...input(page), url: '/en-sg/complete?orderId=abc', remotesJson: deployed, log: (m: string) => logged.push(m) }));
    expect([...(render.mock.calls[0]?.[0].remotesOnServer ?? [])]).toEqual(['catalog']);
    expect(html).toContain('<div id="root" data-ssr=""><div class="shell">chrome</div></div>');
    expect(logged).toEqual([]);
  } finally {
    mockFederation.available.delete('checkout');
  }
});
