// N processes of one server behind one port (node:cluster): the primary forks the workers, each worker listens on the
// same host and port (the primary accepts the connections and hands them round-robin to the workers), and the primary
// replaces a worker that dies. Used by scripts/serve.mjs for the shell's page server (STORE_WORKERS, issue 11 item 9).
//
// The protocol with a worker script: it sends { type: 'ready' } once it listens (or { type: 'failed', message } and
// exits), and on { type: 'close' } it closes its servers and exits. See scripts/shell-worker.mjs.
import cluster from 'node:cluster';
import os from 'node:os';

/** How long a worker may take to close its servers before it is killed. */
const CLOSE_TIMEOUT_MS = 5_000;
/** A worker that died is replaced after this pause (a crash loop does not spin the CPU). */
const RESTART_DELAY_MS = 1_000;

/**
 * The number of processes that serve the shell's pages: STORE_WORKERS, a whole number >= 1 or `auto` (one per core);
 * 1 when unset, so `npm start` and the e2e run keep one process.
 * @param {Record<string, string | undefined>} [env]
 * @param {number} [cores]
 */
export function workerCountOf(env = process.env, cores = os.availableParallelism()) {
  const value = env.STORE_WORKERS?.trim();
  if (!value) return 1;
  if (value === 'auto') return Math.max(1, cores);
  const count = Number(value);
  if (!Number.isInteger(count) || count < 1) throw new Error(`STORE_WORKERS must be a whole number >= 1 or "auto", not "${value}"`);
  return count;
}

/**
 * Starts `count` workers of a script and resolves once every one of them listens.
 * @param {object} o
 * @param {string} o.exec  the worker script (absolute path)
 * @param {number} o.count
 * @param {Record<string, string | undefined>} [o.env]  the workers' environment (added to this process's)
 * @param {(line: string) => void} [o.log]
 * @returns {Promise<{ pids(): number[], close(): Promise<void> }>}
 */
export async function startClusterWorkers({ exec, count, env = {}, log = console.log }) {
  if (!cluster.isPrimary) throw new Error('cluster workers are started from the primary process');
  /** @type {Set<import('node:cluster').Worker>} */
  const workers = new Set();
  /** The workers that said they listen. */
  const listening = new Set();
  let closing = false;
  const restarts = new Set();

  const fork = () =>
    new Promise((resolve, reject) => {
      // The settings are read at each fork: set them each time (another caller may have set others in between).
      cluster.setupPrimary({ exec, args: [] });
      const worker = cluster.fork(env);
      workers.add(worker);
      let ready = false;
      worker.on('message', (message) => {
        if (message?.type === 'ready') {
          ready = true;
          listening.add(worker);
          resolve(worker);
        } else if (message?.type === 'failed') {
          reject(new Error(`a worker of ${exec} failed to start: ${message.message}`));
        }
      });
      worker.once('exit', (code, signal) => {
        workers.delete(worker);
        listening.delete(worker);
        if (!ready) {
          reject(new Error(`a worker of ${exec} exited (${code ?? signal}) before it listened`));
          return;
        }
        if (closing) return;
        log(`worker ${worker.process.pid} of ${exec} exited (${code ?? signal}): starting another`);
        const timer = setTimeout(() => {
          restarts.delete(timer);
          if (!closing) fork().catch((error) => (closing ? undefined : log(String(error))));
        }, RESTART_DELAY_MS);
        restarts.add(timer);
      });
    });

  const stop = (worker) =>
    new Promise((resolve) => {
      if (worker.isDead()) {
        resolve(undefined);
        return;
      }
      const kill = setTimeout(() => worker.process.kill('SIGKILL'), CLOSE_TIMEOUT_MS);
      worker.once('exit', () => {
        clearTimeout(kill);
        resolve(undefined);
      });
      // One still starting serves nothing yet (and may not listen for the word yet): it is simply ended.
      // One whose channel is gone (stopping already, Ctrl-C) is ended too.
      if (!listening.has(worker) || !worker.isConnected()) worker.process.kill('SIGKILL');
      else worker.send({ type: 'close' }, undefined, (error) => (error ? worker.process.kill('SIGKILL') : undefined));
    });

  const close = async () => {
    closing = true;
    for (const timer of restarts) clearTimeout(timer);
    restarts.clear();
    await Promise.all([...workers].map(stop));
  };

  try {
    await Promise.all(Array.from({ length: count }, fork));
  } catch (error) {
    await close();
    throw error;
  }
  return { pids: () => [...listening].map((w) => w.process.pid ?? 0), close };
}

/**
 * The worker's side: runs `serve` (which starts its servers and returns their close), says ready, and closes on the
 * primary's word or on SIGTERM / SIGINT (a worker stopped alone is replaced by the primary; Ctrl-C reaches the whole
 * process group, and the primary, stopping too, replaces none). It exits by itself if the primary is gone (node:cluster
 * does that on the IPC channel's disconnect).
 * @param {() => Promise<{ close(): Promise<void> }>} serve
 */
export async function runClusterWorker(serve) {
  // Listening for the word before starting: a close may come while the servers start (a replacement worker).
  let closeAsked = false;
  let served;
  const closeAndExit = async () => {
    try {
      await served?.close();
    } finally {
      process.exit(0);
    }
  };
  const askClose = () => {
    closeAsked = true;
    if (served) void closeAndExit();
  };
  process.on('message', (message) => {
    if (message?.type === 'close') askClose();
  });
  process.on('SIGINT', askClose);
  process.on('SIGTERM', askClose);
  try {
    served = await serve();
  } catch (error) {
    process.send?.({ type: 'failed', message: error instanceof Error ? (error.stack ?? error.message) : String(error) });
    process.exit(1);
  }
  if (closeAsked) await closeAndExit();
  else process.send?.({ type: 'ready' });
}
