// When the store's code starts on a page (issue 11: no JS before the first paint). The page's HTML names one small
// script (start/index.ts); the store's code (main.js: the federation runtime and the shell) is fetched by it:
// - on a page the server rendered, once its largest image (the banner the server marks fetchpriority="high") has
//   loaded and painted, or after the first contentful paint on a page without one: on a slow link the code would
//   share the connection with that image and hold the page's largest paint back;
// - at once on a page the browser renders (STORE_RENDER=browser) or in a tab in the background (it paints nothing);
// - after START_WAIT_MS whatever happens: an image that never loads must not keep the store from starting.
export const START_WAIT_MS = 2_500;

/** The first screen's largest image, as the server marks it (the home carousel's banner, a product's banner). */
const LARGEST_IMAGE = 'img[fetchpriority="high"]';

export function startStore(start: () => void, doc: Document = document): void {
  let started = false;
  const startOnce = () => {
    if (started) return;
    started = true;
    start();
  };
  const root = doc.getElementById('root');
  if (root?.hasAttribute('data-ssr') !== true || doc.visibilityState !== 'visible') {
    startOnce();
    return;
  }
  setTimeout(startOnce, START_WAIT_MS);
  // After the frame that shows it: a task queued from requestAnimationFrame runs once that frame is painted.
  const afterNextPaint = () => requestAnimationFrame(() => setTimeout(startOnce, 0));
  const image = root.querySelector<HTMLImageElement>(LARGEST_IMAGE);
  if (image) {
    if (image.complete) afterNextPaint();
    else {
      image.addEventListener('load', afterNextPaint, { once: true });
      image.addEventListener('error', startOnce, { once: true });
    }
    return;
  }
  const win = doc.defaultView;
  if (!win || typeof win.PerformanceObserver !== 'function' || !win.PerformanceObserver.supportedEntryTypes?.includes('paint')) {
    startOnce();
    return;
  }
  const painted = new win.PerformanceObserver((entries) => {
    if (entries.getEntriesByName('first-contentful-paint').length === 0) return;
    painted.disconnect();
    startOnce();
  });
  painted.observe({ type: 'paint', buffered: true });
}
