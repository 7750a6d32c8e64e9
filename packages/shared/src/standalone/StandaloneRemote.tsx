import { StrictMode, type ComponentType } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Link, Navigate, NavLink, Route, Routes } from 'react-router';
import { observer } from 'mobx-react-lite';
// The kernel through its package name: in a remote's federated build this is the shell's copy.
import { RootStore, RuntimeConfigSchema, StoreProvider, StoreQueryProvider, storefrontForHost, useRootStore } from '@store/shared';
import type { RouteName } from '@store/shared/domain';
import { buttonClassName, styleSheetsReady, themeStyle } from '@store/shared/ui';
import { needsSignIn } from './pageAccess';
import { ensureStandaloneStyles } from './standaloneStyles';

export interface StandalonePage {
  /** Its address in the harness: '/SettingsPage', or a store pattern ('/:countryCode/:gameName') for a hidden page. */
  path: string;
  title: string;
  Component: ComponentType<Record<string, never>>;
  /** The store route it stands for: its sign-in rule applies (a signed-out visitor sees why, not an empty page). */
  route?: RouteName;
  /** Reached from another page's links only (a product from a game card): a route, not a nav entry. */
  hidden?: boolean;
}

export interface StandaloneOptions {
  /** The shop country the pages show (default 'sg'). */
  defaultCountry?: string;
  /** Where a signed-out visitor signs in (the account harness's '/SignInPage'); without it the notice says where. */
  signInHref?: string;
}

function SignedOut({ title, signInHref }: { title: string; signInHref: string | undefined }) {
  return (
    <section className="ui-card standalone-signed-out" aria-labelledby="standalone-signed-out">
      <h1 id="standalone-signed-out">{title}</h1>
      <p>This page needs a signed-in shop user. Nobody is signed in.</p>
      {signInHref ? (
        <Link className={buttonClassName({ variant: 'primary' })} to={signInHref}>
          Sign in
        </Link>
      ) : (
        <p>Sign in on the store, then open this page there.</p>
      )}
    </section>
  );
}

const PageOrSignIn = observer(function PageOrSignIn({ page, signInHref }: { page: StandalonePage; signInHref: string | undefined }) {
  const { session } = useRootStore();
  if (page.route && needsSignIn(page.route, session)) return <SignedOut title={page.title} signInHref={signInHref} />;
  return <page.Component />;
});

/**
 * The harness's page, inside a router and the store's providers: a nav of the remote's pages (the current one marked),
 * then the page in the store's centred column. An address no page has goes to the first page.
 */
export function StandaloneRemote({ remote, pages, signInHref }: { remote: string; pages: readonly StandalonePage[]; signInHref?: string | undefined }) {
  ensureStandaloneStyles();
  const { theme } = useRootStore();
  const first = pages.find((p) => !p.hidden) ?? (pages[0] as StandalonePage);
  return (
    <div className="standalone ui-theme" style={theme ? themeStyle(theme) : undefined}>
      <nav className="standalone-nav" aria-label={`${remote} pages`}>
        <ul className="standalone-nav__list">
          {pages
            .filter((p) => !p.hidden)
            .map((p) => (
              <li key={p.path}>
                <NavLink className="ui-chip standalone-nav__link" to={p.path} end>
                  {p.title}
                </NavLink>
              </li>
            ))}
        </ul>
      </nav>
      <main className="standalone-main" id="main">
        <Routes>
          {pages.map((p) => (
            <Route key={p.path} path={p.path} element={<PageOrSignIn page={p} signInHref={signInHref} />} />
          ))}
          <Route path="*" element={<Navigate to={first.path} replace />} />
        </Routes>
      </main>
    </div>
  );
}

/**
 * A remote's own page, for its team: every exposed page without the shell, with a RootStore made
 * from the same run-time configuration (/config.json served beside the remote) and a QueryClient of its own.
 */
export async function startStandaloneRemote(remote: string, pages: readonly StandalonePage[], options: StandaloneOptions = {}): Promise<void> {
  const container = document.getElementById('root');
  if (!container || pages.length === 0) return;
  const root = createRoot(container);
  try {
    const response = await fetch('/config.json', { cache: 'no-store' });
    const config = RuntimeConfigSchema.parse(await response.json());
    const theme = storefrontForHost(config, window.location.hostname) ?? config.storefronts[0];
    const store = new RootStore({ config, theme });
    store.shop.setCountry(options.defaultCountry ?? 'sg');
    // Dialogs render at the end of <body>, outside the harness: the page root carries the theme too.
    if (theme) for (const [name, value] of Object.entries(themeStyle(theme))) document.documentElement.style.setProperty(name, value);
    ensureStandaloneStyles();
    // The pages' sheets (fetched as their modules were evaluated) before their first frame.
    await styleSheetsReady();
    root.render(
      <StrictMode>
        <StoreProvider store={store}>
          <StoreQueryProvider>
            <BrowserRouter>
              <StandaloneRemote remote={remote} pages={pages} signInHref={options.signInHref} />
            </BrowserRouter>
          </StoreQueryProvider>
        </StoreProvider>
      </StrictMode>,
    );
  } catch (error) {
    root.render(<p role="alert">The {remote} page could not start: {error instanceof Error ? error.message : String(error)}</p>);
  }
}
