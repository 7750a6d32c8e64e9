// node --test scripts/: N workers behind one port (scripts/cluster-workers.mjs), with a tiny HTTP worker that answers
// its process id.
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import http from 'node:http';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { startClusterWorkers, workerCountOf } from './cluster-workers.mjs';

describe('workerCountOf (STORE_WORKERS)', () => {
  test('one process unless told otherwise', () => {
    assert.equal(workerCountOf({}), 1);
    assert.equal(workerCountOf({ STORE_WORKERS: '' }), 1);
  });
  test('a whole number, or auto for one per core', () => {
    assert.equal(workerCountOf({ STORE_WORKERS: '2' }), 2);
    assert.equal(workerCountOf({ STORE_WORKERS: ' 4 ' }), 4);
    assert.equal(workerCountOf({ STORE_WORKERS: 'auto' }, 8), 8);
  });
  test('anything else is refused, not read as one', () => {
    for (const value of ['0', '-1', '1.5', 'two', 'max']) assert.throws(() => workerCountOf({ STORE_WORKERS: value }), /STORE_WORKERS/, value);
  });
});

const freePort = () =>
  new Promise((resolve, reject) => {
    const s = createServer();
    s.once('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const { port } = /** @type {import('node:net').AddressInfo} */ (s.address());
      s.close(() => resolve(port));
    });
  });

/** GET over a new connection each time (agent: false): the primary hands each connection to the next worker. */
const get = (port, pathname = '/') =>
  new Promise((resolve, reject) => {
    const req = http.get({ host: '127.0.0.1', port, path: pathname, agent: false }, (res) => {
      let body = '';
      res.on('data', (c) => (body += c));
      res.on('end', () => resolve(body));
    });
    req.on('error', reject);
  });

const until = async (check, timeoutMs = 10_000) => {
  const end = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > end) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 50));
  }
};

let dir;
let exec;

before(() => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'cluster-workers-'));
  exec = path.join(dir, 'worker.mjs');
  writeFileSync(
    exec,
    `import http from 'node:http';
import { runClusterWorker } from ${JSON.stringify(pathToFileURL(path.resolve('scripts/cluster-workers.mjs')).href)};
await runClusterWorker(async () => {
  if (process.env.FIXTURE_FAIL) throw new Error('no config');
  const server = http.createServer((req, res) => {
    if (req.url === '/crash') process.exit(3);
    res.end(String(process.pid));
  });
  await new Promise((resolve) => server.listen(Number(process.env.FIXTURE_PORT), '127.0.0.1', resolve));
  return { close: () => new Promise((resolve) => { server.closeAllConnections(); server.close(resolve); }) };
});
`,
  );
});

after(() => rmSync(dir, { recursive: true, force: true }));

test('N workers answer on one port, each in its own process, and close() stops them all', async () => {
  const port = await freePort();
  const workers = await startClusterWorkers({ exec, count: 2, env: { FIXTURE_PORT: String(port) }, log: () => undefined });
  try {
    const pids = workers.pids();
    assert.equal(pids.length, 2);
    assert.ok(!pids.includes(process.pid));
    const seen = new Set();
    for (let i = 0; i < 8; i += 1) seen.add(Number(await get(port)));
    assert.deepEqual([...seen].sort(), [...pids].sort());
  } finally {
    await workers.close();
  }
  await assert.rejects(get(port), /ECONNREFUSED/);
});

test('a worker that dies is replaced; the port keeps answering', async () => {
  const port = await freePort();
  const lines = [];
  const workers = await startClusterWorkers({ exec, count: 2, env: { FIXTURE_PORT: String(port) }, log: (l) => lines.push(l) });
  try {
    const before = workers.pids();
    await get(port, '/crash').catch(() => undefined);
    await until(() => workers.pids().length === 2 && workers.pids().some((p) => !before.includes(p)));
    await until(async () => Number(await get(port)) > 0);
    assert.match(lines.join('\n'), /exited \(3\): starting another/);
  } finally {
    const closing = Date.now();
    await workers.close();
    // The replacement took the word to close like the others (not killed after the close timeout).
    assert.ok(Date.now() - closing < 2_000, `closed in ${Date.now() - closing} ms`);
  }
});

test('a worker that cannot start fails the start, with its reason, and leaves no worker behind', async () => {
  const port = await freePort();
  await assert.rejects(
    startClusterWorkers({ exec, count: 2, env: { FIXTURE_PORT: String(port), FIXTURE_FAIL: '1' }, log: () => undefined }),
    /failed to start: Error: no config/,
  );
});
