import type { ThemeConfig } from '@store/shared';
import { COUNTRIES, countryByCode, countryNameIn, withLocalePrefix, type Country, type RouteName } from '@store/shared/domain';
import { ROUTE_TITLE_KEYS } from '../routes/routeTitles';
import type { ShownPage } from './pageRules';
import type { GameFacts } from './catalogFacts';
import type { ShellStrings } from './shellStrings';

/** One alternate of a page for search engines: <link rel="alternate" hreflang href>. */
export interface PageAlternate {
  /** '{language}-{COUNTRY}' (en-SG, ar-SA) or 'x-default'. */
  readonly hreflang: string;
  readonly href: string;
}

export interface OpenGraph {
  readonly title: string;
  readonly description: string;
  readonly url: string;
  readonly image?: string;
  readonly siteName: string;
  /** en_SG */
  readonly locale: string;
}

/** What the server writes into the page's <html> and <head>. */
export interface PageHead {
  readonly lang: string;
  readonly dir: 'ltr' | 'rtl';
  readonly title: string;
  readonly description: string;
  /** Absent on pages that are not an address of their own (404, a foreign host). */
  readonly canonical?: string;
  readonly alternates: readonly PageAlternate[];
  /** Pages a search engine should not list (account, order and search screens, 404). */
  readonly noindex: boolean;
  readonly openGraph?: OpenGraph;
}

/** The pages worth finding through a search engine; the rest are a shopper's own screens. */
const INDEXED_ROUTES: ReadonlySet<RouteName> = new Set<RouteName>([
  'International',
  'Homepage',
  'ProductDetail',
  'GlobalProduct',
  'MarketingAndPartnership',
  'CodacashLandingPage',
  'CashbackLandingPage',
  'TermsAndConditions',
  'PrivacyPolicy',
  'Help',
  'About',
]);

const INTERNATIONAL_PATH = '/international';
/** A description longer than this is cut (search engines show about 155-160 characters). */
const DESCRIPTION_LENGTH = 160;

/** "{page} | {store}", as the browser's useDocumentTitle writes it. */
export function documentTitleOf(pageTitle: string | undefined, storeName: string): string {
  return pageTitle ? `${pageTitle} | ${storeName}` : storeName;
}

