import { startTransition, StrictMode, type ReactNode } from 'react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { registerPlugins } from '@module-federation/enhanced/runtime';
import { RetryPlugin } from '@module-federation/retry-plugin';
import {
  createStoreI18n,
  I18nProvider,
  createStoreQueryClient,
  FALLBACK_LANGUAGE,
  RootStore,
  RuntimeConfigSchema,
  StoreHydrationBoundary,
  serverAnswersFor,
  identityOf,
  StoreProvider,
  StoreQueryProvider,
  storefrontForHost,
} from '@store/shared';
import { styleSheetsReady } from '@store/shared/ui';
import { parseRemotesManifest, applyDevOverrides, manifestForStorefront } from './federation/remoteManifest';
import { loadRemoteModule, registerRemoteManifest } from './federation/remoteLoader';
import { hydratingServerParts } from './federation/serverDeferredParts';
import { serverRenderedStateOf } from './platform/serverRenderedState';
import { remoteHealthPlugin } from './federation/remoteHealth';
import { App } from './App';
import { HostNotAllowedPage } from './pages/HostNotAllowedPage';
import { StartupErrorPage } from './pages/StartupErrorPage';
import { reportFailure } from './platform/reportFailure';
import { showCodeFailedNotice } from './start/storeCode';
import { yieldToBrowser } from './platform/yieldToBrowser';
import { safeStorage } from './platform/browserStorage';
import { createDocumentCookieJar } from './platform/documentCookieJar';
import { persistShopChoice } from './platform/shopPersistence';
import { mirrorShopChoiceToCookies } from './platform/shopChoiceCookie';
import { mirrorSignedInHintToCookie } from './platform/signedInHint';
import { isPrerender } from './platform/prerender';
import { deviceId, experimentSource } from './tracking/deviceContext';
import { createShellAuth } from './auth/shellAuth';
import { withGuestLinking } from './auth/guestLinking';
import { registerShellStrings, SHELL_NAMESPACE } from './i18n/shellI18n';
import { ShellProvider } from './chrome/ShellContext';
import { ShellUiStore } from './chrome/ShellUiStore';
import { loadConsentForShop } from './consent/consentLoading';
import { partnerSsoConfig } from './partner/partnerConfig';
import { purchaseGatesConfig } from './partner/purchaseGatesConfig';
import { createAgeAnswers } from './partner/ageGate';
import { preRegistrationOf } from './partner/preRegistrationConfig';
import { partnerAccountsOn, partnerSiteOf, withPartnerSwitches } from './partner/partnerSite';
import { createShellPartnerSignIn } from './partner/createPartnerSignIn';
import { currentPartnerSdk } from './partner/partnerSdk';

/** The deploy's run-time documents, fetched by the bootstrap before this module was evaluated. */
export type DeployDocuments = Promise<readonly [config: unknown, remotes: unknown]>;

