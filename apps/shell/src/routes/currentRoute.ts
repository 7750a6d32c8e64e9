import { useMatches } from 'react-router';
import { ROUTE_NAMES, type RouteName } from '@store/shared';

/** Route id of /id/mobile-legends-tri, the custom-theme product page (a ProductDetail). */
export const CUSTOM_THEME_ROUTE_ID = 'ProductDetailCustomTheme';

/** The route name of the page shown ('NotFound' for the catch-all), from the matched route's id. */
export function useCurrentRoute(): RouteName | 'NotFound' {
  const matches = useMatches();
  const id = matches[matches.length - 1]?.id;
  if (id === CUSTOM_THEME_ROUTE_ID) return 'ProductDetail';
  return ROUTE_NAMES.includes(id as RouteName) ? (id as RouteName) : 'NotFound';
}
