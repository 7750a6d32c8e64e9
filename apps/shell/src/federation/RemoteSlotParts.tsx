import { Component, type ErrorInfo, type ReactNode } from 'react';
import { Button, Spinner } from '@store/shared/ui';
import { useShellTranslation } from '../i18n/shellI18n';
import { reportFailure } from '../platform/reportFailure';
import { isRetryable, type RemoteFailureReason } from './remoteLoadError';
import { isRemoteName, type RemoteName } from './remoteNames';

/**
 * A slot while its module loads: the slot keeps its place; a full-size slot says it is loading to screen readers. A
 * route's page (`page`) shows a spinner where the page will be: the page's own part may come only with its code (the
 * order status pages), and a shopper coming back from paying must not look at an empty page meanwhile.
 */
export function RemoteSlotLoading({ remote, compact, page }: { remote: string; compact?: boolean | undefined; page?: boolean | undefined }) {
  const { t } = useShellTranslation();
  if (page) {
    return (
      <div className="remote-slot remote-slot--loading remote-slot--page" aria-busy="true" data-remote={remote}>
        <Spinner label={t('common.loading')} />
      </div>
    );
  }
  return (
    <div className="remote-slot remote-slot--loading" aria-busy="true" data-remote={remote}>
      {compact ? null : <span className="visually-hidden">{t('common.loading')}</span>}
    </div>
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

export class RemoteErrorBoundary extends Component<BoundaryProps, { failed: string | null }> {
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
