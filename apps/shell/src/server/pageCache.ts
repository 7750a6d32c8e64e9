// A short cache of the pages the server rendered (issue 11, "Past one machine"): what a CDN in front of the store
// would hold, kept by each server process. A guest's page depends only on the host, the address and the cookies the
// render reads (the server never sees a session), so an answer rendered a moment ago is the answer now. A page is
// fresh for `freshMs`; then, up to `staleMs`, it is still sent while one request renders it again in the background,
// so a page in demand is never waited for twice; requests for a page being rendered wait for that one render.

export interface PageCacheOptions {
  /** How long an answer is sent as it is. 0 turns the cache off. */
  readonly freshMs: number;
  /** How long after it was rendered an answer may still be sent while a new one renders. */
  readonly staleMs: number;
  /** The most answers kept (the least recently rendered go first). */
  readonly maxEntries?: number;
  readonly now?: () => number;
  /** A background render that failed (the stale answer stays until it expires). */
  readonly onError?: (error: unknown) => void;
}

/** What a render gives: the value, and whether it may be kept. */
export interface Rendered<T> {
  readonly value: T;
  readonly keep: boolean;
}

export interface PageCache<T> {
  answer(key: string, render: () => Promise<Rendered<T>>): Promise<T>;
  readonly size: number;
}

const DEFAULT_MAX_ENTRIES = 500;

export function createPageCache<T>(options: PageCacheOptions): PageCache<T> {
  const now = options.now ?? Date.now;
  const maxEntries = options.maxEntries ?? DEFAULT_MAX_ENTRIES;
  const entries = new Map<string, { value: T; at: number }>();
  const rendering = new Map<string, Promise<Rendered<T>>>();

  function renderOnce(key: string, render: () => Promise<Rendered<T>>): Promise<Rendered<T>> {
    const running = rendering.get(key);
    if (running) return running;
    const started = render()
      .then((rendered) => {
        if (rendered.keep) {
          entries.delete(key);
          entries.set(key, { value: rendered.value, at: now() });
          while (entries.size > maxEntries) entries.delete(entries.keys().next().value as string);
        } else {
          entries.delete(key);
        }
        return rendered;
      })
      .finally(() => rendering.delete(key));
    rendering.set(key, started);
    return started;
  }

  return {
    async answer(key, render) {
      if (options.freshMs <= 0) return (await render()).value;
      const entry = entries.get(key);
      const age = entry ? now() - entry.at : Number.POSITIVE_INFINITY;
      if (entry && age < options.freshMs) return entry.value;
      if (entry && age < Math.max(options.staleMs, options.freshMs)) {
        renderOnce(key, render).catch((error: unknown) => options.onError?.(error));
        return entry.value;
      }
      return (await renderOnce(key, render)).value;
    },
    get size() {
      return entries.size;
    },
  };
}
