import { Suspense, useCallback, useContext, useEffect, useState, type ComponentType } from 'react';
import type { RemoteModuleRequest } from '@store/shared';
import { reportFailure } from '../platform/reportFailure';
import { loadedRemoteModule, loadRemoteModule, resetRemote } from './remoteLoader';
import { ServerRenderContext } from './serverRenderContext';
import { failureReasonOf, type RemoteFailureReason } from './remoteLoadError';
import { isRemoteName, type RemoteName } from './remoteNames';
import type { RemoteModuleName, RemoteModuleProps } from './remoteContracts';
import { DeferredRemoteSlot } from './DeferredRemoteSlot';
import { RemoteErrorBoundary, RemoteFallback, RemoteSlotLoading } from './RemoteSlotParts';

export { RemoteFallback };

type LoadState =
  | { kind: 'loading' }
  | { kind: 'ready'; Component: ComponentType<object> }
  | { kind: 'failed'; reason: RemoteFailureReason; message: string };

export interface RemoteSlotProps<R extends RemoteName, M extends RemoteModuleName<R>> {
  remote: R;
  /** The exposed module's name, e.g. 'HomePage' (without './'). */
  module: M;
  props: RemoteModuleProps<R, M>;
  /** Compact slots (header widgets) show a smaller fallback. */
  compact?: boolean;
  /**
   * The server's HTML of this slot is enough until the shopper reaches for it: hydration does not wait for the
   * remote, which loads when the shopper points at, focuses or touches the slot (DeferredRemoteSlot).
   */
  deferHydration?: boolean;
}

/**
 * Renders one exposed module of a remote, typed by the remote's published contract. Whatever goes
 * wrong - manifest, entry or chunk not downloadable, a contract major or shared version the page
 * does not support, a remote this storefront does not embed, a throw while rendering - the slot shows a
 * translated fallback (with Retry only where trying again can help) and the rest of the page keeps working.
 */
export function RemoteSlot<R extends RemoteName, M extends RemoteModuleName<R>>({ remote, module, props, compact, deferHydration }: RemoteSlotProps<R, M>) {
  return <RemoteModuleSlot remote={remote} module={module} props={props as object} compact={compact} deferHydration={deferHydration} />;
}

/** The slot the shell gives remotes through @store/shared's RemoteModule (their own contract types apply there). */
export function RemoteModuleSlot({ remote, module, props, compact, deferHydration }: RemoteModuleRequest) {
  if (!isRemoteName(remote)) {
    return <RemoteFallback remote={remote} compact={compact} reason="notInManifest" detail={`${remote} is not a remote of this store`} />;
  }
  if (deferHydration) return <DeferredRemoteSlot remote={remote} module={module} props={props} compact={compact} />;
  return <UncheckedRemoteSlot remote={remote} module={module} props={props} compact={compact} />;
}

/** The slot without contract types, for the route table's renderer and remotes' RemoteModule. */
export function UncheckedRemoteSlot({
  remote,
  module,
  props,
  compact,
  page,
}: {
  remote: RemoteName;
  module: string;
  props: object;
  compact?: boolean | undefined;
  /** The slot is the route's page (its loading state says so). */
  page?: boolean | undefined;
}) {
  const [attempt, setAttempt] = useState(0);
  // A module loaded before (on the server before rendering, in the browser before hydrating) renders at once.
  const readyNow = (): LoadState | undefined => {
    const mod = loadedRemoteModule<{ default: ComponentType<object> }>(remote, module);
    return mod ? { kind: 'ready', Component: mod.default } : undefined;
  };
  const [state, setState] = useState<LoadState>(() => readyNow() ?? { kind: 'loading' });
  const serverRender = useContext(ServerRenderContext);
  serverRender?.usedModule(remote, module, state.kind === 'ready');

  useEffect(() => {
    let cancelled = false;
    if (attempt === 0) {
      const ready = readyNow();
      if (ready) {
        setState((current) => (current.kind === 'ready' ? current : ready));
        return;
      }
    }
    setState({ kind: 'loading' });
    loadRemoteModule<{ default: ComponentType<object> }>(remote, module).then(
      (mod) => {
        if (!cancelled) setState({ kind: 'ready', Component: mod.default });
      },
      (error: unknown) => {
        if (cancelled) return;
        const message = error instanceof Error ? error.message : String(error);
        const reason = failureReasonOf(error);
        reportFailure({ source: 'remote', remote, reason, message, error });
        setState({ kind: 'failed', reason, message });
      },
    );
    return () => {
      cancelled = true;
    };
    // readyNow reads the same remote and module.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [remote, module, attempt]);

  const retry = useCallback(() => {
    resetRemote(remote);
    setAttempt((n) => n + 1);
  }, [remote]);

  const loading = <RemoteSlotLoading remote={remote} compact={compact} page={page} />;
  if (state.kind === 'loading') return loading;
  if (state.kind === 'failed') {
    return <RemoteFallback remote={remote} compact={compact} reason={state.reason} onRetry={retry} detail={state.message} />;
  }
  const { Component: Loaded } = state;
  // The boundary catches a throw in the browser. On the server (no error boundaries there) the Suspense boundary does:
  // a remote that throws while the server renders it is sent as its loading state and rendered by the browser.
  return (
    <Suspense fallback={loading}>
      <RemoteErrorBoundary remote={remote} compact={compact} onRetry={retry} key={attempt}>
        <Loaded {...props} />
      </RemoteErrorBoundary>
    </Suspense>
  );
}

