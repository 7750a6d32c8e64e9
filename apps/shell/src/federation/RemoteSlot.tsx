import { Component, Suspense, useCallback, useContext, useEffect, useState, type ComponentType, type ErrorInfo, type ReactNode } from 'react';
import type { RemoteModuleRequest } from '@store/shared';
import { Button } from '@store/shared/ui';
import { useShellTranslation } from '../i18n/shellI18n';
import { reportFailure } from '../platform/reportFailure';
import { loadedRemoteModule, loadRemoteModule, resetRemote } from './remoteLoader';
import { ServerRenderContext } from './serverRenderContext';
import { failureReasonOf, isRetryable, type RemoteFailureReason } from './remoteLoadError';
import { isRemoteName, type RemoteName } from './remoteNames';
import type { RemoteModuleName, RemoteModuleProps } from './remoteContracts';

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
}

/**
 * Renders one exposed module of a remote, typed by the remote's published contract. Whatever goes
 * wrong - manifest, entry or chunk not downloadable, a contract major or shared version the page
 * does not support, a remote this storefront does not embed, a throw while rendering - the slot shows a
 * translated fallback (with Retry only where trying again can help) and the rest of the page keeps working.
 */
export function RemoteSlot<R extends RemoteName, M extends RemoteModuleName<R>>({ remote, module, props, compact }: RemoteSlotProps<R, M>) {
  return <UncheckedRemoteSlot remote={remote} module={module} props={props as object} compact={compact} />;
}

/** The slot the shell gives remotes through @store/shared's RemoteModule (their own contract types apply there). */
export function RemoteModuleSlot({ remote, module, props, compact }: RemoteModuleRequest) {
  if (!isRemoteName(remote)) {
    return <RemoteFallback remote={remote} compact={compact} reason="notInManifest" detail={`${remote} is not a remote of this store`} />;
  }
  return <UncheckedRemoteSlot remote={remote} module={module} props={props} compact={compact} />;
}

/** The slot without contract types, for the route table's renderer and remotes' RemoteModule. */
export function UncheckedRemoteSlot({ remote, module, props, compact }: { remote: RemoteName; module: string; props: object; compact?: boolean | undefined }) {
  const { t } = useShellTranslation();
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

  const loading = (
    <div className="remote-slot remote-slot--loading" aria-busy="true" data-remote={remote}>
      {compact ? null : <span className="visually-hidden">{t('common.loading')}</span>}
    </div>
  );
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

interface FallbackProps {
  remote: string;
  reason: RemoteFailureReason;
  compact?: boolean | undefined;
  /** The technical cause, for the team (data-detail), never shown as text. */
  detail?: string;
  onRetry?: () => void;
}

/** The i18n key of what happened, per failure reason. */
const MESSAGE_KEY: Record<RemoteFailureReason, string> = {
  unreachable: 'remote.unreachable',
  timeout: 'remote.timeout',
  render: 'remote.render',
  contract: 'remote.refused',
  sharedVersion: 'remote.refused',
  notInManifest: 'remote.refused',
};

/** The fallback of a remote slot: what happened, in the shop language; Retry only when it can help. */
export function RemoteFallback({ remote, reason, compact, detail, onRetry }: FallbackProps) {
  const { t } = useShellTranslation();
  const part = t(isRemoteName(remote) ? `remote.part.${remote}` : 'remote.part.other');
  const retry = isRetryable(reason) && onRetry ? onRetry : undefined;
  return (
    <div
      role="alert"
      className={compact ? 'remote-fallback remote-fallback--compact' : 'remote-fallback'}
      data-testid={`remote-fallback-${remote}`}
      data-reason={reason}
      data-detail={detail}
    >
      {compact ? <span>{t('remote.compact', { part })}</span> : <p className="remote-fallback__message">{t(MESSAGE_KEY[reason], { part })}</p>}
      {retry && compact ? (
        <button type="button" onClick={retry}>
          {t('remote.retry')}
        </button>
      ) : retry ? (
        <Button onClick={retry}>{t('remote.retry')}</Button>
      ) : null}
    </div>
  );
}

interface BoundaryProps {
  remote: RemoteName;
  compact?: boolean | undefined;
  onRetry: () => void;
  children: ReactNode;
}

class RemoteErrorBoundary extends Component<BoundaryProps, { failed: string | null }> {
  override state = { failed: null as string | null };

  static getDerivedStateFromError(error: unknown) {
    return { failed: error instanceof Error ? error.message : String(error) };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    reportFailure({
      source: 'remote',
      remote: this.props.remote,
      reason: 'render',
      message: `${error instanceof Error ? error.message : String(error)}${info.componentStack ? ` at ${info.componentStack.split('\n')[1]?.trim() ?? ''}` : ''}`,
      error,
    });
  }

  override render() {
    if (this.state.failed !== null) {
      const { remote, compact, onRetry } = this.props;
      return <RemoteFallback remote={remote} compact={compact} reason="render" onRetry={onRetry} detail={this.state.failed} />;
    }
    return this.props.children;
  }
}
