// Serves the production build: shell, five remotes on their own origins, and the Store API.
// Used by `npm start` (after the build) and by the e2e tests.
// The shell's page server runs in this process, or as STORE_WORKERS processes (node:cluster, one port shared): it keeps
// no state between requests. The API, the payment simulator and the partner sign-in stay one process each.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { REMOTES, portOf } from './apps.mjs';
import { startClusterWorkers, workerCountOf } from './cluster-workers.mjs';
import { serveStatic } from './static-server.mjs';
import { PARTNER_APPLICATION_ID, remotesManifest, runtimeConfig } from './runtime-config.mjs';
import { storefrontOrigins, storefrontServing } from './storefront-headers.mjs';
import storefrontIcons from './storefront-icons.cjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const require = createRequire(import.meta.url);

/** The shell's server module (apps/shell/src/server, built by the shell's webpack config): the store's page answers. */
const STORE_SERVER_MODULE = path.join(root, 'apps/shell/dist-server/store-server.cjs');

/** The script each shell worker runs (STORE_WORKERS > 1). */
const SHELL_WORKER = path.join(root, 'scripts/shell-worker.mjs');
/** The shell worker's options (sourceMaps), as JSON in its environment. */
export const SHELL_WORKER_OPTIONS = 'STORE_SHELL_WORKER_OPTIONS';

/**
 * Server rendering or browser-only (issue 11 item 8): STORE_RENDER=server (the default) or browser. Anything else is
 * refused rather than read as the default, so a benchmark cannot measure the wrong mode by a typo.
 * @returns {'server' | 'browser'}
 */
export function renderModeOf(env = process.env) {
  const value = env.STORE_RENDER?.trim();
  if (value && value !== 'server' && value !== 'browser') throw new Error(`STORE_RENDER must be "server" or "browser", not "${value}"`);
  return value === 'browser' ? 'browser' : 'server';
}

/** How long a server-rendered page is kept by default (STORE_PAGE_CACHE_MS), and how much longer it may be sent stale. */
export const PAGE_CACHE_FRESH_MS = 5_000;
const PAGE_CACHE_STALE_FACTOR = 6;

/**
 * The page cache of server-rendered pages (apps/shell/src/server/pageCache.ts): STORE_PAGE_CACHE_MS, how long a page
 * is sent as rendered (default 5 s; 0 turns it off), then up to six times that while it renders again.
 * @returns {{ freshMs: number, staleMs: number }}
 */
export function pageCacheOf(env = process.env) {
  const value = env.STORE_PAGE_CACHE_MS?.trim();
  const freshMs = value ? Number(value) : PAGE_CACHE_FRESH_MS;
  if (!Number.isInteger(freshMs) || freshMs < 0) throw new Error(`STORE_PAGE_CACHE_MS must be a whole number of milliseconds (0 = off), not "${value}"`);
  return { freshMs, staleMs: freshMs * PAGE_CACHE_STALE_FACTOR };
}

/**
 * What the store answers for page requests before any JS: redirects, 404 and not-allowed statuses, the page's head,
 * robots.txt and sitemap.xml, from the same run-time configuration the browser reads. The one place the store's
 * pages are created (in each process that serves the shell).
 *
 * It holds no state between requests that another process would need: the configuration and index.html are read per
 * request, and its catalog facts (the API's public product answers, cached for a minute) are a per-process cache of
 * public data, which N processes may each hold.
 * @returns {import('./static-server').StorePages}
 */
function storePages(env) {
  /** @type {{ createStorePages: (o: object) => import('./static-server').StorePages }} */
  const { createStorePages } = require(STORE_SERVER_MODULE);
  const indexFile = path.join(root, 'apps/shell/dist/index.html');
  return createStorePages({
    config: () => runtimeConfig(env),
    indexHtml: () => readFileSync(indexFile, 'utf8'),
    // One switch for both modes (issue 11): the server renders the first screen, or the browser renders it all.
    render: renderModeOf(env),
    remotesManifest: () => remotesManifest(env),
    // The server's render budget in ms (default 300): past it, what is missing renders in the browser.
    ...(env.STORE_RENDER_BUDGET_MS ? { renderBudgetMs: Number(env.STORE_RENDER_BUDGET_MS) } : {}),
    pageCache: pageCacheOf(env),
  });
}

