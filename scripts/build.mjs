// Production build of the shell and the five remotes: `node scripts/build.mjs [app ...]`.
// `--watch`: one development watch build of the same apps (for `npm run dev`); after each compile it
// tells its parent process ({ type: 'built', ok }) when started with an IPC channel.
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import path from 'node:path';
import { REMOTES } from './apps.mjs';

const require = createRequire(import.meta.url);
const webpack = require('webpack');
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

const watch = process.argv.includes('--watch');
const requested = process.argv.slice(2).filter((a) => !a.startsWith('--'));
const apps = requested.length ? requested : ['shell', ...REMOTES];
const mode = watch ? 'development' : 'production';

// Each app's factory returns its builds: a remote's federated build, standalone page and server bundle; the shell's
// browser build, start script and server module.
const configs = apps.flatMap((app) => {
  const factory = require(path.join(root, 'apps', app, 'webpack.config.cjs'));
  const built = factory({}, { mode });
  return Array.isArray(built) ? built : [{ ...built, name: app }];
});
const compiler = webpack(configs);
compiler.parallelism = 2;

/** The done signal of a watch build: `npm run dev` serves once the first one is ok. */
const signal = (ok) => process.send?.({ type: 'built', ok });

const report = (err, stats) => {
  if (err) {
    console.error(err);
    if (!watch) process.exit(1);
    signal(false);
    return;
  }
  const info = stats.toString({ preset: 'errors-warnings', colors: false });
  if (info.trim()) console.log(info);
  if (stats.hasErrors()) {
    if (!watch) process.exit(1);
    signal(false);
    return;
  }
  console.log(`built ${apps.join(', ')} (${mode})`);
  signal(true);
};

if (watch) compiler.watch({ aggregateTimeout: 300 }, report);
else compiler.run((err, stats) => compiler.close(() => report(err, stats)));
