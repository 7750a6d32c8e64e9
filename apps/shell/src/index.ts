// Async boundary: shared singletons are negotiated before any application code runs.
// A page the server rendered paints before the store's code is fetched (issue 11: no JS before the first paint): its
// scripts would share a slow link with the HTML and hold the paint back. They start once the browser reports the
// first contentful paint, or after FIRST_PAINT_WAIT_MS (a browser without paint timing, a page that paints nothing).
const FIRST_PAINT_WAIT_MS = 1_000;

let started = false;
function start(): void {
  if (started) return;
  started = true;
  void import('./bootstrap');
}

function startAfterFirstPaint(): void {
  const serverRendered = document.getElementById('root')?.hasAttribute('data-ssr') === true;
  const paintTiming = typeof PerformanceObserver === 'function' && PerformanceObserver.supportedEntryTypes?.includes('paint');
  if (!serverRendered || !paintTiming || document.visibilityState !== 'visible') {
    start();
    return;
  }
  const painted = new PerformanceObserver((entries) => {
    if (entries.getEntriesByName('first-contentful-paint').length === 0) return;
    painted.disconnect();
    start();
  });
  painted.observe({ type: 'paint', buffered: true });
  setTimeout(start, FIRST_PAINT_WAIT_MS);
}

startAfterFirstPaint();

// A module (the entry exports nothing): its names stay its own.
export {};
