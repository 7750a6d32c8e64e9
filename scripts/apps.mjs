// The store's apps, their default ports and the env variables that override them.
export const REMOTES = ['catalog', 'checkout', 'wallet', 'account', 'rewards'];

export const DEFAULT_PORTS = {
  shell: 3000,
  catalog: 3001,
  checkout: 3002,
  wallet: 3003,
  account: 3004,
  rewards: 3005,
  api: 4000,
  /** The payment-provider simulator (apps/api/src/simulator), a separate app with its own secret. */
  provider: 4001,
  /** The partner identity service (apps/partner-id): the partner's SDK script, sign-in page and player tokens. */
  partner: 4002,
};

/**
 * The store's ports moved as one block so that another copy (the e2e run, the benchmarks) does not
 * collide with `npm start`: portsFrom(3100) puts the shell on 3100, catalog on 3101, the API on 4100, the partner service on 4102.
 */
export function portsFrom(shellPort) {
  const offset = shellPort - DEFAULT_PORTS.shell;
  return Object.fromEntries(Object.entries(DEFAULT_PORTS).map(([app, port]) => [app, port + offset]));
}

/** The STORE_PORT_<NAME> variables that make portOf() answer the given ports. */
export function portEnv(ports) {
  return Object.fromEntries(Object.entries(ports).map(([app, port]) => [`STORE_PORT_${app.toUpperCase()}`, String(port)]));
}

/** Port of an app: STORE_PORT_<NAME> (e.g. STORE_PORT_CATALOG=3101) or the default. */
export function portOf(app, env = process.env) {
  const value = env[`STORE_PORT_${app.toUpperCase()}`];
  const port = value ? Number(value) : DEFAULT_PORTS[app];
  if (!Number.isInteger(port) || port < 1 || port > 65535) throw new Error(`Invalid port for ${app}: ${value}`);
  return port;
}
