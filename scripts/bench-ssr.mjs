// Page server throughput and latency (npm run bench:ssr): the home page of the full store (GET /en-sg/, Host
// localhost:<port>) served by scripts/serve.mjs at 1 and 2 shell workers (STORE_WORKERS), in each mode: `server`
// (STORE_RENDER=server with its page cache, as npm start serves it), `server-uncached` (STORE_PAGE_CACHE_MS=0: every
// request rendered) and `browser` (STORE_RENDER=browser, uncached: the same server without rendering). Per step: a warm-up, a
// fixed rate of 100 requests/s (open model: sent on schedule, each latency from its scheduled time), then maximum
// throughput (closed loop, 16 connections). The load comes from a process of its own (scripts/load-generator.mjs).
// Writes the "## Server rendering (npm run bench:ssr)" section of docs/performance.md (other sections kept).
//
// BENCH_PORT_BASE (default 3600) moves every port of the store; BENCH_SSR_MODES (default "server,server-returning,server-uncached,browser"),
// BENCH_SSR_WORKERS (default "1,2"), BENCH_DURATION_S (default 10) and BENCH_RATE (default 100) narrow or widen it.
import http from 'node:http';
import { rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { portEnv, portsFrom } from './apps.mjs';
import { runInChild } from './load-generator.mjs';
import { machineFacts, writeSection } from './performance-doc.mjs';
import { childrenMatching, cpuMsOf } from './process-cpu.mjs';
import { PAGE_CACHE_FRESH_MS, serveStore } from './serve.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const BASE = Number(process.env.BENCH_PORT_BASE ?? 3600);
/** The modes: how the store renders, and its page cache (undefined: serve.mjs's default). */
const MODE_SETTINGS = {
  server: { render: 'server', pageCacheMs: undefined },
  // Returning guests: each browser carries its own cookies (the time it answered the cookie banner, analytics), which the
  // page does not read: the page cache answers them as it answers a first visit (apps/shell/src/server/pageCookies.ts).
  'server-returning': { render: 'server', pageCacheMs: undefined, returningGuests: true },
  'server-uncached': { render: 'server', pageCacheMs: '0' },
  browser: { render: 'browser', pageCacheMs: '0' },
};
const MODES = (process.env.BENCH_SSR_MODES ?? 'server,server-returning,server-uncached,browser').split(',').map((m) => m.trim());
for (const mode of MODES) if (!MODE_SETTINGS[mode]) throw new Error(`BENCH_SSR_MODES: no mode "${mode}" (${Object.keys(MODE_SETTINGS).join(', ')})`);
const WORKERS = (process.env.BENCH_SSR_WORKERS ?? '1,2').split(',').map(Number);
const DURATION_MS = Number(process.env.BENCH_DURATION_S ?? 10) * 1000;
const RATE = Number(process.env.BENCH_RATE ?? 100);
const CONNECTIONS = 16;
const WARM_UP_MS = 3_000;
const TARGET_P99_MS = 50;
const PAGE = '/en-sg/';
const HEADING = '## Server rendering (npm run bench:ssr)';

const ports = portsFrom(BASE);
/** The full store's host: the shell answers by Host, on its loopback address. */
const HOST = `localhost:${ports.shell}`;
const target = {
  address: '127.0.0.1',
  port: ports.shell,
  path: PAGE,
  // As a browser asks for a page: the answer is compressed as a shopper's would be.
  headers: { host: HOST, accept: 'text/html,application/xhtml+xml', 'accept-encoding': 'gzip, deflate, br', 'accept-language': 'en' },
};

/** A returning guest's cookies: the shop choice and the consent given; the time of that consent is each browser's own. */
const RETURNING_GUEST = { cookie: 'shopCountry=sg; cookiePreferences=%7B%22C0001%22%3A1%2C%22C0002%22%3A1%7D; _ga=GA1.1.1', uniqueCookie: 'cookiePreferencesUpdated' };

/** The page once, uncompressed: its status and size (is there a first screen in it?). */
function samplePage() {
  return new Promise((resolve, reject) => {
    http
      .get({ host: target.address, port: target.port, path: PAGE, headers: { host: HOST, accept: 'text/html' }, agent: false }, (res) => {
        let bytes = 0;
        res.on('data', (chunk) => (bytes += chunk.length));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, bytes }));
      })
      .on('error', reject);
  });
}

