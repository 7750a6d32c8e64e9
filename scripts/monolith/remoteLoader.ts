// Monolith build only (npm run bench:size): the same shell, with every remote page bundled in
// as a lazy chunk of one webpack build instead of loaded through Module Federation.
import type { RemoteName } from '../../apps/shell/src/federation/remoteNames';

export const REMOTE_LOAD_TIMEOUT_MS = 2500;

export class RemoteLoadError extends Error {
  constructor(
    readonly remote: string,
    readonly reason: 'unreachable' | 'timeout' | 'contract',
    message: string,
  ) {
    super(message);
  }
}

export function registerRemoteManifest(): void {}
export function resetRemote(): void {}
export function remoteEntryUrl(): string | undefined {
  return undefined;
}

export async function loadRemoteModule<T>(remote: RemoteName, module: string): Promise<T> {
  return (await import(`../../apps/${remote}/src/pages/${module}.tsx`)) as T;
}
