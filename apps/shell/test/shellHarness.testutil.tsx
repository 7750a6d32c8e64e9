import type { ReactNode } from 'react';
import { render } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { createStoreI18n, createStoreQueryClient, I18nProvider, RootStore, RuntimeConfigSchema, StoreProvider, StoreQueryProvider } from '@store/shared';
import { testConfig } from '@store/shared/testing';
import { ShellProvider, type ShellServices } from '../src/chrome/ShellContext';
import { ShellUiStore } from '../src/chrome/ShellUiStore';
import { registerShellStrings, SHELL_NAMESPACE } from '../src/i18n/shellI18n';

/** A shell component over a real RootStore (no network), the shell's strings and a memory router at `path`. */
export async function renderInShell(ui: ReactNode, o: { path?: string; country?: string; whiteLabel?: boolean; language?: string; services?: Partial<ShellServices> } = {}) {
  registerShellStrings();
  const config = RuntimeConfigSchema.parse(testConfig('http://127.0.0.1:9'));
  const theme = { ...config.storefronts[0]!, ...(o.whiteLabel ? { whitelabelId: 2 } : {}) };
  const store = new RootStore({ config, theme, log: () => undefined });
  if (o.country) store.shop.setCountry(o.country);
  const services: ShellServices = { ui: new ShellUiStore(), prerender: false, signOut: async () => undefined, saveLangCode: async () => undefined, ...o.services };
  const i18n = createStoreI18n(o.language ?? 'en');
  await i18n.loadNamespaces(SHELL_NAMESPACE);
  const result = render(
    <I18nProvider i18n={i18n}>
      <StoreProvider store={store}>
        <StoreQueryProvider client={createStoreQueryClient({ retries: 0 })}>
          <ShellProvider services={services}>
            <MemoryRouter initialEntries={[o.path ?? '/']}>{ui}</MemoryRouter>
          </ShellProvider>
        </StoreQueryProvider>
      </StoreProvider>
    </I18nProvider>,
  );
  return { ...result, store, ui: services.ui };
}
