import os from 'node:os';
import path from 'node:path';

/**
 * Ports of the store the e2e run serves (offset from the defaults so a running `npm start` does
 * not collide; E2E_PORT_BASE moves them all, so two runs can share a machine), and the origins tests may use for the dev override and for servers they start.
 */
const BASE = Number(process.env.E2E_PORT_BASE ?? 3100);

export const E2E_PORTS = {
  shell: BASE,
  catalog: BASE + 1,
  checkout: BASE + 2,
  wallet: BASE + 3,
  account: BASE + 4,
  rewards: BASE + 5,
  api: BASE + 1000,
  /** Ports for remotes that tests serve and stop themselves. */
  extra: [BASE + 11, BASE + 12, BASE + 13, BASE + 14, BASE + 15, BASE + 16],
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
