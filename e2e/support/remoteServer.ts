import { serveStatic, type StaticServer } from '../../scripts/static-server.mjs';
import { storefrontServing } from '../../scripts/storefront-headers.mjs';
import { E2E_ENV } from './env';

/**
 * Serves a remote's dist on a port of its own, as its team's deploy would: the store's static
 * server, with CORS for the e2e storefronts' origins only.
 */
export function serveRemote(dir: string, port: number): Promise<StaticServer> {
  return serveStatic({ dir, port, spa: true, ...storefrontServing(E2E_ENV) });
}
