import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

/** Why a remote's slot shows the fallback. */
export type RemoteFailureReason = 'unreachable' | 'timeout' | 'contract' | 'render';

export interface RemoteFailure {
  remote: string;
  reason: RemoteFailureReason;
  message: string;
}

/** Where remote failures go: the console today, error reporting when the store has it. */
export const remoteHealth = {
  report(failure: RemoteFailure): void {
    console.warn(`[store] ${failure.remote} unavailable (${failure.reason}): ${failure.message}`);
  },
};

/**
 * The errorLoadRemote layer: records which remote failed and in which lifecycle. It returns no
 * fallback module, so loadRemote rejects and the slot's boundary shows its own fallback with Retry.
 * (A fallback module is only valid for lifecycle 'onLoad'; for 'afterResolve', the manifest
 * fetch, returning one would be mistaken for a manifest.)
 */
export function remoteHealthPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'store-remote-health',
    errorLoadRemote({ id, error, lifecycle }) {
      const remote = id.split('/')[0] ?? id;
      remoteHealth.report({
        remote,
        reason: 'unreachable',
        message: `${lifecycle}: ${error instanceof Error ? error.message : String(error)}`,
      });
      return undefined;
    },
  };
}
