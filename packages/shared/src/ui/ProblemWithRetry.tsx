import type { HTMLAttributes } from 'react';

export interface ProblemWithRetryProps extends Omit<HTMLAttributes<HTMLDivElement>, 'role' | 'children'> {
  /** What went wrong, in the shop language. */
  message: string;
  retryLabel: string;
  onRetry: () => void;
}

/**
 * Something could not load: said as an alert, with the way out next to it (a Retry button, the kit's; its older
 * "button" class stays for the sheets that still style it).
 */
export function ProblemWithRetry({ message, retryLabel, onRetry, ...div }: ProblemWithRetryProps) {
  return (
    <div role="alert" {...div}>
      <p>{message}</p>
      <button type="button" className="button ui-button ui-button--secondary" onClick={onRetry}>
        {retryLabel}
      </button>
    </div>
  );
}
