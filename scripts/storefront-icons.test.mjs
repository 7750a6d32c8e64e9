// node --test scripts/: each storefront's favicon, web app icons and manifest, drawn from its theme and served by host.
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { inflateSync } from 'node:zlib';
import icons from './storefront-icons.cjs';
import { createStaticServer } from './static-server.mjs';

const CONFIG = {
  storefronts: [
    { name: 'FC Store', themeHostname: ['127.0.0.1'], themeColour: '#000000' },
    { name: 'Partner Game Store', themeHostname: ['127.0.0.2'], themeColour: '#1a3d6d' },
  ],
};

/** The colour of a PNG's pixel (RGBA, filter none: as iconPng writes them). */
function pixel(png, x, y) {
  const width = png.readUInt32BE(16);
  let offset = 8;
  const idat = [];
  while (offset < png.length) {
    const length = png.readUInt32BE(offset);
    const type = png.toString('ascii', offset + 4, offset + 8);
    if (type === 'IDAT') idat.push(png.subarray(offset + 8, offset + 8 + length));
    offset += 12 + length;
  }
  const rows = inflateSync(Buffer.concat(idat));
  const o = y * (width * 4 + 1) + 1 + x * 4;
  return [...rows.subarray(o, o + 4)];
}

describe('storefront icons', () => {
  test('draws the icon in the theme colour: a PNG of the asked size, the same colour in the SVG, an ICO holding the 32 px PNG', () => {
    const png = icons.iconPng(192, { themeColour: '#1a3d6d' });
    assert.deepEqual([...png.subarray(1, 4)], [...Buffer.from('PNG')]);
    assert.equal(png.readUInt32BE(16), 192);
    assert.deepEqual(pixel(png, 20, 96), [0x1a, 0x3d, 0x6d, 255]);
    assert.deepEqual(pixel(png, 70, 70), [255, 255, 255, 255], 'the ball is white');
    assert.equal(pixel(png, 0, 0)[3], 0, 'the rounded corner is transparent');
    assert.match(icons.iconSvg({ themeColour: '#1A3D6D' }), /fill="#1a3d6d"/);
    const ico = icons.icoOf(icons.iconPng(32), 32);
    assert.deepEqual([ico.readUInt16LE(2), ico.readUInt16LE(4), ico[6]], [1, 1, 32]);
    assert.equal(ico.subarray(22, 26).toString('latin1'), '\x89PNG');
  });

  test('a colour that is not a hex colour is never written into the SVG', () => {
    assert.equal(icons.safeColour('red"/><script>'), '#000000');
    assert.equal(icons.safeColour('#abc'), '#aabbcc');
    assert.doesNotMatch(icons.iconSvg({ themeColour: '"><script>' }), /script/);
  });

  test('the manifest names the storefront, carries its colour and lists installable icons', () => {
    const manifest = icons.webManifest({ name: 'Partner Game Store', themeColour: '#1a3d6d' });
    assert.equal(manifest.name, 'Partner Game Store');
    assert.equal(manifest.theme_color, '#1a3d6d');
    assert.equal(manifest.display, 'standalone');
    assert.deepEqual(manifest.icons.map((i) => i.sizes), ['any', '192x192', '512x512', '512x512']);
    assert.ok(manifest.icons.every((i) => i.src in icons.iconSet() || i.src === '/icon-maskable-512.png'));
  });

  test('a host is served its own storefront; an unknown host the first', () => {
    assert.equal(icons.storefrontOfHost(CONFIG, '127.0.0.2:3000').name, 'Partner Game Store');
    assert.equal(icons.storefrontOfHost(CONFIG, 'elsewhere.example').name, 'FC Store');
  });
});

describe('the shell server answers each storefront its own icons', () => {
  let dir;
  let app;
  before(async () => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'storefront-icons-'));
    writeFileSync(path.join(dir, 'index.html'), '<!doctype html><title>store</title>');
    writeFileSync(path.join(dir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg">default</svg>');
    const generated = Object.fromEntries(
      Object.keys(icons.iconSet()).map((file) => [file, (request) => icons.iconSet(icons.storefrontOfHost(CONFIG, request.headers.host))[file]]),
    );
    app = await createStaticServer({ dir, spa: true, generated });
  });
  after(async () => {
    await app.close();
    rmSync(dir, { recursive: true, force: true });
  });

  test('by host, no-cache with an ETag (304 when unchanged), over the build default of the same name', async () => {
    const partner = await app.inject({ url: '/manifest.webmanifest', headers: { host: '127.0.0.2:3000' } });
    assert.equal(partner.statusCode, 200);
    assert.match(partner.headers['content-type'], /^application\/manifest\+json/);
    assert.equal(partner.json().name, 'Partner Game Store');
    assert.equal(partner.headers['cache-control'], 'no-cache');
    const again = await app.inject({ url: '/manifest.webmanifest', headers: { host: '127.0.0.2:3000', 'if-none-match': partner.headers.etag } });
    assert.equal(again.statusCode, 304);
    const wl = await app.inject({ url: '/favicon.svg', headers: { host: '127.0.0.1:3000' } });
    assert.match(wl.body, /fill="#000000"/);
    const ico = await app.inject({ url: '/favicon.ico', headers: { host: '127.0.0.2:3000' } });
    assert.equal(ico.statusCode, 200);
    assert.equal(ico.headers['content-type'], 'image/x-icon');
  });
});
