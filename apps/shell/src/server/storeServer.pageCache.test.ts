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
