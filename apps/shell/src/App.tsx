import { lazy, Suspense, useEffect, useMemo, type ReactNode } from 'react';
import { BrowserRouter, Navigate, Outlet, useParams, type RouteObject } from 'react-router';
import { observer } from 'mobx-react-lite';
import { RemoteModuleProvider, useRootStore, type RuntimeConfig, type ThemeConfig } from '@store/shared';
import { countryHomePath, productSlugOf, ROUTES, TRI_PRODUCT_PATH, TRI_THEME, type RouteName } from '@store/shared/domain';
import { Spinner, themeStyle, ToastList, useHydrated } from '@store/shared/ui';
import { RemoteModuleSlot, RemoteSlot, UncheckedRemoteSlot } from './federation/RemoteSlot';
import { loadRemoteModule } from './federation/remoteLoader';
import { ROUTE_EMBEDS, ROUTE_PAGES, type AnyRoutePage } from './routes/routePages';
import { LocaleGate } from './routes/LocaleGate';
import { RouteGuard } from './routes/RouteGuard';
import { CUSTOM_THEME_ROUTE_ID } from './routes/currentRoute';
import { ShellRoutes } from './routes/routeMatches';
import { ROUTE_TITLE_KEYS } from './routes/routeTitles';
import { useRouteTitle } from './pages/useDocumentTitle';
import { Header } from './chrome/Header';
import { Footer } from './chrome/Footer';
import { LeftPanel } from './chrome/LeftPanel';
import { PageScroll } from './chrome/PageScroll';
import { ShellEffects } from './chrome/ShellEffects';
import { useShell } from './chrome/ShellContext';
import { ShellCookieBanner } from './consent/CookieBanner';
import { InternationalPage } from './pages/InternationalPage';
import { NotFoundPage } from './pages/NotFoundPage';
import { useShellTranslation } from './i18n/shellI18n';
import { PartnerProfilePage } from './partner/PartnerProfilePage';
import { PartnerSignInEffects } from './partner/PartnerSignInEffects';
import { AccountRequiredGate, AgeGate, UpcomingCountryGate } from './partner/PurchaseGates';
import { GeoLocationPrompt } from './partner/GeoLocationPrompt';
import { PreRegistrationSection } from './partner/PreRegistrationPanel';
import { PARTNER_PROFILE_PATH, PARTNER_PROFILE_ROUTE_ID } from './partner/partnerRoutes';
import type { ShellPlatform } from './platform/shellPlatform';
import { ensureShellStyles } from './chrome/shellStyles';

// The shell's modals (section 2: never in the server's HTML) are fetched when one is opened: a shopper who meets none
// never loads their code. The cookie banner is not one of them: it is there as soon as the page is hydrated, before
// the shopper's first tap, rather than a moment later over what they were reaching for.
const ShellModals = lazy(() => import('./modals/ShellModals').then((m) => ({ default: m.ShellModals })));

/** Once hydrated: the modals while one is open (the cookie preferences too). */
const ShellModalsWhenOpen = observer(function ShellModalsWhenOpen() {
  const { consent } = useRootStore();
  const { ui } = useShell();
  if (ui.modal === undefined && !consent.showPreferences) return null;
  return (
    <Suspense fallback={null}>
      <ShellModals />
    </Suspense>
  );
});

export interface AppProps {
  config: RuntimeConfig;
  storefront: ThemeConfig;
  platform: ShellPlatform;
}

/** The page of a route, with the route's inputs (path parameters) as its props, and the route's document title. */
function RoutePageElement({ name }: { name: RouteName }) {
  const params = useParams();
  const { t, ready } = useShellTranslation();
  const titleKey = ROUTE_TITLE_KEYS[name];
  useRouteTitle(ready && titleKey ? t(titleKey) : undefined);
  useEffect(() => {
    // A failure here is left to the embedded module's own slot, which shows its fallback.
    for (const { remote, module } of ROUTE_EMBEDS[name] ?? []) loadRemoteModule(remote, module).catch(() => undefined);
  }, [name]);
  // ROUTE_PAGES is checked against the remotes' contracts where it is written; here any entry will do.
  const page: AnyRoutePage = ROUTE_PAGES[name];
  if ('shell' in page) return page.shell === 'InternationalPage' ? <InternationalPage /> : <NotFoundPage />;
  return <UncheckedRemoteSlot remote={page.remote} module={page.module} props={page.props ? page.props(params) : {}} key={name} page />;
}

/** The custom-theme product page (readings 1): the catalog's product page with the triPlayport theme. */
const CUSTOM_THEME_GAME = productSlugOf(TRI_PRODUCT_PATH.split('/')[2] ?? '') ?? '';

/** With no chosen country the root goes to /international, else to that country's home. */
const RootRedirect = observer(function RootRedirect() {
  const { shop } = useRootStore();
  return <Navigate to={shop.country ? countryHomePath(shop.country, shop.switchedLanguage) : '/international'} replace />;
});

