import { matchRoutes } from 'react-router';
import { storefrontForHost, type RuntimeConfig, type ThemeConfig } from '@store/shared';
import { menuFeaturesFor } from '@store/shared/api';
import { COUNTRIES, MAX_SEARCH_LENGTH, productSlugOf, routeAccess, routePath, UserType, type Country, type LanguageOption, type RouteName } from '@store/shared/domain';
import { resolveLocalePath, type LocaleDecision } from '../routes/localeResolution';
import { ROUTE_PATTERNS, routeNameOfId } from '../routes/routeMatch';
import { PARTNER_PROFILE_PATH, PARTNER_PROFILE_ROUTE_ID } from '../partner/partnerRoutes';
import { NO_SHOP_CHOICE, type StoredShopChoice } from '../platform/shopChoiceCookie';

/** A page request as the rules need it: no headers beyond the host and the stored choice. */
export interface PageRequest {
  /** The host name without its port (the allow-list names hosts). */
  readonly hostname: string;
  readonly pathname: string;
  /** '' or '?...' (kept on redirects). */
  readonly search: string;
  readonly storedChoice: StoredShopChoice;
}

/** A route the shell shows: the shared route table's names, the white-label partner profile, or the 404 page. */
export type ShownRoute = RouteName | typeof PARTNER_PROFILE_ROUTE_ID | 'NotFound';

/** The page's own country and language, for the country pages (/{language}-{country}/...). */
export interface PageLocale {
  readonly country: Country;
  readonly language: LanguageOption;
  /** The path after the prefix, without a trailing slash ('/' for the home): the same page in another locale. */
  readonly pathAfterPrefix: string;
}

export interface ShownPage {
  readonly route: ShownRoute;
  readonly pathname: string;
  readonly params: Readonly<Record<string, string | undefined>>;
  /** Absent on pages without a prefix (International, GlobalProduct, MarketingAndPartnership, the 404 page). */
  readonly locale?: PageLocale;
  /** ProductDetail and GlobalProduct: the game's slug when the path can name one. */
  readonly productSlug?: string;
  /** /id/mobile-legends-tri: a page of its own theme, outside the prefix rule (no language-country variants). */
  readonly customTheme?: boolean;
}

export type PageAnswer =
  | { readonly kind: 'hostNotAllowed'; readonly status: 403 }
  | { readonly kind: 'redirect'; readonly status: 301 | 302; readonly location: string }
  | { readonly kind: 'page'; readonly status: 200 | 404; readonly storefront: ThemeConfig; readonly page: ShownPage };

/** A malformed address (/en-sg/%ZZ) is no page: the browser's router cannot decode it either and shows its 404 page. */
function isDecodable(pathname: string): boolean {
  try {
    decodeURIComponent(pathname);
    return true;
  } catch {
    return false;
  }
}

/** Every language code any country offers: the switched languages a stored choice could hold. */
const ALL_LANGUAGE_CODES: readonly string[] = [...new Set(COUNTRIES.flatMap((c) => c.languages.map((l) => l.code)))];

/**
 * A redirect is permanent (301) only when its target is the same whatever the shopper stored: /EN-SG/ -> /en-sg/ is,
 * /sg/ -> /{switched or default}-sg/ and / are not (302: a browser must not remember them).
 */
function isIndependentOfStoredChoice(pathname: string, search: string, to: string): boolean {
  if (pathname === '' || pathname === '/') return false;
  return [null, ...ALL_LANGUAGE_CODES].every((switchedLanguage) => {
    const decision = resolveLocalePath({ pathname, search, storedCountry: null, switchedLanguage });
    return decision.kind === 'redirect' && decision.to === to;
  });
}

/** The routes the storefront's router holds, in React Router's form (the partner profile on white-label storefronts only). */
function routePatternsOf(storefront: ThemeConfig): ReadonlyArray<{ id: string; path: string }> {
  return storefront.whitelabelId !== undefined ? [{ id: PARTNER_PROFILE_ROUTE_ID, path: PARTNER_PROFILE_PATH }, ...ROUTE_PATTERNS] : ROUTE_PATTERNS;
}

function shownRouteOf(storefront: ThemeConfig, pathname: string): { route: ShownRoute; params: Record<string, string | undefined> } {
  const matches = matchRoutes([...routePatternsOf(storefront)], pathname);
  const last = matches?.[matches.length - 1];
  const id = last?.route.id;
  const route: ShownRoute = id === PARTNER_PROFILE_ROUTE_ID ? PARTNER_PROFILE_ROUTE_ID : routeNameOfId(id);
  return { route, params: { ...(last?.params ?? {}) } };
}

