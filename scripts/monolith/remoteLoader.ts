// Monolith build only (npm run bench:size): the same shell, with every remote's exposed modules
// bundled in as lazy chunks of one webpack build instead of loaded through Module Federation.
import type { RemoteName } from '../../apps/shell/src/federation/remoteNames';
import { exposes as catalog } from '../../apps/catalog/src/exposes';
import { exposes as checkout } from '../../apps/checkout/src/exposes';
import { exposes as wallet } from '../../apps/wallet/src/exposes';
import { exposes as account } from '../../apps/account/src/exposes';
import { exposes as rewards } from '../../apps/rewards/src/exposes';
import { REMOTE_LOAD_TIMEOUT_MS, RemoteLoadError } from '../../apps/shell/src/federation/remoteLoadError';

const EXPOSES: Record<RemoteName, Record<string, string>> = { catalog, checkout, wallet, account, rewards };


export { REMOTE_LOAD_TIMEOUT_MS, RemoteLoadError };

export function registerRemoteManifest(): void {}
export function resetRemote(): void {}

/** Modules already loaded, as the shell's loader keeps them (a slot renders them at once). */
const loaded = new Map<string, unknown>();

export function loadedRemoteModule<T>(remote: RemoteName, module: string): T | undefined {
  return loaded.get(`${remote}|${module}`) as T | undefined;
}

export async function loadRemoteModule<T>(remote: RemoteName, module: string): Promise<T> {
  const file = EXPOSES[remote][`./${module}`];
  if (!file) throw new RemoteLoadError(remote, 'unreachable', `${remote} does not expose ${module}`);
  const inSrc = file.replace(/^\.\/src\//, '').replace(/\.tsx?$/, '');
  const mod = (await import(
    /* webpackInclude: /\.tsx?$/ */
    /* webpackExclude: /(\.test\.tsx?$|\.testutil\.tsx?$|[\\/]apps[\\/](api|shell|partner-id|\.e2e-[^\\/]*)[\\/])/ */
    `../../apps/${remote}/src/${inSrc}`
  )) as T;
  loaded.set(`${remote}|${module}`, mod);
  return mod;
}
