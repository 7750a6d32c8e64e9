import { queryOptions } from '@tanstack/react-query';
import type { ShopClient } from '@store/shared/api';
import type { StoreQueryInputs } from '@store/shared';
import { itemsOf, PromoItemSchema, type CatalogApi } from '../../../lib/catalogApi';
import { catalogQueryKey, keepWhileLanguageChanges } from '../../../lib/catalogQuery';

/** The product of a country, in the shop language (its description and labels are translated by the API). */
export function productQuery(api: Pick<CatalogApi, 'product'>, inputs: StoreQueryInputs, slug: string) {
  const queryKey = catalogQueryKey('product', inputs, { slug });
  return queryOptions({
    queryKey,
    queryFn: ({ signal }) => api.product(inputs.countryCode, slug, { language: inputs.language, signal }),
    placeholderData: keepWhileLanguageChanges(queryKey),
  });
}

/** The product's highlighted promos and the general ones, for the shop's locale. */
export function productPromosQuery(shop: Pick<ShopClient, 'productHighlightedPromo'>, inputs: StoreQueryInputs, slug: string) {
  const queryKey = catalogQueryKey('productPromos', inputs, { slug });
  return queryOptions({
    queryKey,
    queryFn: async () => itemsOf(PromoItemSchema, await shop.productHighlightedPromo({ locale: `${inputs.language}-${inputs.countryCode}`, productPath: slug })),
    placeholderData: keepWhileLanguageChanges(queryKey),
  });
}

/** Where a game is sold, for the country-free product page. */
export function productAvailabilityQuery(api: Pick<CatalogApi, 'availability'>, inputs: StoreQueryInputs, slug: string) {
  return queryOptions({
    queryKey: catalogQueryKey('productAvailability', inputs, { slug }),
    queryFn: ({ signal }) => api.availability(slug, { language: inputs.language, signal }),
  });
}

/** The visitor's country as the edge detected it, with the game's path there when it is sold there. */
export function detectedCountryQuery(shop: Pick<ShopClient, 'detectedCountryInfo'>, inputs: StoreQueryInputs, slug: string) {
  return queryOptions({
    queryKey: catalogQueryKey('detectedCountry', inputs, { slug }),
    queryFn: () => shop.detectedCountryInfo({ productPath: `/product/${slug}` }),
  });
}
