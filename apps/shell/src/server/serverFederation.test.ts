/** @jest-environment node */
import { createServerFederation, REMOTE_REVALIDATE_MS, serverEntryOf } from './serverFederation';
import { updateRemoteManifest } from '../federation/remoteLoader';

jest.mock('@module-federation/enhanced/runtime', () => ({ init: jest.fn() }));
jest.mock('../federation/remoteLoader', () => ({ updateRemoteManifest: jest.fn() }));
const registered = jest.mocked(updateRemoteManifest);

const MANIFEST = { catalog: 'http://cdn.test/catalog/mf-manifest.json', checkout: 'http://cdn.test/checkout/mf-manifest.json' };

/** A CDN answering HEAD for the server entries with an ETag each (a 304 when asked with the current one). */
function cdn() {
  const tags = new Map<string, string>([
    ['http://cdn.test/catalog/server/remoteEntry.js', '"c1"'],
    ['http://cdn.test/checkout/server/remoteEntry.js', '"k1"'],
  ]);
  const fetch = jest.fn(async (url: string | URL | Request, init?: RequestInit) => {
    const tag = tags.get(String(url));
    if (!tag) return new Response(null, { status: 404 });
    const asked = (init?.headers as Record<string, string> | undefined)?.['if-none-match'];
    return new Response(null, { status: asked === tag ? 304 : 200, headers: { etag: tag } });
  });
  return { tags, fetch: fetch as unknown as typeof globalThis.fetch, calls: fetch };
}

const lastManifest = () => registered.mock.calls.at(-1)?.[0];

beforeEach(() => registered.mockClear());

test("a remote's server entry is published beside its browser manifest", () => {
  expect(serverEntryOf('https://cdn.example/catalog/2.1.0/mf-manifest.json')).toBe('https://cdn.example/catalog/2.1.0/server/remoteEntry.js');
});

test('registers each remote by its server entry, its version (ETag) in the URL', async () => {
  const { fetch } = cdn();
  const federation = createServerFederation({ fetch, now: () => 0, versionOf: () => '1.0.0' });
  await federation.refresh(MANIFEST);
  expect(lastManifest()).toEqual({
    catalog: 'http://cdn.test/catalog/server/remoteEntry.js?v=c1',
    checkout: 'http://cdn.test/checkout/server/remoteEntry.js?v=k1',
  });
  expect([...federation.available].sort()).toEqual(['catalog', 'checkout']);
});

test('asks again only after REMOTE_REVALIDATE_MS; a redeploy (new ETag) registers the new version, the rest stays', async () => {
  const { fetch, tags, calls } = cdn();
  let now = 0;
  const federation = createServerFederation({ fetch, now: () => now, versionOf: () => '1.0.0' });
  await federation.refresh(MANIFEST);
  calls.mockClear();
  now = REMOTE_REVALIDATE_MS - 1;
  await federation.refresh(MANIFEST);
  expect(calls).not.toHaveBeenCalled();

  tags.set('http://cdn.test/catalog/server/remoteEntry.js', '"c2"');
  now = REMOTE_REVALIDATE_MS + 1;
  await federation.refresh(MANIFEST);
  expect(calls).toHaveBeenCalledTimes(2);
  expect(lastManifest()).toEqual({
    catalog: 'http://cdn.test/catalog/server/remoteEntry.js?v=c2',
    checkout: 'http://cdn.test/checkout/server/remoteEntry.js?v=k1',
  });
});

test('a remote whose server entry does not answer is left to the browser until it answers again', async () => {
  const { fetch, tags } = cdn();
  let now = 0;
  const federation = createServerFederation({ fetch, now: () => now, versionOf: () => '1.0.0' });
  tags.delete('http://cdn.test/checkout/server/remoteEntry.js');
  await federation.refresh(MANIFEST);
  expect([...federation.available]).toEqual(['catalog']);
  expect(lastManifest()).toEqual({ catalog: 'http://cdn.test/catalog/server/remoteEntry.js?v=c1' });

  tags.set('http://cdn.test/checkout/server/remoteEntry.js', '"k2"');
  now = REMOTE_REVALIDATE_MS + 1;
  await federation.refresh(MANIFEST);
  expect(federation.available.has('checkout')).toBe(true);
});

test('a remote the storefront does not embed is not registered', async () => {
  const { fetch } = cdn();
  const federation = createServerFederation({ fetch, now: () => 0, versionOf: () => '1.0.0' });
  await federation.refresh({ catalog: MANIFEST.catalog });
  expect(lastManifest()).toEqual({ catalog: 'http://cdn.test/catalog/server/remoteEntry.js?v=c1' });
});

test('a check that gets no answer (a slow network) keeps the version already loaded; an answer that the entry is gone does not', async () => {
  const { fetch, tags, calls } = cdn();
  let now = 0;
  const federation = createServerFederation({ fetch, now: () => now, versionOf: () => '1.0.0' });
  await federation.refresh(MANIFEST);
  calls.mockImplementationOnce(async () => {
    throw new Error('timeout');
  });
  now = REMOTE_REVALIDATE_MS + 1;
  await federation.refresh(MANIFEST);
  expect([...federation.available].sort()).toEqual(['catalog', 'checkout']);

  tags.delete('http://cdn.test/catalog/server/remoteEntry.js');
  now = 2 * REMOTE_REVALIDATE_MS + 2;
  await federation.refresh(MANIFEST);
  expect([...federation.available]).toEqual(['checkout']);
});
