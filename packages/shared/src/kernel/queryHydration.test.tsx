/** @jest-environment jsdom */
import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { dehydrate, hydrate, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { createStoreQueryClient } from './queryClient';
import { StoreQueryProvider } from './queryProvider';
import { prefetchAndDehydrate, serializeDehydratedState, serverAnswersFor, StoreHydrationBoundary, type DehydratedState } from './queryHydration';
import { storeQueryKey } from './queryKeys';

const INPUTS = { countryCode: 'sa', language: 'ar', identity: 'guest' };
const productQuery = (queryFn: () => Promise<{ name: string }>) => ({
  queryKey: storeQueryKey(['catalog', 'product'], INPUTS, { slug: 'football-legends' }),
  queryFn,
});

function ProductName({ queryFn }: { queryFn: () => Promise<{ name: string }> }) {
  const { data, status } = useQuery(productQuery(queryFn));
  return <h1>{status === 'success' ? data.name : 'loading'}</h1>;
}

describe('server prefetch, dehydrate and browser hydration', () => {
  test('the browser shows the server answer and does not ask the API again', async () => {
    // Server: one client for this request, prefetched, rendered to HTML and dehydrated.
    const serverFetch = jest.fn(async () => ({ name: 'أساطير كرة القدم' }));
    const serverClient = createStoreQueryClient({ retries: 0 });
    const state = await prefetchAndDehydrate((c) => [c.prefetchQuery(productQuery(serverFetch))], serverClient);
    const html = renderToString(
      <QueryClientProvider client={serverClient}>
        <ProductName queryFn={serverFetch} />
      </QueryClientProvider>,
    );
    expect(html).toContain('أساطير كرة القدم');
    expect(serverFetch).toHaveBeenCalledTimes(1);
    const inlineScript = serializeDehydratedState(state);

    // Browser: a fresh client, the server HTML, and the state read back from the page.
    const browserFetch = jest.fn(async () => ({ name: 'should not be asked' }));
    const container = document.createElement('div');
    container.innerHTML = html;
    const recoverableErrors: unknown[] = [];
    await act(async () => {
      hydrateRoot(
        container,
        <StoreQueryProvider client={createStoreQueryClient()}>
          <StoreHydrationBoundary state={JSON.parse(inlineScript) as DehydratedState}>
            <ProductName queryFn={browserFetch} />
          </StoreHydrationBoundary>
        </StoreQueryProvider>,
        { onRecoverableError: (error) => recoverableErrors.push(error) },
      );
    });
    expect(container.querySelector('h1')?.textContent).toBe('أساطير كرة القدم');
    expect(browserFetch).not.toHaveBeenCalled();
    expect(recoverableErrors).toEqual([]);
  });

  test('an answer no part has asked for yet stays in the page (a part hydrated later renders it)', async () => {
    const state = await prefetchAndDehydrate((c) => [c.prefetchQuery(productQuery(async () => ({ name: 'Football Legends' })))]);
    jest.useFakeTimers();
    try {
      const client = createStoreQueryClient();
      const container = document.createElement('div');
      await act(async () => {
        hydrateRoot(
          container,
          <StoreQueryProvider client={client}>
            <StoreHydrationBoundary state={state}>{null}</StoreHydrationBoundary>
          </StoreQueryProvider>,
        );
      });
      // Past TanStack Query's default 5 minutes for a query without observers.
      await act(async () => jest.advanceTimersByTime(30 * 60 * 1000));
      expect(client.getQueryData(productQuery(async () => ({ name: '' })).queryKey)).toEqual({ name: 'Football Legends' });
    } finally {
      jest.useRealTimers();
    }
  });

  test('a query that failed on the server is left for the browser to load', async () => {
    const state = await prefetchAndDehydrate((c) => [
      c.prefetchQuery(productQuery(async () => {
        throw new Error('API down');
      })),
    ]);
    expect(state.queries).toEqual([]);
  });

  test('the inline state cannot close its <script> early', () => {
    const state = { mutations: [], queries: [{ queryKey: ['x'], queryHash: '["x"]', state: { data: '</script><script>alert(1)</script>' } }] } as unknown as DehydratedState;
    const text = serializeDehydratedState(state);
    expect(text).not.toContain('</script>');
    expect(JSON.parse(text)).toEqual(state);
  });
});

describe("the server's answers for a signed-in shopper (rendered afresh in the browser)", () => {
  const guestState = (): DehydratedState => {
    const client = createStoreQueryClient({ retries: 0 });
    client.setQueryData(storeQueryKey(['catalog', 'product'], INPUTS, { slug: 'football-legends' }), { name: 'Football Legends' });
    client.setQueryData(['not', 'the convention'], 1);
    return dehydrate(client);
  };

  test("a guest's page is the server's answers as they are", () => {
    const state = guestState();
    expect(serverAnswersFor('guest', state)).toBe(state);
    expect(serverAnswersFor('user:abc', undefined)).toBeUndefined();
  });

  test("each guest answer stands in under the shopper's identity, stale, so the page renders it and asks again", async () => {
    const state = serverAnswersFor('user:abc', guestState());
    const fetchOwn = jest.fn(async () => ({ name: 'Football Legends (members)' }));
    const client = createStoreQueryClient({ retries: 0 });
    hydrate(client, state ?? {});
    const key = storeQueryKey(['catalog', 'product'], { ...INPUTS, identity: 'user:abc' }, { slug: 'football-legends' });
    expect(client.getQueryData(key)).toEqual({ name: 'Football Legends' });
    expect(client.getQueryData(storeQueryKey(['catalog', 'product'], INPUTS, { slug: 'football-legends' }))).toBeUndefined();
    // Keys outside the convention are left alone.
    expect(client.getQueryData(['not', 'the convention'])).toBe(1);

    const seen: string[] = [];
    function Name() {
      const { data } = useQuery({ queryKey: key, queryFn: fetchOwn });
      seen.push(data?.name ?? 'nothing');
      return <h1>{data?.name}</h1>;
    }
    render(
      <QueryClientProvider client={client}>
        <Name />
      </QueryClientProvider>,
    );
    expect(seen[0]).toBe('Football Legends');
    expect(await screen.findByRole('heading', { name: 'Football Legends (members)' })).toBeTruthy();
    expect(fetchOwn).toHaveBeenCalledTimes(1);
    expect(seen).not.toContain('nothing');
  });
});
