import type { TFunction } from 'i18next';

/**
 * The header's tagline in the page's language. The deploy writes a storefront's tagline once, in English
 * (themeTagline in /config.json); the shell's catalogues translate it under `tagline.{that text}`. A tagline no
 * catalogue knows yet shows as the deploy wrote it.
 */
export function storefrontTagline(t: TFunction, themeTagline: string): string {
  // The text is the key: no part of it is read as a namespace or a nesting level.
  return t(`tagline.${themeTagline}`, { defaultValue: themeTagline, keySeparator: false, nsSeparator: false });
}
