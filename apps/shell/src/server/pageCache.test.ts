import { createPageCache, type Rendered } from './pageCache';

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

describe('the page cache', () => {
  let clock = 0;
  const now = () => clock;
  beforeEach(() => {
    clock = 0;
  });

  it('answers a fresh page without rendering it again', async () => {
    const cache = createPageCache<string>({ freshMs: 1000, staleMs: 10_000, now });
    const render = jest.fn(async (): Promise<Rendered<string>> => ({ value: `page@${clock}`, keep: true }));
    expect(await cache.answer('k', render)).toBe('page@0');
    clock = 999;
    expect(await cache.answer('k', render)).toBe('page@0');
    expect(render).toHaveBeenCalledTimes(1);
  });

  it('keeps pages apart by key', async () => {
    const cache = createPageCache<string>({ freshMs: 1000, staleMs: 10_000, now });
    expect(await cache.answer('a', async () => ({ value: 'A', keep: true }))).toBe('A');
    expect(await cache.answer('b', async () => ({ value: 'B', keep: true }))).toBe('B');
    expect(await cache.answer('a', async () => ({ value: 'other', keep: true }))).toBe('A');
  });

  it('sends a stale page while one render replaces it in the background', async () => {
    const cache = createPageCache<string>({ freshMs: 1000, staleMs: 10_000, now });
    await cache.answer('k', async () => ({ value: 'old', keep: true }));
    clock = 1500;
    const next = deferred<Rendered<string>>();
    const render = jest.fn(() => next.promise);
    expect(await cache.answer('k', render)).toBe('old');
    expect(await cache.answer('k', render)).toBe('old');
    expect(render).toHaveBeenCalledTimes(1);
    next.resolve({ value: 'new', keep: true });
    await next.promise;
    await Promise.resolve();
    expect(await cache.answer('k', render)).toBe('new');
  });

  it('renders again, and waits, once a page is older than the stale limit', async () => {
    const cache = createPageCache<string>({ freshMs: 1000, staleMs: 5000, now });
    await cache.answer('k', async () => ({ value: 'old', keep: true }));
    clock = 5000;
    expect(await cache.answer('k', async () => ({ value: 'new', keep: true }))).toBe('new');
  });

  it('renders a page once for requests that arrive while it renders', async () => {
    const cache = createPageCache<string>({ freshMs: 1000, staleMs: 10_000, now });
    const first = deferred<Rendered<string>>();
    const render = jest.fn(() => first.promise);
    const answers = [cache.answer('k', render), cache.answer('k', render), cache.answer('k', render)];
    first.resolve({ value: 'page', keep: true });
    expect(await Promise.all(answers)).toEqual(['page', 'page', 'page']);
    expect(render).toHaveBeenCalledTimes(1);
  });

  it('does not keep what the render says not to keep', async () => {
    const cache = createPageCache<string>({ freshMs: 1000, staleMs: 10_000, now });
    const render = jest.fn(async (): Promise<Rendered<string>> => ({ value: 'redirect', keep: false }));
    await cache.answer('k', render);
    await cache.answer('k', render);
    expect(render).toHaveBeenCalledTimes(2);
    expect(cache.size).toBe(0);
  });

  it('passes a failed render to every waiting request and keeps nothing', async () => {
    const cache = createPageCache<string>({ freshMs: 1000, staleMs: 10_000, now });
    const failing = deferred<Rendered<string>>();
    const waiting = [cache.answer('k', () => failing.promise), cache.answer('k', () => failing.promise)];
    failing.reject(new Error('API down'));
    await expect(Promise.all(waiting)).rejects.toThrow('API down');
    expect(await cache.answer('k', async () => ({ value: 'up again', keep: true }))).toBe('up again');
  });

  it('keeps the stale page when its background render fails, and says so', async () => {
    const onError = jest.fn();
    const cache = createPageCache<string>({ freshMs: 1000, staleMs: 10_000, now, onError });
    await cache.answer('k', async () => ({ value: 'old', keep: true }));
    clock = 2000;
    expect(await cache.answer('k', async () => Promise.reject(new Error('slow API')))).toBe('old');
    await new Promise((r) => setTimeout(r, 0));
    expect(onError).toHaveBeenCalledWith(expect.objectContaining({ message: 'slow API' }));
    expect(await cache.answer('k', async () => ({ value: 'new', keep: true }))).toBe('old');
  });

  it('holds at most maxEntries pages, the oldest rendered going first', async () => {
    const cache = createPageCache<string>({ freshMs: 1000, staleMs: 10_000, now, maxEntries: 2 });
    for (const key of ['a', 'b', 'c']) await cache.answer(key, async () => ({ value: key, keep: true }));
    expect(cache.size).toBe(2);
    expect(await cache.answer('a', async () => ({ value: 'a again', keep: true }))).toBe('a again');
    expect(await cache.answer('c', async () => ({ value: 'c again', keep: true }))).toBe('c');
  });

  it('renders every request when freshMs is 0 (the cache off)', async () => {
    const cache = createPageCache<string>({ freshMs: 0, staleMs: 0, now });
    const render = jest.fn(async (): Promise<Rendered<string>> => ({ value: 'page', keep: true }));
    await cache.answer('k', render);
    await cache.answer('k', render);
    expect(render).toHaveBeenCalledTimes(2);
    expect(cache.size).toBe(0);
  });
});
