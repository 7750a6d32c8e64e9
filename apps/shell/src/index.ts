// Async boundary: shared singletons are negotiated before any application code runs.
// This file (main.js) is fetched by the page's start script (start/index.ts) once the first screen has painted.
// The federation runtime's start (this script) and the loading of the shell's chunks are a task each.
import { yieldToBrowser } from './platform/yieldToBrowser';

void yieldToBrowser().then(() => import('./bootstrap'));

// A module (the entry exports nothing): its names stay its own.
export {};
