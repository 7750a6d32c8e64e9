// Test helper (jest only): checkout screens over a real RootStore, i18n instance and QueryClient, whose
// HTTP goes to a local test server (the only thing stubbed is the API behind HTTP).
import { request as httpRequest } from 'node:http';
import type { ReactNode } from 'react';
import { render } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { RootStore, StoreProvider, StoreQueryProvider, createStoreI18n, I18nProvider, createStoreQueryClient, type RuntimeConfig, type ThemeConfig } from '@store/shared';

/** jsdom has no fetch: a minimal one over node:http, enough for the store's GraphQL client. */
export const httpFetch = ((url: string, init: { method?: string; headers?: Record<string, string>; body?: string } = {}) =>
  new Promise((resolve, reject) => {
    const req = httpRequest(url, { method: init.method ?? 'GET', headers: init.headers ?? {} }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => {
        const text = Buffer.concat(chunks).toString('utf8');
        const status = res.statusCode ?? 0;
        resolve({ ok: status >= 200 && status < 300, status, headers: { get: (n: string) => res.headers[n.toLowerCase()] ?? null }, text: async () => text, json: async () => JSON.parse(text) as unknown });
      });
    });
    // A refused connection is what a browser reports as "Failed to fetch".
    req.on('error', () => reject(new TypeError('Failed to fetch')));
    if (init.body) req.write(init.body);
    req.end();
  })) as unknown as typeof fetch;

export interface CheckoutScreen {
  store: RootStore;
}

/** Renders a checkout screen for a shop country and language at a path, as the shell would. */
export function renderCheckout(ui: ReactNode, options: { config: RuntimeConfig; theme?: ThemeConfig; countryCode?: string; language?: string; path?: string; route?: string }): CheckoutScreen {
  globalThis.fetch = httpFetch;
  const store = new RootStore({ config: options.config, ...(options.theme ? { theme: options.theme } : {}) });
  store.shop.setCountry(options.countryCode ?? 'sg', options.language);
  const i18n = createStoreI18n(store.shop.language?.code ?? 'en');
  render(
    <I18nProvider i18n={i18n}>
      <StoreProvider store={store}>
        <StoreQueryProvider client={createStoreQueryClient({ retries: 0 })}>
          <MemoryRouter initialEntries={[options.path ?? '/']}>
            <Routes>
              <Route path={options.route ?? (options.path ?? '/').split('?')[0]} element={ui} />
              <Route path="*" element={<p data-testid="navigated">navigated</p>} />
            </Routes>
          </MemoryRouter>
        </StoreQueryProvider>
      </StoreProvider>
    </I18nProvider>,
  );
  return { store };
}

/** The GraphQL operation a recorded request made (its operationName). */
export function operationOf(body: unknown): string | undefined {
  return (body as { operationName?: string } | undefined)?.operationName;
}

/** The variables of a recorded GraphQL request. */
export function variablesOf<T = Record<string, unknown>>(body: unknown): T {
  return ((body as { variables?: unknown } | undefined)?.variables ?? {}) as T;
}
