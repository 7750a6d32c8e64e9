import os from 'node:os';
import path from 'node:path';

/**
 * Ports of the store the e2e run serves (offset from the defaults so a running `npm start` does
 * not collide), and the origins tests may use for the dev override and for servers they start.
 */
export const E2E_PORTS = {
  shell: 3100,
  catalog: 3101,
  checkout: 3102,
  wallet: 3103,
  account: 3104,
  rewards: 3105,
  api: 4100,
  /** Ports for remotes that tests serve and stop themselves. */
  extra: [3111, 3112, 3113, 3114, 3115, 3116],
} as const;

export const ALLOWED_OVERRIDE_ORIGINS = E2E_PORTS.extra.map((p) => `http://127.0.0.1:${p}`);

export const E2E_ENV: Record<string, string> = {
  STORE_PORT_SHELL: String(E2E_PORTS.shell),
  STORE_PORT_CATALOG: String(E2E_PORTS.catalog),
  STORE_PORT_CHECKOUT: String(E2E_PORTS.checkout),
  STORE_PORT_WALLET: String(E2E_PORTS.wallet),
  STORE_PORT_ACCOUNT: String(E2E_PORTS.account),
  STORE_PORT_REWARDS: String(E2E_PORTS.rewards),
  STORE_PORT_API: String(E2E_PORTS.api),
  STORE_DEV_OVERRIDE_ORIGINS: ALLOWED_OVERRIDE_ORIGINS.join(','),
  API_DEV_MODE: 'true',
  API_DB_PATH: path.join(os.tmpdir(), `store-e2e-${process.pid}-${Date.now()}.sqlite`),
};

export const PARTNER_STORE = `http://127.0.0.1:${E2E_PORTS.shell}`;
export const FULL_STORE = `http://localhost:${E2E_PORTS.shell}`;
export const API_URL = `http://127.0.0.1:${E2E_PORTS.api}`;
