// npm run bench:size - gzipped JS bytes and request count that the home route and a product route
// load, per file and in total, for the composed (federated) build and for a monolithic build of the
// same code; writes the figures into docs/performance.md.
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync, existsSync } from 'node:fs';
import { serveStatic } from './static-server.mjs';
import { remotesManifest, runtimeConfig } from './runtime-config.mjs';
import { REMOTES, portEnv, portsFrom } from './apps.mjs';
import { storefrontServing } from './storefront-headers.mjs';
import { shellInlineScripts } from './serve.mjs';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium.mjs';

const require = createRequire(import.meta.url);
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const { chromium } = require('@playwright/test');
const webpack = require('webpack');

const ROUTES = [
  { name: 'home', path: '/en-sg/', ready: '[data-remote-page="catalog"]' },
  { name: 'product', path: '/en-sg/football-legends', ready: '[data-remote-page="catalog"]' },
];
const PORTS = { ...portsFrom(3200), monolith: 3210 };

function buildMonolith() {
  const config = require('./webpack.monolith.cjs');
  return new Promise((resolve, reject) =>
    webpack(config, (err, stats) => (err || stats.hasErrors() ? reject(err ?? new Error(stats.toString('errors-only'))) : resolve())),
  );
}

async function measure(baseUrl, route) {
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: CHROMIUM_ARGS,
  });
  const page = await browser.newPage();
  const files = [];
  let requests = 0;
  page.on('request', () => requests++);
  page.on('response', async (response) => {
    const url = response.url();
    if (!url.split('?')[0].endsWith('.js')) return;
    try {
      const body = await response.body();
      files.push({ url: url.split('?')[0], raw: body.length, gzip: gzipSync(body, { level: 9 }).length });
    } catch {
      /* redirected or aborted */
    }
  });
  const problems = [];
  page.on('console', (m) => m.type() === 'error' && problems.push(m.text()));
  page.on('pageerror', (e) => problems.push(e.message));
  await page.goto(baseUrl + route.path);
  try {
    await page.locator(route.ready).first().waitFor({ timeout: 15000 });
  } catch (error) {
    console.error(`${baseUrl}${route.path} did not render:`, problems.join('\n'), await page.locator('body').innerText());
    throw error;
  }
  await page.waitForLoadState('networkidle');
  await browser.close();
  files.sort((a, b) => b.gzip - a.gzip);
  return { files, requests, js: files.length, gzip: files.reduce((s, f) => s + f.gzip, 0), raw: files.reduce((s, f) => s + f.raw, 0) };
}

const kb = (n) => (n / 1024).toFixed(1);

async function main() {
  for (const app of ['shell', ...REMOTES]) {
    if (!existsSync(path.join(root, 'apps', app, 'dist/index.html'))) execFileSync(process.execPath, ['scripts/build.mjs'], { cwd: root, stdio: 'inherit' });
  }
  await buildMonolith();
  const env = { ...process.env, ...portEnv(portsFrom(PORTS.shell)), STORE_PARTNER_HOSTS: '127.0.0.1' };
  const serving = { spa: true, ...storefrontServing(env) };
  const servers = [];
  for (const r of REMOTES) servers.push(await serveStatic({ ...serving, dir: path.join(root, 'apps', r, 'dist'), port: PORTS[r] }));
  const json = { '/remotes.json': () => remotesManifest(env), '/config.json': () => runtimeConfig(env) };
  // The shell's page carries its start script inline, allowed by the page's CSP by its hash (as npm start serves it).
  servers.push(await serveStatic({ ...serving, ...storefrontServing(env, { inlineScripts: shellInlineScripts }), dir: path.join(root, 'apps/shell/dist'), port: PORTS.shell, json }));
  servers.push(await serveStatic({ ...serving, dir: path.join(root, 'dist-monolith'), port: PORTS.monolith, json }));

  const results = [];
  for (const route of ROUTES) {
    const composed = await measure(`http://127.0.0.1:${PORTS.shell}`, route);
    const monolith = await measure(`http://127.0.0.1:${PORTS.monolith}`, route);
    results.push({ route, composed, monolith });
  }
  await Promise.all(servers.map((s) => s.close()));

  const lines = [];
  lines.push('## Bundle size (npm run bench:size)', '');
  lines.push(`Measured ${new Date().toISOString().slice(0, 10)} on the production build, white-label store, Singapore. Gzip level 9 of each JS response, as Chromium loaded it.`, '');
  lines.push('| route | build | JS files | requests (all) | JS KB raw | JS KB gz | composed / monolith (gz) |');
  lines.push('|---|---|---|---|---|---|---|');
  for (const { route, composed, monolith } of results) {
    lines.push(`| ${route.name} \`${route.path}\` | composed | ${composed.js} | ${composed.requests} | ${kb(composed.raw)} | ${kb(composed.gzip)} | ${(composed.gzip / monolith.gzip).toFixed(2)} |`);
    lines.push(`| ${route.name} \`${route.path}\` | monolith | ${monolith.js} | ${monolith.requests} | ${kb(monolith.raw)} | ${kb(monolith.gzip)} | |`);
  }
  for (const { route, composed } of results) {
    lines.push('', `Files of the composed ${route.name} route (gz KB): ` + composed.files.map((f) => `${f.url.replace(/^http:\/\/127\.0\.0\.1:/, ':')} ${kb(f.gzip)}`).join(', '));
  }
  const section = lines.join('\n');
  console.log(section);
  const doc = path.join(root, 'docs/performance.md');
  const current = existsSync(doc) ? readFileSync(doc, 'utf8') : '# Performance\n\nFigures come from the benchmark scripts; each script rewrites its own section.\n';
  const re = /## Bundle size \(npm run bench:size\)[\s\S]*?(?=\n## |$)/;
  const next = re.test(current) ? current.replace(re, section + '\n') : `${current.trimEnd()}\n\n${section}\n`;
  writeFileSync(doc, next);
}

await main();
