// Test support (not part of the bundle): what a translated i18next catalogue lacks against English.
// Each app's catalogues.test.ts runs it over its i18n folder, so no English shows through on a translated page.

import fs from 'node:fs';
import path from 'node:path';
import { OFFERED_LANGUAGES } from '@store/shared/domain';

type Catalogue = Readonly<Record<string, string>>;

const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;
const PLURAL_FORMS = ['zero', 'one', 'two', 'few', 'many', 'other'] as const;

const placeholders = (text: string | undefined): string[] => text?.match(/{{[^{}]+}}/g) ?? [];

/** Plural forms that only ever mean one number (Arabic zero, one, two) may spell it out instead of {{count}}. */
function singleNumberForms(lang: string): Set<string> {
  const rules = new Intl.PluralRules(lang);
  const counts = new Map<string, number>();
  for (let n = 0; n <= 1000; n++) counts.set(rules.select(n), (counts.get(rules.select(n)) ?? 0) + 1);
  return new Set([...counts].filter(([, c]) => c === 1).map(([form]) => form));
}

export interface CatalogueProblems {
  /** English keys with no translation (an empty English string may stay empty). */
  missing: string[];
  /** Plural forms the language needs (Intl.PluralRules) that are absent. */
  missingPlurals: string[];
  /** `key {{placeholder}}` pairs the translation lost. */
  lostPlaceholders: string[];
  /** Keys that are neither English keys, plural forms of them, nor shared keys the app resolves. */
  stale: string[];
  /** Keys whose translation is the English text itself (a brand name or "OK" may be; most may not). */
  sameAsEnglish: string[];
  /**
   * Keys whose translation writes Arabic-Indic or Persian digits: every page writes Latin digits (intlLocale), so a
   * message's "6-digit code" or "14 days" must too, or one line mixes both.
   */
  nonLatinDigits: string[];
}

/** At most this share of a language's strings may read exactly as in English (brand names, "Email", "OK"). */
export const MAX_SHARE_SAME_AS_ENGLISH = 0.1;

/**
 * Compares a translated catalogue with the English one. `sharedEnglish` holds the keys an app resolves
 * in its namespace whose English comes from @store/shared (validation and error messages), by key.
 */
export function catalogueProblems(englishRaw: object, translatedRaw: object, lang: string, sharedEnglish: Catalogue = {}): CatalogueProblems {
  const english = { ...(englishRaw as Catalogue), ...sharedEnglish };
  const translated = translatedRaw as Catalogue;
  const pluralBases = [...new Set(Object.keys(english).filter((k) => PLURAL_SUFFIX.test(k)).map((k) => k.replace(PLURAL_SUFFIX, '')))];
  const singularKeys = Object.keys(english).filter((k) => !PLURAL_SUFFIX.test(k));
  const needed = new Intl.PluralRules(lang).resolvedOptions().pluralCategories;
  const spelledOut = singleNumberForms(lang);

  const missing = singularKeys.filter((key) => typeof translated[key] !== 'string' || (english[key] !== '' && translated[key].trim() === ''));
  const missingPlurals = pluralBases.flatMap((base) => needed.map((form) => `${base}_${form}`)).filter((key) => !translated[key]?.trim());

  const lostPlaceholders: string[] = [];
  for (const key of singularKeys) {
    for (const p of placeholders(english[key])) if (translated[key] !== undefined && !translated[key].includes(p)) lostPlaceholders.push(`${key} ${p}`);
  }
  for (const base of pluralBases) {
    const wanted = new Set(PLURAL_FORMS.flatMap((form) => placeholders(english[`${base}_${form}`])));
    for (const form of needed) {
      const key = `${base}_${form}`;
      for (const p of wanted) {
        if (p === '{{count}}' && spelledOut.has(form)) continue;
        if (translated[key] !== undefined && !translated[key].includes(p)) lostPlaceholders.push(`${key} ${p}`);
      }
    }
  }

  const allowed = new Set([...singularKeys, ...pluralBases.flatMap((base) => PLURAL_FORMS.map((form) => `${base}_${form}`))]);
  const stale = Object.keys(translated).filter((key) => !allowed.has(key));
  const sameAsEnglish = singularKeys.filter((key) => english[key] !== '' && translated[key] === english[key]);
  const nonLatinDigits = Object.keys(translated).filter((key) => /[\u0660-\u0669\u06f0-\u06f9]/.test(translated[key] ?? ''));
  return { missing, missingPlurals, lostPlaceholders, stale, sameAsEnglish, nonLatinDigits };
}

/**
 * The tests every app runs on its translated catalogues (one describe per language): every English
 * string translated, the plural forms the language needs, placeholders kept, no stale keys.
 */
export function describeTranslatedCatalogues(english: object, translations: Readonly<Record<string, object>>, sharedEnglish: Catalogue = {}): void {
  describe.each(Object.entries(translations))('%s', (lang, catalogue) => {
    const problems = catalogueProblems(english, catalogue, lang, sharedEnglish);

    it('translates every English string (and every shared message the app resolves), so no English shows through', () => {
      expect(problems.missing).toEqual([]);
    });

    it('has every plural form the language needs (Intl.PluralRules) for each English plural', () => {
      expect(problems.missingPlurals).toEqual([]);
    });

    it('keeps every {{placeholder}} of the English strings', () => {
      expect(problems.lostPlaceholders).toEqual([]);
    });

    it('has no stale keys: each is an English key, a plural form of one, or a shared key the app resolves', () => {
      expect(problems.stale).toEqual([]);
    });

    it('writes numbers in Latin digits, as the pages do (no Arabic-Indic digits in a message)', () => {
      expect(problems.nonLatinDigits).toEqual([]);
    });

    it(`reads as English in at most ${MAX_SHARE_SAME_AS_ENGLISH * 100}% of its strings (a copied catalogue is not a translation)`, () => {
      const strings = Object.values({ ...(english as Catalogue), ...sharedEnglish }).filter((text) => text !== '').length;
      expect(problems.sameAsEnglish.length).toBeLessThanOrEqual(Math.floor(strings * MAX_SHARE_SAME_AS_ENGLISH));
    });
  });
}

/**
 * The completeness test of one remote's i18n folder: en.json plus a `{language}.json` for every offered
 * language (OFFERED_LANGUAGES, from the country table), each complete by describeTranslatedCatalogues.
 */
export function describeCatalogueFolder(folder: string, sharedEnglish: Catalogue = {}): void {
  const read = (language: string): object | undefined => {
    const file = path.join(folder, `${language}.json`);
    return fs.existsSync(file) ? (JSON.parse(fs.readFileSync(file, 'utf8')) as object) : undefined;
  };
  const english = read('en') ?? {};
  const others = OFFERED_LANGUAGES.filter((language) => language !== 'en');

  it('has a catalogue for every language a country offers', () => {
    expect(others.filter((language) => read(language) === undefined)).toEqual([]);
  });

  it('has no catalogue for a language no country offers', () => {
    const files = fs.readdirSync(folder).filter((f) => f.endsWith('.json')).map((f) => f.slice(0, -'.json'.length));
    expect(files.filter((language) => !(OFFERED_LANGUAGES as readonly string[]).includes(language))).toEqual([]);
  });

  const translations = Object.fromEntries(others.flatMap((language) => (read(language) ? [[language, read(language) as object]] : [])));
  describeTranslatedCatalogues(english, translations, sharedEnglish);
}
