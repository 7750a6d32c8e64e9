// A small static server for one built app: CORS for the store's origins, no-cache for the files
// that name other files (index.html, mf-manifest.json, remoteEntry.js, main.js, runtime JSON),
// long cache for content-hashed chunks, SPA fallback to index.html for page routes only.
import http from 'node:http';
import { createReadStream, promises as fs } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, gzipSync, constants as zlib } from 'node:zlib';

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.txt': 'text/plain; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
};

const HASHED = /\.[0-9a-f]{8,}\.(js|css|map)$/;
const COMPRESSIBLE = new Set(['.html', '.js', '.mjs', '.json', '.css', '.svg', '.txt', '.map', '.webmanifest']);

/** Compressed bodies, kept per file version (path + mtime + size): built files never change in place. */
const compressedCache = new Map();

async function compressed(file, stat, encoding) {
  const key = `${file}:${stat.mtimeMs}:${stat.size}:${encoding}`;
  let body = compressedCache.get(key);
  if (!body) {
    const raw = await fs.readFile(file);
    body =
      encoding === 'br'
        ? brotliCompressSync(raw, { params: { [zlib.BROTLI_PARAM_QUALITY]: 9, [zlib.BROTLI_PARAM_SIZE_HINT]: raw.length } })
        : gzipSync(raw, { level: 9 });
    compressedCache.set(key, body);
  }
  return body;
}

function preferredEncoding(header) {
  const accepted = String(header ?? '');
  if (/\bbr\b/.test(accepted)) return 'br';
  if (/\bgzip\b/.test(accepted)) return 'gzip';
  return undefined;
}

/**
 * @param {object} o
 * @param {string} o.dir          folder to serve (an app's dist)
 * @param {number} o.port
 * @param {string} [o.host]
 * @param {boolean} [o.spa]       fall back to index.html for paths that look like pages
 * @param {Record<string, () => unknown>} [o.json]  generated JSON documents, e.g. '/remotes.json'
 * @returns {Promise<{ url: string, close: () => Promise<void>, server: http.Server }>}
 */
export function serveStatic({ dir, port, host = '127.0.0.1', spa = false, json = {} }) {
  const root = path.resolve(dir);
  const server = http.createServer(async (req, res) => {
    try {
      const origin = req.headers.origin;
      res.setHeader('Access-Control-Allow-Origin', origin ?? '*');
      res.setHeader('Vary', 'Origin');
      if (req.method === 'OPTIONS') {
        res.setHeader('Access-Control-Allow-Methods', 'GET, HEAD, OPTIONS');
        res.setHeader('Access-Control-Allow-Headers', req.headers['access-control-request-headers'] ?? '*');
        res.writeHead(204).end();
        return;
      }
      if (req.method !== 'GET' && req.method !== 'HEAD') {
        res.writeHead(405, { Allow: 'GET, HEAD, OPTIONS' }).end();
        return;
      }
      const url = new URL(req.url ?? '/', 'http://localhost');
      let pathname;
      try {
        pathname = decodeURIComponent(url.pathname);
      } catch {
        // A malformed page address (/en-sg/%ZZ) still gets the app, which shows its 404 page with a way
        // home; a malformed file address is a plain 400.
        if (!spa || path.extname(url.pathname)) {
          res.writeHead(400).end('Bad path');
          return;
        }
        pathname = '/index.html';
      }
      if (json[pathname]) {
        const body = JSON.stringify(json[pathname]());
        res.writeHead(200, { 'Content-Type': TYPES['.json'], 'Cache-Control': 'no-cache' });
        res.end(req.method === 'HEAD' ? undefined : body);
        return;
      }
      const file = path.join(root, pathname);
      if (!file.startsWith(root + path.sep) && file !== root) {
        res.writeHead(403).end();
        return;
      }
      let target = file;
      let stat = await fs.stat(target).catch(() => null);
      if (stat?.isDirectory()) {
        target = path.join(target, 'index.html');
        stat = await fs.stat(target).catch(() => null);
      }
      // Page routes (no file extension) fall back to the app's page; files never do, so a missing
      // remotes.json, manifest or chunk is a real 404 and the federation runtime sees the failure.
      if (!stat && spa && !path.extname(pathname)) {
        target = path.join(root, 'index.html');
        stat = await fs.stat(target).catch(() => null);
      }
      if (!stat) {
        res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-cache' }).end('Not found');
        return;
      }
      const ext = path.extname(target);
      const type = TYPES[ext] ?? 'application/octet-stream';
      const cache = HASHED.test(target) ? 'public, max-age=31536000, immutable' : 'no-cache';
      const encoding = COMPRESSIBLE.has(ext) && stat.size > 1024 ? preferredEncoding(req.headers['accept-encoding']) : undefined;
      if (encoding) {
        const body = await compressed(target, stat, encoding);
        res.writeHead(200, { 'Content-Type': type, 'Content-Encoding': encoding, 'Content-Length': body.length, 'Cache-Control': cache, Vary: 'Origin, Accept-Encoding' });
        res.end(req.method === 'HEAD' ? undefined : body);
        return;
      }
      res.writeHead(200, { 'Content-Type': type, 'Content-Length': stat.size, 'Cache-Control': cache });
      if (req.method === 'HEAD') res.end();
      else createReadStream(target).pipe(res);
    } catch (error) {
      res.writeHead(500).end(String(error));
    }
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      const address = server.address();
      const actualPort = typeof address === 'object' && address ? address.port : port;
      resolve({
        server,
        url: `http://${host}:${actualPort}`,
        close: () =>
          new Promise((done) => {
            server.closeAllConnections?.();
            server.close(() => done());
          }),
      });
    });
  });
}