const notFound = (storefront: ThemeConfig, pathname: string): PageAnswer => ({
  kind: 'page',
  status: 404,
  storefront,
  page: { route: 'NotFound', pathname, params: {} },
});

function localeOf(decision: LocaleDecision, pathname: string): PageLocale | undefined {
  if (decision.kind !== 'ok' && decision.kind !== 'customTheme') return undefined;
  const slash = pathname.indexOf('/', 1);
  const rest = slash === -1 ? '/' : pathname.slice(slash);
  return { country: decision.country, language: decision.language, pathAfterPrefix: rest === '/' ? '/' : rest.replace(/\/+$/, '') };
}

/**
 * Whether no shopper at all may see the route on this storefront in this country (section 2 "Access"): an account
 * screen of a storefront without shop accounts, the wallet on the white-label store, a feature the country does not
 * have. The browser's RouteGuard sends every shopper from such a page to the country's home; the server says so first.
 * A route that some shopper may see (a signed-in one) is the browser's to decide: the server never sees a session.
 */
function shownToNobody(route: RouteName, storefront: ThemeConfig, config: RuntimeConfig, countryCode: string): boolean {
  const countryFeatures = menuFeaturesFor(config, countryCode);
  return Object.values(UserType).every((userType) =>
    [false, true].every((isPartnerAccount) => routeAccess(route, { userType, isPartnerAccount, countryFeatures, theme: storefront }) !== 'allow'),
  );
}

/**
 * What the store answers for a page request before any JS runs (section 2, readings 1; issue 11 item 4): the host
 * allow-list, the root and locale-prefix redirects, and a 404 status where the browser's router would show its 404
 * page. The rules are the browser's own functions (resolveLocalePath, the route table, React Router's matcher).
 */
export function answerPageRequest(config: RuntimeConfig, request: PageRequest): PageAnswer {
  const storefront = storefrontForHost(config, request.hostname);
  if (!storefront) return { kind: 'hostNotAllowed', status: 403 };

  const { pathname, search } = request;
  const choice = request.storedChoice ?? NO_SHOP_CHOICE;
  const decision = resolveLocalePath({ pathname, search, storedCountry: choice.country, switchedLanguage: choice.switchedLanguage });
  if (decision.kind === 'redirect') {
    return { kind: 'redirect', status: isIndependentOfStoredChoice(pathname, search, decision.to) ? 301 : 302, location: decision.to };
  }
  if (decision.kind === 'notFound' || !isDecodable(pathname)) return notFound(storefront, pathname);

  const { route, params } = shownRouteOf(storefront, pathname);
  if (route === 'NotFound') return notFound(storefront, pathname);
  // The header's search form sent before the page's code ran (a plain GET, ?q=...): the results page of that search.
  if (route === 'SearchResults' && !params.searchString && params.countryCode) {
    const q = new URLSearchParams(search).get('q')?.trim().slice(0, MAX_SEARCH_LENGTH);
    if (q) return { kind: 'redirect', status: 302, location: routePath('SearchResults', { countryCode: params.countryCode, searchString: q }) };
  }
  const locale = localeOf(decision, pathname);
  if (route !== PARTNER_PROFILE_ROUTE_ID && locale && params.countryCode && shownToNobody(route, storefront, config, locale.country.code)) {
    return { kind: 'redirect', status: 302, location: routePath('Homepage', { countryCode: params.countryCode }) };
  }
  const page: ShownPage = { route, pathname, params, ...(locale ? { locale } : {}), ...(decision.kind === 'customTheme' ? { customTheme: true } : {}) };
  if (route === 'GlobalProduct') {
    const productSlug = params.gameName ? productSlugOf(params.gameName) : undefined;
    return productSlug ? { kind: 'page', status: 200, storefront, page: { ...page, productSlug } } : notFound(storefront, pathname);
  }
  if (route !== 'ProductDetail') return { kind: 'page', status: 200, storefront, page };

  // The custom-theme product page names its game in its path (/id/mobile-legends-tri).
  const gameName = params.gameName ?? (decision.kind === 'customTheme' ? pathname.split('/')[2] : undefined);
  const productSlug = gameName ? productSlugOf(gameName) : undefined;
  // A path that cannot name a game shows the catalog's "game not found"; whether a well-formed one exists, the API says.
  if (!productSlug) return notFound(storefront, pathname);
  return { kind: 'page', status: 200, storefront, page: { ...page, productSlug } };
}
