import { createContext, useContext, useMemo } from 'react';
import { matchRoutes, useLocation, useRoutes, type RouteObject } from 'react-router';

/** The routes the page's address matched, outermost first (the layout route has no id). */
export type RouteMatchIds = ReadonlyArray<{ readonly id: string }>;

const RouteMatchesContext = createContext<RouteMatchIds>([]);

/**
 * The shell's routes for the address shown, with the ids they matched for the chrome (useRouteMatches). The shell
 * routes with React Router's declarative router: it loads no data through the router, and the data router's code
 * (a third of react-router on every page) would be there only for `useMatches` and scroll restoration.
 */
export function ShellRoutes({ routes }: { routes: RouteObject[] }) {
  const location = useLocation();
  const element = useRoutes(routes);
  const matches = useMemo<RouteMatchIds>(() => (matchRoutes(routes, location) ?? []).map((match) => ({ id: match.route.id ?? '' })), [routes, location]);
  return <RouteMatchesContext.Provider value={matches}>{element}</RouteMatchesContext.Provider>;
}

/** The ids of the routes the page matched (inside ShellRoutes; empty elsewhere). */
export function useRouteMatches(): RouteMatchIds {
  return useContext(RouteMatchesContext);
}