function shortened(text: string): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= DESCRIPTION_LENGTH) return flat;
  const cut = flat.slice(0, DESCRIPTION_LENGTH - 1);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), DESCRIPTION_LENGTH / 2))}…`;
}

const hreflangOf = (languageCode: string, country: Country) => `${languageCode}-${country.code.toUpperCase()}`;

/**
 * Every language-country variant of a country page: the same path after the prefix in each country (those that
 * sell the game, for a product page) and each of its languages; x-default is the page for everyone else.
 */
export function alternatesOf(pathAfterPrefix: string, countries: readonly Country[], origin: string, xDefaultPath: string): PageAlternate[] {
  const variants = countries.flatMap((country) =>
    country.languages.map((language) => ({ hreflang: hreflangOf(language.code, country), href: `${origin}${withLocalePrefix(pathAfterPrefix, country, language)}` })),
  );
  return [...variants, { hreflang: 'x-default', href: `${origin}${xDefaultPath}` }];
}

export interface PageHeadInput {
  readonly page: ShownPage;
  readonly storefront: ThemeConfig;
  /** The storefront's origin as the shopper reached it (http://localhost:3000). */
  readonly origin: string;
  /** In the page's language. */
  readonly strings: ShellStrings;
  /** ProductDetail: the game, when the API answered in time. */
  readonly game?: GameFacts | undefined;
  /** ProductDetail: the countries that sell the game, when known. */
  readonly countriesSelling?: readonly string[] | undefined;
}

function pageTitleOf({ page, strings, game }: PageHeadInput): string | undefined {
  switch (page.route) {
    case 'NotFound':
      return strings('notFound.title');
    case 'International':
      return strings('international.title');
    case 'PartnerProfile':
      return strings('partner.profile.title');
    case 'ProductDetail':
      return game?.name ?? strings('title.Homepage');
    default: {
      const key = ROUTE_TITLE_KEYS[page.route];
      return key ? strings(key) : undefined;
    }
  }
}

/** The head of a page: title, description, canonical URL, hreflang alternates, Open Graph on product pages, lang and dir. */
export function pageHeadOf(input: PageHeadInput): PageHead {
  const { page, storefront, origin, strings, game } = input;
  const locale = page.locale;
  const title = documentTitleOf(pageTitleOf(input), storefront.name);
  const country = locale?.country;
  const description = shortened(
    game?.description ||
      (country ? strings('meta.descriptionCountry', { country: countryNameIn(country, locale.language.code), store: storefront.name }) : strings('meta.description', { store: storefront.name })),
  );
  const lang = locale ? locale.language.code : 'en';
  const dir = locale?.language.isRTL ? 'rtl' : 'ltr';
  if (page.route === 'NotFound') return { lang, dir, title, description, alternates: [], noindex: true };

  const canonicalPath =
    locale && !page.customTheme ? withLocalePrefix(locale.pathAfterPrefix, locale.country, locale.language) : page.pathname.replace(/(.)\/+$/, '$1');
  const canonical = `${origin}${canonicalPath}`;
  const indexed = page.route !== 'PartnerProfile' && INDEXED_ROUTES.has(page.route);
  const productSlug = page.productSlug;
  // A product's x-default is its global page (choose a country for this game); other pages' is the country chooser.
  const xDefault = page.route === 'ProductDetail' && productSlug ? `/product/${productSlug}` : INTERNATIONAL_PATH;
  const countries =
    page.route === 'ProductDetail'
      ? (input.countriesSelling?.flatMap((code) => countryByCode(code) ?? []) ?? (country ? [country] : []))
      : COUNTRIES;
  const alternates = indexed && locale && !page.customTheme ? alternatesOf(locale.pathAfterPrefix, countries, origin, xDefault) : [];

  const openGraph: OpenGraph | undefined =
    page.route === 'ProductDetail' && game && locale
      ? {
          title: game.name,
          description,
          url: canonical,
          // Open Graph wants an absolute URL: the API may name the image by a path on this origin (API_IMAGES_URL).
          ...(game.image ? { image: new URL(game.image, origin).href } : {}),
          siteName: storefront.name,
          locale: `${locale.language.code}_${locale.country.code.toUpperCase()}`,
        }
      : undefined;

  return { lang, dir, title, description, canonical, alternates, noindex: !indexed, ...(openGraph ? { openGraph } : {}) };
}

/** Text for HTML, in an element or an attribute. */
export const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The head as HTML tags (everything escaped: texts come from the API and the address). */
export function headTagsOf(head: PageHead): string {
  const tags = [`<meta name="description" content="${escapeHtml(head.description)}" />`];
  if (head.noindex) tags.push('<meta name="robots" content="noindex" />');
  if (head.canonical) tags.push(`<link rel="canonical" href="${escapeHtml(head.canonical)}" />`);
  for (const alternate of head.alternates) {
    tags.push(`<link rel="alternate" hreflang="${escapeHtml(alternate.hreflang)}" href="${escapeHtml(alternate.href)}" />`);
  }
  const og = head.openGraph;
  if (og) {
    const property = (name: string, content: string) => `<meta property="og:${name}" content="${escapeHtml(content)}" />`;
    tags.push(property('type', 'website'), property('site_name', og.siteName), property('title', og.title), property('description', og.description), property('url', og.url), property('locale', og.locale));
    if (og.image) tags.push(property('image', og.image));
    tags.push('<meta name="twitter:card" content="summary" />');
  }
  return tags.join('\n    ');
}

/** The app's page (index.html) with the server's <html lang dir>, <title> and head tags. */
export function withPageHead(indexHtml: string, head: PageHead): string {
  return indexHtml
    .replace(/<html\b[^>]*>/i, `<html lang="${escapeHtml(head.lang)}" dir="${head.dir}">`)
    .replace(/<title>[\s\S]*?<\/title>/i, () => `<title>${escapeHtml(head.title)}</title>\n    ${headTagsOf(head)}`);
}
