// The page's HTML with its first screen in it (issue 11): the app's page (index.html with the page's head), the
// server's render of #root streamed into it, and the state the browser hydrates with.
import { PassThrough } from 'node:stream';
import { RuntimeConfigSchema, type RuntimeConfig, type ThemeConfig } from '@store/shared';
import { ROUTES, type RouteName } from '@store/shared/domain';
import reactPackage from 'react/package.json';
import reactDomPackage from 'react-dom/package.json';
import reactRouterPackage from 'react-router/package.json';
import mobxPackage from 'mobx/package.json';
import mobxReactLitePackage from 'mobx-react-lite/package.json';
import i18nextPackage from 'i18next/package.json';
import reactQueryPackage from '@tanstack/react-query/package.json';
import { manifestForStorefront, parseRemotesManifest } from '../federation/remoteManifest';
import { partnerSiteOf, withPartnerSwitches } from '../partner/partnerSite';
import { createServerFederation, type ServerFederation } from './serverFederation';
import { renderShellPage } from './renderPage';
import { isProviderAnswer } from '../auth/providerSignIn';
import { remoteOfRoute } from '../routes/routePages';
import type { ShownPage } from './pageRules';

/**
 * The pages rendered on the server: every page of the route table, and the 404 page. The server renders as a guest:
 * a page this guest may not see is its place as loading while the browser sends them on (RouteGuard, on the server as
 * in the browser; pageRules has already redirected the pages no shopper may see); a signed-in shopper's page is
 * rendered afresh in the browser. Not the white-label partner profile (rendered from the partner's session).
 */
const SERVER_RENDERED: ReadonlySet<string> = new Set([...ROUTES.map((route) => route.name), 'NotFound']);
/**
 * Pages whose own part only the browser can render: the order status pages read the order this browser placed, the
 * sign-up verification screen the sign-up this tab started (session storage), the guest's notifications list the
 * browser's notification store (filled by its feed's query, which a hydrating browser does not run again: the server's
 * list met an empty one, a hydration mismatch on every /{locale}/notifications). The server renders the rest of the
 * page (the header, the footer) and the part's place, marked as loading; the part renders once its code is there.
 */
const PAGE_PART_IN_BROWSER: ReadonlySet<RouteName> = new Set<RouteName>(['TransactionComplete', 'TransactionWaiting', 'VerifySignup', 'GuestNotifications']);

export interface ServerRenderedContext {
  /** The page's query ('' or '?...'). */
  readonly search: string;
}

/** What of the page the server renders: all of it, all but the route's own part (left to the browser), or nothing. */
export type ServerRenderedPart = 'page' | 'chrome' | undefined;

export function serverRenderedPart(page: Pick<ShownPage, 'route' | 'customTheme'>, context: ServerRenderedContext): ServerRenderedPart {
  if (page.customTheme === true) return 'page';
  const route = page.route as RouteName;
  // The hosted sign-in's answer is completed by the browser.
  if (!SERVER_RENDERED.has(route) || (route === 'SignIn' && isProviderAnswer(context.search))) return undefined;
  return PAGE_PART_IN_BROWSER.has(route) ? 'chrome' : 'page';
}

const VERSIONS: Record<string, string> = {
  react: reactPackage.version,
  'react-dom': reactDomPackage.version,
  'react-router': reactRouterPackage.version,
  mobx: mobxPackage.version,
  'mobx-react-lite': mobxReactLitePackage.version,
  i18next: i18nextPackage.version,
  '@tanstack/react-query': reactQueryPackage.version,
};

let federation: ServerFederation | undefined;
function serverFederation(): ServerFederation {
  federation ??= createServerFederation({
    versionOf: (pkg) => {
      const version = VERSIONS[pkg];
      if (!version) throw new Error(`no version known for the shared package ${pkg}`);
      return version;
    },
  });
  return federation;
}

