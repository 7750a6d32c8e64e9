// HTTP load for the benchmarks (npm run bench:ssr), on node:http with keep-alive connections:
// - openLoad: requests sent on a fixed schedule (the open model: a request goes out at its time whether or not earlier
//   ones have answered), each latency measured from its scheduled time, so a slow server cannot slow the load down and
//   hide its own queue (no coordinated omission);
// - closedLoad: N connections, each sending its next request as soon as the previous one answered (maximum throughput).
// Run it in a process of its own (runInChild), so the server under test does not share its event loop with the clock.
import { fork } from 'node:child_process';
import http from 'node:http';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';

/**
 * @typedef {object} Target
 * @property {string} address  the server's IP address
 * @property {number} port
 * @property {string} path
 * @property {Record<string, string>} [headers]  e.g. the Host of the storefront
 * @property {string} [uniqueCookie]  a cookie added to the Cookie header with a value of its own on each request (as
 *   returning shoppers' browsers each carry their own, e.g. the time they answered the cookie banner)
 *
 * @typedef {object} LoadResult
 * @property {number} sent
 * @property {number} ok  2xx answers
 * @property {number} non2xx
 * @property {number} errors  failed connections or requests, and answers still missing at the end
 * @property {number[]} latenciesMs  of every answer, in the order they came
 * @property {number} elapsedMs  from the first send to the last answer
 * @property {number} [maxLagMs]  open model: how late the generator sent its latest request (its own health)
 */

/** The p-th percentile (0-100) of a sorted list, nearest rank. */
export function percentile(sorted, p) {
  if (sorted.length === 0) return NaN;
  const rank = Math.ceil((p / 100) * sorted.length);
  return sorted[Math.min(sorted.length, Math.max(1, rank)) - 1];
}

/** Requests, throughput and latency percentiles of a run. */
export function summarize(/** @type {LoadResult} */ result) {
  const sorted = [...result.latenciesMs].sort((a, b) => a - b);
  return {
    sent: result.sent,
    ok: result.ok,
    non2xx: result.non2xx,
    errors: result.errors,
    rps: result.elapsedMs > 0 ? ((result.ok + result.non2xx) * 1000) / result.elapsedMs : 0,
    p50: percentile(sorted, 50),
    p90: percentile(sorted, 90),
    p99: percentile(sorted, 99),
    max: sorted.at(-1) ?? NaN,
    maxLagMs: result.maxLagMs,
  };
}

let requestNumber = 0;
/** The request's headers: the target's, with its unique cookie's next value. */
function headersOf(/** @type {Target} */ target) {
  if (!target.uniqueCookie) return target.headers;
  requestNumber += 1;
  const unique = `${target.uniqueCookie}=${process.pid}${requestNumber}`;
  const cookie = target.headers?.cookie;
  return { ...target.headers, cookie: cookie ? `${cookie}; ${unique}` : unique };
}

/** One GET; resolves with its status once the whole body is in (never rejects: an error is status 0). */
function get(/** @type {Target} */ target, /** @type {http.Agent} */ agent) {
  return new Promise((resolve) => {
    const req = http.request({ host: target.address, port: target.port, path: target.path, method: 'GET', headers: headersOf(target), agent }, (res) => {
      res.on('end', () => resolve(res.statusCode ?? 0));
      res.on('error', () => resolve(0));
      res.resume();
    });
    req.on('error', () => resolve(0));
    req.end();
  });
}

/**
 * Fixed rate, open model.
 * @param {Target & { rate: number, durationMs: number, agent?: http.Agent, drainMs?: number }} o
 * @returns {Promise<LoadResult>}
 */
