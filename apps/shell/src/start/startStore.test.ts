// When the page's start script fetches the store's code: after the first screen's largest image has painted.
import { START_WAIT_MS, startStore } from './startStore';

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

/** A server-rendered page whose banner is still loading (jsdom loads no images: `complete` is set by the test). */
function pageWithBanner({ complete }: { complete: boolean }): HTMLImageElement {
  document.body.innerHTML = '<div id="root" data-ssr=""><img class="carousel__image" fetchpriority="high" src="/images/banners/a.svg" alt=""></div>';
  const image = document.querySelector('img') as HTMLImageElement;
  Object.defineProperty(image, 'complete', { value: complete, configurable: true });
  return image;
}

describe('startStore', () => {
  const start = jest.fn();
  beforeEach(() => {
    jest.useFakeTimers();
    start.mockClear();
    document.body.innerHTML = '';
  });
  afterEach(() => jest.useRealTimers());

  it('starts once the banner has loaded and the frame that shows it has painted', async () => {
    const image = pageWithBanner({ complete: false });
    startStore(start);
    await jest.advanceTimersByTimeAsync(500);
    expect(start).not.toHaveBeenCalled();
    image.dispatchEvent(new Event('load'));
    expect(start).not.toHaveBeenCalled();
    await jest.advanceTimersByTimeAsync(50); // the next animation frame, then the task after it
    expect(start).toHaveBeenCalledTimes(1);
    await jest.advanceTimersByTimeAsync(START_WAIT_MS);
    expect(start).toHaveBeenCalledTimes(1);
  });

  it('starts after the next paint when the banner is already there (from the cache)', async () => {
    pageWithBanner({ complete: true });
    startStore(start);
    expect(start).not.toHaveBeenCalled();
    await jest.advanceTimersByTimeAsync(50);
    expect(start).toHaveBeenCalledTimes(1);
  });

  it('starts at once when the banner fails: nothing larger is coming', async () => {
    const image = pageWithBanner({ complete: false });
    startStore(start);
    image.dispatchEvent(new Event('error'));
    expect(start).toHaveBeenCalledTimes(1);
  });

  it(`starts after ${START_WAIT_MS} ms whatever the banner does`, async () => {
    pageWithBanner({ complete: false });
    startStore(start);
    await jest.advanceTimersByTimeAsync(START_WAIT_MS - 1);
    expect(start).not.toHaveBeenCalled();
    await jest.advanceTimersByTimeAsync(1);
    expect(start).toHaveBeenCalledTimes(1);
  });

  it('without a banner, starts after the first contentful paint', async () => {
    document.body.innerHTML = '<div id="root" data-ssr=""><h1>Football Legends</h1></div>';
    const timing = stubPaintTiming();
    startStore(start);
    timing.paint('first-paint');
    expect(start).not.toHaveBeenCalled();
    timing.paint('first-contentful-paint');
    expect(start).toHaveBeenCalledTimes(1);
  });

  it('without a banner or paint timing, starts at once', () => {
    document.body.innerHTML = '<div id="root" data-ssr=""><h1>Football Legends</h1></div>';
    Object.defineProperty(window, 'PerformanceObserver', { value: undefined, configurable: true, writable: true });
    startStore(start);
    expect(start).toHaveBeenCalledTimes(1);
  });

  it('starts at once a page the server did not render, and a page in a background tab', () => {
    document.body.innerHTML = '<div id="root"></div>';
    startStore(start);
    expect(start).toHaveBeenCalledTimes(1);
    pageWithBanner({ complete: false });
    const visibility = jest.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    startStore(start);
    expect(start).toHaveBeenCalledTimes(2);
    visibility.mockRestore();
  });
});
