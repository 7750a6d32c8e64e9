import { serverRenderedStateOf, SSR_STATE_ID } from './serverRenderedState';

const pageWith = (text: string | undefined) => ({
  getElementById: (id: string) => (id === SSR_STATE_ID && text !== undefined ? ({ textContent: text } as HTMLElement) : null),
});

const STATE = {
  state: { mutations: [], queries: [{ queryKey: ['catalog', 'products'], queryHash: 'h', state: { data: [] } }] },
  modules: [
    ['catalog', 'HomePage'],
    ['checkout', 'TopUpForm'],
  ],
  deferred: [['wallet', 'WalletHeaderInfo']],
  namespaces: ['shell', 'catalog'],
  locale: { country: 'sg', language: 'en' },
};

test("reads the server's state: data, modules, deferred modules, catalogues and locale", () => {
  const read = serverRenderedStateOf(pageWith(JSON.stringify(STATE)));
  expect(read?.modules).toEqual([
    ['catalog', 'HomePage'],
    ['checkout', 'TopUpForm'],
  ]);
  expect(read?.deferred).toEqual([['wallet', 'WalletHeaderInfo']]);
  expect(read?.namespaces).toEqual(['shell', 'catalog']);
  expect(read?.locale).toEqual({ country: 'sg', language: 'en' });
  expect(read?.state.queries).toHaveLength(1);
});

test("says whether the server drew the page for a shopper it took to be signed in (absent: it did not)", () => {
  expect(serverRenderedStateOf(pageWith(JSON.stringify(STATE)))?.signedInExpected).toBe(false);
  expect(serverRenderedStateOf(pageWith(JSON.stringify({ ...STATE, signedInExpected: true })))?.signedInExpected).toBe(true);
  expect(serverRenderedStateOf(pageWith(JSON.stringify({ ...STATE, signedInExpected: 'yes' })))).toBeUndefined();
});

test('a module of something that is not a remote of the store is dropped, not loaded', () => {
  const read = serverRenderedStateOf(
    pageWith(JSON.stringify({ ...STATE, modules: [['evil', 'X'], ['catalog', 'HomePage'], ['catalog']], deferred: [['evil', 'Y']] })),
  );
  expect(read?.modules).toEqual([['catalog', 'HomePage']]);
  expect(read?.deferred).toEqual([]);
});

test('no state, broken JSON or the wrong shape: the page is rendered afresh (undefined)', () => {
  expect(serverRenderedStateOf(pageWith(undefined))).toBeUndefined();
  expect(serverRenderedStateOf(pageWith('{"state":'))).toBeUndefined();
  expect(serverRenderedStateOf(pageWith(JSON.stringify({ ...STATE, locale: 'sg' })))).toBeUndefined();
});
