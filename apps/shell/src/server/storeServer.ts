// The shell's server side: what the store answers for a page request, before any JS (issue 11, items 4 and 6).
// Bundled for Node by the build (apps/shell/webpack.server.cjs -> apps/shell/dist-server/store-server.cjs) and used
// by the static server of scripts/serve.mjs; file serving stays there. The server renderer of issue 11 grows from here.
import { RuntimeConfigSchema, storefrontForHost, type RuntimeConfig } from '@store/shared';
import { shopChoiceOfCookieHeader } from '../platform/shopChoiceCookie';
import { answerPageRequest, type PageAnswer } from './pageRules';
import { pageHeadOf, withPageHead, type PageHead } from './pageHead';
import { createCatalogFacts, type CatalogFacts, type CatalogFactsOptions, type GameFacts } from './catalogFacts';
import { shellStringsIn } from './shellStrings';
import { robotsTxtOf, sitemapXmlOf } from './searchEngineDocuments';
import { serverRenderedPage } from './serverRenderedPage';
import { createPageCache } from './pageCache';
import { keptPage, textOf, type EncodedPage, type KeptPage } from './encodedPage';
import { pageCookieHeaderOf } from './pageCookies';
import { withPageNotices } from './pageNotices';

/** The parts of an HTTP request the store's pages depend on. */
export interface StoreRequest {
  /** The Host header (with its port). */
  readonly host: string | undefined;
  /** The request target as sent: path and query, still percent-encoded. */
  readonly url: string;
  readonly cookie?: string | undefined;
  /** 'http' or 'https', as the shopper reached the store. */
  readonly protocol: string;
}

export interface StoreAnswer {
  readonly status: number;
  readonly headers: Readonly<Record<string, string>>;
  /** Absent on redirects; a stream for a page rendered on the server (sent as it renders). */
  readonly body?: string | NodeJS.ReadableStream;
  /** A page kept by the page cache: its ETag and its compressed bytes, made once for every request that gets it. */
  readonly encoded?: EncodedPage;
  /** The server left part of the page's first screen to the browser (its budget, a dead remote): never kept. */
  readonly partial?: boolean;
}

/** 'server': pages are rendered on the server and hydrated (issue 11); 'browser': the page's HTML is the head only. */
export type RenderMode = 'server' | 'browser';

export interface StorePagesOptions {
  /** The run-time configuration (config.json), read per request as the browser reads it per page load. */
  readonly config: () => unknown;
  /** The app's page (apps/shell/dist/index.html), read per request so a rebuild is served at once. */
  readonly indexHtml: () => string;
  readonly catalog?: CatalogFactsOptions;
  /** Or the catalog itself (tests). */
  readonly catalogFacts?: CatalogFacts;
  /** Server rendering (the default) or the browser alone: one switch (STORE_RENDER), so both can be measured. */
  readonly render?: RenderMode;
  /** The deploy's /remotes.json, read per request like config.json: the server renders with the remotes it names. */
  readonly remotesManifest?: () => unknown;
  /** The server's render budget in ms (RENDER_BUDGET_MS by default). */
  readonly renderBudgetMs?: number;
  /**
   * Pages kept for `freshMs`, then sent stale up to `staleMs` while one request renders them again (pageCache.ts).
   * Off when absent or freshMs is 0.
   */
  readonly pageCache?: { readonly freshMs: number; readonly staleMs: number };
  /** Where a background render's failure is told (console.warn by default). */
  readonly log?: (message: string) => void;
}

export interface StorePages {
  page(request: StoreRequest): Promise<StoreAnswer>;
  robotsTxt(request: StoreRequest): StoreAnswer;
  sitemapXml(request: StoreRequest): Promise<StoreAnswer>;
}

const HTML = 'text/html; charset=utf-8';
const NO_CACHE = 'no-cache';

/** The host name of a Host header ('localhost:3000' -> 'localhost'); undefined when it names no host. */
export function hostnameOf(host: string | undefined): string | undefined {
  if (!host) return undefined;
  try {
    return new URL(`http://${host}/`).hostname;
  } catch {
    return undefined;
  }
}

function splitUrl(url: string): { pathname: string; search: string } {
  const withoutHash = url.split('#')[0] ?? '';
  const q = withoutHash.indexOf('?');
  return q === -1 ? { pathname: withoutHash || '/', search: '' } : { pathname: withoutHash.slice(0, q) || '/', search: withoutHash.slice(q) };
}

const NOT_ALLOWED_HEAD: PageHead = {
  lang: 'en',
  dir: 'ltr',
  title: 'This host is not allowed',
  description: 'The store is not served on this address.',
  alternates: [],
  noindex: true,
};

