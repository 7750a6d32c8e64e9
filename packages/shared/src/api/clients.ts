import type { RuntimeConfig } from '@store/shared';
import { createAccountClient, type AccountClient } from './accountClient';
import { createGraphqlClient, type GraphqlClient, type GraphqlClientDeps } from './graphqlClient';
import type { ApiLogger, ExperimentSource, IdentityProvider, LocaleSource } from './identity';
import { createSearchClient, type SearchClient } from './searchClient';
import { createShopClient, type ShopClient } from './shopClient';

/**
 * The clients every page uses, one per backend of section 7. The wallet client is not here: only the
 * wallet remote calls the wallet API, and it builds its own (createWalletClient with the page's
 * config, session and shop locale), so no other page ships it.
 */
export interface ApiClients {
  account: AccountClient;
  shop: ShopClient;
  search: SearchClient;
  graphql: GraphqlClient;
}

export interface ApiClientsDeps {
  identity: IdentityProvider;
  locale: LocaleSource;
  experiments?: ExperimentSource;
  whitelabelId?: number;
  log?: ApiLogger;
  /** fetch for every client (defaults to the global one): tests answer at the HTTP level through it. */
  fetch?: typeof fetch;
  graphql?: Omit<GraphqlClientDeps, 'identity' | 'experiments' | 'whitelabelId'>;
}

/** Every client over one identity and locale (the page's session and shop stores). */
export function createApiClients(config: RuntimeConfig, deps: ApiClientsDeps): ApiClients {
  const common = { ...(deps.log ? { log: deps.log } : {}), ...(deps.fetch ? { fetch: deps.fetch } : {}) };
  const shared = {
    ...(deps.experiments ? { experiments: deps.experiments } : {}),
    ...(deps.whitelabelId !== undefined ? { whitelabelId: deps.whitelabelId } : {}),
  };
  return {
    account: createAccountClient(config, { identity: deps.identity, locale: deps.locale, ...common }),
    shop: createShopClient(config, { ...shared, locale: deps.locale, identity: deps.identity, ...common }),
    search: createSearchClient(config, common),
    graphql: createGraphqlClient(config, {
      identity: deps.identity,
      getLanguage: () => deps.locale().languageCode,
      ...shared,
      ...(deps.fetch ? { fetch: deps.fetch } : {}),
      ...deps.graphql,
    }),
  };
}
