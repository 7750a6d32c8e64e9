import { HEADER_HIDDEN_UTM_CAMPAIGN, type RouteName } from '@store/shared/domain';

/** Routes whose page-view event is never sent (section 2). */
const PAGE_VIEW_SKIPPED: ReadonlySet<RouteName | 'LegacyRedirect'> = new Set(['ProductDetail', 'LegacyRedirect']);

/**
 * The page-view event is skipped on product detail, the legacy redirect, and routes with a code query
 * parameter (unless replace_route is true).
 */
export function shouldSkipPageView(route: RouteName | 'NotFound' | 'LegacyRedirect', search: string): boolean {
  if (route !== 'NotFound' && PAGE_VIEW_SKIPPED.has(route)) return true;
  const query = new URLSearchParams(search);
  return query.has('code') && query.get('replace_route') !== 'true';
}

export interface HeaderChrome {
  readonly showHeader: boolean;
  readonly showSearch: boolean;
  readonly showSignUpButton: boolean;
}

/** Search is hidden on International; the sign-up button on SignUp; the header on ProductDetail for utm_campaign mandiri. */
export function headerChrome(route: RouteName | 'NotFound', search: string): HeaderChrome {
  const campaign = new URLSearchParams(search).get('utm_campaign');
  return {
    showHeader: !(route === 'ProductDetail' && campaign === HEADER_HIDDEN_UTM_CAMPAIGN),
    showSearch: route !== 'International',
    showSignUpButton: route !== 'SignUp',
  };
}
