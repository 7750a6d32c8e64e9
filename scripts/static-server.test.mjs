// node --test scripts/: the store's static server on a built-app-like folder, through fastify's inject.
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { acceptedEncodingOf, createStaticServer } from './static-server.mjs';

const STOREFRONT = 'http://127.0.0.1:3000';
const CSP = "default-src 'self'; frame-ancestors 'none'";
const big = (label) => `console.log(${JSON.stringify(label)});\n`.repeat(200);

let dir;
let app;

before(async () => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'static-server-'));
  const files = {
    'index.html': '<!doctype html><title>store</title><script defer src="/main.js"></script>',
    'main.js': big('main'),
    'remoteEntry.js': big('entry'),
    'mf-manifest.json': JSON.stringify({ name: 'checkout' }),
    '368.4b548e2f9a.js': big('chunk'),
    // The build's compressed copies (scripts/precompress.cjs): marked, so a test sees which bytes were sent.
    '368.4b548e2f9a.js.br': brotliCompressSync(`${big('chunk')}// precompressed br\n`),
    '368.4b548e2f9a.js.gz': gzipSync(`${big('chunk')}// precompressed gz\n`),
    '368.4b548e2f9a.js.map': '{"version":3}',
    'small.txt': 'tiny',
    '.builds.json': '{}',
  };
  for (const [name, body] of Object.entries(files)) writeFileSync(path.join(dir, name), body);
  mkdirSync(path.join(dir, 'img'));
  writeFileSync(path.join(dir, 'img/logo.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  app = await createStaticServer({
    dir,
    spa: true,
    origins: [STOREFRONT],
    json: { '/config.json': () => ({ api: 'http://127.0.0.1:4000' }) },
    htmlHeaders: () => ({ 'content-security-policy': CSP, 'referrer-policy': 'strict-origin-when-cross-origin' }),
  });
});