/**
 * The catalogue's images are served on every storefront origin (as a CDN's path rule would): the API names them by
 * path (API_IMAGES_URL empty) and each static server forwards the path to the API, so a page's largest image, its
 * banner, comes over the connection the document opened instead of a new one to the API's origin (issue 11: LCP).
 */
const IMAGES_PATH = '/images/';
const imagesForwardOf = (env) => ({ [IMAGES_PATH]: `http://127.0.0.1:${portOf('api', env)}` });

/**
 * The shell page's inline script (its start script, which the build inlines in index.html): the CSP allows it by hash.
 * Read per page like index.html, so a rebuild is served at once.
 */
const START_SCRIPT_FILE = path.join(root, 'apps/shell/dist/start.js');
export const shellInlineScripts = () => [readFileSync(START_SCRIPT_FILE, 'utf8')];

/** Whether serveShell set NODE_ENV in this process (for React): the services started after it must not inherit it. */
let nodeEnvSetForRendering = false;

/** The environment of the API and the other services: `env`, without the NODE_ENV this process set for rendering. */
function serviceEnv(env) {
  const copy = { ...env };
  if (nodeEnvSetForRendering && copy.NODE_ENV === process.env.NODE_ENV) delete copy.NODE_ENV;
  return copy;
}

/** Storefront hosts that are loopback addresses other than the shell's own (the shell listens there too). */
function storefrontLoopbackHosts(env, shellHost) {
  const hosts = runtimeConfig(env).storefronts.flatMap((s) => s.themeHostname);
  return [...new Set(hosts.filter((h) => /^127\.\d+\.\d+\.\d+$/.test(h) && h !== shellHost))];
}

