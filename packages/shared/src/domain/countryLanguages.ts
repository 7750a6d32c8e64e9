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
