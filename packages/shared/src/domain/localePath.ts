import type { Country, LanguageOption } from './countries';
import { defaultLanguageOf, languageOf } from './countryLanguages';

/** The language a country page uses: the switched one when stored and offered by the country, else the default. */
export function languageFor(country: Country, switchedLanguage: string | null | undefined): LanguageOption {
  return (switchedLanguage ? languageOf(country, switchedLanguage) : undefined) ?? defaultLanguageOf(country);
}

/** '{language}-{country}', the countryCode parameter of the country routes (routePath). */
export function localeSegment(country: Country, language: LanguageOption = defaultLanguageOf(country)): string {
  return `${language.code}-${country.code}`;
}

/** '/{language}-{country}' for a country and language. */
export function localePrefix(country: Country, language: LanguageOption = defaultLanguageOf(country)): string {
  return `/${localeSegment(country, language)}`;
}

/** The home path of a country: '/{language}-{country}/'. */
export function countryHomePath(country: Country, switchedLanguage?: string | null): string {
  return `${localePrefix(country, languageFor(country, switchedLanguage))}/`;
}

/** Replaces (or adds) the locale prefix of a country path, e.g. for the language switcher. */
export function withLocalePrefix(pathAfterPrefix: string, country: Country, language: LanguageOption): string {
  const rest = pathAfterPrefix.startsWith('/') ? pathAfterPrefix : `/${pathAfterPrefix}`;
  return `${localePrefix(country, language)}${rest}`;
}

/** The path after the locale prefix ('/en-sg/codacash' -> '/codacash'); '/' for the home. */
export function pathAfterLocalePrefix(pathname: string): string {
  const slash = pathname.indexOf('/', 1);
  return slash === -1 ? '/' : pathname.slice(slash);
}
