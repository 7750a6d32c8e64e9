// The shell's entry: the store's code starts after a server-rendered page's first paint, at once otherwise.
const loaded = jest.fn();
jest.mock('./bootstrap', () => {
  loaded();
  return {};
});

type PaintCallback = (entries: { getEntriesByName(name: string): unknown[] }) => void;

function stubPaintTiming() {
  const observers: PaintCallback[] = [];
  class FakePerformanceObserver {
    static supportedEntryTypes = ['paint'];
    constructor(private readonly callback: PaintCallback) {
      observers.push(callback);
    }
    observe() {}
    disconnect() {}
  }
  Object.defineProperty(window, 'PerformanceObserver', { value: FakePerformanceObserver, configurable: true, writable: true });
  return {
    paint(name: string) {
      for (const callback of observers) callback({ getEntriesByName: (n) => (n === name ? [{}] : []) });
    },
  };
}

const flush = async () => {
  for (let i = 0; i < 5; i++) await Promise.resolve();
};

describe('the shell entry', () => {
  beforeEach(() => {
    jest.resetModules();
    jest.useFakeTimers();
    loaded.mockClear();
    document.body.innerHTML = '';
  });
  afterEach(() => jest.useRealTimers());

  it('starts a server-rendered page after its first contentful paint', async () => {
    document.body.innerHTML = '<div id="root" data-ssr=""></div>';
    const timing = stubPaintTiming();
    await jest.isolateModulesAsync(async () => {
      await import('./index');
    });
    await flush();
    expect(loaded).not.toHaveBeenCalled();
    timing.paint('first-paint');
    await flush();
    expect(loaded).not.toHaveBeenCalled();
    timing.paint('first-contentful-paint');
    await jest.runAllTimersAsync();
    expect(loaded).toHaveBeenCalledTimes(1);
  });

  it('starts anyway after a second when no paint is reported', async () => {
    document.body.innerHTML = '<div id="root" data-ssr=""></div>';
    stubPaintTiming();
    await jest.isolateModulesAsync(async () => {
      await import('./index');
    });
    await flush();
    expect(loaded).not.toHaveBeenCalled();
    await jest.advanceTimersByTimeAsync(1_000);
    expect(loaded).toHaveBeenCalledTimes(1);
  });

  it('starts at once a page the server did not render (nothing on screen to wait for)', async () => {
    document.body.innerHTML = '<div id="root"></div>';
    stubPaintTiming();
    await jest.isolateModulesAsync(async () => {
      await import('./index');
    });
    await jest.advanceTimersByTimeAsync(0);
    expect(loaded).toHaveBeenCalledTimes(1);
  });
});
