import { Component, useCallback, useEffect, useState, type ComponentType, type ErrorInfo, type ReactNode } from 'react';
import { loadRemoteModule, resetRemote, RemoteLoadError } from './remoteLoader';
import { remoteHealth } from './remoteHealth';
import type { RemoteName } from './remoteNames';

type LoadState<P> =
  | { kind: 'loading' }
  | { kind: 'ready'; Component: ComponentType<P> }
  | { kind: 'failed'; message: string };

export interface RemoteSlotProps<P> {
  remote: RemoteName;
  /** The exposed module's name, e.g. 'HomePage' (without './'). */
  module: string;
  props: P;
  /** Shown inside the fallback, e.g. "the wallet". */
  label?: string;
  /** Compact slots (header widgets) show a smaller fallback. */
  compact?: boolean;
}

/**
 * Renders one exposed module of a remote. Whatever goes wrong - manifest, entry or chunk not
 * downloadable, a contract major the shell does not support, a throw while rendering - the slot
 * shows a small fallback with Retry and the rest of the page keeps working.
 */
export function RemoteSlot<P extends object>({ remote, module, props, label, compact }: RemoteSlotProps<P>) {
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<LoadState<P>>({ kind: 'loading' });

  useEffect(() => {
    let cancelled = false;
    setState({ kind: 'loading' });
    loadRemoteModule<{ default: ComponentType<P> }>(remote, module).then(
      (mod) => {
        if (!cancelled) setState({ kind: 'ready', Component: mod.default });
      },
      (error: unknown) => {
        if (cancelled) return;
        const message = error instanceof Error ? error.message : String(error);
        remoteHealth.report({ remote, reason: error instanceof RemoteLoadError ? error.reason : 'unreachable', message });
        setState({ kind: 'failed', message });
      },
    );
    return () => {
      cancelled = true;
    };
  }, [remote, module, attempt]);

  const retry = useCallback(() => {
    resetRemote(remote);
    setAttempt((n) => n + 1);
  }, [remote]);

  if (state.kind === 'loading') {
    return (
      <div className="remote-slot remote-slot--loading" aria-busy="true" data-remote={remote}>
        {compact ? null : <span className="visually-hidden">Loading…</span>}
      </div>
    );
  }
  if (state.kind === 'failed') {
    return <RemoteFallback remote={remote} label={label} compact={compact} onRetry={retry} detail={state.message} />;
  }
  const { Component: Loaded } = state;
  return (
    <RemoteErrorBoundary remote={remote} label={label} compact={compact} onRetry={retry} key={attempt}>
      <Loaded {...props} />
    </RemoteErrorBoundary>
  );
}

interface FallbackProps {
  remote: RemoteName;
  label?: string;
  compact?: boolean;
  detail?: string;
  onRetry: () => void;
}

export function RemoteFallback({ remote, label, compact, detail, onRetry }: FallbackProps) {
  return (
    <div
      role="alert"
      className={compact ? 'remote-fallback remote-fallback--compact' : 'remote-fallback'}
      data-testid={`remote-fallback-${remote}`}
      data-detail={detail}
    >
      <span>{compact ? 'Unavailable.' : `Sorry, ${label ?? 'this part of the store'} is unavailable right now.`}</span>{' '}
      <button type="button" onClick={onRetry}>
        Retry
      </button>
    </div>
  );
}

interface BoundaryProps extends FallbackProps {
  children: ReactNode;
}

class RemoteErrorBoundary extends Component<BoundaryProps, { failed: string | null }> {
  override state = { failed: null as string | null };

  static getDerivedStateFromError(error: unknown) {
    return { failed: error instanceof Error ? error.message : String(error) };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    remoteHealth.report({
      remote: this.props.remote,
      reason: 'render',
      message: `${error instanceof Error ? error.message : String(error)}${info.componentStack ? ` at ${info.componentStack.split('\n')[1]?.trim() ?? ''}` : ''}`,
    });
  }

  override render() {
    if (this.state.failed !== null) {
      const { remote, label, compact, onRetry } = this.props;
      return <RemoteFallback remote={remote} label={label} compact={compact} onRetry={onRetry} detail={this.state.failed} />;
    }
    return this.props.children;
  }
}