/** Starts the store on the page: hydrates the server's first screen, or renders the page afresh. */
export async function startStore(documents: DeployDocuments): Promise<void> {
  const container = document.getElementById('root');
  if (!container) return;
  // The server rendered the first screen (issue 11): the browser hydrates it with the server's state.
  const ssr = container.hasAttribute('data-ssr') ? serverRenderedStateOf(document) : undefined;
  let fresh: Root | undefined;
  const root = {
    render(node: ReactNode) {
      fresh ??= createRoot(container);
      fresh.render(node);
    },
  };
  try {
    // Runtime configuration and the remotes manifest come from the deploy, never from the bundle; the shell's and the
    // kit's sheets are fetched beside them when the page does not carry them (a page the browser renders).
    const [[configJson, remotesJson]] = await Promise.all([documents, styleSheetsReady()]);
    const config = RuntimeConfigSchema.parse(configJson);
    const hostStorefront = storefrontForHost(config, window.location.hostname);
    if (!hostStorefront) {
      document.title = 'This host is not allowed';
      root.render(<HostNotAllowedPage host={window.location.hostname} />);
      return;
    }
    // A partner storefront's switches (config.json partnerSite) turn off parts of the page for every remote.
    const partnerSite = partnerSiteOf(configJson, config, hostStorefront);
    const storefront = withPartnerSwitches(hostStorefront, partnerSite);
    // Light, dark or the device's choice: set before the first render, so the page never flashes the other palette.
    document.documentElement.dataset.uiScheme = storefront.colorScheme;
    registerPlugins([
      // Layer 1: retry a failed manifest fetch or entry script once, quickly, before giving up.
      RetryPlugin({ fetch: { retryTimes: 1 }, script: { retryTimes: 1, retryDelay: 300 } }),
      // Layer 2: record which remote failed; the slot's boundary (layer 3) shows the fallback.
      remoteHealthPlugin(),
    ]);
    const local = safeStorage('localStorage');
    const manifest = applyDevOverrides(parseRemotesManifest(remotesJson), {
      search: window.location.search,
      storage: local as Storage,
      allowedOrigins: config.devOverrideOrigins,
      warn: (message) => console.warn(message),
    });
    registerRemoteManifest(manifestForStorefront(manifest, storefront));
    const remotesOverridden = JSON.stringify(manifest) !== JSON.stringify(parseRemotesManifest(remotesJson));
    // The configuration's parse and the stores' set-up below are each a piece of work a phone notices: a task each.
    await yieldToBrowser();

    const platform = { local, session: safeStorage('sessionStorage'), cookies: createDocumentCookieJar(), deviceId: deviceId(local) };
    const auth = createShellAuth(config.auth, local as Storage | undefined, {
      session: platform.session,
      leaveFor: (url) => window.location.assign(url),
    });
    // One RootStore per page; remotes reach it through the shared StoreProvider context.
    const store: RootStore = new RootStore({
      config,
      theme: storefront,
      tokens: auth.idTokens,
      // After a sign-in, the guest purchase this browser made is linked to the account (section 4).
      auth: (session) =>
        withGuestLinking(auth.operations(session), {
          session,
          local,
          graphql: { setOrderUid: (info, ctx) => store.api.graphql.setOrderUid(info, ctx) },
          accessToken: () => auth.accessToken(),
          shop: () => ({ country: store.shop.country, languageCode: store.shop.language?.code ?? 'en' }),
          onRefused: () => ui.toast(i18n.t('toast.guestLinkFailed', { ns: 'shell' })),
          onError: (error) => reportFailure({ source: 'page', reason: 'guestLinking', message: error instanceof Error ? error.message : String(error), error }),
          onLinked: () => store.clearGuestCashback(),
        }),
      cookies: platform.cookies,
      experiments: experimentSource(local),
      getPath: () => window.location.pathname,
    });
    persistShopChoice(store.shop, local);
    // The server rendered in this country and language: the shop starts there too (as LocaleGate would switch it), over
    // the choice restored above, as the server chose it (the page's country, else the stored one). Restored after it, a
    // choice of another country made LocaleGate render nothing on the first pass: a hydration mismatch.
    if (ssr?.locale) store.shop.setCountry(ssr.locale.country, ssr.locale.language);
    // The server answers / and the legacy paths from the choice, before any JS: it reads these cookies.
    mirrorShopChoiceToCookies(store.shop, platform.cookies);
    loadConsentForShop(store.consent, store.shop, store.isWhiteLabel);
    await yieldToBrowser();
    registerShellStrings();
    const i18n = createStoreI18n(store.shop.language?.code ?? FALLBACK_LANGUAGE);
    // The chrome paints once, in its final words: strings arriving after the first paint re-wrap the
    // header and push the page down (layout shift).
    const shellStrings = i18n.loadNamespaces(SHELL_NAMESPACE).catch(() => undefined);
    const ui = new ShellUiStore();
    // The user of a stored Amplify session is loaded before the first route decision (guards need it).
    await Promise.all([auth.start(store.session), shellStrings]);
    // The server draws a signed-in shopper's account place from this cookie (it never sees the session).
    mirrorSignedInHintToCookie(store.session, platform.cookies);
    // The white-label store's players sign in through the partner (restored before the first route decision).
    const partnerSso = store.isWhiteLabel && partnerAccountsOn(partnerSite) ? partnerSsoConfig(configJson) : undefined;
    // A game in pre-registration on this storefront (config.json preRegistration): its product page counts down.
    const preRegistration = preRegistrationOf(configJson, config, hostStorefront);
    const partner = partnerSso
      ? createShellPartnerSignIn({ store, ui, i18n, config: partnerSso, local, tab: platform.session, deviceId: platform.deviceId, preRegistration })
      : undefined;
    const services = {
      ui,
      prerender: isPrerender(),
      saveLangCode: (code: string) => auth.saveLangCode(store.session, code),
      signOut: async () => {
        if (partner && store.session.isPartnerAccount) await partner.logout(currentPartnerSdk());
        else await auth.signOut(store.session);
        ui.toast(i18n.t('toast.signedOut', { ns: 'shell' }));
      },
      ...(partner ? { partner } : {}),
      gates: purchaseGatesConfig(configJson),
      ageAnswers: createAgeAnswers(platform.cookies, platform.session),
      ...(partnerSite ? { partnerSite } : {}),
      ...(preRegistration ? { preRegistration } : {}),
    };
    // The server renders every page signed out (it never sees a session) with the deploy's remotes: a signed-in
    // shopper's page, a page with a developer's remote override, and a page the server did not render are rendered afresh.
    // So is a guest's page the server drew for a signed-in shopper (a hint left by a session that has since ended).
    const hydrating =
      ssr !== undefined && !ssr.signedInExpected && !store.session.isSignedIn && !store.session.isPartnerAccount && !remotesOverridden;
    const page = (
      <StrictMode>
        <I18nProvider i18n={i18n}>
          <StoreProvider store={store}>
            {/* One QueryClient per page: remotes' useQuery reaches it through the shared @tanstack/react-query. */}
            <StoreQueryProvider client={createStoreQueryClient()}>
              {/* The server's answers, so the first render asks for nothing again; for a signed-in shopper, the guest's
                  answers the server painted, standing in until the shopper's own arrive. */}
              <StoreHydrationBoundary state={hydrating ? ssr.state : serverAnswersFor(identityOf(store.session), ssr?.state)}>
                <ShellProvider services={services}>
                  <App config={config} storefront={storefront} platform={platform} />
                </ShellProvider>
              </StoreHydrationBoundary>
            </StoreQueryProvider>
          </StoreProvider>
        </I18nProvider>
      </StrictMode>
    );
    // The first render must be the server's: the same modules, then their catalogues (a remote registers its
    // namespace when its module loads). A module that no longer loads (its remote went away since): afresh, with its fallback.
    // Rendered afresh (a signed-in shopper), the page needs the same modules and words: loaded first too, the server's
    // HTML stays on screen until the shopper's page replaces it at once, instead of an empty page filling in piece by piece.
    const sameModules =
      ssr !== undefined &&
      (await Promise.all(ssr.modules.map(([remote, module]) => loadRemoteModule(remote, module).then(() => true, () => false)))).every(Boolean);
    if (ssr !== undefined) await i18n.loadNamespaces([...ssr.namespaces]).catch(() => undefined);
    if (hydrating && sameModules) {
      hydratingServerParts(ssr.deferred);
      // In a transition, hydration yields to the browser every few milliseconds (a shopper's tap or scroll goes
      // first) instead of holding the main thread for the whole page: the page is already on screen.
      startTransition(() => {
        hydrateRoot(container, page, {
          onRecoverableError: (error) =>
            reportFailure({ source: 'page', reason: 'hydration', message: error instanceof Error ? error.message : String(error), error }),
        });
      });
    } else {
      root.render(page);
    }
  } catch (error) {
    reportFailure({ source: 'startup', reason: 'startup', message: error instanceof Error ? error.message : String(error), error });
    // A server-rendered page stays as the server sent it (its links and search work), under the notice that the store
    // could not load, in its language; a page the browser renders has nothing to keep: the error page, with Try again.
    if (ssr !== undefined && showCodeFailedNotice(document)) return;
    await styleSheetsReady();
    root.render(<StartupErrorPage onRetry={() => window.location.reload()} />);
  }
}