export interface ServerRenderedPageInput {
  /** index.html with the page's head. */
  readonly html: string;
  readonly config: RuntimeConfig;
  readonly configJson: unknown;
  readonly remotesJson: unknown;
  readonly storefront: ThemeConfig;
  readonly page: ShownPage;
  readonly url: string;
  readonly cookie: string | undefined;
  readonly budgetMs?: number;
  readonly log?: (message: string) => void;
  /**
   * Told, for a page the server renders, whether its first screen is all in the HTML (false: a part was left to the
   * browser, past the budget or without its remote's server entry, or the render failed). The page cache keeps only
   * complete pages.
   */
  readonly onRendered?: (complete: boolean) => void;
}

const ROOT = '<div id="root"></div>';

/**
 * The page with its first screen, or the page as it was (its head only, the browser renders it) when the page is
 * not one the server renders, or rendering it failed: a failure here never fails the page.
 */
export async function serverRenderedPage(input: ServerRenderedPageInput): Promise<string | NodeJS.ReadableStream> {
  const { html, page } = input;
  const at = html.indexOf(ROOT);
  if (at === -1) return html;
  const log = input.log ?? ((message: string) => console.warn(message));
  try {
    RuntimeConfigSchema.parse(input.configJson);
    // The storefront as its partner's switches leave it: which remotes it embeds, its colour scheme.
    const storefront = withPartnerSwitches(input.storefront, partnerSiteOf(input.configJson, input.config, input.storefront));
    const query = input.url.indexOf('?');
    const part = serverRenderedPart(page, { search: query === -1 ? '' : input.url.slice(query) });
    if (part === undefined) return html;
    // The process's remotes are the deploy's (one server renders every storefront): a storefront that embeds fewer
    // must not unregister the others' for the requests rendered beside it. Each page renders with its storefront's.
    const deployed = parseRemotesManifest(input.remotesJson);
    const manifest = manifestForStorefront(deployed, storefront);
    const remotes = serverFederation();
    await remotes.refresh(deployed);
    const remotesOnServer = new Set([...remotes.available].filter((name) => manifest[name] !== undefined));
    // The route's own part is the browser's: its remote is left out here, so its slot is rendered as loading.
    const inBrowser = part === 'chrome' ? remoteOfRoute(page.route as RouteName) : undefined;
    if (inBrowser) remotesOnServer.delete(inBrowser);
    const render = await renderShellPage({
      configJson: input.configJson,
      config: input.config,
      hostStorefront: input.storefront,
      url: input.url,
      cookie: input.cookie,
      ...(page.locale ? { locale: { country: page.locale.country.code, language: page.locale.language.code } } : {}),
      remotesOnServer,
      ...(input.budgetMs !== undefined ? { budgetMs: input.budgetMs } : {}),
    });
    input.onRendered?.(render.complete);
    const unexpected = render.browserRendered.filter((remote) => remote !== inBrowser);
    if (unexpected.length > 0) log(`[store] rendered in the browser (no server entry): ${unexpected.join(', ')} on ${input.url}`);
    const before = html
      .slice(0, at)
      .replace(/<html\b([^>]*)>/i, `<html$1 data-ui-scheme="${storefront.colorScheme}">`)
      .replace('</head>', `${render.styles}</head>`);
    const after = html.slice(at + ROOT.length).replace('</body>', `${render.stateScript}</body>`);
    const out = new PassThrough();
    let started = false;
    // React writes the preloads it found (the hero image, fetchPriority high) before the markup: they belong in
    // <head> (the browser fetches them sooner), and inside #root they would not match what the browser renders.
    const start = (first: string) => {
      started = true;
      const preloads = /^(?:<link [^>]*>)*/.exec(first)?.[0] ?? '';
      out.write(`${before.replace('</head>', `${preloads}</head>`)}<div id="root" data-ssr="">${first.slice(preloads.length)}`);
    };
    render.body.on('data', (chunk: Buffer | string) => {
      if (started) out.write(chunk);
      else start(chunk.toString());
    });
    const finish = () => {
      if (!started) start('');
      out.end(`</div>${after}`);
    };
    render.body.on('end', finish);
    render.body.on('error', finish);
    return out;
  } catch (error) {
    input.onRendered?.(false);
    log(`[store] server render failed on ${input.url}, the browser renders it: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
    return html;
  }
}
