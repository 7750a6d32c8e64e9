// Async boundary: shared singletons are negotiated before any application code runs.
// This file (main.js) is fetched by the page's start script (start/index.ts) once the first screen has painted.
// The federation runtime's start (this script) and the loading of the shell's chunks are a task each.
import { yieldToBrowser } from './platform/yieldToBrowser';
import { showCodeFailedNotice, withRetries } from './start/storeCode';

// The shell's chunks, fetched as main.js was: tried three times, then the page's notice (start/storeCode.ts).
void yieldToBrowser()
  .then(() => withRetries(() => import('./bootstrap')))
  .catch(() => showCodeFailedNotice(document));

// A module (the entry exports nothing): its names stay its own.
export {};
