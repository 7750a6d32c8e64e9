import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { registerPlugins } from '@module-federation/enhanced/runtime';
import { RetryPlugin } from '@module-federation/retry-plugin';
import { RootStore, RuntimeConfigSchema, StoreProvider, storefrontForHost } from '@store/shared';
import { parseRemotesManifest, applyDevOverrides } from './federation/remoteManifest';
import { registerRemoteManifest } from './federation/remoteLoader';
import { remoteHealthPlugin } from './federation/remoteHealth';
import { App } from './App';
import { HostNotAllowedPage } from './pages/HostNotAllowedPage';
import { StartupErrorPage } from './pages/StartupErrorPage';

async function fetchJson(path: string): Promise<unknown> {
  const response = await fetch(path, { cache: 'no-store', headers: { accept: 'application/json' } });
  if (!response.ok) throw new Error(`${path} answered ${response.status}`);
  return response.json();
}

async function start(): Promise<void> {
  const container = document.getElementById('root');
  if (!container) return;
  const root = createRoot(container);
  try {
    // Runtime configuration and the remotes manifest come from the deploy, never from the bundle.
    const [configJson, remotesJson] = await Promise.all([fetchJson('/config.json'), fetchJson('/remotes.json')]);
    const config = RuntimeConfigSchema.parse(configJson);
    const storefront = storefrontForHost(config, window.location.hostname);
    if (!storefront) {
      root.render(<HostNotAllowedPage host={window.location.hostname} />);
      return;
    }
    registerPlugins([
      // Layer 1: retry a failed manifest fetch or entry script once, quickly, before giving up.
      RetryPlugin({ fetch: { retryTimes: 1 }, script: { retryTimes: 1, retryDelay: 300 } }),
      // Layer 2: record which remote failed; the slot's boundary (layer 3) shows the fallback.
      remoteHealthPlugin(),
    ]);
    const manifest = applyDevOverrides(parseRemotesManifest(remotesJson), {
      search: window.location.search,
      storage: safeLocalStorage(),
      allowedOrigins: config.devOverrideOrigins,
      warn: (message) => console.warn(message),
    });
    registerRemoteManifest(manifest);
    // One RootStore per page; remotes reach it through the shared StoreProvider context.
    const store = new RootStore({ config, theme: storefront, getPath: () => window.location.pathname });
    root.render(
      <StrictMode>
        <StoreProvider store={store}>
          <App config={config} storefront={storefront} />
        </StoreProvider>
      </StrictMode>,
    );
  } catch (error) {
    console.error(error);
    root.render(<StartupErrorPage onRetry={() => window.location.reload()} />);
  }
}

function safeLocalStorage(): Storage | undefined {
  try {
    return window.localStorage;
  } catch {
    return undefined;
  }
}

void start();
