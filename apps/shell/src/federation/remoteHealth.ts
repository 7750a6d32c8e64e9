import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

/** Why a remote's slot shows the fallback. */
export type RemoteFailureReason = 'unreachable' | 'timeout' | 'contract' | 'render';

export interface RemoteFailure {
  remote: string;
  reason: RemoteFailureReason;
  message: string;
  at: number;
}

type Listener = (failure: RemoteFailure) => void;

const listeners = new Set<Listener>();
const failures: RemoteFailure[] = [];

/** A small log of remote failures: the slots read it, tests and error reporting can too. */
export const remoteHealth = {
  report(failure: Omit<RemoteFailure, 'at'>): void {
    const entry = { ...failure, at: Date.now() };
    failures.push(entry);
    if (failures.length > 50) failures.shift();
    listeners.forEach((l) => l(entry));
  },
  recent(): readonly RemoteFailure[] {
    return failures;
  },
  subscribe(listener: Listener): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
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
