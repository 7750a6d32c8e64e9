import { z, type RuntimeConfig } from '@store/shared';
import { createGraphqlClient, type GraphqlClient } from '@store/shared/api';

/** What the head of a product page says about its game (the API's public product query). */
export const GameFactsSchema = z.object({
  slug: z.string(),
  name: z.string(),
  description: z.string(),
  /** The game's tile, an absolute URL. */
  image: z.nullish(z.string()),
});
export type GameFacts = z.infer<typeof GameFactsSchema>;

const GAME_FIELDS = 'slug name description image';
const PRODUCT_QUERY = /* GraphQL */ `
  query ServerProduct($countryCode: String!, $slug: String!) { product(countryCode: $countryCode, slug: $slug) { ${GAME_FIELDS} } }
`;
const PRODUCTS_QUERY = /* GraphQL */ `
  query ServerProducts($countryCode: String!) { products(countryCode: $countryCode) { slug } }
`;
const PRODUCT_COUNTRIES_QUERY = /* GraphQL */ `
  query ServerProductCountries($slug: String!) { productCountries(slug: $slug) { countryCodes } }
`;
const ProductAnswer = z.object({ product: z.nullable(GameFactsSchema) });
const ProductsAnswer = z.object({ products: z.array(z.object({ slug: z.string() })) });
const ProductCountriesAnswer = z.object({ productCountries: z.nullable(z.object({ countryCodes: z.array(z.string()) })) });

/**
 * `undefined` means "not known now" (the API is slow, down or answered something unreadable): the page is served
 * anyway, with generic tags. `null` means the API said there is no such thing.
 */
export type Known<T> = T | undefined;

export interface CatalogFacts {
  /** The game as sold in a country, in a language; null when the country does not sell it. */
  game(input: { countryCode: string; language: string; slug: string; whitelabelId?: number | undefined }): Promise<Known<GameFacts | null>>;
  /** The countries that sell a game (lower case); null when none does. */
  countriesSelling(slug: string, whitelabelId?: number): Promise<Known<readonly string[] | null>>;
  /** The slugs of the games a country sells. */
  gamesSoldIn(countryCode: string, whitelabelId?: number): Promise<Known<readonly string[]>>;
}

export interface CatalogFactsOptions {
  readonly fetch?: typeof fetch;
  /** How long an answer is reused (default 60 s): product texts change rarely, and a server must not ask per request. */
  readonly ttlMs?: number;
  /** How long a failure is remembered, so a down API is not asked by every request (default 5 s). */
  readonly failureTtlMs?: number;
  /** The longest the server waits for the API before it serves the page without the answer (default 800 ms). */
  readonly timeoutMs?: number;
  readonly now?: () => number;
  readonly onError?: (error: unknown) => void;
}

const NO_IDENTITY = { getIdToken: async () => undefined, getPartnerToken: () => undefined };

/** The API's public catalog answers the server needs, cached briefly in memory. */
export function createCatalogFacts(config: RuntimeConfig, options: CatalogFactsOptions = {}): CatalogFacts {
  const { ttlMs = 60_000, failureTtlMs = 5_000, timeoutMs = 800, now = Date.now, onError = () => undefined } = options;
  const clients = new Map<string, GraphqlClient>();
  const clientFor = (whitelabelId: number | undefined): GraphqlClient => {
    const key = String(whitelabelId ?? '');
    let client = clients.get(key);
    if (!client) {
      client = createGraphqlClient(config, {
        identity: NO_IDENTITY,
        ...(whitelabelId !== undefined ? { whitelabelId } : {}),
        ...(options.fetch ? { fetch: options.fetch } : {}),
      });
      clients.set(key, client);
    }
    return client;
  };
  const cache = new Map<string, { until: number; value: Promise<unknown> }>();

  function cached<T>(key: string, ask: () => Promise<T>): Promise<Known<T>> {
    const hit = cache.get(key);
    if (hit && hit.until > now()) return hit.value as Promise<Known<T>>;
    const value: Promise<Known<T>> = ask().catch((error: unknown) => {
      onError(error);
      cache.set(key, { until: now() + failureTtlMs, value });
      return undefined;
    });
    cache.set(key, { until: now() + ttlMs, value });
    // Bounded: the keys are games x countries x languages; past that, start over rather than grow.
    if (cache.size > 10_000) cache.clear();
    return value;
  }

  const signal = () => AbortSignal.timeout(timeoutMs);

  return {
    game: ({ countryCode, language, slug, whitelabelId }) =>
      cached(`game|${whitelabelId ?? ''}|${countryCode}|${language}|${slug}`, async () => {
        const answer = await clientFor(whitelabelId).request({ document: PRODUCT_QUERY, variables: { countryCode, slug }, schema: ProductAnswer, language, signal: signal() });
        return answer.product;
      }),
    countriesSelling: (slug, whitelabelId) =>
      cached(`countries|${whitelabelId ?? ''}|${slug}`, async () => {
        const answer = await clientFor(whitelabelId).request({ document: PRODUCT_COUNTRIES_QUERY, variables: { slug }, schema: ProductCountriesAnswer, signal: signal() });
        const codes = answer.productCountries?.countryCodes.map((c) => c.toLowerCase()) ?? [];
        return codes.length > 0 ? codes : null;
      }),
    gamesSoldIn: (countryCode, whitelabelId) =>
      cached(`games|${whitelabelId ?? ''}|${countryCode}`, async () => {
        const answer = await clientFor(whitelabelId).request({ document: PRODUCTS_QUERY, variables: { countryCode }, schema: ProductsAnswer, signal: signal() });
        return answer.products.map((p) => p.slug);
      }),
  };
}
