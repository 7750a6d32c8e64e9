import { z } from '@store/shared';
import type { GraphqlClient } from '@store/shared/api';
import { localePrefix, productSlugOf, type Country } from '@store/shared/domain';
import { routeNameOf } from '../routes/routeMatch';

const PRODUCT_IN_COUNTRY_QUERY = /* GraphQL */ `
  query ProductInCountry($countryCode: String!, $slug: String!) { product(countryCode: $countryCode, slug: $slug) { slug } }
`;
const ProductInCountrySchema = z.object({ product: z.nullable(z.object({ slug: z.string() })) });

/**
 * Whether a page of one country's store (its path after the locale prefix) is there in another country's store: a
 * game's page when that country sells the game, any other page of the route table (its route guard decides who sees
 * it); an address no route matches is not.
 */
export async function pageInCountry(graphql: Pick<GraphqlClient, 'request'>, pathAfterPrefix: string, country: Country): Promise<boolean> {
  const route = routeNameOf(`${localePrefix(country)}${pathAfterPrefix}`);
  if (route === 'NotFound') return false;
  if (route !== 'ProductDetail') return true;
  const slug = productSlugOf(pathAfterPrefix.replace(/^\/+|\/+$/g, ''));
  if (!slug) return false;
  const { product } = await graphql.request({
    document: PRODUCT_IN_COUNTRY_QUERY,
    variables: { countryCode: country.code, slug },
    schema: ProductInCountrySchema,
    country,
  });
  return product !== null;
}
