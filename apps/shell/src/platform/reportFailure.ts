/** What failed: a remote's slot, the shell's start, or another part of the page. */
export interface Failure {
  readonly source: 'remote' | 'startup' | 'page';
  /** The remote, for remote failures. */
  readonly remote?: string;
  /** Why, in a word the team can search for (e.g. 'unreachable', 'contract', 'render'). */
  readonly reason: string;
  readonly message: string;
  readonly error?: unknown;
}

type FailureSink = (failure: Failure) => void;

const consoleSink: FailureSink = (failure) => {
  const what = failure.remote ? `${failure.remote} unavailable` : `${failure.source} failed`;
  console.warn(`[store] ${what} (${failure.reason}): ${failure.message}`);
};

let sink: FailureSink = consoleSink;

/**
 * The one place every failure the shell sees goes to. Today it writes to the console; the platform
 * work connects error reporting with setFailureSink.
 */
export function reportFailure(failure: Failure): void {
  try {
    sink(failure);
  } catch {
    consoleSink(failure);
  }
}

/** Replaces where failures go (error reporting); returns a function that restores the previous sink. */
export function setFailureSink(next: FailureSink): () => void {
  const previous = sink;
  sink = next;
  return () => {
    sink = previous;
  };
}
