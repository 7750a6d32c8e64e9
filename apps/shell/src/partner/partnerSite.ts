import { z, type RuntimeConfig, type ThemeConfig } from '@store/shared';

/**
 * The partner switches of a storefront (section 2: "Partner stores have per-partner switches: header, footer,
 * account, notification, promotion, search, trust-rating"). A switch left out is on: a storefront turns off
 * only what its partner does not want.
 */
export const PartnerSwitchesSchema = z.object({
  header: z._default(z.boolean(), true),
  footer: z._default(z.boolean(), true),
  account: z._default(z.boolean(), true),
  notification: z._default(z.boolean(), true),
  promotion: z._default(z.boolean(), true),
  search: z._default(z.boolean(), true),
  trustRating: z._default(z.boolean(), true),
});
export type PartnerSwitches = z.infer<typeof PartnerSwitchesSchema>;

/**
 * A partner storefront's site configuration (section 3: "Partner site config: key, id, hostname, logo, tagline,
 * feature switches"), as `partnerSite` of its entry in /config.json's storefronts. Hostname, logo and tagline are
 * the storefront's own (themeHostname, themeLogo, themeTagline). Only the shell reads it: it folds the switches
 * into the storefront's enable flags, which every remote already reads (docs/decisions/partner-switches.md).
 */
export const PartnerSiteSchema = z.object({
  key: z.string().check(z.regex(/^[a-z0-9-]{1,40}$/)),
  id: z.number().check(z.int(), z.positive()),
  switches: z._default(PartnerSwitchesSchema, {
    header: true,
    footer: true,
    account: true,
    notification: true,
    promotion: true,
    search: true,
    trustRating: true,
  }),
  /** Where the trust rating links to (the partner's page on a review site): shown only with trust-rating on. */
  trustRatingUrl: z.optional(z.url({ protocol: /^https$/ })),
});
export type PartnerSite = z.infer<typeof PartnerSiteSchema>;

/**
 * The partner site of the storefront at `index` in a raw config.json (the kernel's RuntimeConfig keeps the same
 * order), or undefined: a storefront without one, or a malformed one (then nothing is switched off).
 */
export function partnerSiteFor(configJson: unknown, index: number): PartnerSite | undefined {
  const storefronts = (configJson as { storefronts?: unknown } | null)?.storefronts;
  if (!Array.isArray(storefronts) || index < 0) return undefined;
  const raw = (storefronts[index] as { partnerSite?: unknown } | undefined)?.partnerSite;
  if (raw === undefined) return undefined;
  const parsed = PartnerSiteSchema.safeParse(raw);
  return parsed.success ? parsed.data : undefined;
}

/** The partner site of the storefront chosen for this host. */
export function partnerSiteOf(configJson: unknown, config: RuntimeConfig, storefront: ThemeConfig): PartnerSite | undefined {
  return partnerSiteFor(configJson, config.storefronts.indexOf(storefront));
}

/**
 * The storefront as its partner wants it: a switch that is off turns its enable flags off (header, footer, user
 * accounts, notification centre, promotions and the banner carousel, search, TrustPilot); a switch that is on
 * keeps the theme's flag.
 */
export function withPartnerSwitches(storefront: ThemeConfig, site: PartnerSite | undefined): ThemeConfig {
  if (!site) return storefront;
  const s = site.switches;
  const e = storefront.enable;
  return {
    ...storefront,
    enable: {
      ...e,
      header: e.header && s.header,
      footer: e.footer && s.footer,
      userAccounts: e.userAccounts && s.account,
      notification: e.notification && s.notification,
      promotion: e.promotion && s.promotion,
      // The home page's banner carousel is promotions too ("10% off your first top-up").
      carousel: e.carousel && s.promotion,
      search: e.search && s.search,
      trustPilot: e.trustPilot && s.trustRating,
    },
  };
}

/** Whether players may sign in on this storefront: the partner's account switch (its sign-in and profile). */
export const partnerAccountsOn = (site: PartnerSite | undefined): boolean => site?.switches.account ?? true;