/** Polls a health URL until it answers 2xx (or the time is up: then throws). */
async function waitForHealth(url, timeoutMs) {
  const until = Date.now() + timeoutMs;
  for (;;) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      /* not listening yet */
    }
    if (Date.now() > until) throw new Error(`${url} did not answer within ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

/**
 * The shell's servers of one process: its files, run-time documents, icons and pages on the shell's host, and on each
 * storefront's other loopback address (the partner store on 127.0.0.2). In a cluster worker, every worker listens on
 * the same addresses and the primary hands each connection to one of them.
 * @param {Record<string, string | undefined>} env
 * @param {{ sourceMaps?: boolean }} [o]
 * @returns {Promise<{ close(): Promise<void> }>}
 */
export async function serveShell(env, { sourceMaps = false } = {}) {
  const shared = { spa: true, sourceMaps, forward: imagesForwardOf(env), ...storefrontServing(env, { inlineScripts: shellInlineScripts }) };
  // Each storefront's favicon, icons and manifest, in its theme colour and name (the build writes a default set).
  const icons = Object.fromEntries(
    Object.keys(storefrontIcons.iconSet()).map((file) => [
      file,
      (request) => storefrontIcons.iconSet(storefrontIcons.storefrontOfHost(runtimeConfig(env), request.headers.host))[file],
    ]),
  );
  const shellHost = env.STORE_SHELL_HOST ?? '127.0.0.1';
  // The server renders with React's production build (NODE_ENV is read when react is first required), the
  // development build under `npm run dev`. Set for this process only: the API and the other services get `env`.
  if (process.env.NODE_ENV === undefined) {
    process.env.NODE_ENV = sourceMaps ? 'development' : 'production';
    nodeEnvSetForRendering = true;
  }
  const pages = storePages(env);
  const servers = [];
  try {
    // A storefront on another loopback address (the partner store on 127.0.0.2) gets the same shell there.
    for (const host of [shellHost, ...storefrontLoopbackHosts(env, shellHost)]) {
      servers.push(
        await serveStatic({
          ...shared,
          dir: path.join(root, 'apps/shell/dist'),
          port: portOf('shell', env),
          host,
          json: { '/remotes.json': () => remotesManifest(env), '/config.json': () => runtimeConfig(env) },
          generated: icons,
          pages,
        }),
      );
    }
  } catch (error) {
    await Promise.all(servers.map((s) => s.close()));
    throw error;
  }
  return { close: async () => void (await Promise.all(servers.map((s) => s.close()))) };
}

/**
 * @param {object} [o]
 * @param {Record<string, string | undefined>} [o.env]  ports (STORE_PORT_*), STORE_WORKERS, STORE_RENDER, the API's settings
 * @param {boolean} [o.withApi]  start the API, the payment simulator and the partner sign-in (default true)
 * @param {(line: string) => void} [o.log]
 * @param {boolean} [o.sourceMaps]  serve *.map files: only for the development build (`npm run dev`)
 * @param {boolean} [o.devMode]  the API's development mode (the /dev/outbox of codes, loopback only): `npm run dev`
 */
export async function serveStore({ env = process.env, withApi = true, log = console.log, sourceMaps = false, devMode = false } = {}) {
  const workers = workerCountOf(env);
  renderModeOf(env); // a wrong STORE_RENDER fails here, before anything starts
  for (const app of ['shell', ...REMOTES]) {
    if (!existsSync(path.join(root, 'apps', app, 'dist', 'index.html'))) {
      throw new Error(`apps/${app}/dist is missing: run \`npm run build\` first`);
    }
  }
  if (!existsSync(STORE_SERVER_MODULE)) throw new Error('apps/shell/dist-server is missing: run `npm run build` first');
  if (!existsSync(START_SCRIPT_FILE)) throw new Error('apps/shell/dist/start.js is missing: run `npm run build` first');
  let api;
  let provider;
  let partner;
  if (withApi) {
    // The partner identity service (the white-label store's single sign-on): its own port, and a token secret shared
    // with the API alone (fresh per run unless given). Its test hooks are on in development mode (and so in e2e).
    const partnerSecret = env.API_PARTNER_TOKEN_SECRET ?? randomBytes(32).toString('hex');
    const devApi = (env.API_DEV_MODE ?? String(devMode)) === 'true';
    partner = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'apps/partner-id/src/main.ts')], {
      cwd: root,
      env: {
        ...serviceEnv(env),
        PARTNER_PORT: String(portOf('partner', env)),
        PARTNER_TOKEN_SECRET: partnerSecret,
        PARTNER_APPLICATION_ID: PARTNER_APPLICATION_ID,
        PARTNER_STOREFRONT_ORIGINS: storefrontOrigins(runtimeConfig(env), env).join(','),
        PARTNER_TEST_HOOKS: env.PARTNER_TEST_HOOKS ?? String(devApi),
      },
      stdio: ['ignore', 'inherit', 'inherit'],
    });
    // The payment-provider simulator: its own port, and a secret shared with the API alone (fresh per run unless given).
    const providerSecret = env.API_PROVIDER_SECRET ?? randomBytes(32).toString('hex');
    provider = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'apps/api/src/simulator/main.ts')], {
      cwd: root,
      env: { ...serviceEnv(env), PROVIDER_PORT: String(portOf('provider', env)), PROVIDER_API_URL: `http://127.0.0.1:${portOf('api', env)}`, PROVIDER_SECRET: providerSecret },
      stdio: ['ignore', 'inherit', 'inherit'],
    });
    api = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'apps/api/src/main.ts')], {
      cwd: root,
      env: {
        ...serviceEnv(env),
        API_PORT: String(portOf('api', env)),
        // Image URLs as paths: each storefront origin forwards them here (imagesForwardOf).
        API_IMAGES_URL: env.API_IMAGES_URL ?? '',
        API_DEV_MODE: env.API_DEV_MODE ?? String(devMode),
        API_PROVIDER_URL: `http://127.0.0.1:${portOf('provider', env)}`,
        API_PROVIDER_SECRET: providerSecret,
        API_PARTNER_TOKEN_SECRET: partnerSecret,
        API_PARTNER_APPLICATION_ID: PARTNER_APPLICATION_ID,
        // The white-label store's purchase gates: one list, the run-time configuration's, enforced by the API too.
        API_AGE_GATED_PRODUCTS: env.API_AGE_GATED_PRODUCTS ?? runtimeConfig(env).purchaseGates.ageGatedProducts.join(','),
        API_ACCOUNT_REQUIRED_PRODUCTS: env.API_ACCOUNT_REQUIRED_PRODUCTS ?? runtimeConfig(env).purchaseGates.accountRequiredProducts.join(','),
        // Each remote's own page (for its team) is a storefront origin too, by either loopback name a team may type.
        API_CORS_ORIGINS: env.API_CORS_ORIGINS ?? REMOTES.flatMap((r) => ['127.0.0.1', 'localhost'].map((h) => `http://${h}:${portOf(r, env)}`)).join(','),
        API_DB_PATH: env.API_DB_PATH ?? path.join(root, '.data/store.sqlite'),
        // Payment returns come back to the shell, on either storefront's host.
        API_STORE_URL: env.API_STORE_URL ?? `http://127.0.0.1:${portOf('shell', env)}`,
        API_ALLOWED_RETURN_ORIGINS:
          env.API_ALLOWED_RETURN_ORIGINS ??
          ['127.0.0.1', 'localhost', ...storefrontLoopbackHosts(env, '127.0.0.1')].map((h) => `http://${h}:${portOf('shell', env)}`).join(','),
      },
      stdio: ['ignore', 'inherit', 'inherit'],
    });
    api.on('exit', (code, signal) => {
      if (signal !== 'SIGTERM' && signal !== 'SIGINT') log(`Store API exited (${code ?? signal})`);
    });
    // The store is ready when its API answers: nothing is served before it (a page, or a test, would meet a dead API).
    try {
      await waitForHealth(`http://127.0.0.1:${portOf('api', env)}/health`, 60_000);
      await waitForHealth(`http://127.0.0.1:${portOf('partner', env)}/health`, 30_000);
    } catch (error) {
      api.kill('SIGTERM');
      provider.kill('SIGTERM');
      partner.kill('SIGTERM');
      throw error;
    }
  }
  const servers = [];
  // CORS for the storefronts' origins only; every HTML document carries the storefront's security
  // headers, derived from the same documents the shell reads.
  const shared = { spa: true, sourceMaps, forward: imagesForwardOf(env), ...storefrontServing(env) };
  for (const remote of REMOTES) {
    // Each remote's own page (for its team) reads the same runtime configuration.
    servers.push(
      await serveStatic({ ...shared, dir: path.join(root, 'apps', remote, 'dist'), port: portOf(remote, env), json: { '/config.json': () => runtimeConfig(env) } }),
    );
  }
  // The shell: in this process, or as N workers of their own (the same servers in each, scripts/shell-worker.mjs).
  try {
    servers.push(
      workers === 1
        ? await serveShell(env, { sourceMaps })
        : await startClusterWorkers({ exec: SHELL_WORKER, count: workers, env: { ...env, [SHELL_WORKER_OPTIONS]: JSON.stringify({ sourceMaps }) }, log }),
    );
  } catch (error) {
    api?.kill('SIGTERM');
    provider?.kill('SIGTERM');
    partner?.kill('SIGTERM');
    await Promise.all(servers.map((s) => s.close()));
    throw error;
  }

  const port = portOf('shell', env);
  log(`Store ready:
  white-label store (EA, partner sign-in): http://127.0.0.1:${port}/
  full store (shop accounts, wallet):      http://localhost:${port}/
  partner store (catalog and checkout):    http://127.0.0.2:${port}/
  remotes: ${REMOTES.map((r) => `${r} :${portOf(r, env)}`).join(', ')}; API :${portOf('api', env)}; payment provider :${portOf('provider', env)}; partner sign-in :${portOf('partner', env)}
  pages: STORE_RENDER=${renderModeOf(env)}; the shell in ${workers === 1 ? 'this process' : `${workers} worker processes`} (STORE_WORKERS)`);

  return {
    async close() {
      api?.kill('SIGTERM');
      provider?.kill('SIGTERM');
      partner?.kill('SIGTERM');
      await Promise.all(servers.map((s) => s.close()));
    },
  };
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const store = await serveStore();
  const stop = async () => {
    await store.close();
    process.exit(0);
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}
