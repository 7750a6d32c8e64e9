// A kept page's bytes as the browsers ask for them, made once: brotli at its best quality (the page's first bytes are
// what a slow link waits for; a fresh render's per-request compression is quality 6), gzip for the others.
import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import zlib from 'node:zlib';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

export interface EncodedPage {
  readonly text: string;
  readonly etag: string;
  readonly br: Buffer;
  readonly gzip: Buffer;
}

async function textOf(body: string | NodeJS.ReadableStream): Promise<string> {
  if (typeof body === 'string') return body;
  const chunks: Buffer[] = [];
  for await (const chunk of body) chunks.push(typeof chunk === 'string' ? Buffer.from(chunk) : (chunk as Buffer));
  return Buffer.concat(chunks).toString('utf8');
}

/** The page's text, ETag and compressed forms (compressed off the main thread: zlib's thread pool). */
export async function encodedPage(body: string | NodeJS.ReadableStream): Promise<EncodedPage> {
  const text = await textOf(body);
  const bytes = Buffer.from(text, 'utf8');
  const [br, gz] = await Promise.all([
    brotli(bytes, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: bytes.length } }),
    gzip(bytes, { level: zlib.constants.Z_BEST_COMPRESSION }),
  ]);
  return { text, etag: `"${createHash('sha1').update(bytes).digest('base64url')}"`, br, gzip: gz };
}
