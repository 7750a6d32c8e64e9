import { localePrefix, useRootStore } from '@store/shared';

/** Paths of the current shop country and language: '/en-sg' + rest. */
export function useShopPaths() {
  const { shop } = useRootStore();
  const prefix = shop.country ? localePrefix(shop.country, shop.language) : '';
  return {
    prefix,
    home: `${prefix}/`,
    product: (slug: string) => `${prefix}/${slug}`,
    search: (q: string) => `${prefix}/search/${encodeURIComponent(q.trim())}`,
    /** A shop API link ('/football-legends', '/codacash') inside the current country. */
    shopLink: (link: string) => (/^https?:\/\//.test(link) ? link : `${prefix}${link.startsWith('/') ? link : `/${link}`}`),
  };
}
