import type { ReactNode } from 'react';
import { dehydrate, HydrationBoundary, type DehydratedState, type QueryClient } from '@tanstack/react-query';
import { createStoreQueryClient } from './queryClient';

export type { DehydratedState };

/**
 * Server side: runs a page's prefetches on a fresh client (one per request, never shared between
 * shoppers) and returns what the browser needs to render without asking again. Failed queries are
 * left out, so the browser loads them itself.
 */
export async function prefetchAndDehydrate(
  prefetch: (client: QueryClient) => ReadonlyArray<Promise<void>>,
  client: QueryClient = createStoreQueryClient({ retries: 0 }),
): Promise<DehydratedState> {
  await Promise.all(prefetch(client));
  return dehydrate(client);
}

/**
 * The dehydrated state as text safe inside an inline <script> (no "</script>" or "<!--" can end it early).
 */
export function serializeDehydratedState(state: DehydratedState | object): string {
  return JSON.stringify(state).replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');
}

/**
 * The server's answers (the first screen's few) are never garbage-collected: a part hydrated minutes later (a deferred
 * slot, hydrated when the shopper reaches for it) must render the server's data, not a loading state. Stale ones are
 * still fetched again when asked for.
 */
const KEPT_UNTIL_ASKED = { defaultOptions: { queries: { gcTime: Number.POSITIVE_INFINITY } } };

/** Browser side: puts the server's answers into the page's client before its children ask for them. */
export function StoreHydrationBoundary({ state, children }: { state: DehydratedState | null | undefined; children: ReactNode }) {
  return (
    <HydrationBoundary state={state} options={KEPT_UNTIL_ASKED}>
      {children}
    </HydrationBoundary>
  );
}
