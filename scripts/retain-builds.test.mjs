// node --test scripts/: a production build keeps the previous builds' chunks, and prunes older ones.
import { after, test } from 'node:test';
import assert from 'node:assert/strict';
import { createRequire } from 'node:module';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const require = createRequire(import.meta.url);
const webpack = require('webpack');
const { RetainPreviousBuilds } = require('./retain-builds.cjs');

const dir = mkdtempSync(path.join(os.tmpdir(), 'retain-builds-'));
const out = path.join(dir, 'dist');
after(() => rmSync(dir, { recursive: true, force: true }));

/** One production build of an app whose lazy chunk says `text`; returns the chunk's file name. */
function build(text) {
  mkdirSync(path.join(dir, 'src'), { recursive: true });
  writeFileSync(path.join(dir, 'src/index.js'), "import('./page.js').then((m) => console.log(m.text));\n");
  writeFileSync(path.join(dir, 'src/page.js'), `export const text = ${JSON.stringify(text)};\n`);
  const compiler = webpack({
    name: 'app',
    mode: 'production',
    context: dir,
    entry: { main: './src/index.js' },
    devtool: 'hidden-source-map',
    output: { path: out, filename: '[name].js', chunkFilename: '[name].[contenthash:10].js', clean: false },
    plugins: [new RetainPreviousBuilds({ builds: 2 })],
  });
  return new Promise((resolve, reject) =>
    compiler.run((err, stats) =>
      compiler.close(() => {
        if (err || stats.hasErrors()) return reject(err ?? new Error(stats.toString('errors-only')));
        const chunk = stats.toJson({ assets: true }).assets.map((a) => a.name).find((n) => /^\d+\.[0-9a-f]{10}\.js$/.test(n));
        resolve(chunk);
      }),
    ),
  );
}

test('the previous build chunks stay after a rebuild; a build older than the window is pruned', async () => {
  mkdirSync(out, { recursive: true });
  writeFileSync(path.join(out, '1.0000000000.js'), '// from a build before the first recorded one');

  const v1 = await build('v1');
  assert.ok(!existsSync(path.join(out, '1.0000000000.js')), 'files no recorded build emitted are deleted');
  const v2 = await build('v2');
  assert.notEqual(v1, v2);
  assert.ok(existsSync(path.join(out, v1)), 'v1 chunk kept after the v2 build');
  assert.ok(existsSync(path.join(out, `${v1}.map`)), 'and its source map');
  assert.ok(existsSync(path.join(out, v2)));

  const v3 = await build('v3');
  assert.ok(!existsSync(path.join(out, v1)), 'v1 pruned: older than the last 2 builds');
  assert.ok(!existsSync(path.join(out, `${v1}.map`)));
  assert.ok(existsSync(path.join(out, v2)));
  assert.ok(existsSync(path.join(out, v3)));
  assert.deepEqual(
    readdirSync(out).filter((f) => f.endsWith('.js')).sort(),
    ['main.js', v2, v3].sort(),
  );
});

test('the source map is not referenced from the chunk (hidden-source-map)', async () => {
  const chunk = await build('v4');
  assert.doesNotMatch(readFileSync(path.join(out, chunk), 'utf8'), /sourceMappingURL/);
});
