import os from 'node:os';
import path from 'node:path';
import { portEnv, portsFrom } from '../../scripts/apps.mjs';

/**
 * Ports of the store the e2e run serves (scripts/apps.mjs's table, offset from the defaults so a running `npm start` does
 * not collide; E2E_PORT_BASE moves them all, so two runs can share a machine), and the origins tests may use for the dev override and for servers they start.
 */
const BASE = Number(process.env.E2E_PORT_BASE ?? 3100);

export const E2E_PORTS = {
  ...portsFrom(BASE),
  /** Ports for remotes that tests serve and stop themselves. */
  extra: [BASE + 11, BASE + 12, BASE + 13, BASE + 14, BASE + 15, BASE + 16],
} as const;

export const ALLOWED_OVERRIDE_ORIGINS = E2E_PORTS.extra.map((p) => `http://127.0.0.1:${p}`);

export const E2E_ENV: Record<string, string> = {
  ...portEnv(portsFrom(BASE)),
  STORE_DEV_OVERRIDE_ORIGINS: ALLOWED_OVERRIDE_ORIGINS.join(','),
  API_DEV_MODE: 'true',
  // The server's render budget (300 ms by default): the run shares two cores with two browsers, where a page's render
  // passes take several times longer than on a server; the tests check what is rendered, bench:ssr how fast.
  STORE_RENDER_BUDGET_MS: '1500',
  // The page cache off (it keeps a rendered page 5 s by default): the tests change the API's data and load the page
  // that shows it at once; the cache's rules are tested in apps/shell/src/server/pageCache.test.ts, its speed by bench:ssr.
  STORE_PAGE_CACHE_MS: '0',
  // Every browser of the run shares one address: the per-address limits (sign-up, orders, player checks) are raised here
  // and tested in apps/api/test/security.
  API_CLIENT_RATE_LIMIT_SCALE: '50',
  // A paid subscription is linked this long after payment: long enough to see the complete page's linking check on a busy machine.
  API_SUBSCRIPTION_LINK_MS: '6000',
  API_DB_PATH: path.join(os.tmpdir(), `store-e2e-${process.pid}-${Date.now()}.sqlite`),
};

export const PARTNER_STORE = `http://127.0.0.1:${E2E_PORTS.shell}`;
export const FULL_STORE = `http://localhost:${E2E_PORTS.shell}`;
/** The partner game store of the default configuration: catalog and checkout only (scripts/runtime-config.mjs). */
export const PARTNER_GAME_STORE = `http://127.0.0.2:${E2E_PORTS.shell}`;
export const API_URL = `http://127.0.0.1:${E2E_PORTS.api}`;
