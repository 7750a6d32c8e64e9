// Test helper (jest only): rewards components over a real RootStore, i18n instance and QueryClient, whose HTTP goes
// to a local test server (the Account API's rewards routes are the only thing stubbed, at the HTTP level).
import type { ReactNode } from 'react';
import { render } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { createStoreI18n, createStoreQueryClient, I18nProvider, RootStore, RuntimeConfigSchema, StoreProvider, StoreQueryProvider } from '@store/shared';
import { REWARDS_NAMESPACE } from '../i18n/useRewardsTranslation';
import { testConfig, type RecordedRequest, type TestServer } from '@store/shared/testing';

/** What a browser needs to read the Account API from the page's origin. */
export const cors = (req: RecordedRequest) => ({
  'access-control-allow-origin': String(req.headers.origin ?? 'http://localhost'),
  'access-control-allow-credentials': 'true',
  'access-control-allow-headers': String(req.headers['access-control-request-headers'] ?? ''),
  'access-control-allow-methods': 'GET, POST',
});

/** Answers `METHOD /account<path>` (query ignored) with a body; the rest 404. */
export function answer(server: TestServer, routes: Record<string, (req: RecordedRequest) => unknown>) {
  server.requests.length = 0;
  server.handle((req) => {
    if (req.method === 'OPTIONS') return { status: 204, headers: cors(req) };
    const path = new URL(req.path, server.url).pathname.replace(/^\/account/, '');
    const route = routes[`${req.method} ${path}`];
    return route ? { status: 200, body: route(req), headers: cors(req) } : undefined;
  });
}

/** Renders a rewards component for a shop country, signed in (with attributes) or as a guest. */
export async function renderRewards(ui: ReactNode, options: { server: TestServer; countryCode?: string; user?: Record<string, string>; contact?: { email: string }; path?: string }) {
  const store = new RootStore({ config: RuntimeConfigSchema.parse(testConfig(options.server.url)), log: () => undefined, tokens: { getIdToken: async () => 'id-token' } });
  store.shop.setCountry(options.countryCode ?? 'sg');
  if (options.user) store.session.completeSignIn(options.user);
  else if (options.contact) store.session.setSoftSignedIn(options.contact);
  const i18n = createStoreI18n(store.shop.language?.code ?? 'en');
  // The remote's words loaded before the first render, as the shell's prefetch does.
  await i18n.loadNamespaces(REWARDS_NAMESPACE);
  render(
    <I18nProvider i18n={i18n}>
      <StoreProvider store={store}>
        <StoreQueryProvider client={createStoreQueryClient({ retries: 0 })}>
          <MemoryRouter initialEntries={[options.path ?? '/']}>{ui}</MemoryRouter>
        </StoreQueryProvider>
      </StoreProvider>
    </I18nProvider>,
  );
  return store;
}