async function waitForPage(timeoutMs = 30_000) {
  const until = Date.now() + timeoutMs;
  for (;;) {
    try {
      const page = await samplePage();
      if (page.status === 200) return page;
    } catch {
      // not listening yet
    }
    if (Date.now() > until) throw new Error(`http://${HOST}${PAGE} did not answer 200 within ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

/** One store (render mode x workers): its warm-up, fixed-rate and closed-loop runs. */
async function measure(mode, workers) {
  const env = {
    ...process.env,
    ...portEnv(ports),
    STORE_RENDER: MODE_SETTINGS[mode].render,
    STORE_WORKERS: String(workers),
    ...(MODE_SETTINGS[mode].pageCacheMs !== undefined ? { STORE_PAGE_CACHE_MS: MODE_SETTINGS[mode].pageCacheMs } : {}),
    API_DEV_MODE: 'true',
    API_LOG_LEVEL: 'warn',
    API_STORE_URL: `http://127.0.0.1:${ports.shell}`,
    API_DB_PATH: path.join(os.tmpdir(), `store-bench-ssr-${process.pid}-${mode}-${workers}.sqlite`),
  };
  const store = await serveStore({ env, log: () => undefined });
  try {
    const page = await waitForPage();
    const loadBefore = os.loadavg()[0];
    // The CPU the store spends: the shell (this process, which serves it with one worker and hands connections to the
    // workers otherwise, and its shell workers) and the API (a child process), over each run.
    const shellPids = [process.pid, ...childrenMatching(process.pid, 'shell-worker.mjs')];
    const apiPids = childrenMatching(process.pid, 'apps/api/src/main.ts');
    const cpuOf = (pids) => pids.reduce((sum, pid) => sum + cpuMsOf(pid), 0);
    const cpu = [];
    const [fixed, max] = await runInChild(
      {
        target: MODE_SETTINGS[mode].returningGuests
          ? { ...target, headers: { ...target.headers, cookie: RETURNING_GUEST.cookie }, uniqueCookie: RETURNING_GUEST.uniqueCookie }
          : target,
        warmUpMs: WARM_UP_MS,
        warmUpConnections: CONNECTIONS,
        runs: [
          { kind: 'open', rate: RATE, durationMs: DURATION_MS },
          { kind: 'closed', connections: CONNECTIONS, durationMs: DURATION_MS },
        ],
      },
      (index, phase) => {
        const now = { shell: cpuOf(shellPids), api: apiPids.length > 0 ? cpuOf(apiPids) : NaN };
        if (phase === 'start') cpu[index] = now;
        else cpu[index] = { shell: now.shell - cpu[index].shell, api: now.api - cpu[index].api };
      },
    );
    const perRequest = (run, used) => ({ ...run, shellCpuMs: used.shell / Math.max(1, run.ok + run.non2xx), apiCpuMs: used.api / Math.max(1, run.ok + run.non2xx) });
    return { mode, workers, page, fixed: perRequest(fixed, cpu[0]), max: perRequest(max, cpu[1]), loadBefore };
  } finally {
    await store.close();
    for (const suffix of ['', '-wal', '-shm']) rmSync(`${env.API_DB_PATH}${suffix}`, { force: true });
  }
}

const ms = (x) => (Number.isFinite(x) ? x.toFixed(1) : '-');

function section(results) {
  const cpuCells = (run) => `${ms(run.shellCpuMs)} | ${ms(run.apiCpuMs)}`;
  const rows = results.flatMap((r) => [
    `| ${r.mode} | ${r.workers} | fixed ${RATE}/s | ${r.fixed.ok} | ${r.fixed.rps.toFixed(1)} | ${ms(r.fixed.p50)} | ${ms(r.fixed.p90)} | ${ms(r.fixed.p99)} | ${ms(r.fixed.max)} | ${r.fixed.non2xx + r.fixed.errors} | ${cpuCells(r.fixed)} | ${(r.page.bytes / 1024).toFixed(1)} |`,
    `| ${r.mode} | ${r.workers} | max, ${CONNECTIONS} connections | ${r.max.ok} | **${r.max.rps.toFixed(1)}** | ${ms(r.max.p50)} | ${ms(r.max.p90)} | ${ms(r.max.p99)} | ${ms(r.max.max)} | ${r.max.non2xx + r.max.errors} | ${cpuCells(r.max)} | |`,
  ]);
  const cores = os.cpus().length;
  const busy = Math.max(...results.map((r) => r.loadBefore)) > cores * 0.75;
  const verdictsOf = (mode) =>
    results
      .filter((r) => r.mode === mode)
      .map((r) => `${r.workers} worker${r.workers === 1 ? '' : 's'}: p99 ${ms(r.fixed.p99)} ms - ${r.fixed.p99 <= TARGET_P99_MS && r.fixed.errors + r.fixed.non2xx === 0 ? 'met' : '**NOT met**'}`);
  const verdicts = verdictsOf('server');
  const uncached = verdictsOf('server-uncached');
  const returning = verdictsOf('server-returning');
  const lag = Math.max(...results.map((r) => r.fixed.maxLagMs ?? 0));
  return [
    HEADING,
    '',
    `Measured ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC on ${machineFacts()} (at the end; the 1-minute`,
    `load average at the start of each step: ${results.map((r) => r.loadBefore.toFixed(2)).join(', ')}: the cores are shared with other work).`,
    `GET ${PAGE} of the full store (Host ${HOST.replace(/:\d+$/, ':<port>')}, Accept-Encoding gzip, deflate, br, no cookie: a guest's first`,
    'page) from the production build served by scripts/serve.mjs, the API in development mode on a fresh database. The',
    'shell runs in STORE_WORKERS processes (node:cluster: the primary accepts each connection and hands it to a worker in',
    'turn). `server` is the store as npm start serves it: pages rendered on the server and kept by its page cache',
    `(${PAGE_CACHE_FRESH_MS / 1000} s fresh, then sent stale while one request renders them again: apps/shell/src/server/pageCache.ts, what a CDN`,
    'in front would hold); `server-returning` is the same store asked by returning guests: each request carries the',
    `cookies of a guest who chose a country and answered the cookie banner (\`${RETURNING_GUEST.cookie}\`), and a`,
    `\`${RETURNING_GUEST.uniqueCookie}\` of its own, as every browser has (the page cache keys a page by the cookies pages read`,
    'only: apps/shell/src/server/pageCookies.ts); `server-uncached` renders every request (STORE_PAGE_CACHE_MS=0), what a page the cache does not',
    'hold costs; `browser` is the same server with STORE_RENDER=browser (the page without its first screen), the baseline',
    `of what rendering costs. The load comes from a process of its own on the same ${os.cpus().length} cores, on one pool of keep-alive`,
    `connections opened by a ${WARM_UP_MS / 1000} s warm-up with ${CONNECTIONS} connections (so the requests spread over the workers):`,
    `- fixed ${RATE}/s: ${RATE} requests a second for ${DURATION_MS / 1000} s, open model (each request is sent at its time whether or not the`,
    '  earlier ones have answered; its latency runs from that time, so a queue in the server shows in the figures);',
    `  the generator sent at most ${ms(lag)} ms late;`,
    `- max: ${CONNECTIONS} connections in a closed loop (the next request as soon as the answer is in) for ${DURATION_MS / 1000} s.`,
    '',
    'Latencies in ms, to the last byte of the answer. CPU ms/request: CPU time (user + system, from /proc) over the run',
    'divided by the answers, of the shell (the primary process and its shell workers) and of the API: what a request',
    'costs whatever else shares the cores. HTML KB: the uncompressed page.',
    ...(busy
      ? [
          '',
          `**The machine was busy while this ran** (1-minute load average up to ${Math.max(...results.map((r) => r.loadBefore)).toFixed(1)} on ${cores} cores, from`,
          'other work): latencies and requests/s measure that contention as much as the server. The CPU columns do not.',
        ]
      : []),
    '',
    '| Render | Workers | Run | Answers 2xx | Requests/s | p50 | p90 | p99 | max | non-2xx + errors | CPU ms/req shell | CPU ms/req API | HTML KB |',
    '|---|---:|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|',
    ...rows,
    '',
    `Target: p99 <= ${TARGET_P99_MS} ms at ${RATE} requests/s with server rendering: ${verdicts.join('; ') || 'not measured'}.`,
    ...(returning.length > 0 ? ['', `Returning guests, each with cookies of their own (server-returning): ${returning.join('; ')}.`] : []),
    ...(uncached.length > 0 ? ['', `Every request rendered (server-uncached): ${uncached.join('; ')}.`] : []),
    '',
  ].join('\n');
}

const results = [];
for (const mode of MODES) {
  for (const workers of WORKERS) {
    console.log(`bench:ssr: ${mode}, STORE_WORKERS=${workers}...`);
    results.push(await measure(mode, workers));
  }
}
const text = section(results);
writeSection(path.join(root, 'docs/performance.md'), HEADING, text);
console.log(text);
