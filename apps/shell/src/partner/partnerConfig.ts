import { z } from '@store/shared';

/**
 * The partner's single sign-on, from the deploy's /config.json (`partnerSso`): the SDK script, the store's
 * application id at the partner and the player-info endpoint the SDK is initialised with (spec section 7),
 * and whether an expired session re-authenticates by itself. The kernel's RuntimeConfig does not carry it:
 * only the shell's partner sign-in reads it (docs/decisions/partner-sign-in-flow.md).
 */
export const PartnerSsoConfigSchema = z.object({
  sdkUrl: z.url(),
  applicationId: z.string().check(z.minLength(1)),
  playerInfoEndpoint: z.url(),
  autoLogin: z._default(z.boolean(), true),
});
export type PartnerSsoConfig = z.infer<typeof PartnerSsoConfigSchema>;

/** The partner SSO settings of a raw config.json, or undefined when absent or malformed (no partner sign-in). */
export function partnerSsoConfig(configJson: unknown): PartnerSsoConfig | undefined {
  if (!configJson || typeof configJson !== 'object') return undefined;
  const parsed = PartnerSsoConfigSchema.safeParse((configJson as { partnerSso?: unknown }).partnerSso);
  return parsed.success ? parsed.data : undefined;
}
