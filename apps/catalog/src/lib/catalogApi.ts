import { z } from '@store/shared';
import type { Country } from '@store/shared/domain';
import type { GraphqlClient } from '@store/shared/api';

export const ProductCardSchema = z.object({
  slug: z.string(),
  name: z.string(),
  publisher: z.string(),
  description: z.string(),
  /** The game's tile (absolute URL); a missing one shows the first letter. */
  image: z.nullish(z.string()),
  /** The game's wide banner (absolute URL, 3:1) for the product page header; none: the header shows the tile alone. */
  banner: z.nullish(z.string()),
  currency: z.string(),
  requiresZoneId: z.boolean(),
  denominations: z.array(z.object({ price: z.number() })),
});
export type ProductCard = z.infer<typeof ProductCardSchema>;

const PRODUCT_FIELDS = 'slug name publisher description image banner currency requiresZoneId denominations { price }';

const PRODUCTS_QUERY = /* GraphQL */ `
  query Products($countryCode: String!) { products(countryCode: $countryCode) { ${PRODUCT_FIELDS} } }
`;
const PRODUCT_QUERY = /* GraphQL */ `
  query ProductCard($countryCode: String!, $slug: String!) { product(countryCode: $countryCode, slug: $slug) { ${PRODUCT_FIELDS} } }
`;

const PRODUCT_COUNTRIES_QUERY = /* GraphQL */ `
  query ProductCountries($slug: String!) { productCountries(slug: $slug) { slug name countryCodes } }
`;
const ProductCountriesSchema = z.object({
  productCountries: z.nullable(z.object({ slug: z.string(), name: z.string(), countryCodes: z.array(z.string()) })),
});

/** Where a game is sold: its name and the countries that sell it (none: the game does not exist). */
export interface ProductAvailability {
  name: string;
  countryCodes: string[];
}

/** Shop API items pass through as records; these are the fields the catalog shows. */
export const InfoBarItemSchema = z.object({ id: z.union([z.number(), z.string()]), text: z.string(), link: z.nullish(z.string()) });
export type InfoBarItem = z.infer<typeof InfoBarItemSchema>;
export const PromoItemSchema = z.object({
  promoId: z.union([z.number(), z.string()]),
  title: z.string(),
  description: z.nullish(z.string()),
  promoCode: z.nullish(z.string()),
  productPath: z.nullish(z.string()),
});
export type PromoItem = z.infer<typeof PromoItemSchema>;
/** A home carousel slide: its title (shown as text over the image), the art (absolute URL, 3:1) and where it leads. */
export const BannerSchema = z.object({ title: z.string(), image: z.nullish(z.string()), link: z.nullish(z.string()) });
export type Banner = z.infer<typeof BannerSchema>;
const HomePageSchema = z.looseObject({ banners: z._default(z.array(BannerSchema), []) });

/** Keeps the items that match the schema (one bad item does not hide the others). */
export function itemsOf<S extends z.ZodMiniType>(schema: S, items: readonly unknown[]): z.output<S>[] {
  return items.flatMap((item) => {
    const parsed = schema.safeParse(item);
    return parsed.success ? [parsed.data] : [];
  });
}

/**
 * How a call is made for a query: in the language of its query key (sent as Accept-Language, so an
 * answer is never stored under another language's key), cancelled with the query's signal.
 */
export interface CallOptions {
  language?: string;
  signal?: AbortSignal;
}

export function createCatalogApi(graphql: GraphqlClient, country: () => Pick<Country, 'regionCode'> | undefined) {
  const call = <S extends z.ZodMiniType>(document: string, variables: Record<string, unknown>, schema: S, { language, signal }: CallOptions = {}) => {
    const c = country();
    return graphql.request({
      document,
      variables,
      schema,
      ...(c ? { country: c } : {}),
      ...(language ? { language } : {}),
      ...(signal ? { signal } : {}),
    });
  };
  return {
    products: async (countryCode: string, options?: CallOptions): Promise<ProductCard[]> =>
      (await call(PRODUCTS_QUERY, { countryCode }, z.object({ products: z.array(ProductCardSchema) }), options)).products,
    product: async (countryCode: string, slug: string, options?: CallOptions): Promise<ProductCard | null> =>
      (await call(PRODUCT_QUERY, { countryCode, slug }, z.object({ product: z.nullable(ProductCardSchema) }), options)).product,
    /** Where a game is sold (any country); null for a game sold nowhere. */
    availability: async (slug: string, options?: CallOptions): Promise<ProductAvailability | null> => {
      const { productCountries: found } = await call(PRODUCT_COUNTRIES_QUERY, { slug }, ProductCountriesSchema, options);
      return found && found.countryCodes.length > 0 ? { name: found.name, countryCodes: found.countryCodes } : null;
    },
    bannersOf: (homePage: unknown): Banner[] => {
      const parsed = HomePageSchema.safeParse(homePage);
      return parsed.success ? parsed.data.banners : [];
    },
  };
}
export type CatalogApi = ReturnType<typeof createCatalogApi>;
