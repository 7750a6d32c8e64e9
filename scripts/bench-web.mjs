// Web vitals of the production build (npm run bench:web): Lighthouse 12 with its default mobile emulation on the home
// and product pages of both storefronts (the white-label store on 127.0.0.1, the full store on localhost), in both
// render modes (STORE_RENDER=server, then browser: one store each, one after the other), in Debian's Chromium started
// here with a DevTools port. Records LCP, FCP, TBT, CLS, the JS transferred, the performance, SEO and best-practices
// scores, the scripts at gzip 9 (the measure, as bench:size) and the sequential request levels before the first and the largest contentful paint (scripts/request-levels.mjs).
// Writes the "## Web vitals (npm run bench:web)" section of docs/performance.md (other sections kept).
//
// BENCH_PORT_BASE (default 3800) moves every port of the store; BENCH_RUNS (default 3) runs per page, after a warm-up;
// BENCH_WEB_MODES (default "server,browser"); BENCH_LHR_DIR=dir keeps each run's full Lighthouse report.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import lighthouse from 'lighthouse';
import { portEnv, portsFrom } from './apps.mjs';
import { CHROMIUM_ARGS as CHROMIUM_FLAGS, CHROMIUM_PATH as CHROMIUM } from './chromium.mjs';
import { machineFacts, writeSection } from './performance-doc.mjs';
import { levelsBefore } from './request-levels.mjs';
import { serveStore } from './serve.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const BASE = Number(process.env.BENCH_PORT_BASE ?? 3800);
const DEBUG_PORT = Number(process.env.BENCH_DEBUG_PORT ?? BASE + 222);
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const MODES = (process.env.BENCH_WEB_MODES ?? 'server,browser').split(',').map((m) => m.trim());
const HEADING = '## Web vitals (npm run bench:web)';
const TARGETS = { lcp: 1200, tbt: 100, cls: 0.02 };

const ports = portsFrom(BASE);
const STOREFRONTS = [
  { name: 'White-label', host: '127.0.0.1' },
  { name: 'Full store', host: 'localhost' },
];
const PAGES = [
  { name: 'Home', path: '/en-sg/' },
  // The product of the e2e purchase journeys, sold on both storefronts.
  { name: 'Product', path: '/en-sg/football-legends' },
];

const envOf = (mode) => ({
  ...process.env,
  ...portEnv(ports),
  STORE_RENDER: mode,
  API_DEV_MODE: 'true',
  API_LOG_LEVEL: 'warn',
  API_STORE_URL: `http://127.0.0.1:${ports.shell}`,
  API_DB_PATH: path.join(os.tmpdir(), `store-bench-web-${process.pid}-${mode}.sqlite`),
});

