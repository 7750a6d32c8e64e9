import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { reportFailure } from '../platform/reportFailure';

/**
 * The errorLoadRemote layer: reports which remote failed and in which lifecycle. It returns no
 * fallback module, so loadRemote rejects and the slot's boundary shows its own fallback.
 * (A fallback module is only valid for lifecycle 'onLoad'; for 'afterResolve', the manifest
 * fetch, returning one would be mistaken for a manifest.)
 */
export function remoteHealthPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'store-remote-health',
    errorLoadRemote({ id, error, lifecycle }) {
      const remote = id.split('/')[0] ?? id;
      reportFailure({
        source: 'remote',
        remote,
        reason: 'unreachable',
        message: `${lifecycle}: ${error instanceof Error ? error.message : String(error)}`,
        error,
      });
      return undefined;
    },
  };
}
