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
};

/** Port of an app: STORE_PORT_<NAME> (e.g. STORE_PORT_CATALOG=3101) or the default. */
export function portOf(app, env = process.env) {
  const value = env[`STORE_PORT_${app.toUpperCase()}`];
  const port = value ? Number(value) : DEFAULT_PORTS[app];
  if (!Number.isInteger(port) || port < 1 || port > 65535) throw new Error(`Invalid port for ${app}: ${value}`);
  return port;
}
