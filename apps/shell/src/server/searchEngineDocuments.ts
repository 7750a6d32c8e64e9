import type { ThemeConfig } from '@store/shared';
import { COUNTRIES, localePrefix, routePath } from '@store/shared/domain';
import type { CatalogFacts } from './catalogFacts';

/** robots.txt: everything may be crawled but the endless search pages; the sitemap is named. */
export function robotsTxtOf(origin: string): string {
  return ['User-agent: *', 'Disallow: /*/search/', '', `Sitemap: ${origin}/sitemap.xml`, ''].join('\n');
}

const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * sitemap.xml: the country chooser, every country's home in each of its languages, and every product page the
 * country sells. A country whose games the API cannot list now is listed with its homes only (never a failed sitemap).
 */
export async function sitemapXmlOf(origin: string, storefront: ThemeConfig, catalog: CatalogFacts): Promise<string> {
  const perCountry = await Promise.all(
    COUNTRIES.map(async (country) => {
      const games = (await catalog.gamesSoldIn(country.code, storefront.whitelabelId)) ?? [];
      return country.languages.flatMap((language) => {
        const prefix = localePrefix(country, language);
        return [`${prefix}/`, ...games.map((slug) => `${prefix}/${encodeURIComponent(slug)}`)];
      });
    }),
  );
  const paths = [routePath('International', {}), ...perCountry.flat()];
  const urls = paths.map((path) => `  <url><loc>${escapeXml(`${origin}${path}`)}</loc></url>`);
  return ['<?xml version="1.0" encoding="UTF-8"?>', '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">', ...urls, '</urlset>', ''].join('\n');
}