async function waitFor(url, timeoutMs = 20_000) {
  const until = Date.now() + timeoutMs;
  for (;;) {
    try {
      const res = await fetch(url);
      if (res.ok) return res;
    } catch {
      // not up yet
    }
    if (Date.now() > until) throw new Error(`${url} did not answer within ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

function startChromium() {
  const profile = mkdtempSync(path.join(os.tmpdir(), 'bench-web-chromium-'));
  const proc = spawn(CHROMIUM, [...CHROMIUM_FLAGS, `--remote-debugging-port=${DEBUG_PORT}`, `--user-data-dir=${profile}`, 'about:blank'], {
    stdio: 'ignore',
  });
  return {
    proc,
    async close() {
      proc.kill('SIGTERM');
      await new Promise((r) => setTimeout(r, 300));
      rmSync(profile, { recursive: true, force: true });
    },
  };
}

const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  const m = Math.floor(s.length / 2);
  return s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2;
};

/** What bench:size measures: each script at gzip level 9 (as served, uncompressed, here), summed; each URL once per run. */
const gzipped = new Map();
async function gzippedSize(urls) {
  let total = 0;
  for (const url of new Set(urls)) {
    if (!gzipped.has(url)) {
      const response = await fetch(url, { headers: { 'accept-encoding': 'identity' } });
      if (!response.ok) throw new Error(`${url} answered ${response.status}`);
      gzipped.set(url, gzipSync(Buffer.from(await response.arrayBuffer()), { level: 9 }).length);
    }
    total += gzipped.get(url);
  }
  return total;
}

/** One Lighthouse run (default config = mobile form factor, simulated slow 4G, 4x CPU slowdown). */
async function measure(url) {
  const result = await lighthouse(url, {
    port: DEBUG_PORT,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'seo', 'best-practices'],
  });
  if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
  if (result.lhr.runtimeError) throw new Error(`Lighthouse on ${url}: ${result.lhr.runtimeError.code} ${result.lhr.runtimeError.message}`);
  if (process.env.BENCH_LHR_DIR) {
    const name = `${new URL(url).host.replace(/\W+/g, '_')}${new URL(url).pathname.replace(/\W+/g, '_')}-${Date.now()}.json`;
    writeFileSync(path.join(process.env.BENCH_LHR_DIR, name), JSON.stringify(result.lhr));
  }
  const { audits, categories } = result.lhr;
  const scriptUrls = (audits['network-requests']?.details?.items ?? []).filter((i) => i.resourceType === 'Script').map((i) => i.url);
  const items = audits['resource-summary']?.details?.items ?? [];
  const script = items.find((i) => i.resourceType === 'script') ?? { transferSize: 0 };
  const total = items.find((i) => i.resourceType === 'total') ?? { requestCount: 0 };
  // The observed (unthrottled) paints, on the clock the DevTools log shares.
  const observed = audits.metrics?.details?.items?.[0] ?? {};
  const devtoolsLog = result.artifacts.DevtoolsLog ?? [];
  return {
    lcp: audits['largest-contentful-paint'].numericValue,
    fcp: audits['first-contentful-paint'].numericValue,
    tbt: audits['total-blocking-time'].numericValue,
    cls: audits['cumulative-layout-shift'].numericValue,
    jsKb: script.transferSize / 1024,
    jsKbGz: (await gzippedSize(scriptUrls)) / 1024,
    requests: total.requestCount,
    levelsFcp: observed.observedFirstContentfulPaintTs ? levelsBefore(devtoolsLog, observed.observedFirstContentfulPaintTs) : NaN,
    levelsLcp: observed.observedLargestContentfulPaintTs ? levelsBefore(devtoolsLog, observed.observedLargestContentfulPaintTs) : NaN,
    criticalChain: audits['critical-request-chains']?.details?.longestChain?.length ?? NaN,
    performance: (categories.performance?.score ?? 0) * 100,
    seo: (categories.seo?.score ?? 0) * 100,
    bestPractices: (categories['best-practices']?.score ?? 0) * 100,
  };
}

const KEYS = ['lcp', 'fcp', 'tbt', 'cls', 'jsKb', 'jsKbGz', 'requests', 'levelsFcp', 'levelsLcp', 'criticalChain', 'performance', 'seo', 'bestPractices'];

/** The targets a row misses ('' when it meets them all). */
function missed(r) {
  return [r.lcp > TARGETS.lcp && 'LCP', r.tbt > TARGETS.tbt && 'TBT', r.cls > TARGETS.cls && 'CLS'].filter(Boolean).join(', ');
}

function section(rows, startedAt) {
  const fmt = (x, digits = 0) => (Number.isFinite(x) ? x.toFixed(digits) : '-');
  const cores = os.cpus().length;
  const mostLoad = Math.max(os.loadavg()[0], ...rows.map((r) => r.loadBefore));
  return [
    HEADING,
    '',
    `Lighthouse 12, default mobile emulation (Moto G Power class, simulated slow 4G, 4x CPU slowdown), Debian Chromium headless,`,
    `production build served by scripts/serve.mjs (one shell process), the API in development mode on a fresh database;`,
    `median of ${RUNS} runs per page after a warm-up run. Measured from ${startedAt} UTC on ${machineFacts()} (at the end).`,
    'Both render modes in one run, one store each: `server` (STORE_RENDER=server, the default) and `browser`',
    '(STORE_RENDER=browser: the page without its first screen; the store as it was before issue 11). White-label is',
    'the EA store on 127.0.0.1, full store the shop-account theme on localhost.',
    '',
    '- LCP, FCP, TBT: Lighthouse\'s simulated values (ms); CLS; JS KB: the transferred size of every script the page loaded',
    '  (brotli 11 from the build); JS gz: the same scripts at gzip level 9, the measure of bench:size and of issue 11\'s',
    '  "hydration of the home ships <= 150 KB gz" (a server-rendered page loads its scripts to hydrate).',
    '- Levels: sequential request levels before the first contentful paint / before the largest one (the meaningful',
    '  paint), from the run\'s DevTools log (scripts/request-levels.mjs). The document is level 1; every other request',
    '  is one level below the deepest earlier request it waited for: the URL that initiated it, every script on its',
    '  initiator\'s call stack (async parents included), and, for a request sent by a script, every fetch answer that',
    '  was in before it was sent (config.json before a remote\'s manifest, the manifest before its entry: data no stack',
    '  shows; so the figure is an upper bound). A CORS preflight is a level of its own. The figure is the deepest level',
    '  among the requests finished by that paint, observed (unthrottled); API calls count.',
    '  LH chain: the longest chain of Lighthouse\'s critical-request-chains audit, which leaves out fetches and async',
    '  (low-priority) scripts, so it undercounts a page that loads its code at run time.',
    '- Perf, SEO, BP: Lighthouse category scores (performance, SEO, best practices).',
    ...(mostLoad > cores * 0.75
      ? [
          '',
          `**The machine was busy while this ran** (1-minute load average up to ${mostLoad.toFixed(1)} on ${cores} cores, from other work):`,
          'Lighthouse simulates from the observed CPU work, so TBT and LCP carry that contention; compare the modes within',
          'one run, and repeat on a quiet machine for the absolute figures.',
        ]
      : []),
    '',
    `Targets: LCP <= ${TARGETS.lcp} ms, TBT <= ${TARGETS.tbt} ms, CLS <= ${TARGETS.cls}; SEO and best practices 100.`,
    '',
    '| Render | Storefront | Page | LCP | FCP | TBT | CLS | JS KB | JS gz | Levels FCP / LCP | LH chain | Perf | SEO | BP | Misses |',
    '|---|---|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---|',
    ...rows.map(
      (r) =>
        `| ${r.mode} | ${r.storefront} | ${r.page} | ${fmt(r.lcp)} | ${fmt(r.fcp)} | ${fmt(r.tbt)} | ${fmt(r.cls, 3)} | ${fmt(r.jsKb, 1)} | ${fmt(r.jsKbGz, 1)} | ${fmt(r.levelsFcp)} / ${fmt(r.levelsLcp)} | ${fmt(r.criticalChain)} | ${fmt(r.performance)} | ${fmt(r.seo)} | ${fmt(r.bestPractices)} | ${missed(r) || 'none'} |`,
    ),
    '',
  ].join('\n');
}

/** The pages of one storefront, each measured RUNS times after a warm-up, into `rows`. */
async function measureStorefront(rows, mode, storefront) {
  for (const page of PAGES) {
    const url = `http://${storefront.host}:${ports.shell}${page.path}`;
    console.log(`bench:web: STORE_RENDER=${mode} ${url}`);
    const loadBefore = os.loadavg()[0];
    await measure(url); // warm-up: the API's first answers, the server's first render and the OS file cache
    const runs = [];
    for (let i = 0; i < RUNS; i++) runs.push(await measure(url));
    rows.push({ mode, storefront: storefront.name, page: `${page.name} (${page.path})`, loadBefore, ...Object.fromEntries(KEYS.map((k) => [k, median(runs.map((r) => r[k]))])) });
  }
}

const startedAt = new Date().toISOString().slice(0, 16).replace('T', ' ');
const rows = [];
for (const mode of MODES) {
  const env = envOf(mode);
  const store = await serveStore({ env, log: () => undefined });
  try {
    await waitFor(`http://127.0.0.1:${ports.shell}/config.json`);
    await waitFor(`http://127.0.0.1:${ports.api}/health`);
    for (const storefront of STOREFRONTS) {
      // A browser of its own per storefront, as a shopper has: the white-label store shares its host name with the
      // API here (127.0.0.1, other ports), and cookies ignore ports, so one profile would send that store's cookies
      // with the full store's API requests (third-party cookies Lighthouse reports), which no shopper's browser does.
      const chromium = startChromium();
      try {
        await waitFor(`http://127.0.0.1:${DEBUG_PORT}/json/version`);
        await measureStorefront(rows, mode, storefront);
      } finally {
        await chromium.close();
      }
    }
  } finally {
    await store.close();
    for (const suffix of ['', '-wal', '-shm']) rmSync(`${env.API_DB_PATH}${suffix}`, { force: true });
  }
}
const text = section(rows, startedAt);
writeSection(path.join(root, 'docs/performance.md'), HEADING, text);
console.log(text);
