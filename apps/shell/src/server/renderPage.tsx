// The first screen in the HTML (issue 11): the chrome and the route's remote page, rendered on the server with the
// same routes, stores and remotes the browser uses, then hydrated there (bootstrap.tsx).
import { AsyncLocalStorage } from 'node:async_hooks';
import { PassThrough, Readable } from 'node:stream';
import { StrictMode, type ReactNode } from 'react';
import { renderToPipeableStream, renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import { enableStaticRendering } from 'mobx-react-lite';
import { dehydrate, type Query, type QueryClient } from '@tanstack/react-query';
import {
  createMemoryCookieJar,
  createStoreI18n,
  createStoreQueryClient,
  FALLBACK_LANGUAGE,
  I18nProvider,
  isNamespaceRegistered,
  RootStore,
  serializeDehydratedState,
  StoreProvider,
  StoreQueryProvider,
  type RuntimeConfig,
  type ThemeConfig,
} from '@store/shared';
import { createMemoryStorage } from '@store/shared/domain';
import { setStyleSheetCollector, styleSheetsReady, type StyleSheetCollector } from '@store/shared/ui';
import { buildRoutes, ShellFrame } from '../App';
import { ShellRoutes } from '../routes/routeMatches';
import { ShellProvider, type ShellServices } from '../chrome/ShellContext';
import { ShellUiStore } from '../chrome/ShellUiStore';
import { registerShellStrings, SHELL_NAMESPACE } from '../i18n/shellI18n';
import { loadRemoteModule } from '../federation/remoteLoader';
import { ServerRenderContext } from '../federation/serverRenderContext';
import type { RemoteName } from '../federation/remoteNames';
import { partnerSsoConfig } from '../partner/partnerConfig';
import { purchaseGatesConfig } from '../partner/purchaseGatesConfig';
import { createAgeAnswers } from '../partner/ageGate';
import { preRegistrationOf } from '../partner/preRegistrationConfig';
import { partnerAccountsOn, partnerSiteOf, withPartnerSwitches } from '../partner/partnerSite';
import { createShellPartnerSignIn } from '../partner/createPartnerSignIn';
import { SSR_STATE_ID, type ServerRenderedState } from '../platform/serverRenderedState';
import { cookiesOfHeader, shopChoiceOfCookieHeader } from '../platform/shopChoiceCookie';
import { signedInHintOfCookieHeader } from '../platform/signedInHint';

/** How long a page may take on the server (data, remotes, rendering); past it, what is missing renders in the browser. */
export const RENDER_BUDGET_MS = 300;
/** Rendering again to find what the page asks for (remote modules, data) stops after this many passes. */
const MAX_DISCOVERY_PASSES = 5;
/** The longest a remote's first load in a server process may take before the page renders without it. */
export const REMOTE_FIRST_LOAD_MS = 3_000;

// Observer components render once per request on the server: no reactions to keep (mobx-react-lite's server mode).
enableStaticRendering(true);

const styleSheets = new AsyncLocalStorage<StyleSheetCollector>();
const collectorOf = (sheets: Map<string, { css: string; first: boolean }>): StyleSheetCollector => ({
  add(id, css, first) {
    if (!sheets.has(id)) sheets.set(id, { css, first });
  },
});
/** After the budget, the streaming render gets this long to finish what is ready before it is cut off. */
const ABORT_GRACE_MS = 100;
setStyleSheetCollector(() => styleSheets.getStore());

export interface ShellRenderInput {
  readonly configJson: unknown;
  readonly config: RuntimeConfig;
  /** The storefront of the request's host (before its partner switches). */
  readonly hostStorefront: ThemeConfig;
  /** The request's path and query. */
  readonly url: string;
  readonly cookie: string | undefined;
  /** The page's own country and language (its /{language}-{country}/ prefix), if it has one. */
  readonly locale?: { readonly country: string; readonly language: string };
  /** Which remotes have a server entry now (the others render in the browser). */
  readonly remotesOnServer: ReadonlySet<RemoteName>;
  readonly budgetMs?: number;
}

export interface ShellRender {
  /** The <style> elements the page used, for <head>. */
  readonly styles: string;
  /** The HTML of #root, streamed. */
  readonly body: NodeJS.ReadableStream;
  /** What the browser hydrates with: a <script type="application/json"> for the end of <body>. */
  readonly stateScript: string;
  /** Remotes that could not be rendered here (they render in the browser). */
  readonly browserRendered: readonly RemoteName[];
  /** Everything the first screen asked for was rendered here (no slot or data left to the browser). */
  readonly complete: boolean;
}

const isEnabled = (query: Query) => {
  const { enabled } = query.options as { enabled?: boolean | ((q: Query) => boolean) };
  return (typeof enabled === 'function' ? enabled(query) : enabled) !== false;
};

/** Queries the last pass rendered without their data (enabled, never fetched). */
function unfetchedQueries(client: QueryClient): Query[] {
  return client
    .getQueryCache()
    .getAll()
    .filter((q) => q.state.status === 'pending' && q.state.fetchStatus === 'idle' && q.state.dataUpdateCount === 0 && q.state.errorUpdateCount === 0 && isEnabled(q));
}

function withDeadline<T>(work: Promise<T>, deadline: number): Promise<T | 'late'> {
  const left = deadline - Date.now();
  if (left <= 0) return Promise.resolve('late');
  let timer: NodeJS.Timeout | undefined;
  return Promise.race([work.finally(() => clearTimeout(timer)), new Promise<'late'>((resolve) => (timer = setTimeout(() => resolve('late'), left)))]);
}

/**
 * Renders a page of the shell on the server. Remote modules and data the page asks for are found by rendering
 * (a pass renders, says what it missed, the missing parts are loaded, the next pass renders with them), all within
 * the budget; what is still missing then (a dead remote, a slow API) renders in the browser, never failing the page.
 */
export async function renderShellPage(input: ShellRenderInput): Promise<ShellRender> {
  let deadline = Date.now() + (input.budgetMs ?? RENDER_BUDGET_MS);
  const { config, configJson, hostStorefront } = input;
  const pathname = input.url.split('?')[0] ?? '/';
  const partnerSite = partnerSiteOf(configJson, config, hostStorefront);
  const storefront = withPartnerSwitches(hostStorefront, partnerSite);
  const local = createMemoryStorage();
  const tab = createMemoryStorage();
  const cookies = createMemoryCookieJar(cookiesOfHeader(input.cookie));
  const platform = { local, session: tab, cookies, deviceId: '' };
  const store = new RootStore({ config, theme: storefront, cookies, getPath: () => pathname });
  // The page's country (its prefix), else the shopper's stored choice (the cookies the shell mirrors it into): the
  // browser's shop starts from the same before it hydrates.
  const stored = shopChoiceOfCookieHeader(input.cookie);
  if (input.locale) store.shop.setCountry(input.locale.country, input.locale.language);
  else if (stored.country) store.shop.setCountry(stored.country, stored.switchedLanguage ?? undefined);
  const shopLocale = store.shop.country && store.shop.language ? { country: store.shop.country.code, language: store.shop.language.code } : null;
  registerShellStrings();
  // As the browser's bootstrap chooses it.
  const i18n = createStoreI18n(store.shop.language?.code ?? FALLBACK_LANGUAGE, { perRequest: true });
  const ui = new ShellUiStore();
  const partnerSso = store.isWhiteLabel && partnerAccountsOn(partnerSite) ? partnerSsoConfig(configJson) : undefined;
  const preRegistration = preRegistrationOf(configJson, config, hostStorefront);
  const partner = partnerSso ? createShellPartnerSignIn({ store, ui, i18n, config: partnerSso, local, tab, deviceId: '', preRegistration }) : undefined;
  const signedInExpected = signedInHintOfCookieHeader(input.cookie);
  const services: ShellServices = {
    ui,
    prerender: false,
    ...(signedInExpected ? { signedInExpected } : {}),
    saveLangCode: async () => undefined,
    signOut: async () => undefined,
    ...(partner ? { partner } : {}),
    gates: purchaseGatesConfig(configJson),
    ageAnswers: createAgeAnswers(cookies, tab),
    ...(partnerSite ? { partnerSite } : {}),
    ...(preRegistration ? { preRegistration } : {}),
  };
  const queryClient = createStoreQueryClient({ retries: 0 });
  const routes = buildRoutes(storefront, config, platform);

  type ModuleRef = { remote: RemoteName; module: string };
  /** Modules the last pass rendered without (to load), and the modules it rendered with (the browser loads them before hydrating). */
  const needed = new Map<string, ModuleRef>();
  const used = new Map<string, ModuleRef>();
  /** Modules rendered in deferred slots: in the HTML, but the browser hydrates without them (DeferredRemoteSlot). */
  const usedDeferred = new Map<string, ModuleRef>();
  const failed = new Set<RemoteName>();
  const serverRender = {
    usedModule(remote: RemoteName, module: string, ready: boolean, options?: { readonly deferred?: boolean }) {
      const key = `${remote}/${module}`;
      if (ready) (options?.deferred ? usedDeferred : used).set(key, { remote, module });
      else if (!failed.has(remote)) needed.set(key, { remote, module });
    },
  };
  const tree = (): ReactNode => (
    <StrictMode>
      <I18nProvider i18n={i18n}>
        <StoreProvider store={store}>
          <StoreQueryProvider client={queryClient}>
            <ShellProvider services={services}>
              <ServerRenderContext.Provider value={serverRender}>
                <ShellFrame>
                  <StaticRouter location={input.url}>
                    <ShellRoutes routes={routes} />
                  </StaticRouter>
                </ShellFrame>
              </ServerRenderContext.Provider>
            </ShellProvider>
          </StoreQueryProvider>
        </StoreProvider>
      </I18nProvider>
    </StrictMode>
  );
  const namespacesOf = (modules: ModuleRef[]) => [SHELL_NAMESPACE, ...new Set(modules.map((m) => m.remote))].filter((ns) => isNamespaceRegistered(ns));
  const namespaces = () => namespacesOf([...used.values(), ...usedDeferred.values(), ...needed.values()]);

  // The shell's own words are always there (a catalogue in the server bundle): never a page of i18n keys.
  await i18n.loadNamespaces(SHELL_NAMESPACE);
  // The shell's and the kit's sheets: loaded once per process (a remote's, by the loader that loads its module).
  await styleSheetsReady();
  /** The sheets of the last pass: a page rendered in full by a pass is sent as that pass rendered it. */
  let collected = new Map<string, { css: string; first: boolean }>();
  let complete: string | undefined;
  // The first pass always runs: it finds the page's remote modules, whose loading has an allowance of its own.
  for (let pass = 0; pass < MAX_DISCOVERY_PASSES && (pass === 0 || Date.now() < deadline); pass++) {
    needed.clear();
    used.clear();
    usedDeferred.clear();
    collected = new Map();
    const html = styleSheets.run(collectorOf(collected), () => renderToString(tree()));
    const modules = [...needed.values()];
    const queries = unfetchedQueries(queryClient);
    if (modules.length === 0 && queries.length === 0 && namespaces().every((ns) => i18n.hasLoadedNamespace(ns))) {
      complete = html;
      break;
    }
    if (modules.length > 0) {
      // A remote's first load in this process (fetching and evaluating its server entry) is not rendering work: it
      // moves the deadline by what it took, up to REMOTE_FIRST_LOAD_MS. A dead remote is known before (its entry's
      // check answered nothing) and is not waited for.
      const loadStart = Date.now();
      await withDeadline(
        Promise.all(
          modules.map(async (m) => {
            if (!input.remotesOnServer.has(m.remote)) {
              failed.add(m.remote);
              return;
            }
            try {
              await loadRemoteModule(m.remote, m.module);
            } catch {
              failed.add(m.remote);
            }
          }),
        ),
        loadStart + REMOTE_FIRST_LOAD_MS,
      );
      deadline += Date.now() - loadStart;
    }
    // The data the pass rendered without, and the catalogues of the remotes it rendered (those just loaded included:
    // a remote registers its namespace when its module loads), fetched side by side.
    await withDeadline(Promise.all([...queries.map((q) => queryClient.prefetchQuery({ ...q.options, queryKey: q.queryKey })), i18n.loadNamespaces(namespaces())]), deadline);
  }

  // What the HTML is rendered with is what the browser gets: fetches still running past the budget are cancelled (a
  // late answer would be in the state but not in the HTML, and the browser's first render would not match).
  if (complete === undefined) await queryClient.cancelQueries();
  // A deferred module's catalogue is loaded with the module, when the shopper reaches for it: not before hydrating.
  const renderedNamespaces = namespacesOf([...used.values(), ...needed.values()]).filter((ns) => i18n.hasLoadedNamespace(ns));
  let body: NodeJS.ReadableStream;
  if (complete !== undefined) {
    body = Readable.from([complete]);
  } else {
    // Past the budget with parts still missing: React's streaming render, its Suspense boundaries (each remote slot)
    // left to the browser where they are not ready in time. Flushed once all is ready or cut off, never before: content
    // streamed after the shell needs React's inline scripts, which the store's CSP (no inline scripts) refuses.
    collected = new Map();
    const stream = new PassThrough();
    body = stream;
    await new Promise<void>((resolve, reject) => {
      styleSheets.run(collectorOf(collected), () => {
        let flushed = false;
        const flush = () => {
          if (flushed) return;
          flushed = true;
          rendering.pipe(stream);
          resolve();
        };
        const rendering = renderToPipeableStream(tree(), {
          // Every boundary inline, however large (React outlines big ones to stream them in with inline scripts).
          progressiveChunkSize: Number.POSITIVE_INFINITY,
          onAllReady: flush,
          onShellError: reject,
          onError() {
            // A part that throws renders in the browser (its Suspense fallback here); the page is still a page.
          },
        });
        // Never before the render has started: an abort that comes first leaves boundaries to stream in later.
        const abortAt = Math.max(deadline, Date.now()) + ABORT_GRACE_MS;
        setTimeout(() => {
          // What is cut off becomes its fallback (rendered by the browser); onAllReady follows the abort.
          rendering.abort();
          // Should onAllReady never come, the page is left to the browser (the caller sends it without a render).
          setTimeout(() => reject(new Error('the server render did not finish after its abort')), 1_000).unref();
        }, abortAt - Date.now()).unref();
      });
    });
  }
  const sheets = [...collected.entries()].sort(([, a], [, b]) => Number(b.first) - Number(a.first));
  const state: ServerRenderedState = {
    state: dehydrate(queryClient),
    modules: [...used.values()].map(({ remote, module }) => [remote, module] as const),
    deferred: [...usedDeferred.values()].map(({ remote, module }) => [remote, module] as const),
    namespaces: renderedNamespaces,
    locale: shopLocale,
    signedInExpected,
  };
  return {
    styles: sheets.map(([id, { css }]) => `<style id="${id}">${css.replace(/<\/style/gi, '<\\/style')}</style>`).join(''),
    body,
    stateScript: `<script type="application/json" id="${SSR_STATE_ID}">${serializeDehydratedState(state)}</script>`,
    browserRendered: [...failed],
    complete: complete !== undefined && failed.size === 0,
  };
}
