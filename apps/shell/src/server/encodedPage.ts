// A kept page's bytes as the browsers ask for them: brotli at its best quality (the page's first bytes are what a slow
// link waits for; a fresh render is compressed per request at quality 6) and gzip. Compressing a page that well takes
// about 160 ms of CPU (zlib's thread pool, off the main thread), so it is done for pages asked for again while kept,
// not for every page kept once: until then the page is sent as text and compressed per request.
import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import zlib from 'node:zlib';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

export interface EncodedPage {
  readonly etag: string;
  readonly br: Buffer;
  readonly gzip: Buffer;
}

export interface KeptPage {
  readonly text: string;
  readonly etag: string;
  /** The compressed bytes, once made (see `compress`). */
  encoded(): EncodedPage | undefined;
  /** Starts making the compressed bytes, once; resolves when they are there. */
  compress(): Promise<void>;
}

export async function textOf(body: string | NodeJS.ReadableStream): Promise<string> {
  if (typeof body === 'string') return body;
  const chunks: Buffer[] = [];
  for await (const chunk of body) chunks.push(typeof chunk === 'string' ? Buffer.from(chunk) : (chunk as Buffer));
  return Buffer.concat(chunks).toString('utf8');
}

export function keptPage(text: string): KeptPage {
  const bytes = Buffer.from(text, 'utf8');
  const etag = `"${createHash('sha1').update(bytes).digest('base64url')}"`;
  let encoded: EncodedPage | undefined;
  let compressing: Promise<void> | undefined;
  return {
    text,
    etag,
    encoded: () => encoded,
    compress() {
      compressing ??= Promise.all([
        brotli(bytes, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: bytes.length } }),
        gzip(bytes, { level: zlib.constants.Z_BEST_COMPRESSION }),
      ]).then(([br, gz]) => {
        encoded = { etag, br, gzip: gz };
      });
      return compressing;
    },
  };
}
