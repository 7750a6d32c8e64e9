// The static server of one built app, on fastify with @fastify/static (files, ETag, Last-Modified,
// conditional GET), @fastify/compress (brotli, gzip) and @fastify/cors. What is the store's own:
// - no-cache for the files that name other files (index.html, mf-manifest.json, remoteEntry.js,
//   main.js, the run-time JSON documents): each load revalidates them and gets 304 when unchanged;
// - a year, immutable, for content-hashed chunks (a new build gives them new names);
// - CORS only for the storefront origins;
// - security headers on every HTML document;
// - page routes (no file extension) fall back to the app's page, so the app shows its own 404 page -
//   also for a malformed address (/en-sg/%ZZ); a missing file stays a real 404, so the federation
//   runtime sees the failure;
// - source maps and dot-files are not served (maps only in development).
import { createHash } from 'node:crypto';
import path from 'node:path';
import Fastify from 'fastify';
import fastifyStatic from '@fastify/static';
import fastifyCompress from '@fastify/compress';
import fastifyCors from '@fastify/cors';
import { constants as zlib } from 'node:zlib';

const HASHED = /\.[0-9a-f]{8,}\.(js|css)$/;
/** The build's compressed copy of a file (scripts/precompress.cjs). */
const PRECOMPRESSED = /\.(br|gz)$/;
const NO_CACHE = 'no-cache';
const IMMUTABLE = 'public, max-age=31536000, immutable';

const isPageRoute = (url) => !path.posix.extname(url.split('?')[0].split('#')[0]);

/**
 * @param {object} o
 * @param {string} o.dir          folder to serve (an app's dist)
 * @param {boolean} [o.spa]       fall back to index.html for paths that look like pages
 * @param {Record<string, () => unknown>} [o.json]  generated JSON documents, e.g. '/remotes.json'
 * @param {Record<string, (request: import('fastify').FastifyRequest) => { type: string, body: string | Buffer }>} [o.generated]
 *   generated files answered per request (e.g. a storefront's icons, by host), served no-cache with an ETag
 * @param {string[]} [o.origins]  origins allowed by CORS (the storefronts); others get no CORS headers
 * @param {() => Record<string, string>} [o.htmlHeaders]  headers of every HTML document (security)
 * @param {boolean} [o.sourceMaps]  serve *.map files (development only)
 * @param {Record<string, string>} [o.forward]  path prefixes another server answers, by origin ('/images/' -> the API's):
 *   GET and HEAD sent on as they came (their conditional headers too), the answer sent back with its caching headers -
 *   what a CDN's path rule does, so the page loads them over its own connection
 * @param {import('./static-server').StorePages} [o.pages]  the store's own answers for page requests (the shell's
 *   server module: redirects, 404 and not-allowed statuses, the page's head), robots.txt and sitemap.xml; without it a
 *   page route gets index.html as it is
 */
/**
 * The encoding of a kept page for an Accept-Encoding header: brotli, else gzip, else none (the plain text). A coding
 * the browser refuses (q=0) is not chosen.
 * @param {string | undefined} header
 * @returns {'br' | 'gzip' | undefined}
 */
export function acceptedEncodingOf(header) {
  const accepted = new Set(
    (header ?? '')
      .split(',')
      .map((part) => part.trim().toLowerCase().split(';'))
      .filter(([, ...params]) => !params.some((p) => /^\s*q\s*=\s*0(\.0*)?\s*$/.test(p)))
      .map(([coding]) => coding.trim()),
  );
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip')) return 'gzip';
  return undefined;
}

/** The request headers a forwarded request carries, and the answer headers sent back (the body comes decoded). */
const FORWARDED_REQUEST_HEADERS = ['accept', 'if-none-match', 'if-modified-since'];
const FORWARDED_ANSWER_HEADERS = ['content-type', 'cache-control', 'etag', 'last-modified', 'content-security-policy', 'x-content-type-options'];

