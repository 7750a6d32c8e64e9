import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { assertSharedVersion } from '@store/shared';
import { styleSheetsReady } from '@store/shared/ui';
import { SUPPORTED_CONTRACT_MAJORS, type RemoteName } from './remoteNames';
import type { RemotesManifest } from './remoteManifest';
import { REMOTE_LOAD_TIMEOUT_MS, RemoteLoadError, failureReasonOf } from './remoteLoadError';
import { yieldToBrowser } from '../platform/yieldToBrowser';

export { REMOTE_LOAD_TIMEOUT_MS, RemoteLoadError };
/** What every remote exposes as './contract' (its src/exposes.ts). */
export interface RemoteContract {
  remote: string;
  major: number;
  modules: readonly string[];
  /** The @store/shared range the remote was built against; refused (SharedVersionRefused) when the page's kernel does not satisfy it. */
  sharedRange?: string;
}

let manifest: RemotesManifest = {};
const attempts = new Map<RemoteName, number>();
const contracts = new Map<RemoteName, Promise<RemoteContract>>();

/** Registers the remotes of the deploy-time manifest with the federation runtime. */
export function registerRemoteManifest(next: RemotesManifest): void {
  manifest = next;
  const remotes = Object.entries(next).map(([name, entry]) => ({ name, entry: entry as string }));
  registerRemotes(remotes, { force: true });
}

/**
 * The server's redeploy check: the manifest becomes `next`, and only the remotes whose entry changed are registered
 * again (the runtime forgets their old container and the shell its contract check); the others stay loaded.
 */
export function updateRemoteManifest(next: RemotesManifest): void {
  const changed = Object.entries(next).filter(([name, entry]) => manifest[name as RemoteName] !== entry);
  for (const [name] of changed) contracts.delete(name as RemoteName);
  manifest = next;
  if (changed.length > 0) registerRemotes(changed.map(([name, entry]) => ({ name, entry: entry as string })), { force: true });
}

/**
 * After a failure, re-register the remote so the runtime forgets its cached manifest and entry;
 * the attempt number busts any cached failure on the way.
 */
export function resetRemote(remote: RemoteName): void {
  const entry = manifest[remote];
  contracts.delete(remote);
  if (!entry) return;
  const attempt = (attempts.get(remote) ?? 0) + 1;
  attempts.set(remote, attempt);
  const url = new URL(entry);
  url.searchParams.set('attempt', String(attempt));
  registerRemotes([{ name: remote, entry: url.toString() }], { force: true });
}

function withTimeout<T>(promise: Promise<T>, remote: string): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new RemoteLoadError(remote, 'timeout', `${remote} did not answer within ${REMOTE_LOAD_TIMEOUT_MS} ms`)),
      REMOTE_LOAD_TIMEOUT_MS,
    );
    promise.then(
      (v) => {
        clearTimeout(timer);
        resolve(v);
      },
      (e) => {
        clearTimeout(timer);
        reject(e);
      },
    );
  });
}

function loadContract(remote: RemoteName): Promise<RemoteContract> {
  let pending = contracts.get(remote);
  if (!pending) {
    pending = loadRemote<{ contract: RemoteContract }>(`${remote}/contract`).then((mod) => {
      if (!mod?.contract) throw new RemoteLoadError(remote, 'unreachable', `${remote} exposes no contract`);
      const { major } = mod.contract;
      if (!SUPPORTED_CONTRACT_MAJORS[remote].includes(major)) {
        throw new RemoteLoadError(
          remote,
          'contract',
          `${remote} declares contract major ${major}; this shell supports ${SUPPORTED_CONTRACT_MAJORS[remote].join(', ')}`,
        );
      }
      if (mod.contract.sharedRange) assertSharedVersion(remote, mod.contract.sharedRange);
      return mod.contract;
    });
    pending.catch(() => contracts.delete(remote));
    contracts.set(remote, pending);
  }
  return pending;
}

/** Modules already loaded, by remote entry and module: a slot renders them at once (and a server-rendered page hydrates with them). */
const loaded = new Map<string, unknown>();
const loadedKey = (remote: RemoteName, module: string) => `${manifest[remote] ?? ''}|${module}`;

/** The module if loadRemoteModule has already loaded it from the remote's current entry, else undefined. */
export function loadedRemoteModule<T>(remote: RemoteName, module: string): T | undefined {
  return loaded.get(loadedKey(remote, module)) as T | undefined;
}

/** Loads one exposed module of a remote after checking the remote's contract major. */
export async function loadRemoteModule<T>(remote: RemoteName, module: string): Promise<T> {
  if (!manifest[remote]) throw new RemoteLoadError(remote, 'notInManifest', `${remote} is not in the remotes manifest of this storefront`);
  const key = loadedKey(remote, module);
  const mod = await loadCheckedModule<T>(remote, module);
  loaded.set(key, mod);
  return mod;
}

function loadCheckedModule<T>(remote: RemoteName, module: string): Promise<T> {
  return withTimeout(
    (async () => {
      // Contract and module download side by side (one round trip, not two); the module is only
      // handed out once the contract is accepted.
      // The module's scripts are loaded first and the module evaluated after: in the browser, in a task of its own
      // (a remote's entry, its start and its page's modules in one task were 60-100 ms on a phone).
      const pending = loadRemote<() => T | Promise<T>>(`${remote}/${module}`, { loadFactory: false, from: 'runtime' });
      pending.catch(() => undefined);
      await loadContract(remote);
      const factory = await pending;
      if (typeof document !== 'undefined') await yieldToBrowser();
      const mod = typeof factory === 'function' ? await factory() : undefined;
      if (!mod) throw new RemoteLoadError(remote, 'unreachable', `${remote}/${module} could not be loaded`);
      // The sheets the module asked for as it was evaluated (none on a page that already has them): no unstyled frame.
      await styleSheetsReady();
      return mod;
    })().catch((error: unknown) => {
      if (error instanceof RemoteLoadError) throw error;
      throw new RemoteLoadError(remote, failureReasonOf(error), error instanceof Error ? error.message : String(error));
    }),
    remote,
  );
}
