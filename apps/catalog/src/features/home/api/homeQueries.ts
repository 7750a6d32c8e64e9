import { queryOptions } from '@tanstack/react-query';
import type { ShopClient } from '@store/shared/api';
import type { StoreQueryInputs } from '@store/shared';
import { itemsOf, PromoItemSchema, type CatalogApi } from '../../../lib/catalogApi';
import { catalogQueryKey, keepWhileLanguageChanges } from '../../../lib/catalogQuery';

/** The games sold in the shop country, in the shop language. */
export function productsQuery(api: Pick<CatalogApi, 'products'>, inputs: StoreQueryInputs) {
  const queryKey = catalogQueryKey('products', inputs, {});
  return queryOptions({ queryKey, queryFn: ({ signal }) => api.products(inputs.countryCode, { language: inputs.language, signal }), placeholderData: keepWhileLanguageChanges(queryKey) });
}

/** Every highlighted promo of the shop's locale. */
export function homePromosQuery(shop: Pick<ShopClient, 'homeHighlightedPromo'>, inputs: StoreQueryInputs) {
  const queryKey = catalogQueryKey('homePromos', inputs, {});
  return queryOptions({
    queryKey,
    queryFn: async () => itemsOf(PromoItemSchema, await shop.homeHighlightedPromo({ locale: `${inputs.language}-${inputs.countryCode}` })),
    placeholderData: keepWhileLanguageChanges(queryKey),
  });
}

/** The home banners of the shop country and language (for storefronts with the carousel on). */
export function bannersQuery(api: Pick<CatalogApi, 'bannersOf'>, shop: Pick<ShopClient, 'homePage'>, inputs: StoreQueryInputs) {
  const queryKey = catalogQueryKey('banners', inputs, {});
  return queryOptions({
    queryKey,
    queryFn: async () => api.bannersOf(await shop.homePage({ countryCode: inputs.countryCode, shopLang: inputs.language })),
    placeholderData: keepWhileLanguageChanges(queryKey),
  });
}
