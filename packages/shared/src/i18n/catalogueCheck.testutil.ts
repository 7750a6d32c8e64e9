// Test support (not part of the bundle): what a translated i18next catalogue lacks against English.
// Each app's catalogues.test.ts runs it for ar and id, so no English shows through on a translated page.

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
}

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
  return { missing, missingPlurals, lostPlaceholders, stale };
}