export function buildRoutes(storefront: ThemeConfig, config: RuntimeConfig, platform: ShellPlatform): RouteObject[] {
  const children: RouteObject[] = ROUTES.map((route) => ({
    id: route.name,
    path: route.path,
    element: (
      <LocaleGate>
        {/* The white-label store's gates: nothing sells in an upcoming country; age-gated products ask first. */}
        <UpcomingCountryGate countryPage={route.path.startsWith('/:countryCode')}>
          <RouteGuard route={route.name}>
            {route.name === 'ProductDetail' ? (
              <AccountRequiredGate>
                <AgeGate>
                  {/* A game in pre-registration: the countdown and player card above its page. */}
                  <PreRegistrationSection>
                    <RoutePageElement name={route.name} />
                  </PreRegistrationSection>
                </AgeGate>
              </AccountRequiredGate>
            ) : (
              <RoutePageElement name={route.name} />
            )}
          </RouteGuard>
        </UpcomingCountryGate>
      </LocaleGate>
    ),
  }));
  // The custom-theme product page is matched before the prefix rule (readings 1).
  const customTheme: RouteObject = {
    id: CUSTOM_THEME_ROUTE_ID,
    path: TRI_PRODUCT_PATH,
    element: (
      <LocaleGate>
        <RemoteSlot remote="catalog" module="ProductPage" props={{ gameName: CUSTOM_THEME_GAME, theme: TRI_THEME }} />
      </LocaleGate>
    ),
  };
  // The partner profile page: white-label storefronts only (their players sign in through the partner).
  const partnerProfile: RouteObject[] =
    storefront.whitelabelId !== undefined ? [{ id: PARTNER_PROFILE_ROUTE_ID, path: PARTNER_PROFILE_PATH, element: <LocaleGate><PartnerProfilePage /></LocaleGate> }] : [];
  return [
    {
      element: <Layout storefront={storefront} config={config} platform={platform} />,
      children: [{ index: true, element: <RootRedirect /> }, customTheme, ...partnerProfile, ...children, { id: 'NotFound', path: '*', element: <NotFoundPage /> }],
    },
  ];
}

const ShellStatus = observer(function ShellStatus() {
  const { ui } = useShell();
  const { t, ready } = useShellTranslation();
  return (
    <>
      {ui.busy > 0 || !ready ? <Spinner label={ready ? t('common.loading') : 'Loading…'} /> : null}
      <ToastList toasts={ui.toasts} onDismiss={ui.dismissToast} dismissLabel={t('common.dismiss')} />
    </>
  );
});

function Layout({ storefront, config, platform }: { storefront: ThemeConfig; config: RuntimeConfig; platform: ShellPlatform }) {
  const { t } = useShellTranslation();
  // Added on first render (on the server the renderer collects them).
  ensureShellStyles();
  const theme = useMemo(() => themeStyle(storefront), [storefront]);
  // Modals are not in the server's HTML (section 2): they mount once the page is hydrated. Each is an overlay
  // (fixed position), so mounting it later moves nothing on the page.
  const hydrated = useHydrated();
  // The page is interactive from its first commit (for a server-rendered page: hydrated). Tests wait for this mark.
  useEffect(() => {
    document.documentElement.setAttribute('data-store-ready', '');
  }, []);
  // Dialogs and sheets render at the end of <body>, outside .shell: the page root carries the theme too.
  useEffect(() => {
    const root = document.documentElement;
    for (const [name, value] of Object.entries(theme)) root.style.setProperty(name, value);
  }, [theme]);
  return (
    <div className="shell ui-theme" style={theme}>
      <PageScroll />
      <ShellEffects config={config} platform={platform} />
      <PartnerSignInEffects />
      {hydrated ? <ShellCookieBanner /> : null}
      <a className="skip-link" href="#main">
        {t('common.skipToContent')}
      </a>
      {storefront.enable.header ? <Header storefront={storefront} /> : null}
      <LeftPanel />
      <main id="main" tabIndex={-1}>
        <Outlet />
      </main>
      {storefront.enable.footer ? <Footer storefront={storefront} /> : null}
      <ShellStatus />
      {hydrated ? (
        <>
          <ShellModalsWhenOpen />
          <GeoLocationPrompt />
        </>
      ) : null}
    </div>
  );
}

/** What wraps the routes in the browser and on the server alike: remotes embed each other's modules through this slot only (@store/shared's RemoteModule). */
export function ShellFrame({ children }: { children: ReactNode }) {
  return <RemoteModuleProvider slot={RemoteModuleSlot}>{children}</RemoteModuleProvider>;
}

export function App({ storefront, config, platform }: AppProps) {
  const routes = useMemo(() => buildRoutes(storefront, config, platform), [storefront, config, platform]);
  return (
    <ShellFrame>
      <BrowserRouter>
        <ShellRoutes routes={routes} />
      </BrowserRouter>
    </ShellFrame>
  );
}
