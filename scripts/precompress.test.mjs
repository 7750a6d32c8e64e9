// node --test scripts/: the build's compressed copies of its assets.
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { createRequire } from 'node:module';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';

const require = createRequire(import.meta.url);
const { compressedCopies } = require('./precompress.cjs');

const script = Buffer.from('export const price = (amount) => amount.toFixed(2);\n'.repeat(100));

describe('compressedCopies', () => {
  test('a script gets a brotli and a gzip copy that decompress to its bytes', async () => {
    const copies = await compressedCopies('917.2e86890af2.js', script);
    assert.deepEqual(Object.keys(copies).sort(), ['917.2e86890af2.js.br', '917.2e86890af2.js.gz']);
    assert.deepEqual(brotliDecompressSync(copies['917.2e86890af2.js.br']), script);
    assert.deepEqual(gunzipSync(copies['917.2e86890af2.js.gz']), script);
    assert.ok(copies['917.2e86890af2.js.br'].length < script.length / 10);
  });

  test('style sheets, JSON, pages and SVG drawings are compressed too', async () => {
    for (const name of ['app.css', 'mf-manifest.json', 'index.html', 'img/flag.svg', 'manifest.webmanifest']) {
      assert.equal(Object.keys(await compressedCopies(name, script)).length, 2, name);
    }
  });

  test('source maps, raster images, tiny files and files that do not shrink are left alone', async () => {
    assert.deepEqual(await compressedCopies('main.js.map', script), {});
    assert.deepEqual(await compressedCopies('icon-192.png', script), {});
    assert.deepEqual(await compressedCopies('start.js', Buffer.from('tiny')), {});
    const noise = Buffer.from(Array.from({ length: 4096 }, (_, i) => (i * 2654435761) % 251));
    const copies = await compressedCopies('random.js', noise);
    for (const bytes of Object.values(copies)) assert.ok(bytes.length < noise.length);
  });
});
