/** @jest-environment node */
// The page cache keeps what the server rendered in full, and never a page it rendered in part.
import { createStorePages, type StoreRequest } from './storeServer';
import { serverRenderedPage } from './serverRenderedPage';
import type { CatalogFacts } from './catalogFacts';
import { serverTestConfig } from './serverTestConfig.testutil';

jest.mock('./serverRenderedPage', () => ({ serverRenderedPage: jest.fn() }));
const rendering = jest.mocked(serverRenderedPage);

const INDEX = '<!doctype html><html lang="en"><head><title>Store</title></head><body><div id="root"></div></body></html>';
const catalog: CatalogFacts = { game: async () => null, countriesSelling: async () => null, gamesSoldIn: async () => [] };
const pages = () =>
  createStorePages({
    config: () => serverTestConfig,
    indexHtml: () => INDEX,
    catalogFacts: catalog,
    render: 'server',
    remotesManifest: () => ({}),
    pageCache: { freshMs: 60_000, staleMs: 120_000 },
    log: () => undefined,
  });
const home: StoreRequest = { host: 'localhost:3000', url: '/en-sg/', protocol: 'http' };

beforeEach(() => rendering.mockReset());

test('a page rendered in full is kept: the next request is not rendered again', async () => {
  rendering.mockImplementation(async (input) => {
    input.onRendered?.(true);
    return '<html>all</html>';
  });
  const store = pages();
  expect((await store.page(home)).body).toBe('<html>all</html>');
  expect((await store.page(home)).body).toBe('<html>all</html>');
  expect(rendering).toHaveBeenCalledTimes(1);
});

test('a page the server left in part to the browser (its budget, a dead remote) is rendered again on the next request', async () => {
  let call = 0;
  rendering.mockImplementation(async (input) => {
    call++;
    input.onRendered?.(call > 1);
    return call > 1 ? '<html>all</html>' : '<html>loading</html>';
  });
  const store = pages();
  const first = await store.page(home);
  expect(first.body).toBe('<html>loading</html>');
  expect(first.partial).toBe(true);
  expect((await store.page(home)).body).toBe('<html>all</html>');
  expect((await store.page(home)).body).toBe('<html>all</html>');
  expect(rendering).toHaveBeenCalledTimes(2);
});

test("shoppers who differ only in cookies pages do not read (consent, analytics) share one render; a stored choice or the signed-in hint make their own", async () => {
  rendering.mockImplementation(async (input) => {
    input.onRendered?.(true);
    return `<html>${input.cookie ?? 'no cookie'}</html>`;
  });
  const store = pages();
  const returning = (consentAt: number, more = '') => ({ ...home, cookie: `_ga=GA1.2.${consentAt}; cookiePreferences=%7B%7D; cookiePreferencesUpdated=${consentAt}${more}` });
  expect((await store.page(returning(1))).body).toBe('<html>no cookie</html>');
  expect((await store.page(returning(2))).body).toBe('<html>no cookie</html>');
  expect((await store.page(home)).body).toBe('<html>no cookie</html>');
  expect(rendering).toHaveBeenCalledTimes(1);
  expect((await store.page(returning(3, '; signedIn=1'))).body).toBe('<html>signedIn=1</html>');
  expect((await store.page(returning(4, '; shopCountry=sg; signedIn=1'))).body).toBe('<html>shopCountry=sg; signedIn=1</html>');
  expect((await store.page({ ...home, cookie: 'signedIn=1; shopCountry=sg' })).body).toBe('<html>shopCountry=sg; signedIn=1</html>');
  expect(rendering).toHaveBeenCalledTimes(3);
});
