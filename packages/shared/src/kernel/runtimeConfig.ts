import * as z from '@store/shared/schema';
import { AUTH_REGION } from '@store/shared/domain';

/**
 * Run-time configuration the deploy provides as JSON (the shell fetches /config.json at start).
 * Nothing here is compiled into a bundle: changing it and reloading changes the store.
 */

export const ThemeEnableFlagsSchema = z.object({
  header: z.boolean(),
  search: z.boolean(),
  userAccounts: z.boolean(),
  poweredBy: z.boolean(),
  help: z.boolean(),
  trustPilot: z.boolean(),
  socialMedia: z.boolean(),
  countrySelector: z.boolean(),
  legal: z.boolean(),
  copyright: z.boolean(),
  about: z.boolean(),
  carousel: z.boolean(),
  news: z.boolean(),
  longDescription: z.boolean(),
  paymentSuggestion: z.boolean(),
  footer: z.boolean(),
  notification: z.boolean(),
  /**
   * Promotions (the highlighted promos of the home and product pages): a partner switch (section 2). Since
   * 3.2.0; a configuration written before it shows them. A remote reads `enable.promotion !== false`, so an
   * older kernel (no flag) shows them too.
   */
  promotion: z._default(z.boolean(), true),
});
export type ThemeEnableFlags = z.infer<typeof ThemeEnableFlagsSchema>;

/** The five federated remotes a storefront may embed (the shell composes them at run time). */
export const REMOTE_NAMES = ['catalog', 'checkout', 'wallet', 'account', 'rewards'] as const;
export const RemoteNameSchema = z.enum(REMOTE_NAMES);
export type RemoteName = z.infer<typeof RemoteNameSchema>;

export const ThemeConfigSchema = z.object({
  /** 2 for the EA white-label store; absent for the full store theme. */
  whitelabelId: z.optional(z.number().check(z.int(), z.positive())),
  name: z.string().check(z.minLength(1)),
  themeLogo: z.string().check(z.minLength(1)),
  /** Hosts this storefront answers on; any other host renders "this host is not allowed". */
  themeHostname: z.array(z.string().check(z.minLength(1))).check(z.minLength(1)),
  themeColour: z.string().check(z.regex(/^#[0-9a-fA-F]{6}$/)),
  /**
   * Light or dark pages: 'light' (the default), 'dark', or 'auto' (the device's preference). The kit's tokens carry
   * both palettes; the shell marks the page with data-ui-scheme.
   */
  colorScheme: z._default(z.enum(['light', 'dark', 'auto']), 'light'),
  enableTagline: z.boolean(),
  themeTagline: z.string(),
  enable: ThemeEnableFlagsSchema,
  /**
   * The remotes this storefront embeds. Any other remote is never fetched on it, and its pages, header
   * widgets and menu entries are absent. Defaults to all five (a configuration written before the list).
   */
  remotes: z._default(z.array(RemoteNameSchema).check(z.minLength(1)), [...REMOTE_NAMES]),
});
export type ThemeConfig = z.infer<typeof ThemeConfigSchema>;

/** Menu features that are switched per country (readings.md 10). */
export const MenuFeatureSchema = z.enum(['notification', 'transactions', 'cashback', 'settings', 'wallet']);
export type MenuFeature = z.infer<typeof MenuFeatureSchema>;

export const ApiEndpointsSchema = z.object({
  walletBaseUrl: z.url(),
  accountBaseUrl: z.url(),
  shopBaseUrl: z.url(),
  searchBaseUrl: z.url(),
  /** Default GraphQL endpoint, and regional ones keyed by the country's regionCode (sg, us, eu, sa). */
  graphqlUrl: z.url(),
  graphqlRegionalUrls: z._default(z.record(z.string(), z.url()), {}),
  trackingUrl: z.optional(z.url()),
  /** The invisible captcha's execute endpoint (section 5): a token for a sign-up; the API's simulator locally. */
  captchaUrl: z.optional(z.url()),
});
export type ApiEndpoints = z.infer<typeof ApiEndpointsSchema>;

export const AuthConfigSchema = z.object({
  userPoolId: z.string().check(z.regex(/_/, 'a Cognito pool id contains "_"')),
  userPoolClientId: z.string().check(z.minLength(1)),
  /** Set for a local Cognito-protocol server; absent for a real AWS pool. */
  userPoolEndpoint: z.optional(z.url()),
  /** The user pool's hosted sign-in (a Cognito domain's https://<domain>): /oauth2/authorize and /oauth2/token for Google and Facebook. */
  hostedSignInUrl: z.optional(z.url()),
  region: z._default(z.string(), AUTH_REGION),
});
export type AuthConfig = z.infer<typeof AuthConfigSchema>;

export const RuntimeConfigSchema = z.object({
  storefronts: z.array(ThemeConfigSchema).check(z.minLength(1)),
  api: ApiEndpointsSchema,
  auth: AuthConfigSchema,
  /** Per-country menu feature flags: country code -> enabled features. '*' applies to every country. */
  menuFeatures: z._default(z.record(z.string(), z.array(MenuFeatureSchema)), {}),
  /** Origins a developer may point a remote at with the dev override. */
  devOverrideOrigins: z._default(z.array(z.url()), []),
  merchantId: z._default(z.string(), 'store'),
  clientId: z._default(z.string(), 'store-web'),
});
export type RuntimeConfig = z.infer<typeof RuntimeConfigSchema>;

/** The storefront whose themeHostname lists this host, or undefined (host not allowed). */
export function storefrontForHost(config: RuntimeConfig, host: string): ThemeConfig | undefined {
  const bare = host.toLowerCase();
  return config.storefronts.find((s) => s.themeHostname.some((h) => h.toLowerCase() === bare));
}
