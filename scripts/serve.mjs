// Serves the production build: shell, five remotes on their own origins, and the Store API.
// Used by `npm start` (after the build) and by the e2e tests.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { existsSync } from 'node:fs';
import { REMOTES, portOf } from './apps.mjs';
import { serveStatic } from './static-server.mjs';
import { remotesManifest, runtimeConfig } from './runtime-config.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export async function serveStore({ env = process.env, withApi = true, log = console.log } = {}) {
  for (const app of ['shell', ...REMOTES]) {
    if (!existsSync(path.join(root, 'apps', app, 'dist', 'index.html'))) {
      throw new Error(`apps/${app}/dist is missing: run \`npm run build\` first`);
    }
  }
  const servers = [];
  for (const remote of REMOTES) {
    // Each remote's own page (for its team) reads the same runtime configuration.
    servers.push(
      await serveStatic({ dir: path.join(root, 'apps', remote, 'dist'), port: portOf(remote, env), spa: true, json: { '/config.json': () => runtimeConfig(env) } }),
    );
  }
  const shellHost = env.STORE_SHELL_HOST ?? '127.0.0.1';
  const shell = await serveStatic({
    dir: path.join(root, 'apps/shell/dist'),
    port: portOf('shell', env),
    host: shellHost,
    spa: true,
    json: { '/remotes.json': () => remotesManifest(env), '/config.json': () => runtimeConfig(env) },
  });
  servers.push(shell);

  let api;
  if (withApi) {
    api = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'apps/api/src/main.ts')], {
      cwd: root,
      env: {
        ...env,
        API_PORT: String(portOf('api', env)),
        API_DEV_MODE: env.API_DEV_MODE ?? 'true',
        API_DB_PATH: env.API_DB_PATH ?? path.join(root, '.data/store.sqlite'),
        // Payment returns come back to the shell, on either storefront's host.
        API_STORE_URL: env.API_STORE_URL ?? `http://127.0.0.1:${portOf('shell', env)}`,
        API_ALLOWED_RETURN_ORIGINS:
          env.API_ALLOWED_RETURN_ORIGINS ?? `http://127.0.0.1:${portOf('shell', env)},http://localhost:${portOf('shell', env)}`,
      },
      stdio: ['ignore', 'inherit', 'inherit'],
    });
    api.on('exit', (code, signal) => {
      if (signal !== 'SIGTERM' && signal !== 'SIGINT') log(`Store API exited (${code ?? signal})`);
    });
  }
  const port = portOf('shell', env);
  log(`Store ready:
  white-label store (EA, partner sign-in): http://127.0.0.1:${port}/
  full store (shop accounts, wallet):      http://localhost:${port}/
  remotes: ${REMOTES.map((r) => `${r} :${portOf(r, env)}`).join(', ')}; API :${portOf('api', env)}`);

  return {
    async close() {
      api?.kill('SIGTERM');
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
