// Test helper (jest only): wallet screens over a real RootStore, i18n instance and QueryClient, whose HTTP goes to a
// local test server (the only thing stubbed is the API behind HTTP).
import type { ReactNode } from 'react';
import { render } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { RootStore, StoreProvider, StoreQueryProvider, createStoreI18n, I18nProvider, createStoreQueryClient, type RuntimeConfig } from '@store/shared';
import { walletClientOf } from '../api/walletApi';

export interface WalletScreenOptions {
  config: RuntimeConfig;
  /** Signed in as this user (an ID token goes with every wallet call), else a guest. */
  user?: { sub: string; email: string; name?: string };
  countryCode?: string;
  path: string;
  route: string;
}

/** Renders a wallet screen for a shop country at a path, as the shell would; other paths render "navigated". */
export function renderWallet(ui: ReactNode, options: WalletScreenOptions): { store: RootStore } {
  const store = new RootStore({ config: options.config, tokens: { getIdToken: async () => (options.user ? 'id-token' : undefined) } });
  store.shop.setCountry(options.countryCode ?? 'sg');
  if (options.user) store.session.completeSignIn({ ...options.user, 'custom:logged_in': '1', email_verified: true });
  // jsdom's XMLHttpRequest would apply CORS to the test server: the wallet client's axios goes through fetch here.
  walletClientOf(store).http.defaults.adapter = 'fetch';
  const i18n = createStoreI18n(store.shop.language?.code ?? 'en');
  render(
    <I18nProvider i18n={i18n}>
      <StoreProvider store={store}>
        <StoreQueryProvider client={createStoreQueryClient({ retries: 0 })}>
          <MemoryRouter initialEntries={[options.path]}>
            <Routes>
              <Route path={options.route} element={ui} />
              <Route path="*" element={<p data-testid="navigated">navigated</p>} />
            </Routes>
          </MemoryRouter>
        </StoreQueryProvider>
      </StoreProvider>
    </I18nProvider>,
  );
  return { store };
}
