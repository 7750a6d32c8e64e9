import {
  countryByCode,
  countryHomePath,
  INTERNATIONAL_PATH_SEGMENT,
  languageFor,
  languageOf,
  localePrefix,
  routePath,
  TRI_PRODUCT_PATH,
  TRI_THEME,
  type Country,
  type LanguageOption,
} from '@store/shared/domain';

/** First path segments that never carry a country-language prefix (section 2, readings 1). */
export const UNPREFIXED_SEGMENTS: readonly string[] = [INTERNATIONAL_PATH_SEGMENT, 'product', 'marketing-and-partnership'];

export interface LocalePathInput {
  readonly pathname: string;
  readonly search?: string;
  readonly hash?: string;
  /** The stored shop country code, if any. */
  readonly storedCountry?: string | null;
  /** The stored switched language code, if any. */
  readonly switchedLanguage?: string | null;
}

export type LocaleDecision =
  /** A canonical /{language}-{country}/ path. */
  | {
      readonly kind: 'ok';
      readonly country: Country;
      readonly language: LanguageOption;
      /** What the switched language must become: the code for a non-default language, null for the default. */
      readonly switchedLanguage: string | null;
      /** The path's country differs from the stored one: switch shop country and language. */
      readonly countryChanged: boolean;
    }
  | { readonly kind: 'redirect'; readonly to: string }
  /** /id/mobile-legends-tri: matched before the prefix rule. */
  | { readonly kind: 'customTheme'; readonly country: Country; readonly language: LanguageOption; readonly theme: typeof TRI_THEME }
  /** /international, /product/{gameName}, /marketing-and-partnership: no prefix, left alone. */
  | { readonly kind: 'unprefixed' }
  /** The first segment is neither a country nor an unprefixed page. */
  | { readonly kind: 'notFound' };

const PREFIX = /^([a-zA-Z]{2})(?:-([a-zA-Z]{2}))?$/;

/**
 * How the router treats a location (section 2 "Country-language prefix", readings 1). Pure: the caller
 * applies the decision (redirect, or store the country and switched language).
 */
export function resolveLocalePath(input: LocalePathInput): LocaleDecision {
  const { pathname, storedCountry, switchedLanguage } = input;
  const tail = `${input.search ?? ''}${input.hash ?? ''}`;

  if (pathname === '' || pathname === '/') {
    const stored = storedCountry ? countryByCode(storedCountry) : undefined;
    return { kind: 'redirect', to: stored ? `${countryHomePath(stored, switchedLanguage)}${tail}` : `${routePath('International', {})}${tail}` };
  }

  if (pathname.replace(/\/$/, '') === TRI_PRODUCT_PATH) {
    const country = countryByCode('id') as Country;
    return { kind: 'customTheme', country, language: languageFor(country, switchedLanguage), theme: TRI_THEME };
  }

  const slash = pathname.indexOf('/', 1);
  const first = slash === -1 ? pathname.slice(1) : pathname.slice(1, slash);
  const rest = slash === -1 ? '' : pathname.slice(slash);

  if (UNPREFIXED_SEGMENTS.includes(first.toLowerCase())) return { kind: 'unprefixed' };

  const match = PREFIX.exec(first);
  if (!match) return { kind: 'notFound' };
  const [, a = '', b] = match;
  // /xx-yy: language xx, country yy. /xx: the legacy bare country form.
  const country = countryByCode(b ?? a);
  if (!country) return { kind: 'notFound' };
  const pathLanguage = b ? languageOf(country, a) : undefined;

  if (!pathLanguage) {
    const language = languageFor(country, switchedLanguage);
    return { kind: 'redirect', to: `${localePrefix(country, language)}${rest || '/'}${tail}` };
  }
  const canonical = localePrefix(country, pathLanguage);
  if (first !== canonical.slice(1) || rest === '') {
    return { kind: 'redirect', to: `${canonical}${rest || '/'}${tail}` };
  }
  return {
    kind: 'ok',
    country,
    language: pathLanguage,
    switchedLanguage: pathLanguage.isDefault ? null : pathLanguage.code,
    countryChanged: !storedCountry || storedCountry.toLowerCase() !== country.code,
  };
}

// eslint-disable-next-line no-control-regex
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f-\u009f]/;
const SAFE_SHAPE = /^\/([a-z]{2}(?:-[a-z]{2})?)(?:\/.*)?$/i;
const MAX_DECODE_ROUNDS = 5;

/**
 * The path to return to after sign-in, or undefined when it is not a safe same-site path of the form
 * /xx/... or /xx-yy/... (xx a known country). Decodes repeatedly so encoded tricks
 * (/%2F%2Fevil.com, %252F...) are seen as what a browser would eventually follow.
 */
export function safeReturnPath(candidate: unknown): string | undefined {
  if (typeof candidate !== 'string' || candidate.length === 0 || candidate.length > 2048) return undefined;
  const forms = [candidate];
  let current = candidate;
  let stable = false;
  for (let round = 0; round < MAX_DECODE_ROUNDS && !stable; round += 1) {
    let decoded: string;
    try {
      decoded = decodeURIComponent(current);
    } catch {
      return undefined;
    }
    stable = decoded === current;
    if (!stable) forms.push(decoded);
    current = decoded;
  }
  if (!stable) return undefined; // still encoded after the rounds: refuse
  for (const form of forms) {
    if (CONTROL_CHARACTERS.test(form) || form.includes('\\') || form.includes('//')) return undefined;
    if (/(^|\/)\.\.?(\/|$)/.test(form)) return undefined;
    const shape = SAFE_SHAPE.exec(form.split(/[?#]/)[0] ?? '');
    if (!shape) return undefined;
    const prefix = (shape[1] ?? '').toLowerCase();
    const code = prefix.length === 2 ? prefix : prefix.slice(3);
    if (!countryByCode(code)) return undefined;
  }
  return candidate;
}
