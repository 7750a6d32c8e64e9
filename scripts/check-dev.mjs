// `npm run check:dev`: proves that `npm run dev` is a working development loop. It starts it on spare
// ports, waits for the store to be served after the first (development) build, checks that the
// shell and a remote answer with development bundles, saves a source file unchanged (a new
// timestamp) and waits for the rebuild, then stops it. It writes apps/*/dist: run it under the build
// lock when others use the tree, and rebuild for production afterwards (`npm run build`).
import { spawn } from 'node:child_process';
import { utimesSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { portEnv, portsFrom } from './apps.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const ports = portsFrom(Number(process.env.CHECK_DEV_PORT_BASE ?? 3300));
const TIMEOUT = 6 * 60_000;

const dev = spawn(process.execPath, ['scripts/start.mjs', '--watch'], {
  cwd: root,
  detached: true,
  stdio: ['ignore', 'pipe', 'inherit'],
  env: { ...process.env, ...portEnv(ports), API_DB_PATH: path.join(os.tmpdir(), `store-check-dev-${process.pid}.sqlite`) },
});
let output = '';
dev.stdout.on('data', (chunk) => {
  output += chunk;
  process.stdout.write(chunk);
});

const stop = () => {
  try {
    process.kill(-dev.pid, 'SIGTERM');
  } catch {
    /* already gone */
  }
};

async function until(what, test) {
  const deadline = Date.now() + TIMEOUT;
  while (!test()) {
    if (dev.exitCode !== null) throw new Error(`npm run dev exited (${dev.exitCode}) before: ${what}`);
    if (Date.now() > deadline) throw new Error(`timed out waiting for: ${what}`);
    await new Promise((r) => setTimeout(r, 250));
  }
}

const builds = () => output.match(/^built .*\(development\)$/gm)?.length ?? 0;

function check(condition, message) {
  if (!condition) throw new Error(message);
  console.log(`ok - ${message}`);
}

try {
  await until('the store is served', () => output.includes('Store ready'));
  check(builds() === 1, 'served after the first development build, with no other build beside it');
  check(!/\(production\)/.test(output), 'no production build ran');

  const shell = `http://127.0.0.1:${ports.shell}`;
  const page = await fetch(`${shell}/en-sg/`);
  const html = await page.text();
  check(page.status === 200 && /<div id="root"[ >]/.test(html), 'the shell serves its page');
  check(/<script>[^<]+<\/script>/.test(html), 'with its start script inline');
  check(/frame-ancestors 'none'/.test(page.headers.get('content-security-policy') ?? ''), 'with the storefront security headers');
  const main = await (await fetch(`${shell}/main.js`)).text();
  check(main.includes('/******/'), 'main.js is a development bundle (not minified)');
  check(!/\beval\(/.test(main), 'and evaluates no strings (the CSP has no unsafe-eval)');
  const manifest = await fetch(`http://127.0.0.1:${ports.catalog}/mf-manifest.json`);
  check(manifest.status === 200, 'a remote serves its manifest');

  // Saving a file (same content, new timestamp) rebuilds; the store keeps serving.
  const file = path.join(root, 'apps/shell/src/index.ts');
  const now = new Date();
  utimesSync(file, now, now);
  await until('the rebuild after a save', () => builds() >= 2);
  check((await fetch(`${shell}/en-sg/`)).status === 200, 'a save rebuilds and the store still serves');
  console.log('npm run dev works');
} catch (error) {
  console.error(String(error));
  process.exitCode = 1;
} finally {
  stop();
}
