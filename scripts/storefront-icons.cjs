// The storefront's favicon, web app icons and web app manifest, drawn from its theme (colour and name):
// a rounded square in the theme colour with a white ball. Every app's build writes a default set into its
// dist (so a page served from plain static files never asks for a missing icon), and the store's shell
// server (serve.mjs) answers the same paths for each storefront host with that storefront's own set.
// PNGs are rasterised here (no image library): 3 x 3 samples per pixel, deflated into a PNG; the .ico
// wraps the 32 px PNG (an ICO may hold PNG data).
'use strict';
const zlib = require('node:zlib');

/** The files of a set, by path: what the HTML template links and the manifest lists. */
const ICON_FILES = {
  svg: '/favicon.svg',
  ico: '/favicon.ico',
  apple: '/apple-touch-icon.png',
  png192: '/icon-192.png',
  png512: '/icon-512.png',
  manifest: '/manifest.webmanifest',
};

const DEFAULT_THEME = { name: 'Store', themeColour: '#000000' };

/** #rgb or #rrggbb, else black (the colour comes from a deploy's configuration: never trusted into markup). */
function safeColour(colour) {
  if (typeof colour !== 'string') return '#000000';
  if (/^#[0-9a-f]{6}$/i.test(colour)) return colour.toLowerCase();
  if (/^#[0-9a-f]{3}$/i.test(colour)) return `#${[...colour.slice(1)].map((c) => c + c).join('')}`.toLowerCase();
  return '#000000';
}

/** The ball's central pentagon, in a 64-unit box. */
const PENTAGON = Array.from({ length: 5 }, (_, i) => {
  const a = ((i * 72 - 90) * Math.PI) / 180;
  return [32 + 9 * Math.cos(a), 32 + 9 * Math.sin(a)];
});

function iconSvg(theme = DEFAULT_THEME) {
  const colour = safeColour(theme.themeColour);
  const pentagon = PENTAGON.map(([x, y]) => `${x.toFixed(2)},${y.toFixed(2)}`).join(' ');
  const seams = PENTAGON.map(([x, y]) => {
    const dx = x - 32;
    const dy = y - 32;
    return `<path d="M${x.toFixed(2)} ${y.toFixed(2)}L${(32 + dx * 2.3).toFixed(2)} ${(32 + dy * 2.3).toFixed(2)}"/>`;
  }).join('');
  const patches = PATCHES.map((p) => `<polygon points="${p.map(([x, y]) => `${x.toFixed(2)},${y.toFixed(2)}`).join(' ')}"/>`).join('');
  return (
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64">' +
    `<rect width="64" height="64" rx="14" fill="${colour}"/>` +
    '<circle cx="32" cy="32" r="22" fill="#fff"/>' +
    `<polygon points="${pentagon}" fill="${colour}"/>` +
    `<g stroke="${colour}" stroke-width="2.5" stroke-linecap="round">${seams}</g>` +
    `<clipPath id="b"><circle cx="32" cy="32" r="22"/></clipPath><g clip-path="url(#b)" fill="${colour}">${patches}</g>` +
    '</svg>'
  );
}

function insidePolygon(x, y, points) {
  let inside = false;
  for (let i = 0, j = points.length - 1; i < points.length; j = i, i += 1) {
    const [xi, yi] = points[i];
    const [xj, yj] = points[j];
    if (yi > y !== yj > y && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) inside = !inside;
  }
  return inside;
}

function distanceToSegment(px, py, [ax, ay], [bx, by]) {
  const dx = bx - ax;
  const dy = by - ay;
  const t = Math.max(0, Math.min(1, ((px - ax) * dx + (py - ay) * dy) / (dx * dx + dy * dy)));
  return Math.hypot(px - (ax + t * dx), py - (ay + t * dy));
}

const SEAMS = PENTAGON.map(([x, y]) => [[x, y], [32 + (x - 32) * 2.3, 32 + (y - 32) * 2.3]]);

/** The patches at the ball's edge: pentagons where the seams meet it (cut by the ball's outline). */
const PATCHES = PENTAGON.map(([x, y], i) => {
  const cx = 32 + (x - 32) * 2.75;
  const cy = 32 + (y - 32) * 2.75;
  return Array.from({ length: 5 }, (_, k) => {
    const a = ((k * 72 - 90 + 36 + i * 72) * Math.PI) / 180;
    return [cx + 7 * Math.cos(a), cy + 7 * Math.sin(a)];
  });
});

/**
 * The icon's colour at a point of the 64-unit box: null outside the rounded square. `padding` (0-1)
 * shrinks the drawing into the middle (a maskable icon keeps its content in the safe zone).
 */
function colourAt(x, y, rgb, { padding = 0, fullBleed = false } = {}) {
  const s = 64 / (64 - 2 * padding * 64);
  const u = (x - 32) * s + 32;
  const v = (y - 32) * s + 32;
  if (!fullBleed) {
    const r = 14;
    const cx = Math.min(Math.max(x, r), 64 - r);
    const cy = Math.min(Math.max(y, r), 64 - r);
    if (Math.hypot(x - cx, y - cy) > r) return null;
  }
  const white = [255, 255, 255];
  if (Math.hypot(u - 32, v - 32) > 22) return rgb;
  if (insidePolygon(u, v, PENTAGON) || PATCHES.some((p) => insidePolygon(u, v, p))) return rgb;
  if (SEAMS.some(([a, b]) => distanceToSegment(u, v, a, b) < 1.25)) return rgb;
  return white;
}

let crcTable;
function crc32(buf) {
  if (!crcTable) {
    crcTable = new Int32Array(256);
    for (let n = 0; n < 256; n += 1) {
      let c = n;
      for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
      crcTable[n] = c;
    }
  }
  let c = -1;
  for (const byte of buf) c = crcTable[(c ^ byte) & 0xff] ^ (c >>> 8);
  return (c ^ -1) >>> 0;
}

function chunk(type, data) {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** An RGBA PNG of the icon, `size` px square. */
function iconPng(size, theme = DEFAULT_THEME, options = {}) {
  const hex = safeColour(theme.themeColour);
  const rgb = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16));
  const SAMPLES = 3;
  const rows = Buffer.alloc(size * (size * 4 + 1));
  for (let py = 0; py < size; py += 1) {
    const row = py * (size * 4 + 1);
    rows[row] = 0; // filter: none
    for (let px = 0; px < size; px += 1) {
      let r = 0;
      let g = 0;
      let b = 0;
      let a = 0;
      for (let sy = 0; sy < SAMPLES; sy += 1) {
        for (let sx = 0; sx < SAMPLES; sx += 1) {
          const c = colourAt(((px + (sx + 0.5) / SAMPLES) * 64) / size, ((py + (sy + 0.5) / SAMPLES) * 64) / size, rgb, options);
          if (!c) continue;
          r += c[0];
          g += c[1];
          b += c[2];
          a += 1;
        }
      }
      const o = row + 1 + px * 4;
      rows[o] = a ? Math.round(r / a) : 0;
      rows[o + 1] = a ? Math.round(g / a) : 0;
      rows[o + 2] = a ? Math.round(b / a) : 0;
      rows[o + 3] = Math.round((a / (SAMPLES * SAMPLES)) * 255);
    }
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header[8] = 8; // bit depth
  header[9] = 6; // RGBA
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', zlib.deflateSync(rows, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A one-image .ico holding a PNG. */
function icoOf(png, size) {
  const header = Buffer.alloc(22);
  header.writeUInt16LE(0, 0);
  header.writeUInt16LE(1, 2); // icon
  header.writeUInt16LE(1, 4); // one image
  header[6] = size >= 256 ? 0 : size;
  header[7] = size >= 256 ? 0 : size;
  header.writeUInt16LE(1, 10); // colour planes
  header.writeUInt16LE(32, 12); // bits per pixel
  header.writeUInt32LE(png.length, 14);
  header.writeUInt32LE(22, 18);
  return Buffer.concat([header, png]);
}

/** The web app manifest of a storefront (its name and colour; installable: 192 and 512 px icons). */
function webManifest(theme = DEFAULT_THEME) {
  const colour = safeColour(theme.themeColour);
  const name = typeof theme.name === 'string' && theme.name ? theme.name : DEFAULT_THEME.name;
  return {
    name,
    short_name: name,
    start_url: '/',
    scope: '/',
    display: 'standalone',
    background_color: '#ffffff',
    theme_color: colour,
    icons: [
      { src: ICON_FILES.svg, type: 'image/svg+xml', sizes: 'any' },
      { src: ICON_FILES.png192, type: 'image/png', sizes: '192x192' },
      { src: ICON_FILES.png512, type: 'image/png', sizes: '512x512' },
      { src: '/icon-maskable-512.png', type: 'image/png', sizes: '512x512', purpose: 'maskable' },
    ],
  };
}

/**
 * Every file of a theme's set: path -> { type, body }. Built on demand and kept per colour and name
 * (a handful of storefronts).
 */
const sets = new Map();
function iconSet(theme = DEFAULT_THEME) {
  const key = `${safeColour(theme.themeColour)}|${theme.name ?? ''}`;
  let set = sets.get(key);
  if (!set) {
    // Each file is drawn when first asked for (a page asks for its favicon; the large PNGs only when installing).
    const lazy = (type, draw) => {
      let body;
      return { type, get body() { body ??= draw(); return body; } };
    };
    set = {
      [ICON_FILES.svg]: lazy('image/svg+xml; charset=utf-8', () => iconSvg(theme)),
      [ICON_FILES.ico]: lazy('image/x-icon', () => icoOf(iconPng(32, theme), 32)),
      [ICON_FILES.apple]: lazy('image/png', () => iconPng(180, theme, { fullBleed: true, padding: 0.08 })),
      [ICON_FILES.png192]: lazy('image/png', () => iconPng(192, theme)),
      [ICON_FILES.png512]: lazy('image/png', () => iconPng(512, theme)),
      '/icon-maskable-512.png': lazy('image/png', () => iconPng(512, theme, { fullBleed: true, padding: 0.2 })),
      [ICON_FILES.manifest]: lazy('application/manifest+json; charset=utf-8', () => JSON.stringify(webManifest(theme))),
    };
    if (sets.size < 50) sets.set(key, set);
  }
  return set;
}

/** The storefront a host is for (its themeHostname), else the first. */
function storefrontOfHost(config, host) {
  const name = String(host ?? '').replace(/:\d+$/, '').replace(/^\[|\]$/g, '').toLowerCase();
  return config.storefronts.find((s) => s.themeHostname.includes(name)) ?? config.storefronts[0];
}

/** A webpack plugin writing the default set into an app's dist. */
class StorefrontIconsPlugin {
  apply(compiler) {
    const { sources, Compilation } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('StorefrontIconsPlugin', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'StorefrontIconsPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL }, () => {
        for (const [file, { body }] of Object.entries(iconSet(DEFAULT_THEME))) {
          compilation.emitAsset(file.slice(1), new sources.RawSource(body));
        }
      });
    });
  }
}

module.exports = { ICON_FILES, DEFAULT_THEME, iconSvg, iconPng, icoOf, webManifest, iconSet, storefrontOfHost, safeColour, StorefrontIconsPlugin };
