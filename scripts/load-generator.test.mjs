// node --test scripts/: the benchmarks' HTTP load (scripts/load-generator.mjs) against a small local server.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import http from 'node:http';
import { closedLoad, openLoad, percentile, runInChild, summarize } from './load-generator.mjs';

let server;
let port;
let inFlight = 0;
let mostInFlight = 0;
const hosts = new Set();
const cookies = [];

before(async () => {
  server = http.createServer((req, res) => {
    hosts.add(req.headers.host);
    if (req.headers.cookie) cookies.push(req.headers.cookie);
    inFlight += 1;
    mostInFlight = Math.max(mostInFlight, inFlight);
    const delay = Number(new URL(req.url ?? '/', 'http://x').searchParams.get('delay') ?? 0);
    setTimeout(() => {
      inFlight -= 1;
      res.statusCode = req.url?.startsWith('/missing') ? 404 : 200;
      res.end('page');
    }, delay);
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = server.address().port;
});

after(() => new Promise((resolve) => server.close(resolve)));

test('percentile: nearest rank', () => {
  const xs = Array.from({ length: 100 }, (_, i) => i + 1);
  assert.equal(percentile(xs, 50), 50);
  assert.equal(percentile(xs, 99), 99);
  assert.equal(percentile(xs, 100), 100);
  assert.equal(percentile([7], 99), 7);
  assert.ok(Number.isNaN(percentile([], 50)));
});

test('open model: sends on schedule without waiting for answers, latency from the scheduled time', async () => {
  mostInFlight = 0;
  const started = Date.now();
  const result = await openLoad({ address: '127.0.0.1', port, path: '/?delay=200', headers: { host: 'localhost:1' }, rate: 100, durationMs: 500 });
  // 50 requests in half a second although each takes 200 ms: they overlapped.
  assert.equal(result.sent, 50);
  assert.equal(result.ok, 50);
  assert.ok(mostInFlight >= 15, `at most ${mostInFlight} in flight`);
  assert.ok(Date.now() - started < 2_000);
  const s = summarize(result);
  assert.ok(s.p50 >= 195 && s.p50 < 600, `p50 ${s.p50}`);
  assert.deepEqual([...hosts], ['localhost:1']);
});

test('closed loop: never more requests in flight than connections; non-2xx counted apart', async () => {
  mostInFlight = 0;
  const result = await closedLoad({ address: '127.0.0.1', port, path: '/missing?delay=5', connections: 4, durationMs: 300 });
  assert.equal(mostInFlight, 4);
  assert.ok(result.non2xx > 10);
  assert.equal(result.ok, 0);
  assert.equal(result.errors, 0);
  assert.ok(summarize(result).rps > 0);
});

test('a refused connection is an error, not a latency', async () => {
  const result = await openLoad({ address: '127.0.0.1', port: 1, path: '/', rate: 50, durationMs: 100 });
  assert.equal(result.errors, 5);
  assert.equal(result.latenciesMs.length, 0);
});

test('runs in a process of its own and reports each run', async () => {
  const phases = [];
  const summaries = await runInChild({
    target: { address: '127.0.0.1', port, path: '/' },
    warmUpMs: 100,
    warmUpConnections: 2,
    runs: [
      { kind: 'open', rate: 50, durationMs: 200 },
      { kind: 'closed', connections: 2, durationMs: 200 },
    ],
  }, (index, phase) => phases.push(`${index} ${phase}`));
  assert.deepEqual(phases, ['0 start', '0 end', '1 start', '1 end']);
  assert.equal(summaries.length, 2);
  assert.equal(summaries[0].sent, 10);
  assert.ok(summaries[1].ok > 0);
});

test("a unique cookie: each request carries the target's cookies and a value of its own", async () => {
  cookies.length = 0;
  await closedLoad({ address: '127.0.0.1', port, path: '/', headers: { cookie: 'shopCountry=sg' }, uniqueCookie: 'consentAt', connections: 2, durationMs: 100 });
  assert.ok(cookies.length > 4, `${cookies.length} requests`);
  assert.ok(cookies.every((c) => /^shopCountry=sg; consentAt=\d+$/.test(c)), cookies[0]);
  assert.equal(new Set(cookies).size, cookies.length);
});
