/** @jest-environment node */
import { createCatalogFacts } from './catalogFacts';
import { serverTestConfig } from './serverTestConfig.testutil';

const GAME = { slug: 'football-legends', name: 'Football Legends', description: 'Coins.', image: 'http://api.test/images/games/football-legends.svg' };

/** A fetch that answers GraphQL documents by operation, and records what it was asked. */
function fakeApi(answer: (operation: string, init: RequestInit) => Promise<Response> | Response) {
  const calls: { operation: string; headers: Record<string, string>; variables: unknown }[] = [];
  const fetch = (async (_url: string, init: RequestInit) => {
    const body = JSON.parse(String(init.body)) as { operationName: string; variables: unknown };
    calls.push({ operation: body.operationName, headers: init.headers as Record<string, string>, variables: body.variables });
    return answer(body.operationName, init);
  }) as unknown as typeof globalThis.fetch;
  return { fetch, calls };
}
const json = (data: unknown) => new Response(JSON.stringify({ data }), { status: 200, headers: { 'content-type': 'application/json' } });

describe('createCatalogFacts', () => {
  it('asks the API for the game in the page language and the storefront, and reuses the answer for a while', async () => {
    let now = 0;
    const api = fakeApi(() => json({ product: GAME }));
    const facts = createCatalogFacts(serverTestConfig, { fetch: api.fetch, now: () => now, ttlMs: 1000 });
    const input = { countryCode: 'id', language: 'id', slug: GAME.slug, whitelabelId: 2 };
    expect(await facts.game(input)).toEqual(GAME);
    expect(await facts.game(input)).toEqual(GAME);
    expect(api.calls).toHaveLength(1);
    expect(api.calls[0]?.headers).toMatchObject({ 'Accept-Language': 'id', 'X-WHITELABEL-ID': '2' });
    expect(api.calls[0]?.variables).toEqual({ countryCode: 'id', slug: GAME.slug });
    now = 1001;
    await facts.game(input);
    expect(api.calls).toHaveLength(2);
  });

  it('null when the country does not sell the game; undefined when the answer is unreadable', async () => {
    expect(await createCatalogFacts(serverTestConfig, { fetch: fakeApi(() => json({ product: null })).fetch }).game({ countryCode: 'sg', language: 'en', slug: 'x' })).toBeNull();
    const onError = jest.fn();
    const bad = createCatalogFacts(serverTestConfig, { fetch: fakeApi(() => json({ product: { name: 42 } })).fetch, onError });
    expect(await bad.game({ countryCode: 'sg', language: 'en', slug: 'x' })).toBeUndefined();
    expect(onError).toHaveBeenCalled();
  });

  it('undefined when the API is down or slower than the budget, and a failure is remembered briefly', async () => {
    let now = 0;
    const down = fakeApi(() => Promise.reject(new TypeError('fetch failed')));
    const facts = createCatalogFacts(serverTestConfig, { fetch: down.fetch, now: () => now, failureTtlMs: 100 });
    expect(await facts.countriesSelling('football-legends')).toBeUndefined();
    expect(await facts.countriesSelling('football-legends')).toBeUndefined();
    expect(down.calls).toHaveLength(1);
    now = 101;
    await facts.countriesSelling('football-legends');
    expect(down.calls).toHaveLength(2);

    const slow = fakeApi((_op, init) => new Promise((_resolve, reject) => init.signal?.addEventListener('abort', () => reject(init.signal?.reason))));
    const started = Date.now();
    expect(await createCatalogFacts(serverTestConfig, { fetch: slow.fetch, timeoutMs: 50 }).gamesSoldIn('sg')).toBeUndefined();
    expect(Date.now() - started).toBeLessThan(1000);
  });

  it('lists the countries that sell a game (lower case) and the games a country sells', async () => {
    const api = fakeApi((operation) =>
      operation === 'ServerProductCountries' ? json({ productCountries: { countryCodes: ['SG', 'id'] } }) : json({ products: [{ slug: 'a' }, { slug: 'b' }] }),
    );
    const facts = createCatalogFacts(serverTestConfig, { fetch: api.fetch });
    expect(await facts.countriesSelling('a')).toEqual(['sg', 'id']);
    expect(await facts.gamesSoldIn('sg')).toEqual(['a', 'b']);
    expect(await createCatalogFacts(serverTestConfig, { fetch: fakeApi(() => json({ productCountries: null })).fetch }).countriesSelling('x')).toBeNull();
  });
});
