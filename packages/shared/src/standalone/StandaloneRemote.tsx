import { StrictMode, type ComponentType } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Link, Route, Routes } from 'react-router';
// The kernel through its package name: in a remote's federated build this is the shell's copy.
import { RootStore, RuntimeConfigSchema, StoreProvider, StoreQueryProvider, storefrontForHost } from '@store/shared';
import { styleSheetsReady } from '@store/shared/ui';

export interface StandalonePage {
  path: string;
  title: string;
  Component: ComponentType<Record<string, never>>;
}

/**
 * A remote's own page, for its team: every exposed page without the shell, with a RootStore made
 * from the same run-time configuration (/config.json served beside the remote) and a QueryClient of its own.
 */
export async function startStandaloneRemote(remote: string, pages: readonly StandalonePage[], defaultCountry = 'sg'): Promise<void> {
  const container = document.getElementById('root');
  if (!container || pages.length === 0) return;
  const root = createRoot(container);
  try {
    const response = await fetch('/config.json', { cache: 'no-store' });
    const config = RuntimeConfigSchema.parse(await response.json());
    const theme = storefrontForHost(config, window.location.hostname) ?? config.storefronts[0];
    const store = new RootStore({ config, theme });
    store.shop.setCountry(defaultCountry);
    // The pages' sheets (fetched as their modules were evaluated) before their first frame.
    await styleSheetsReady();
    const first = pages[0] as StandalonePage;
    root.render(
      <StrictMode>
        <StoreProvider store={store}>
          <StoreQueryProvider>
            <BrowserRouter>
              <nav aria-label={`${remote} pages`}>
                <ul>
                  {pages.map((p) => (
                    <li key={p.path}>
                      <Link to={p.path}>{p.title}</Link>
                    </li>
                  ))}
                </ul>
              </nav>
              <main>
                <Routes>
                  {pages.map((p) => (
                    <Route key={p.path} path={p.path} element={<p.Component />} />
                  ))}
                  <Route path="*" element={<first.Component />} />
                </Routes>
              </main>
            </BrowserRouter>
          </StoreQueryProvider>
        </StoreProvider>
      </StrictMode>,
    );
  } catch (error) {
    root.render(<p role="alert">The {remote} page could not start: {error instanceof Error ? error.message : String(error)}</p>);
  }
}
