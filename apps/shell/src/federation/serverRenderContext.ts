import { createContext } from 'react';
import type { RemoteName } from './remoteNames';

/**
 * Present only while the server renders a page: a remote slot whose module is not loaded yet says so, and the
 * renderer loads it and renders again (the page's modules are found by rendering, not listed twice).
 */
export interface ServerRender {
  /**
   * A slot rendered this module (ready: with it; not ready: its loading state, until the renderer loads it). Deferred:
   * the browser hydrates the page without it (DeferredRemoteSlot), so the page does not name it for loading first.
   */
  usedModule(remote: RemoteName, module: string, ready: boolean, options?: { readonly deferred?: boolean }): void;
}

export const ServerRenderContext = createContext<ServerRender | undefined>(undefined);
