import { matchRoutes } from 'react-router';
import { ROUTE_NAMES, ROUTES, TRI_PRODUCT_PATH, type RouteName } from '@store/shared/domain';

/** Route id of /id/mobile-legends-tri, the custom-theme product page (a ProductDetail). */
export const CUSTOM_THEME_ROUTE_ID = 'ProductDetailCustomTheme';

/** The route table as React Router sees it: the same ids and patterns the shell's router is built from. */
export const ROUTE_PATTERNS: ReadonlyArray<{ id: string; path: string }> = [
  { id: CUSTOM_THEME_ROUTE_ID, path: TRI_PRODUCT_PATH },
  ...ROUTES.map((route) => ({ id: route.name, path: route.path })),
];

/** The route name a route id stands for ('NotFound' for the catch-all or no match). */
export function routeNameOfId(id: string | undefined): RouteName | 'NotFound' {
  if (id === CUSTOM_THEME_ROUTE_ID) return 'ProductDetail';
  return ROUTE_NAMES.includes(id as RouteName) ? (id as RouteName) : 'NotFound';
}

/** The route a pathname shows, by React Router's own matcher and ranking. */
export function routeNameOf(pathname: string): RouteName | 'NotFound' {
  const matches = matchRoutes([...ROUTE_PATTERNS], pathname);
  return routeNameOfId(matches?.[matches.length - 1]?.route.id);
}
