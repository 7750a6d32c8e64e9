import { useEffect } from 'react';
import { IconButton } from './Button';

export interface ToastMessage {
  readonly id: number;
  readonly text: string;
  readonly tone?: 'info' | 'error';
}

export interface ToastListProps {
  toasts: readonly ToastMessage[];
  onDismiss: (id: number) => void;
  /** How long a toast stays, in ms. */
  durationMs?: number;
  dismissLabel?: string;
}

function ToastItem({ toast, onDismiss, durationMs, dismissLabel }: { toast: ToastMessage; onDismiss: (id: number) => void; durationMs: number; dismissLabel: string }) {
  useEffect(() => {
    const timer = setTimeout(() => onDismiss(toast.id), durationMs);
    return () => clearTimeout(timer);
  }, [toast.id, onDismiss, durationMs]);
  return (
    <li className={`ui-toast ui-toast--${toast.tone ?? 'info'}`}>
      <span>{toast.text}</span>
      <IconButton label={dismissLabel} icon="×" onClick={() => onDismiss(toast.id)} />
    </li>
  );
}

/** Short messages at the bottom of the screen, announced by a live region; each dismisses itself after durationMs. */
export function ToastList({ toasts, onDismiss, durationMs = 5000, dismissLabel = 'Dismiss' }: ToastListProps) {
  return (
    <div className="ui-toasts" role="status" aria-live="polite">
      <ul>
        {toasts.map((t) => (
          <ToastItem key={t.id} toast={t} onDismiss={onDismiss} durationMs={durationMs} dismissLabel={dismissLabel} />
        ))}
      </ul>
    </div>
  );
}
