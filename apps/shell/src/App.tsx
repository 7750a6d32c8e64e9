import { useMemo } from 'react';
import { createBrowserRouter, Navigate, Outlet, RouterProvider, type RouteObject } from 'react-router';
import { observer } from 'mobx-react-lite';
import { countryHomePath, ROUTES, useRootStore, type RouteName, type RuntimeConfig, type ThemeConfig } from '@store/shared';
import { RemoteSlot } from './federation/RemoteSlot';
import { ROUTE_PAGES } from './routes/routePages';
import { LocaleGate } from './routes/LocaleGate';
import { Header } from './chrome/Header';
import { Footer } from './chrome/Footer';
import { InternationalPage } from './pages/InternationalPage';
import { NotFoundPage } from './pages/NotFoundPage';
import shellCss from './chrome/shell.css';

injectStyles('shell', shellCss);

function injectStyles(id: string, css: string) {
  if (document.getElementById(`styles-${id}`)) return;
  const style = document.createElement('style');
  style.id = `styles-${id}`;
  style.textContent = css;
  document.head.appendChild(style);
}

export interface AppProps {
  config: RuntimeConfig;
  storefront: ThemeConfig;
}

function pageFor(name: RouteName) {
  const page = ROUTE_PAGES[name];
  if ('shell' in page) return page.shell === 'InternationalPage' ? <InternationalPage /> : <NotFoundPage />;
  return <RemoteSlot remote={page.remote} module={page.module} props={{}} key={name} />;
}

/** With no chosen country the root goes to /international, else to that country's home. */
const RootRedirect = observer(function RootRedirect() {
  const { shop } = useRootStore();
  return <Navigate to={shop.country ? countryHomePath(shop.country, shop.switchedLanguage) : '/international'} replace />;
});

export function buildRoutes(storefront: ThemeConfig): RouteObject[] {
  const children: RouteObject[] = ROUTES.map((route) => ({
    id: route.name,
    path: route.path.replace(':countryCode', ':locale'),
    element: <LocaleGate>{pageFor(route.name)}</LocaleGate>,
  }));
  return [
    {
      element: <Layout storefront={storefront} />,
      children: [{ index: true, element: <RootRedirect /> }, ...children, { path: '*', element: <NotFoundPage /> }],
    },
  ];
}

function Layout({ storefront }: { storefront: ThemeConfig }) {
  return (
    <div className="shell" style={{ ['--theme-colour' as string]: storefront.themeColour }}>
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      {storefront.enable.header ? <Header storefront={storefront} /> : null}
      <main id="main" tabIndex={-1}>
        <Outlet />
      </main>
      {storefront.enable.footer ? <Footer storefront={storefront} /> : null}
    </div>
  );
}

export function App({ storefront }: AppProps) {
  const router = useMemo(() => createBrowserRouter(buildRoutes(storefront)), [storefront]);
  return <RouterProvider router={router} />;
}