export async function openLoad({ rate, durationMs, agent = new http.Agent({ keepAlive: true, scheduling: 'fifo' }), drainMs = 10_000, ...target }) {
  const total = Math.round((rate * durationMs) / 1000);
  const interval = 1000 / rate;
  /** @type {LoadResult} */
  const result = { sent: 0, ok: 0, non2xx: 0, errors: 0, latenciesMs: [], elapsedMs: 0, maxLagMs: 0 };
  const start = performance.now() + 20;
  let lastAnswer = start;
  const pending = new Set();
  await new Promise((resolve) => {
    const tick = () => {
      const now = performance.now();
      while (result.sent < total && start + result.sent * interval <= now) {
        const due = start + result.sent * interval;
        result.maxLagMs = Math.max(result.maxLagMs ?? 0, now - due);
        result.sent += 1;
        const answer = get(target, agent).then((status) => {
          const end = performance.now();
          lastAnswer = Math.max(lastAnswer, end);
          if (status === 0) result.errors += 1;
          else {
            if (status >= 200 && status < 300) result.ok += 1;
            else result.non2xx += 1;
            result.latenciesMs.push(end - due);
          }
          pending.delete(answer);
        });
        pending.add(answer);
      }
      if (result.sent < total) setTimeout(tick, Math.max(0, start + result.sent * interval - performance.now()));
      else resolve(undefined);
    };
    setTimeout(tick, Math.max(0, start - performance.now()));
  });
  const drained = await Promise.race([Promise.all(pending).then(() => true), new Promise((r) => setTimeout(() => r(false), drainMs).unref())]);
  if (!drained) result.errors += pending.size;
  result.elapsedMs = lastAnswer - start;
  return result;
}

/**
 * Closed loop: `connections` requests in flight at all times, for durationMs.
 * @param {Target & { connections: number, durationMs: number, agent?: http.Agent }} o
 * @returns {Promise<LoadResult>}
 */
export async function closedLoad({ connections, durationMs, agent = new http.Agent({ keepAlive: true, maxSockets: connections }), ...target }) {
  /** @type {LoadResult} */
  const result = { sent: 0, ok: 0, non2xx: 0, errors: 0, latenciesMs: [], elapsedMs: 0 };
  const start = performance.now();
  const until = start + durationMs;
  const loop = async () => {
    while (performance.now() < until) {
      const sentAt = performance.now();
      result.sent += 1;
      const status = await get(target, agent);
      if (status === 0) {
        result.errors += 1;
        continue;
      }
      if (status >= 200 && status < 300) result.ok += 1;
      else result.non2xx += 1;
      result.latenciesMs.push(performance.now() - sentAt);
    }
  };
  await Promise.all(Array.from({ length: connections }, loop));
  result.elapsedMs = performance.now() - start;
  return result;
}

/**
 * The runs of one benchmark step in a child process: a warm-up (closed loop), then each run in order, on one pool of
 * keep-alive connections (opened by the warm-up, reused in turn: `fifo`), as a load balancer holds them to a node.
 * `onRun` is told when each run starts and ends (to measure the server's CPU time over exactly that run).
 * @param {{ target: Target, warmUpMs: number, warmUpConnections: number, runs: ({ kind: 'open', rate: number, durationMs: number } | { kind: 'closed', connections: number, durationMs: number })[] }} spec
 * @param {(index: number, phase: 'start' | 'end') => void} [onRun]
 * @returns {Promise<ReturnType<typeof summarize>[]>}
 */
export function runInChild(spec, onRun = () => undefined) {
  return new Promise((resolve, reject) => {
    const child = fork(fileURLToPath(import.meta.url), [], { stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
    child.on('message', (message) => {
      const m = /** @type {{ type: string, index: number, summaries: ReturnType<typeof summarize>[] }} */ (message);
      if (m.type === 'run-start') onRun(m.index, 'start');
      else if (m.type === 'run-end') onRun(m.index, 'end');
      else if (m.type === 'summaries') resolve(m.summaries);
    });
    child.once('error', reject);
    child.once('exit', (code) => (code === 0 ? undefined : reject(new Error(`the load generator exited (${code})`))));
    child.send(spec);
  });
}

async function runSpec(spec) {
  const agent = new http.Agent({ keepAlive: true, scheduling: 'fifo' });
  await closedLoad({ ...spec.target, connections: spec.warmUpConnections, durationMs: spec.warmUpMs, agent });
  const summaries = [];
  for (const [index, run] of spec.runs.entries()) {
    process.send?.({ type: 'run-start', index });
    const result =
      run.kind === 'open'
        ? await openLoad({ ...spec.target, rate: run.rate, durationMs: run.durationMs, agent })
        : await closedLoad({ ...spec.target, connections: run.connections, durationMs: run.durationMs, agent });
    process.send?.({ type: 'run-end', index });
    summaries.push(summarize(result));
  }
  agent.destroy();
  return summaries;
}

if (process.send && process.argv[1] === fileURLToPath(import.meta.url)) {
  process.once('message', async (spec) => {
    const summaries = await runSpec(spec);
    process.send?.({ type: 'summaries', summaries }, () => process.exit(0));
  });
}