export async function createStaticServer({ dir, spa = false, json = {}, generated = {}, origins = [], htmlHeaders = () => ({}), sourceMaps = false, pages, forward = {} }) {
  const root = path.resolve(dir);
  const app = Fastify({
    // A malformed percent-encoding (/en-sg/%ZZ): a page address still gets the app, which shows its
    // own 404 page; a file address is a plain 400 (fastify's bad-URL answer).
    rewriteUrl: (request) => {
      const url = request.url ?? '/';
      if (!spa || !isPageRoute(url)) return url;
      try {
        decodeURIComponent(url.split('?')[0]);
        return url;
      } catch {
        return '/';
      }
    },
  });

  const withHtmlHeaders = (reply) => {
    reply.headers(htmlHeaders());
    return reply;
  };
  const sendPage = (reply) => withHtmlHeaders(reply).header('cache-control', NO_CACHE).sendFile('index.html', root);

  await app.register(fastifyCors, { origin: origins, methods: ['GET', 'HEAD'], strictPreflight: false });
  // Must come before @fastify/static (its hook compresses the file streams).
  await app.register(fastifyCompress, {
    encodings: ['br', 'gzip'],
    threshold: 1024,
    brotliOptions: { params: { [zlib.BROTLI_PARAM_QUALITY]: 6 } },
  });
  app.addHook('onSend', async (_request, reply) => {
    reply.header('x-content-type-options', 'nosniff');
  });

  if (pages) {
    const storeRequest = (request) => ({
      host: request.headers.host,
      // As sent: the rules see a malformed address (/en-sg/%ZZ) for what it is.
      url: request.originalUrl ?? request.url,
      cookie: request.headers.cookie,
      protocol: request.protocol,
    });
    const send = (request, reply, answer) => {
      reply.code(answer.status).headers(answer.headers);
      if (answer.headers['content-type']?.startsWith('text/html')) withHtmlHeaders(reply);
      if (answer.status === 200 && typeof answer.body === 'string') {
        // Revalidated on each load (no-cache), as the static index.html was: 304 while the page is unchanged.
        const etag = answer.encoded?.etag ?? `"${createHash('sha1').update(answer.body).digest('base64url')}"`;
        reply.header('etag', etag);
        if (request.headers['if-none-match'] === etag) return reply.code(304).send();
      }
      // A page kept by the page cache carries its compressed bytes, made once (the compress hook leaves them as they are).
      const encoding = answer.encoded ? acceptedEncodingOf(request.headers['accept-encoding']) : undefined;
      if (encoding) return reply.header('content-encoding', encoding).header('vary', 'Accept-Encoding').send(answer.encoded[encoding]);
      return reply.send(answer.body ?? '');
    };
    app.get('/robots.txt', async (request, reply) => send(request, reply, pages.robotsTxt(storeRequest(request))));
    app.get('/sitemap.xml', async (request, reply) => send(request, reply, await pages.sitemapXml(storeRequest(request))));
    // Every page route, / included (which @fastify/static would answer with index.html as it is).
    app.addHook('onRequest', async (request, reply) => {
      if (!['GET', 'HEAD'].includes(request.method) || !isPageRoute(request.originalUrl ?? request.url)) return undefined;
      return send(request, reply, await pages.page(storeRequest(request)));
    });
  }

  for (const [prefix, origin] of Object.entries(forward)) {
    app.get(`${prefix}*`, async (request, reply) => {
      const headers = Object.fromEntries(FORWARDED_REQUEST_HEADERS.flatMap((name) => (typeof request.headers[name] === 'string' ? [[name, request.headers[name]]] : [])));
      let answer;
      try {
        answer = await fetch(new URL(request.url, origin), { headers, redirect: 'manual' });
      } catch {
        return reply.code(502).header('cache-control', NO_CACHE).type('text/plain; charset=utf-8').send('The server behind this address did not answer');
      }
      reply.code(answer.status);
      for (const name of FORWARDED_ANSWER_HEADERS) {
        const value = answer.headers.get(name);
        if (value) reply.header(name, value);
      }
      return reply.send(Buffer.from(await answer.arrayBuffer()));
    });
  }

  for (const [route, document] of Object.entries(json)) {
    app.get(route, async (request, reply) => {
      const body = JSON.stringify(document());
      const etag = `"${createHash('sha1').update(body).digest('base64url')}"`;
      reply.header('cache-control', NO_CACHE).header('etag', etag).type('application/json; charset=utf-8');
      if (request.headers['if-none-match'] === etag) return reply.code(304).send();
      return body;
    });
  }

  for (const [route, file] of Object.entries(generated)) {
    app.get(route, async (request, reply) => {
      const { type, body } = file(request);
      const etag = `"${createHash('sha1').update(body).digest('base64url')}"`;
      reply.header('cache-control', NO_CACHE).header('etag', etag).type(type);
      if (request.headers['if-none-match'] === etag) return reply.code(304).send();
      return body;
    });
  }

  await app.register(fastifyStatic, {
    root,
    index: ['index.html'],
    redirect: false,
    cacheControl: false,
    etag: true,
    lastModified: true,
    // The build's own compressed copies (file.br, file.gz: scripts/precompress.cjs), made once at the highest settings;
    // a file without them is compressed per request by @fastify/compress above.
    preCompressed: true,
    // Never dot-files (the build's .builds.json record).
    dotfiles: 'ignore',
    allowedPath: (pathName) => sourceMaps || !pathName.endsWith('.map'),
    setHeaders: (reply, sent) => {
      // The file the request named, also when its compressed copy is what is sent.
      const file = sent.replace(PRECOMPRESSED, '');
      reply.header('cache-control', HASHED.test(file) ? IMMUTABLE : NO_CACHE);
      if (file.endsWith('.html')) withHtmlHeaders(reply);
    },
  });

  app.setNotFoundHandler((request, reply) => {
    if (spa && isPageRoute(request.url) && ['GET', 'HEAD'].includes(request.method)) return sendPage(reply);
    return reply.code(404).header('cache-control', NO_CACHE).type('text/plain; charset=utf-8').send('Not found');
  });

  return app;
}

/**
 * Serves one built app on a port.
 * @param {Parameters<typeof createStaticServer>[0] & { port: number, host?: string }} o
 */
export async function serveStatic({ port, host = '127.0.0.1', ...options }) {
  const app = await createStaticServer(options);
  await app.listen({ port, host });
  const address = app.server.address();
  const actualPort = typeof address === 'object' && address ? address.port : port;
  return {
    server: app.server,
    url: `http://${host}:${actualPort}`,
    close: async () => {
      app.server.closeAllConnections?.();
      await app.close();
    },
  };
}
