import { countryByCode, type Country } from './countries';

/**
 * A country's mobilePattern is written in the spec's mini-language (section 5):
 *
 *   pattern     := alternative (' OR ' alternative)*
 *   alternative := [prefix (' OR ' prefix)* ' then '] count ' digits'
 *   prefix      := N | N ' to ' M        (a range of prefixes of the same length, e.g. '6 to 9', '11 to 99')
 *   count       := N | N ' to ' M        (digits after the prefix; the whole number when there is no prefix)
 *
 * e.g. '8 OR 9 then 7 digits' (Singapore), '5 to 15 digits' (many European countries),
 * '8 OR 9 then 7 digits OR 6 then 8 digits'. A mobile number never starts with 0.
 */

export interface PrefixRange {
  readonly from: string;
  readonly to: string;
}

export interface DigitCount {
  readonly min: number;
  readonly max: number;
}

export interface MobileAlternative {
  /** Empty: no prefix, `rest` counts the whole number. */
  readonly prefixes: readonly PrefixRange[];
  readonly rest: DigitCount;
}

export type MobilePattern = readonly MobileAlternative[];

type Term = { readonly from: string; readonly to: string };

/** Parses the mini-language; undefined when the text is not a valid pattern. */
export function parseMobilePattern(text: unknown): MobilePattern | undefined {
  if (typeof text !== 'string') return undefined;
  const tokens = text.trim().split(/\s+/);
  let i = 0;
  const peek = (): string | undefined => tokens[i];
  const number = (): string | undefined => {
    const t = peek();
    if (t === undefined || !/^\d+$/.test(t)) return undefined;
    i += 1;
    return t;
  };
  const term = (): Term | undefined => {
    const from = number();
    if (from === undefined) return undefined;
    if (peek() !== 'to') return { from, to: from };
    i += 1;
    const to = number();
    return to === undefined ? undefined : { from, to };
  };

  const alternatives: MobileAlternative[] = [];
  for (;;) {
    const terms: Term[] = [];
    for (;;) {
      const t = term();
      if (!t) return undefined;
      terms.push(t);
      if (peek() !== 'OR') break;
      i += 1;
    }
    let prefixes: Term[] = [];
    let count: Term | undefined;
    if (peek() === 'then') {
      i += 1;
      prefixes = terms;
      count = term();
    } else if (terms.length === 1) {
      count = terms[0];
    }
    if (!count || peek() !== 'digits') return undefined;
    i += 1;
    const min = Number(count.from);
    const max = Number(count.to);
    if (min > max || prefixes.some((p) => p.from.length !== p.to.length || p.from > p.to)) return undefined;
    alternatives.push({ prefixes, rest: { min, max } });
    if (peek() === undefined) return alternatives;
    if (peek() !== 'OR') return undefined;
    i += 1;
  }
}

const compiled = new Map<string, MobilePattern | undefined>();

function patternOf(source: Country | string | MobilePattern): MobilePattern | undefined {
  if (typeof source !== 'string' && !('code' in source)) return source;
  const text = typeof source === 'string' ? source : source.mobilePattern;
  if (!compiled.has(text)) compiled.set(text, parseMobilePattern(text));
  return compiled.get(text);
}

function matchesAlternative(digits: string, alt: MobileAlternative): boolean {
  if (alt.prefixes.length === 0) return digits.length >= alt.rest.min && digits.length <= alt.rest.max;
  return alt.prefixes.some((p) => {
    const head = digits.slice(0, p.from.length);
    const restLength = digits.length - p.from.length;
    return (
      head.length === p.from.length &&
      head >= p.from &&
      head <= p.to &&
      restLength >= alt.rest.min &&
      restLength <= alt.rest.max
    );
  });
}

/** The international number (MSISDN, "+6591234567") of a local mobile number in a country. */
export function internationalMobileNumber(country: Pick<Country, 'phoneCode'>, localDigits: string): string {
  return `${country.phoneCode}${localDigits}`;
}

/** Spaces and dashes a shopper types are ignored; anything else must be digits. */
export function normaliseMobileNumber(input: unknown): string | undefined {
  if (typeof input !== 'string' && typeof input !== 'number') return undefined;
  const text = String(input).replace(/[\s-]/g, '');
  return /^\d+$/.test(text) ? text : undefined;
}

/**
 * Whether a local mobile number (without the country's phone code) matches the country's pattern.
 * `country` may be a Country, a country code, a pattern text or a parsed pattern.
 */
export function isValidMobileNumber(input: unknown, country: Country | string | MobilePattern): boolean {
  const digits = normaliseMobileNumber(input);
  if (digits === undefined || digits.startsWith('0')) return false;
  const resolved = typeof country === 'string' && country.length === 2 ? countryByCode(country) : country;
  if (resolved === undefined) return false;
  const pattern = patternOf(resolved);
  return pattern !== undefined && pattern.some((alt) => matchesAlternative(digits, alt));
}
