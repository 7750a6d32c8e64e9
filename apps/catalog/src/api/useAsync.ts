import { useCallback, useEffect, useState, type DependencyList } from 'react';

export type AsyncState<T> = { status: 'loading' } | { status: 'ready'; value: T } | { status: 'error' };

/** Runs a load when its inputs change; `retry` runs it again. The latest run wins. */
export function useAsync<T>(load: () => Promise<T>, deps: DependencyList): { state: AsyncState<T>; retry: () => void } {
  const [state, setState] = useState<AsyncState<T>>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let cancelled = false;
    setState({ status: 'loading' });
    load().then(
      (value) => !cancelled && setState({ status: 'ready', value }),
      () => !cancelled && setState({ status: 'error' }),
    );
    return () => {
      cancelled = true;
    };
  }, [...deps, attempt]);
  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return { state, retry };
}
