// Test bed for catalog pages: the real RootStore and API clients, with HTTP answered by the test
// (GraphQL, the shop API and search through the clients' fetch), and one QueryClient.
import type { ReactNode } from 'react';
import { render } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { createStoreQueryClient, RootStore, RuntimeConfigSchema, StoreProvider, StoreQueryProvider, type ThemeConfig, type ThemeEnableFlags } from '@store/shared';
import { ANONYMOUS, createGraphqlClient } from '@store/shared/api';
import { jsonFetch, testConfig } from '@store/shared/testing';

export interface GraphqlCall {
  operationName: string | undefined;
  variables: Record<string, unknown>;
  language: string | null;
}

/** Answers a GraphQL call with the `data` object (or throws to fail it). */
export type GraphqlAnswer = (call: GraphqlCall) => unknown;
/** Answers a shop API call (path after /shop) with its JSON body. */
export type ShopAnswer = (path: string, body: unknown) => unknown;

function response(status: number, body: unknown) {
  const text = JSON.stringify(body);
  return { ok: status < 300, status, headers: new Headers({ 'content-type': 'application/json' }), text: async () => text, json: async () => body };
}

/** Answers the search API with its JSON body. */
export type SearchAnswer = (body: Record<string, unknown>) => unknown;

export function catalogTestbed({
  graphql = () => {
    throw new Error('no GraphQL expected');
  },
  shop = () => ({ items: [], itemList: [] }),
  search = () => ({ results: [] }),
  enable = {},
  storefront = {},
}: { graphql?: GraphqlAnswer; shop?: ShopAnswer; search?: SearchAnswer; enable?: Partial<ThemeEnableFlags>; storefront?: Partial<ThemeConfig> }) {
  const searchCalls: Array<Record<string, unknown>> = [];
  const parsed = RuntimeConfigSchema.parse(testConfig('http://api.test'));
  // A storefront's enable flags as a test wants them (a partner storefront's switches fold into these).
  const config = { ...parsed, storefronts: parsed.storefronts.map((s) => ({ ...s, ...storefront, enable: { ...s.enable, ...enable } })) };
  const graphqlCalls: GraphqlCall[] = [];
  const fetch = (async (_url: string, init: { headers: HeadersInit; body: string }) => {
    const { operationName, query, variables } = JSON.parse(init.body) as { operationName?: string; query: string; variables: Record<string, unknown> };
    const call = { operationName: operationName ?? /\b(?:query|mutation)\s+(\w+)/.exec(query)?.[1], variables, language: new Headers(init.headers).get('Accept-Language') };
    graphqlCalls.push(call);
    try {
      return response(200, { data: graphql(call) });
    } catch (error) {
      return response(500, { errors: [{ message: String(error) }] });
    }
  }) as unknown as typeof globalThis.fetch;
  const store: RootStore = new RootStore({
    config,
    ...(config.storefronts[0] ? { theme: config.storefronts[0] } : {}),
    log: () => undefined,
    api: { graphql: createGraphqlClient(config, { identity: ANONYMOUS, getLanguage: () => store.shop.language?.code, fetch }) },
    // The shop API (/shop/...) and search (/order/search) over HTTP answered here.
    fetch: jsonFetch(({ path, body }) => {
      if (path.startsWith('/shop')) return shop(path.slice('/shop'.length), body);
      searchCalls.push(body);
      return search(body);
    }),
  });
  const queryClient = createStoreQueryClient({ retries: 0 });

  function renderPage(page: ReactNode, path = '/') {
    return render(
      <StoreProvider store={store}>
        <StoreQueryProvider client={queryClient}>
          <MemoryRouter initialEntries={[path]}>{page}</MemoryRouter>
        </StoreQueryProvider>
      </StoreProvider>,
    );
  }
  return { store, graphqlCalls, searchCalls, queryClient, renderPage };
}
