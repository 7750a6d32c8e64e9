// Production build of the shell and the five remotes: `node scripts/build.mjs [app ...]`.
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

// A remote's factory returns its federated build and its standalone page; the shell's, one build.
const configs = apps.flatMap((app) => {
  const factory = require(path.join(root, 'apps', app, 'webpack.config.cjs'));
  const built = factory({}, { mode });
  return Array.isArray(built) ? built : [{ ...built, name: app }];
});
const compiler = webpack(configs);
compiler.parallelism = 2;

const report = (err, stats) => {
  if (err) {
    console.error(err);
    if (!watch) process.exit(1);
    return;
  }
  const info = stats.toString({ preset: 'errors-warnings', colors: false });
  if (info.trim()) console.log(info);
  if (stats.hasErrors()) {
    if (!watch) process.exit(1);
    return;
  }
  console.log(`built ${apps.join(', ')} (${mode})`);
};

if (watch) compiler.watch({ aggregateTimeout: 300 }, report);
else compiler.run((err, stats) => compiler.close(() => report(err, stats)));
