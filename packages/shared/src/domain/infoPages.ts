import type { CountryRouteName } from './routes';

/** The footer's information pages (docs/decisions/info-pages.md): their text is the CMS's `page.{name}` (type JSON). */
export const INFO_PAGES = ['terms', 'privacy', 'help', 'about'] as const;
export type InfoPageName = (typeof INFO_PAGES)[number];

/** Each page's route, and the storefront switch that shows it (section 1's theme enable flags). */
export const INFO_PAGE_ROUTES: Readonly<Record<InfoPageName, { readonly route: CountryRouteName; readonly enabledBy: 'legal' | 'help' | 'about' }>> = {
  terms: { route: 'TermsAndConditions', enabledBy: 'legal' },
  privacy: { route: 'PrivacyPolicy', enabledBy: 'legal' },
  help: { route: 'Help', enabledBy: 'help' },
  about: { route: 'About', enabledBy: 'about' },
};

/** The CMS key of a page's content. */
export function infoPageCmsKey(name: InfoPageName): string {
  return `page.${name}`;
}
