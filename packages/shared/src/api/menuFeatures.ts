import type { MenuFeature, RuntimeConfig } from '@store/shared';

/**
 * The menu features on for a country: its own list plus the '*' list of the run-time configuration
 * (readings 10).
 */
export function menuFeaturesFor(config: Pick<RuntimeConfig, 'menuFeatures'>, countryCode: string): MenuFeature[] {
  const own = config.menuFeatures[countryCode.toLowerCase()] ?? [];
  const all = config.menuFeatures['*'] ?? [];
  return [...new Set([...own, ...all])];
}

export function isMenuFeatureOn(config: Pick<RuntimeConfig, 'menuFeatures'>, countryCode: string, feature: MenuFeature): boolean {
  return menuFeaturesFor(config, countryCode).includes(feature);
}
