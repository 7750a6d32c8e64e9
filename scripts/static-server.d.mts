import type http from 'node:http';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { StorePages } from '../apps/shell/src/server/storeServer';

export type { StorePages };

export interface StaticServer {
  url: string;
  server: http.Server;
  close(): Promise<void>;
}

export interface StaticServerOptions {
  /** Folder to serve (an app's dist). */
  dir: string;
  /** Fall back to index.html for paths that look like pages. */
  spa?: boolean;
  /** Generated JSON documents, e.g. '/remotes.json'. */
  json?: Record<string, () => unknown>;
  /** Generated files answered per request (a storefront's icons, by host): no-cache with an ETag. */
  generated?: Record<string, (request: FastifyRequest) => { type: string; body: string | Buffer }>;
  /** Origins allowed by CORS (the storefronts); others get no CORS headers. */
  origins?: string[];
  /** Headers of every HTML document (the storefront's security headers). */
  htmlHeaders?: () => Record<string, string>;
  /** Serve *.map files (development only). */
  sourceMaps?: boolean;
  /** Path prefixes another server answers, by origin ('/images/' -> the API's): GET and HEAD forwarded, as a CDN's path rule would. */
  forward?: Record<string, string>;
  /** The store's own answers for page requests (the shell's server module), robots.txt and sitemap.xml. */
  pages?: StorePages;
}

export function createStaticServer(options: StaticServerOptions): Promise<FastifyInstance>;

export function serveStatic(options: StaticServerOptions & { port: number; host?: string }): Promise<StaticServer>;

/** The encoding of a page kept by the page cache for an Accept-Encoding header: brotli, else gzip, else none. */
export function acceptedEncodingOf(header: string | undefined): 'br' | 'gzip' | undefined;
