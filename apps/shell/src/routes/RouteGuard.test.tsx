import '@testing-library/jest-dom';
import { render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { MemoryRouter, Route, Routes } from 'react-router';
import { createStoreI18n, I18nProvider, RootStore, RuntimeConfigSchema, StoreProvider } from '@store/shared';
import { testConfig } from '@store/shared/testing';
import { registerShellStrings } from '../i18n/shellI18n';
import { RouteGuard } from './RouteGuard';

registerShellStrings();

async function guarded(path: string) {
  const config = RuntimeConfigSchema.parse(testConfig('http://api.test'));
  const store = new RootStore({ config, theme: config.storefronts[0]!, log: () => undefined });
  store.shop.setCountry('sg');
  const i18n = createStoreI18n('en');
  await i18n.loadNamespaces('shell');
  return (
    <I18nProvider i18n={i18n}>
      <StoreProvider store={store}>
        <MemoryRouter initialEntries={[path]}>
          <Routes>
            <Route path="/" element={<p>the country home</p>} />
            <Route
              path="/en-sg/user/settings"
              element={
                <RouteGuard route="UserSettings">
                  <p>your settings</p>
                </RouteGuard>
              }
            />
          </Routes>
        </MemoryRouter>
      </StoreProvider>
    </I18nProvider>
  );
}

test("a guest on a signed-in page: the server's HTML is the page's place as loading, never the page", async () => {
  const html = renderToString(await guarded('/en-sg/user/settings'));
  expect(html).toContain('aria-busy="true"');
  expect(html).not.toContain('your settings');
});

test('in the browser the guest is then sent on to /', async () => {
  render(await guarded('/en-sg/user/settings'));
  expect(await screen.findByText('the country home')).toBeInTheDocument();
  expect(screen.queryByText('your settings')).not.toBeInTheDocument();
});