after(async () => {
  await app.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('caching', () => {
  for (const file of ['/index.html', '/main.js', '/remoteEntry.js', '/mf-manifest.json']) {
    test(`${file} is no-cache and revalidates to 304 by ETag and by Last-Modified`, async () => {
      const first = await app.inject({ url: file });
      assert.equal(first.statusCode, 200);
      assert.equal(first.headers['cache-control'], 'no-cache');
      assert.ok(first.headers.etag, 'ETag');
      assert.ok(first.headers['last-modified'], 'Last-Modified');
      const byEtag = await app.inject({ url: file, headers: { 'if-none-match': first.headers.etag } });
      assert.equal(byEtag.statusCode, 304);
      assert.equal(byEtag.body, '');
      const byDate = await app.inject({ url: file, headers: { 'if-modified-since': first.headers['last-modified'] } });
      assert.equal(byDate.statusCode, 304);
    });
  }

  test('a content-hashed chunk is cached for a year, immutable', async () => {
    const response = await app.inject({ url: '/368.4b548e2f9a.js' });
    assert.equal(response.statusCode, 200);
    assert.equal(response.headers['cache-control'], 'public, max-age=31536000, immutable');
  });

  test('a generated JSON document is no-cache with an ETag that answers 304', async () => {
    const first = await app.inject({ url: '/config.json' });
    assert.deepEqual(first.json(), { api: 'http://127.0.0.1:4000' });
    assert.equal(first.headers['cache-control'], 'no-cache');
    assert.match(String(first.headers['content-type']), /^application\/json/);
    const again = await app.inject({ url: '/config.json', headers: { 'if-none-match': first.headers.etag } });
    assert.equal(again.statusCode, 304);
  });
});

describe('compression', () => {
  test('brotli when the browser accepts it, gzip otherwise, identity when neither', async () => {
    const br = await app.inject({ url: '/main.js', headers: { 'accept-encoding': 'gzip, deflate, br' } });
    assert.equal(br.headers['content-encoding'], 'br');
    assert.equal(brotliDecompressSync(br.rawPayload).toString(), big('main'));
    assert.match(String(br.headers.vary), /accept-encoding/i);
    const gzip = await app.inject({ url: '/main.js', headers: { 'accept-encoding': 'gzip' } });
    assert.equal(gzip.headers['content-encoding'], 'gzip');
    assert.equal(gunzipSync(gzip.rawPayload).toString(), big('main'));
    const plain = await app.inject({ url: '/main.js', headers: { 'accept-encoding': 'identity' } });
    assert.equal(plain.headers['content-encoding'], undefined);
    assert.equal(plain.body, big('main'));
  });

  test("a file with the build's compressed copies is sent as those bytes (not compressed again), else as itself", async () => {
    const br = await app.inject({ url: '/368.4b548e2f9a.js', headers: { 'accept-encoding': 'gzip, deflate, br' } });
    assert.equal(br.statusCode, 200);
    assert.equal(br.headers['content-encoding'], 'br');
    assert.match(String(br.headers['content-type']), /javascript/);
    assert.match(String(br.headers.vary), /accept-encoding/i);
    assert.match(String(br.headers['cache-control']), /immutable/);
    assert.equal(brotliDecompressSync(br.rawPayload).toString(), `${big('chunk')}// precompressed br\n`);
    const gzip = await app.inject({ url: '/368.4b548e2f9a.js', headers: { 'accept-encoding': 'gzip' } });
    assert.equal(gzip.headers['content-encoding'], 'gzip');
    assert.equal(gunzipSync(gzip.rawPayload).toString(), `${big('chunk')}// precompressed gz\n`);
    const plain = await app.inject({ url: '/368.4b548e2f9a.js', headers: { 'accept-encoding': 'identity' } });
    assert.equal(plain.headers['content-encoding'], undefined);
    assert.equal(plain.body, big('chunk'));
    // A conditional request for the copy answers 304, as for any file.
    const again = await app.inject({ url: '/368.4b548e2f9a.js', headers: { 'accept-encoding': 'br', 'if-none-match': String(br.headers.etag) } });
    assert.equal(again.statusCode, 304);
  });
});

describe('CORS', () => {
  test('a storefront origin is allowed', async () => {
    const response = await app.inject({ url: '/mf-manifest.json', headers: { origin: STOREFRONT } });
    assert.equal(response.headers['access-control-allow-origin'], STOREFRONT);
    assert.match(String(response.headers.vary), /origin/i);
  });

  test('any other origin, and null, gets no CORS header', async () => {
    for (const origin of ['https://evil.example', 'null']) {
      const response = await app.inject({ url: '/mf-manifest.json', headers: { origin } });
      assert.equal(response.statusCode, 200);
      assert.equal(response.headers['access-control-allow-origin'], undefined, origin);
    }
  });

  test('a preflight from a storefront is answered for GET and HEAD only', async () => {
    const response = await app.inject({
      method: 'OPTIONS',
      url: '/mf-manifest.json',
      headers: { origin: STOREFRONT, 'access-control-request-method': 'GET' },
    });
    assert.equal(response.statusCode, 204);
    assert.equal(response.headers['access-control-allow-origin'], STOREFRONT);
    assert.equal(response.headers['access-control-allow-methods'], 'GET, HEAD');
    assert.equal(response.headers['access-control-allow-credentials'], undefined);
  });
});

describe('pages and missing files', () => {
  test('a page route gets the app page with its security headers, no-cache', async () => {
    for (const url of ['/', '/en-sg/', '/en-sg/football-legends', '/en-sg/search/fifa%20points']) {
      const response = await app.inject({ url });
      assert.equal(response.statusCode, 200, url);
      assert.match(response.body, /<title>store<\/title>/, url);
      assert.equal(response.headers['cache-control'], 'no-cache', url);
      assert.equal(response.headers['content-security-policy'], CSP, url);
      assert.equal(response.headers['referrer-policy'], 'strict-origin-when-cross-origin', url);
      assert.equal(response.headers['x-content-type-options'], 'nosniff', url);
    }
  });

  test('a malformed page address still gets the app (which shows its 404 page)', async () => {
    for (const url of ['/en-sg/%ZZ', '/%E0%A4%A']) {
      const response = await app.inject({ url });
      assert.equal(response.statusCode, 200, url);
      assert.match(response.body, /<title>store<\/title>/, url);
      assert.equal(response.headers['content-security-policy'], CSP, url);
    }
  });

  test('a missing file is a real 404 (the federation runtime must see it), never the page', async () => {
    for (const url of ['/368.0000000000.js', '/missing/mf-manifest.json', '/remotes.json']) {
      const response = await app.inject({ url });
      assert.equal(response.statusCode, 404, url);
      assert.equal(response.headers['cache-control'], 'no-cache', url);
      assert.doesNotMatch(response.body, /<title>/, url);
    }
  });

  test('a dot-file (the build record) is not served', async () => {
    const response = await app.inject({ url: '/.builds.json' });
    assert.equal(response.statusCode, 404);
  });

  test('a malformed file address is a 400', async () => {
    const response = await app.inject({ url: '/%ZZ.js' });
    assert.equal(response.statusCode, 400);
  });

  test('a file outside the folder is never served', async () => {
    const secret = `${dir}-secret.txt`;
    writeFileSync(secret, 'secret');
    try {
      const name = path.basename(secret);
      for (const url of [`/../${name}`, `/..%2f${name}`, `/%2e%2e/${name}`]) {
        const response = await app.inject({ url });
        assert.doesNotMatch(response.body, /secret/, url);
      }
    } finally {
      rmSync(secret);
    }
  });

  test('every response says nosniff; other files keep their type', async () => {
    const svg = await app.inject({ url: '/img/logo.svg' });
    assert.equal(svg.headers['x-content-type-options'], 'nosniff');
    assert.match(String(svg.headers['content-type']), /^image\/svg\+xml/);
    assert.equal(svg.headers['content-security-policy'], undefined);
  });
});

describe('source maps', () => {
  test('are not served unless asked for', async () => {
    assert.equal((await app.inject({ url: '/368.4b548e2f9a.js.map' })).statusCode, 404);
  });

  test('are served by the development server', async () => {
    const dev = await createStaticServer({ dir, spa: true, sourceMaps: true });
    try {
      assert.equal((await dev.inject({ url: '/368.4b548e2f9a.js.map' })).statusCode, 200);
    } finally {
      await dev.close();
    }
  });
});

describe('the encoding of a kept page', () => {
  test('brotli, else gzip, else none; a coding refused with q=0 is not chosen', () => {
    assert.equal(acceptedEncodingOf('gzip, deflate, br'), 'br');
    assert.equal(acceptedEncodingOf('gzip;q=1.0, br;q=0'), 'gzip');
    assert.equal(acceptedEncodingOf('BR;q=0.5'), 'br');
    assert.equal(acceptedEncodingOf('deflate'), undefined);
    assert.equal(acceptedEncodingOf(undefined), undefined);
  });
});

describe('the store pages (the shell server module answers page routes)', () => {
  /** A stand-in for apps/shell/src/server/storeServer.ts: records what it was asked. */
  const asked = [];
  const html = { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-cache' };
  const pages = {
    page: async (request) => {
      asked.push(request);
      if (request.url === '/') return { status: 302, headers: { location: '/international', 'cache-control': 'no-cache', vary: 'Cookie' } };
      if (request.url.startsWith('/en-sg/%')) return { status: 404, headers: html, body: '<title>404</title>' };
      if (request.url === '/en-sg/kept') {
        const text = '<title>kept</title>';
        return { status: 200, headers: html, body: text, encoded: { text, etag: '"kept-1"', br: brotliCompressSync(text), gzip: gzipSync(text) } };
      }
      return { status: 200, headers: html, body: `<title>${request.url}</title>` };
    },
    robotsTxt: () => ({ status: 200, headers: { 'content-type': 'text/plain; charset=utf-8' }, body: 'User-agent: *\n' }),
    sitemapXml: async () => ({ status: 200, headers: { 'content-type': 'application/xml; charset=utf-8' }, body: '<urlset/>' }),
  };
  let store;
  before(async () => {
    store = await createStaticServer({ dir, spa: true, pages, htmlHeaders: () => ({ 'content-security-policy': CSP }) });
  });
  after(async () => store.close());

  test('/ and every page route are answered by the module, with the host, the cookies and the address as sent', async () => {
    const root = await store.inject({ url: '/', headers: { host: 'localhost:3000', cookie: 'shopCountry=sg' } });
    assert.equal(root.statusCode, 302);
    assert.equal(root.headers.location, '/international');
    assert.equal(root.headers.vary, 'Cookie');
    assert.deepEqual(asked.at(-1), { host: 'localhost:3000', url: '/', cookie: 'shopCountry=sg', protocol: 'http' });
    const malformed = await store.inject({ url: '/en-sg/%ZZ' });
    assert.equal(malformed.statusCode, 404);
    assert.equal(asked.at(-1).url, '/en-sg/%ZZ');
    assert.equal(malformed.headers['content-security-policy'], CSP);
  });

  test('a page carries the HTML security headers and an ETag; unchanged, it is a 304', async () => {
    const page = await store.inject({ url: '/en-sg/?a=1' });
    assert.equal(page.statusCode, 200);
    assert.equal(page.body, '<title>/en-sg/?a=1</title>');
    assert.equal(page.headers['content-security-policy'], CSP);
    const again = await store.inject({ url: '/en-sg/?a=1', headers: { 'if-none-match': page.headers.etag } });
    assert.equal(again.statusCode, 304);
  });

  test('a page kept by the page cache is sent as its own compressed bytes, brotli first, with its ETag', async () => {
    const br = await store.inject({ url: '/en-sg/kept', headers: { 'accept-encoding': 'gzip, deflate, br' } });
    assert.equal(br.headers['content-encoding'], 'br');
    assert.equal(br.headers.vary, 'Accept-Encoding');
    assert.equal(br.headers.etag, '"kept-1"');
    assert.equal(brotliDecompressSync(br.rawPayload).toString(), '<title>kept</title>');
    const gz = await store.inject({ url: '/en-sg/kept', headers: { 'accept-encoding': 'gzip' } });
    assert.equal(gz.headers['content-encoding'], 'gzip');
    assert.equal(gunzipSync(gz.rawPayload).toString(), '<title>kept</title>');
    const plain = await store.inject({ url: '/en-sg/kept', headers: { 'accept-encoding': 'identity' } });
    assert.equal(plain.headers['content-encoding'], undefined);
    assert.equal(plain.body, '<title>kept</title>');
    assert.equal((await store.inject({ url: '/en-sg/kept', headers: { 'if-none-match': '"kept-1"' } })).statusCode, 304);
  });

  test('files, run-time documents and robots.txt and sitemap.xml are not page routes', async () => {
    const before = asked.length;
    assert.equal((await store.inject({ url: '/main.js' })).statusCode, 200);
    assert.equal((await store.inject({ url: '/index.html' })).statusCode, 200);
    assert.equal((await store.inject({ url: '/robots.txt' })).body, 'User-agent: *\n');
    const sitemap = await store.inject({ url: '/sitemap.xml' });
    assert.match(String(sitemap.headers['content-type']), /^application\/xml/);
    assert.equal(asked.length, before);
  });
});

describe('forwarded paths (/images/ on the storefront origin, answered by the API)', () => {
  /** @type {import('node:http').Server} */
  let api;
  let apiOrigin = '';
  /** @type {Array<{ url: string | undefined, headers: import('node:http').IncomingHttpHeaders }>} */
  const seen = [];
  let store;
  before(async () => {
    const http = await import('node:http');
    api = http.createServer((request, response) => {
      seen.push({ url: request.url, headers: request.headers });
      if (request.url === '/images/banners/football-legends.svg') {
        if (request.headers['if-none-match'] === '"b1"') return response.writeHead(304, { etag: '"b1"' }).end();
        const svg = `<svg xmlns="http://www.w3.org/2000/svg">${' '.repeat(2000)}</svg>`;
        return response
          .writeHead(200, { 'content-type': 'image/svg+xml; charset=utf-8', 'cache-control': 'public, max-age=86400', etag: '"b1"', 'set-cookie': 'a=b', 'x-internal': '1' })
          .end(svg);
      }
      return response.writeHead(404, { 'content-type': 'text/plain' }).end('No such image.');
    });
    await new Promise((resolve) => api.listen(0, '127.0.0.1', () => resolve(undefined)));
    const address = api.address();
    apiOrigin = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
    store = await createStaticServer({ dir, spa: true, forward: { '/images/': apiOrigin } });
  });
  after(async () => {
    await store.close();
    await new Promise((resolve) => api.close(() => resolve(undefined)));
  });

  test('the answer comes back with its type and caching headers, compressed here, and nothing else of the server behind', async () => {
    const res = await store.inject({ url: '/images/banners/football-legends.svg', headers: { 'accept-encoding': 'br' } });
    assert.equal(res.statusCode, 200);
    assert.equal(res.headers['content-type'], 'image/svg+xml; charset=utf-8');
    assert.equal(res.headers['cache-control'], 'public, max-age=86400');
    assert.equal(res.headers.etag, '"b1"');
    assert.equal(res.headers['content-encoding'], 'br');
    assert.match(brotliDecompressSync(res.rawPayload).toString(), /^<svg /);
    assert.equal(res.headers['set-cookie'], undefined);
    assert.equal(res.headers['x-internal'], undefined);
  });

  test('a conditional request is sent on (304), a missing image stays a 404, the query goes along, cookies do not', async () => {
    const revalidated = await store.inject({ url: '/images/banners/football-legends.svg', headers: { 'if-none-match': '"b1"', cookie: 'session=secret' } });
    assert.equal(revalidated.statusCode, 304);
    assert.equal(seen.at(-1)?.headers.cookie, undefined);
    assert.equal((await store.inject({ url: '/images/games/none.svg?v=2' })).statusCode, 404);
    assert.equal(seen.at(-1)?.url, '/images/games/none.svg?v=2');
    assert.equal((await store.inject({ method: 'HEAD', url: '/images/banners/football-legends.svg' })).statusCode, 200);
  });

  test('a server behind that does not answer is a 502, not a page', async () => {
    const dead = await createStaticServer({ dir, spa: true, forward: { '/images/': 'http://127.0.0.1:9' } });
    try {
      const res = await dead.inject({ url: '/images/banners/football-legends.svg' });
      assert.equal(res.statusCode, 502);
      assert.match(String(res.headers['content-type']), /^text\/plain/);
    } finally {
      await dead.close();
    }
  });
});
