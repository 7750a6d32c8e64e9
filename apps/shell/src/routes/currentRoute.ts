import { useRouteMatches } from './routeMatches';
import type { RouteName } from '@store/shared/domain';
import { routeNameOfId } from './routeMatch';

export { CUSTOM_THEME_ROUTE_ID } from './routeMatch';

/** The route name of the page shown ('NotFound' for the catch-all), from the matched route's id. */
export function useCurrentRoute(): RouteName | 'NotFound' {
  const matches = useRouteMatches();
  return routeNameOfId(matches[matches.length - 1]?.id);
}
