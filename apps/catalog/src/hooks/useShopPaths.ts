import { defaultLanguageOf, localeSegment, routePath, withLocalePrefix } from '@store/shared/domain';
import { useRootStore } from '@store/shared';

/** Paths inside the current shop country and language, built from the route table. */
export function useShopPaths() {
  const { shop } = useRootStore();
  const { country, language } = shop;
  const countryCode = country ? localeSegment(country, language) : '';
  return {
    home: country ? routePath('Homepage', { countryCode }) : '/',
    product: (gameName: string) => routePath('ProductDetail', { countryCode, gameName }),
    search: (q: string) => routePath('SearchResults', { countryCode, searchString: q.trim() }),
    /** The search page itself, where a plain form sends ?q= (the server redirects to that search's results). */
    searchPage: routePath('SearchResults', { countryCode }),
    /** A shop API link ('/football-legends', '/codacash') inside the current country. */
    shopLink: (link: string) => (/^https?:\/\//.test(link) || !country ? link : withLocalePrefix(link, country, language ?? defaultLanguageOf(country))),
  };
}
