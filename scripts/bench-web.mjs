// Web vitals of the production build (npm run bench:web): Lighthouse 12 with its default mobile
// emulation on the home and product pages, in Debian's Chromium started here with a DevTools port.
// Writes the "## Web vitals (npm run bench:web)" section of docs/performance.md (other sections kept).
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync, existsSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import lighthouse from 'lighthouse';
import { serveStore } from './serve.mjs';
import { CHROMIUM_ARGS as CHROMIUM_FLAGS, CHROMIUM_PATH as CHROMIUM } from './chromium.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const BASE = Number(process.env.BENCH_PORT_BASE ?? 3800);
const DEBUG_PORT = Number(process.env.BENCH_DEBUG_PORT ?? BASE + 222);
const RUNS = Number(process.env.BENCH_RUNS ?? 3);

const shell = `http://127.0.0.1:${BASE}`;
const PAGES = [
  { name: 'Home', path: '/en-sg/' },
  { name: 'Product detail', path: '/en-sg/football-legends' },
];

const env = {
  ...process.env,
  STORE_PORT_SHELL: String(BASE),
  STORE_PORT_CATALOG: String(BASE + 1),
  STORE_PORT_CHECKOUT: String(BASE + 2),
  STORE_PORT_WALLET: String(BASE + 3),
  STORE_PORT_ACCOUNT: String(BASE + 4),
  STORE_PORT_REWARDS: String(BASE + 5),
  STORE_PORT_API: String(BASE + 1000),
  API_DEV_MODE: 'true',
  API_STORE_URL: shell,
  API_DB_PATH: path.join(os.tmpdir(), `store-bench-web-${process.pid}.sqlite`),
};

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

/** One Lighthouse run (default config = mobile form factor, simulated slow 4G, 4x CPU slowdown). */
async function measure(url) {
  const result = await lighthouse(url, { port: DEBUG_PORT, output: 'json', logLevel: 'error', onlyCategories: ['performance'] });
  if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
  // BENCH_LHR_DIR=dir keeps each run's full Lighthouse report, to see where the time went.
  if (process.env.BENCH_LHR_DIR) {
    writeFileSync(path.join(process.env.BENCH_LHR_DIR, `${new URL(url).pathname.replace(/\W+/g, '_')}-${Date.now()}.json`), JSON.stringify(result.lhr));
  }
  const { audits } = result.lhr;
  const items = audits['resource-summary']?.details?.items ?? [];
  const script = items.find((i) => i.resourceType === 'script') ?? { transferSize: 0 };
  const total = items.find((i) => i.resourceType === 'total') ?? { requestCount: 0 };
  return {
    lcp: audits['largest-contentful-paint'].numericValue,
    tbt: audits['total-blocking-time'].numericValue,
    cls: audits['cumulative-layout-shift'].numericValue,
    jsKb: script.transferSize / 1024,
    requests: total.requestCount,
    score: (result.lhr.categories.performance.score ?? 0) * 100,
  };
}

function writeSection(rows) {
  const file = path.join(root, 'docs/performance.md');
  const heading = '## Web vitals (npm run bench:web)';
  const table = [
    heading,
    '',
    `Lighthouse 12, default mobile emulation (Moto G Power class, simulated slow 4G, 4x CPU slowdown), Debian Chromium headless,`,
    `production build served by scripts/serve.mjs on one machine; median of ${RUNS} runs per page (${new Date().toISOString().slice(0, 10)}).`,
    'JS KB is the transferred size of every script the page loaded (shell and remotes); requests counts every request.',
    '',
    '| Page | LCP (ms) | TBT (ms) | CLS | JS (KB transferred) | Requests | Performance score |',
    '|---|---:|---:|---:|---:|---:|---:|',
    ...rows.map(
      (r) => `| ${r.name} (${r.path}) | ${Math.round(r.lcp)} | ${Math.round(r.tbt)} | ${r.cls.toFixed(3)} | ${r.jsKb.toFixed(1)} | ${r.requests} | ${Math.round(r.score)} |`,
    ),
    '',
  ].join('\n');
  const before = existsSync(file) ? readFileSync(file, 'utf8') : '# Performance\n';
  const start = before.indexOf(heading);
  let after;
  if (start === -1) after = `${before.replace(/\s*$/, '')}\n\n${table}`;
  else {
    const next = before.indexOf('\n## ', start + heading.length);
    after = `${before.slice(0, start)}${table}${next === -1 ? '' : `\n${before.slice(next + 1)}`}`;
  }
  writeFileSync(file, after.endsWith('\n') ? after : `${after}\n`);
  return table;
}

const store = await serveStore({ env, log: () => undefined });
const chromium = startChromium();
try {
  await waitFor(`${shell}/config.json`);
  await waitFor(`http://127.0.0.1:${BASE + 1000}/health`);
  await waitFor(`http://127.0.0.1:${DEBUG_PORT}/json/version`);
  const rows = [];
  for (const page of PAGES) {
    await measure(`${shell}${page.path}`); // warm-up: the API's first answers and the OS file cache
    const runs = [];
    for (let i = 0; i < RUNS; i++) runs.push(await measure(`${shell}${page.path}`));
    const pick = (k) => median(runs.map((r) => r[k]));
    rows.push({ ...page, lcp: pick('lcp'), tbt: pick('tbt'), cls: pick('cls'), jsKb: pick('jsKb'), requests: pick('requests'), score: pick('score') });
  }
  console.log(writeSection(rows));
} finally {
  await chromium.close();
  await store.close();
  rmSync(env.API_DB_PATH, { force: true });
}
