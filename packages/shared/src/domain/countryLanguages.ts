import type { Country, LanguageOption } from './countries';

export function languagesOf(country: Country): readonly LanguageOption[] {
  return country.languages;
}

export function defaultLanguageOf(country: Country): LanguageOption {
  // Every row has at least one language (the Row type guarantees it).
  return country.languages[0] as LanguageOption;
}

/** The country's language option for a code (any case), or undefined when the country does not offer it. */
export function languageOf(country: Country, languageCode: unknown): LanguageOption | undefined {
  if (typeof languageCode !== 'string') return undefined;
  const lower = languageCode.toLowerCase();
  return country.languages.find((l) => l.code === lower);
}

/**
 * A country's name in its second language, where that is neither the language of its own name (`name`) nor English.
 * Written out rather than asked of Intl.DisplayNames: a name in a server-rendered page must be the same in Node and in
 * the browser, and their ICU data differ (Hong Kong and Macao are named differently; Chromium has no Khmer, Lao or
 * Burmese names and answers in English), which React reports as a hydration mismatch.
 */
export const COUNTRY_NAMES_IN_SECOND_LANGUAGE: Readonly<Record<string, string>> = {
  ae: 'الإمارات العربية المتحدة',
  bh: 'البحرين',
  kw: 'الكويت',
  qa: 'قطر',
  in: 'India',
  ng: 'Nigeria',
  za: 'Sudáfrica',
  ke: 'Kenia',
  us: 'Estados Unidos',
  gb: 'Reino Unido',
  ie: 'Irlanda',
  mt: 'Malta',
  ca: 'Canada',
};

/**
 * The country's name in one of its own languages (a page's /{language}-{country}/): its own name, its English name, or
 * its name in its second language. The same on the server and in every browser, so it may be rendered on the server.
 */
export function countryNameInItsLanguage(country: Country, languageCode: string): string {
  const [first, second] = country.languages;
  if (languageCode === first?.code) return country.name;
  if (languageCode === second?.code) return COUNTRY_NAMES_IN_SECOND_LANGUAGE[country.code] ?? country.enName;
  return country.enName;
}
