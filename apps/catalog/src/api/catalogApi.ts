import { z, type Country, type GraphqlClient } from '@store/shared';

export const ProductCardSchema = z.object({
  slug: z.string(),
  name: z.string(),
  publisher: z.string(),
  description: z.string(),
  /** The game's tile (absolute URL); a missing one shows the first letter. */
  image: z.string().nullish(),
  currency: z.string(),
  requiresZoneId: z.boolean(),
  denominations: z.array(z.object({ price: z.number() })),
});
export type ProductCard = z.infer<typeof ProductCardSchema>;

const PRODUCT_FIELDS = 'slug name publisher description image currency requiresZoneId denominations { price }';

const PRODUCTS_QUERY = /* GraphQL */ `
  query Products($countryCode: String!) { products(countryCode: $countryCode) { ${PRODUCT_FIELDS} } }
`;
const PRODUCT_QUERY = /* GraphQL */ `
  query ProductCard($countryCode: String!, $slug: String!) { product(countryCode: $countryCode, slug: $slug) { ${PRODUCT_FIELDS} } }
`;

/** Shop API items pass through as records; these are the fields the catalog shows. */
export const InfoBarItemSchema = z.object({ id: z.union([z.number(), z.string()]), text: z.string(), link: z.string().nullish() });
export type InfoBarItem = z.infer<typeof InfoBarItemSchema>;
export const PromoItemSchema = z.object({
  promoId: z.union([z.number(), z.string()]),
  title: z.string(),
  description: z.string().nullish(),
  promoCode: z.string().nullish(),
  productPath: z.string().nullish(),
});
export type PromoItem = z.infer<typeof PromoItemSchema>;
export const BannerSchema = z.object({ title: z.string(), link: z.string().nullish() });
export type Banner = z.infer<typeof BannerSchema>;
const HomePageSchema = z.object({ banners: z.array(BannerSchema).default([]) }).loose();

/** Keeps the items that match the schema (one bad item does not hide the others). */
export function itemsOf<S extends z.ZodType>(schema: S, items: readonly unknown[]): z.output<S>[] {
  return items.flatMap((item) => {
    const parsed = schema.safeParse(item);
    return parsed.success ? [parsed.data] : [];
  });
}

export function createCatalogApi(graphql: GraphqlClient, country: () => Pick<Country, 'regionCode'> | undefined) {
  const call = <S extends z.ZodType>(document: string, variables: Record<string, unknown>, schema: S) => {
    const c = country();
    return graphql.request({ document, variables, schema, ...(c ? { country: c } : {}) });
  };
  return {
    products: async (countryCode: string): Promise<ProductCard[]> =>
      (await call(PRODUCTS_QUERY, { countryCode }, z.object({ products: z.array(ProductCardSchema) }))).products,
    product: async (countryCode: string, slug: string): Promise<ProductCard | null> =>
      (await call(PRODUCT_QUERY, { countryCode, slug }, z.object({ product: ProductCardSchema.nullable() }))).product,
    bannersOf: (homePage: unknown): Banner[] => {
      const parsed = HomePageSchema.safeParse(homePage);
      return parsed.success ? parsed.data.banners : [];
    },
  };
}
export type CatalogApi = ReturnType<typeof createCatalogApi>;
