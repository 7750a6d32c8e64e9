import type { RuntimeConfig, ThemeConfig } from '@store/shared';
import { PreRegistrationSchema, type PreRegistration } from '@store/shared/domain';

/**
 * The game a storefront has in pre-registration (`preRegistration` of its entry in /config.json's storefronts:
 * `gameSlug`, `launchAt`), or undefined: none, or a malformed one (then no countdown is shown rather than a wrong
 * one). Only the shell reads it, like partnerSite and partnerSso (docs/decisions/pre-registration-and-giveaway.md).
 */
export function preRegistrationFor(configJson: unknown, index: number): PreRegistration | undefined {
  const storefronts = (configJson as { storefronts?: unknown } | null)?.storefronts;
  if (!Array.isArray(storefronts) || index < 0) return undefined;
  const raw = (storefronts[index] as { preRegistration?: unknown } | undefined)?.preRegistration;
  if (raw === undefined) return undefined;
  const parsed = PreRegistrationSchema.safeParse(raw);
  return parsed.success ? parsed.data : undefined;
}

/** The pre-registration of the storefront chosen for this host. */
export function preRegistrationOf(configJson: unknown, config: RuntimeConfig, storefront: ThemeConfig): PreRegistration | undefined {
  return preRegistrationFor(configJson, config.storefronts.indexOf(storefront));
}
