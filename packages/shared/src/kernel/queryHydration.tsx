import type { ReactNode } from 'react';
import { dehydrate, hashKey, HydrationBoundary, type DehydratedState, type QueryClient } from '@tanstack/react-query';
import { createStoreQueryClient } from './queryClient';
import { GUEST_IDENTITY } from './queryKeys';

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

const isGuestInputs = (inputs: unknown): inputs is Record<string, unknown> =>
  typeof inputs === 'object' && inputs !== null && (inputs as { identity?: unknown }).identity === GUEST_IDENTITY;

/**
 * The server's answers for a shopper it did not render for. The server renders as a guest; a signed-in shopper's page
 * is rendered afresh in the browser, and their queries (keyed by who asks) would all start empty: the page the server
 * painted would go blank and fill in again. Instead each guest answer stands in under the shopper's identity, stale at
 * once: the page renders complete, as the server painted it, and asks for the shopper's own answers, which replace
 * the guest's in place.
 */
export function serverAnswersFor(identity: string, state: DehydratedState | null | undefined): DehydratedState | undefined {
  if (!state) return undefined;
  if (identity === GUEST_IDENTITY) return state;
  return {
    ...state,
    queries: state.queries.map((query) => {
      const [remote, name, inputs, ...rest] = query.queryKey;
      if (!isGuestInputs(inputs)) return query;
      const queryKey = [remote, name, { ...inputs, identity }, ...rest];
      return { ...query, queryKey, queryHash: hashKey(queryKey), state: { ...query.state, dataUpdatedAt: 0, isInvalidated: true } };
    }),
  };
}