export function createStorePages(options: StorePagesOptions): StorePages {
  const configNow = (): RuntimeConfig => RuntimeConfigSchema.parse(options.config());
  const catalog = options.catalogFacts ?? createCatalogFacts(configNow(), options.catalog);

  async function pageAnswerOf(config: RuntimeConfig, request: StoreRequest): Promise<StoreAnswer> {
    const hostname = hostnameOf(request.host) ?? '';
    const { pathname, search } = splitUrl(request.url);
    const answer: PageAnswer = answerPageRequest(config, { hostname, pathname, search, storedChoice: shopChoiceOfCookieHeader(request.cookie) });

    switch (answer.kind) {
      case 'hostNotAllowed':
        // The app's page still: it shows the not-allowed screen the browser has always shown.
        return { status: 403, headers: { 'content-type': HTML, 'cache-control': NO_CACHE }, body: withPageHead(options.indexHtml(), NOT_ALLOWED_HEAD) };
      case 'redirect':
        return {
          status: answer.status,
          // A 302 depends on the stored choice (the cookies): a shared cache must not hand it to another shopper.
          headers: { location: answer.location, 'cache-control': NO_CACHE, ...(answer.status === 302 ? { vary: 'Cookie' } : {}) },
        };
      case 'page': {
        const { page, storefront } = answer;
        let status: number = answer.status;
        let game: GameFacts | undefined;
        let countriesSelling: readonly string[] | undefined;
        if (page.productSlug && page.locale) {
          const whitelabelId = storefront.whitelabelId;
          const [found, selling] = await Promise.all([
            catalog.game({ countryCode: page.locale.country.code, language: page.locale.language.code, slug: page.productSlug, whitelabelId }),
            catalog.countriesSelling(page.productSlug, whitelabelId),
          ]);
          // The API says the country does not sell this game: the catalog shows "game not found", the status says so too.
          if (found === null) status = 404;
          game = found ?? undefined;
          countriesSelling = selling ?? undefined;
        } else if (page.route === 'GlobalProduct' && page.productSlug) {
          // A game sold nowhere: the catalog's global page says "not sold", the status says 404.
          if ((await catalog.countriesSelling(page.productSlug, storefront.whitelabelId)) === null) status = 404;
        }
        const strings = await shellStringsIn(page.locale?.language.code ?? 'en');
        const origin = `${request.protocol}://${request.host ?? hostname}`;
        const head = pageHeadOf({
          // A game the country does not sell: the 404 head, in the country page's language (the catalog's screen is).
          page: status === 404 ? { ...page, route: 'NotFound' } : page,
          storefront,
          origin,
          strings,
          game,
          countriesSelling,
        });
        const html = withPageNotices(withPageHead(options.indexHtml(), head), strings);
        if (options.render === 'browser' || !options.remotesManifest) return { status, headers: { 'content-type': HTML, 'cache-control': NO_CACHE }, body: html };
        let partial = false;
        const body = await serverRenderedPage({
          html,
          config,
          configJson: options.config(),
          remotesJson: options.remotesManifest(),
          storefront,
          page: status === 404 && page.route !== 'NotFound' ? { ...page, route: 'NotFound' } : page,
          url: request.url,
          cookie: request.cookie,
          ...(options.renderBudgetMs !== undefined ? { budgetMs: options.renderBudgetMs } : {}),
          onRendered: (complete) => {
            partial = !complete;
          },
        });
        return { status, headers: { 'content-type': HTML, 'cache-control': NO_CACHE }, body, ...(partial ? { partial } : {}) };
      }
    }
  }

  const log = options.log ?? ((message: string) => console.warn(message));
  const freshMs = options.pageCache?.freshMs ?? 0;
  const cacheOn = freshMs > 0;
  type Kept = { answer: StoreAnswer; page?: KeptPage; sends: number };
  const cache = createPageCache<Kept>({
    freshMs,
    staleMs: options.pageCache?.staleMs ?? 0,
    onError: (error) => log(`[store] a page kept by the page cache could not be rendered again: ${error instanceof Error ? error.message : String(error)}`),
  });
  /** Pages (200 and 404) are kept; redirects and refusals are cheap and never kept. */
  async function keptAnswerOf(request: StoreRequest): Promise<{ value: Kept; keep: boolean }> {
    const answer = await pageAnswerOf(configNow(), request);
    const isPage = (answer.status === 200 || answer.status === 404) && answer.body !== undefined && answer.headers['content-type'] === HTML;
    // A page the server rendered in part (a slow API, a remote without its server entry) is not kept: the next
    // request tries again, rather than sending the loading states for 5 s.
    if (!isPage || answer.partial || answer.body === undefined) return { value: { answer, sends: 0 }, keep: false };
    const page = keptPage(await textOf(answer.body));
    return { value: { answer: { ...answer, body: page.text }, page, sends: 0 }, keep: true };
  }
  /** A kept page asked for again is worth compressing well: its bytes go out with the next answers. */
  function sentAnswerOf(kept: Kept): StoreAnswer {
    const { answer, page } = kept;
    if (!page) return answer;
    const encoded = page.encoded();
    if (encoded) return { ...answer, encoded };
    kept.sends += 1;
    if (kept.sends > 1) page.compress().catch((error: unknown) => log(`[store] a kept page could not be compressed: ${String(error)}`));
    return answer;
  }

  const notAllowedText: StoreAnswer = { status: 403, headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': NO_CACHE }, body: 'This host is not allowed\n' };

  return {
    page(sent) {
      // A page sees only the cookies it reads (pageCookies.ts): the answer for an address is the same for every shopper
      // with the same of those, whatever else their browser carries.
      const request: StoreRequest = { ...sent, cookie: pageCookieHeaderOf(sent.cookie) };
      if (!cacheOn) return pageAnswerOf(configNow(), request);
      // All the render reads of a request: a guest's page (the server never sees a session) for this address and cookies.
      const key = [request.protocol, request.host ?? '', request.url, request.cookie ?? ''].join('\n');
      return cache.answer(key, () => keptAnswerOf(request)).then(sentAnswerOf);
    },
    robotsTxt(request) {
      if (!storefrontForHost(configNow(), hostnameOf(request.host) ?? '')) return notAllowedText;
      return { status: 200, headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': NO_CACHE }, body: robotsTxtOf(`${request.protocol}://${request.host}`) };
    },
    async sitemapXml(request) {
      const storefront = storefrontForHost(configNow(), hostnameOf(request.host) ?? '');
      if (!storefront) return notAllowedText;
      const body = await sitemapXmlOf(`${request.protocol}://${request.host}`, storefront, catalog);
      return { status: 200, headers: { 'content-type': 'application/xml; charset=utf-8', 'cache-control': NO_CACHE }, body };
    },
  };
}
