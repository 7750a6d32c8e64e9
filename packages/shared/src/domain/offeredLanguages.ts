/**
 * Every language some country of the table offers (countries.ts), English first. Each needs complete
 * catalogues in every remote and translated API content. Kept as a literal list so a remote's catalogue
 * loaders do not pull the country table into its bundle; countries.test.ts checks it against the table.
 */
export const OFFERED_LANGUAGES = [
  'en', 'id', 'th', 'km', 'lo', 'my', 'vi', 'es', 'zh', 'ko', 'ja', 'mn', 'ru', 'ar', 'tr', 'fr', 'pt', 'de',
  'it', 'nl', 'da', 'no', 'sv', 'fi', 'pl', 'cs', 'sk', 'hu', 'ro', 'el', 'et', 'lv', 'lt', 'sl', 'hr',
] as const;

export type OfferedLanguage = (typeof OFFERED_LANGUAGES)[number];
