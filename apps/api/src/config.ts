import { z } from 'zod';

/** The API's configuration, from environment variables (defaults documented in apps/api/README.md). */
const ConfigSchema = z.object({
  port: z.coerce.number().int().min(0).max(65535).default(4000),
  host: z.string().default('127.0.0.1'),
  databasePath: z.string().default('.data/store.sqlite'),
  /** Development mode turns on the outbox reading endpoint (loopback clients only). Refused with NODE_ENV=production. */
  devMode: z
    .enum(['true', 'false', '1', '0'])
    .default('false')
    .transform((v) => v === 'true' || v === '1'),
  /** Public base URL of this API, used in redirect URLs (payment provider page). */
  publicUrl: z.string().url().optional(),
  /**
   * Where the storefront loads the catalogue's images from: a base URL (a CDN in front of this API's /images/), or ''
   * for paths on the storefront's own origin, which forwards /images/ here (scripts/serve.mjs does): the page's largest
   * image then comes over the connection its document already opened. Unset: this API's publicUrl.
   */
  imagesUrl: z.union([z.literal(''), z.url()]).optional(),
  /** Base URL of the storefront (claim links in emails, default return URL after payment). */
  storeUrl: z.string().url().default('http://127.0.0.1:3000'),
  /** Comma-separated origins a payment return URL may point at (besides storeUrl's origin). */
  allowedReturnOrigins: z
    .string()
    .default('http://localhost:3000,http://127.0.0.1:3000,http://localhost:8080,http://127.0.0.1:8080')
    .transform((s) => s.split(',').map((o) => o.trim()).filter(Boolean)),
  /** Server secret for CSRF tokens and payment-page tokens; when unset one is generated and kept in the database. */
  secret: z.string().min(16).optional(),
  /** Shared secret of signed requests (JWT HS256 + X-iat); it ships to the browser, so it is replay protection only. */
  requestSigningSecret: z.string().min(1).default('store-web-request-signing-secret'),
  /** When true, POSTs to the Shop API, /search and /graphql must carry a valid signed-request header. */
  requireSignedRequests: z
    .enum(['true', 'false', '1', '0'])
    .default('false')
    .transform((v) => v === 'true' || v === '1'),
  /** Base URL of the payment provider's hosted page (the simulator app in development, apps/api/src/simulator). */
  providerUrl: z.string().url().default('http://127.0.0.1:4001'),
  /** Shared secret the provider signs its payment callbacks with (HMAC-SHA256). Unset: every callback is refused. */
  providerSecret: z.string().min(16).optional(),
  /** Secret the partner's identity service signs its player tokens with (HS256). Unset: no partner token is accepted. */
  partnerTokenSecret: z.string().min(32).optional(),
  /** The store's application id at the partner (the audience its player tokens must name). */
  partnerApplicationId: z.string().min(1).default('fc-store'),
  /**
   * The white-label store's purchase gates (comma-separated product slugs): the same lists as the run-time
   * configuration's purchaseGates, which scripts/serve.mjs passes on. An order from the white-label store
   * (X-WHITELABEL-ID) for an age-gated product needs the 18+ confirmation; for an account-required one, a
   * signed-in partner player.
   */
  ageGatedProducts: z
    .string()
    .default('')
    .transform((s) => s.split(',').map((o) => o.trim()).filter(Boolean)),
  accountRequiredProducts: z
    .string()
    .default('')
    .transform((s) => s.split(',').map((o) => o.trim()).filter(Boolean)),
  /** Extra comma-separated origins allowed by CORS, besides storeUrl's origin and allowedReturnOrigins (the storefronts). */
  corsOrigins: z
    .string()
    .default('')
    .transform((s) => s.split(',').map((o) => o.trim()).filter(Boolean)),
  /** pino log level of the API's request log ('silent' turns it off; tests use it). */
  logLevel: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Production mode (NODE_ENV=production): GraphQL introspection off, dev mode refused. */
  production: z.boolean().default(false),
  /** Multiplies every rate limit (tests and benchmarks may raise them). */
  rateLimitScale: z.coerce.number().positive().default(1),
  /** How often the live-balance socket pings each client (spec 9: websocket ping 5 minutes); tests shorten it. */
  walletLivePingMs: z.coerce.number().int().positive().default(5 * 60_000),
  /**
   * How long the payment provider takes to answer a new subscription's recurring authorisation (the store's linking
   * check waits for it, up to 2 minutes). A simulation delay: the real provider answers by callback.
   */
  subscriptionLinkMs: z.coerce.number().int().min(0).max(600_000).default(4000),
  /** Multiplies the per-client-address limits only (sign-in, sign-up, orders, lookups): tests from one address raise it. */
  clientRateLimitScale: z.coerce.number().positive().default(1),
});

type Parsed = z.infer<typeof ConfigSchema>;
type Core = 'port' | 'host' | 'databasePath' | 'devMode';
/** The configuration: the core fields are required; the Store API's own fields default (see withDefaults). */
export type ApiConfig = Pick<Parsed, Core> & Partial<Omit<Parsed, Core | 'publicUrl'>> & { publicUrl: string };
/** ApiConfig with every default applied. */
export type FullConfig = Omit<Parsed, 'publicUrl'> & { publicUrl: string };

export function withDefaults(config: ApiConfig): FullConfig {
  const defaults = ConfigSchema.parse({});
  return {
    ...defaults,
    ...Object.fromEntries(Object.entries(config).filter(([, v]) => v !== undefined)),
    publicUrl: config.publicUrl,
  } as FullConfig;
}

export function readConfig(env: NodeJS.ProcessEnv = process.env): ApiConfig {
  const parsed = ConfigSchema.parse({
    port: env.API_PORT ?? env.PORT,
    host: env.API_HOST,
    databasePath: env.API_DB_PATH,
    devMode: env.API_DEV_MODE,
    publicUrl: env.API_PUBLIC_URL,
    imagesUrl: env.API_IMAGES_URL?.replace(/\/+$/, ''),
    storeUrl: env.API_STORE_URL,
    allowedReturnOrigins: env.API_ALLOWED_RETURN_ORIGINS,
    secret: env.API_SECRET,
    requestSigningSecret: env.API_REQUEST_SIGNING_SECRET,
    requireSignedRequests: env.API_REQUIRE_SIGNED_REQUESTS,
    rateLimitScale: env.API_RATE_LIMIT_SCALE,
    clientRateLimitScale: env.API_CLIENT_RATE_LIMIT_SCALE,
    walletLivePingMs: env.API_WALLET_LIVE_PING_MS,
    subscriptionLinkMs: env.API_SUBSCRIPTION_LINK_MS,
    providerUrl: env.API_PROVIDER_URL,
    providerSecret: env.API_PROVIDER_SECRET || undefined,
    corsOrigins: env.API_CORS_ORIGINS,
    partnerTokenSecret: env.API_PARTNER_TOKEN_SECRET || undefined,
    partnerApplicationId: env.API_PARTNER_APPLICATION_ID,
    ageGatedProducts: env.API_AGE_GATED_PRODUCTS,
    accountRequiredProducts: env.API_ACCOUNT_REQUIRED_PRODUCTS,
    production: env.NODE_ENV === 'production',
    logLevel: env.API_LOG_LEVEL,
  });
  if (parsed.devMode && parsed.production) {
    throw new Error('API_DEV_MODE=true is refused with NODE_ENV=production: development endpoints never run in production.');
  }
  return { ...parsed, publicUrl: parsed.publicUrl ?? `http://${parsed.host}:${parsed.port}` };
}
