import { AUTH_HEADER_ALLOW_LIST, CURRENCIES_WITHOUT_DECIMALS } from './constants';
import {
  COUNTRIES,
  COUNTRY_NAMES_IN_SECOND_LANGUAGE,
  REGIONS,
  amountPatternOf,
  countryByCode,
  countryNameIn,
  countryNameInItsLanguage,
  countryNameOnPage,
  defaultLanguageOf,
  isCookieManagerShown,
  isCountryCode,
  languageOf,
  languagesOf,
} from './countries';
import { OFFERED_LANGUAGES } from './offeredLanguages';

const get = (code: string) => {
  const c = countryByCode(code);
  if (!c) throw new Error(code);
  return c;
};

describe('countries', () => {
  it('"About 80 countries with currency and locale": every allow-list country, plus bd', () => {
    expect(COUNTRIES.length).toBeGreaterThanOrEqual(70);
    expect(COUNTRIES.length).toBeLessThanOrEqual(90);
    for (const code of [...AUTH_HEADER_ALLOW_LIST, 'bd']) expect(isCountryCode(code)).toBe(true);
  });

  it('OFFERED_LANGUAGES lists exactly the languages the table offers, English first', () => {
    const offered = [...new Set(COUNTRIES.flatMap((c) => c.languages.map((l) => l.code)))];
    expect([...OFFERED_LANGUAGES].sort()).toEqual(offered.sort());
    expect(OFFERED_LANGUAGES[0]).toBe('en');
  });

  it('codes and ISO numeric codes are unique and well-formed', () => {
    expect(new Set(COUNTRIES.map((c) => c.code)).size).toBe(COUNTRIES.length);
    expect(new Set(COUNTRIES.map((c) => c.countryCode)).size).toBe(COUNTRIES.length);
    for (const c of COUNTRIES) {
      expect(c.code).toMatch(/^[a-z]{2}$/);
      expect(c.countryCode).toMatch(/^\d{3}$/);
      expect(REGIONS).toContain(c.region);
      expect(['sg', 'us', 'eu', 'sa']).toContain(c.regionCode);
      expect(c.languages.length === 1 || c.languages.length === 2).toBe(true);
      expect(c.languages[0]?.isDefault).toBe(true);
      expect(c.languages.filter((l) => l.isDefault)).toHaveLength(1);
      expect(c.phoneCode).toMatch(/^\+\d+$/);
    }
  });

  it.each([
    ['sg', '702', 'SGD', 'Singapore SGD'],
    ['id', '360', 'IDR', 'Indonesia IDR'],
    ['my', '458', 'MYR', 'Malaysia MYR'],
    ['th', '764', 'THB', 'Thailand THB'],
    ['in', '356', 'INR', 'India INR'],
    ['br', '076', 'BRL', 'Brazil BRL'],
    ['us', '840', 'USD', 'United States USD'],
    ['de', '276', 'EUR', 'many euro countries'],
  ])('%s: ISO %s, %s ("e.g. %s")', (code, numeric, currency) => {
    expect(get(code).countryCode).toBe(numeric);
    expect(get(code).currency).toBe(currency);
  });

  it('"Currencies without decimals": those countries show no decimals', () => {
    for (const c of COUNTRIES) {
      const none = (CURRENCIES_WITHOUT_DECIMALS as readonly string[]).includes(c.currency);
      expect(c.showDecimal).toBe(!none);
      expect(c.amountFormat === 'noDecimals').toBe(none);
    }
  });

  // "Languages per country (default first)"
  it.each([
    ['eg', 'ar', 'en'], ['ke', 'en', 'es'], ['ma', 'ar', 'en'], ['ng', 'en', 'es'], ['za', 'en', 'es'],
    ['ar', 'es', 'en'], ['br', 'pt', 'en'], ['ca', 'en', 'fr'], ['de', 'de', 'en'], ['fr', 'fr', 'en'],
    ['gb', 'en', 'es'], ['us', 'en', 'es'], ['hk', 'zh', 'en'], ['tw', 'zh', 'en'], ['kz', 'ru', 'en'],
    ['mn', 'mn', 'en'], ['sa', 'ar', 'en'], ['ae', 'en', 'ar'], ['bh', 'en', 'ar'], ['kw', 'en', 'ar'],
    ['qa', 'en', 'ar'], ['iq', 'ar', 'en'], ['tr', 'tr', 'en'], ['in', 'en', 'es'], ['id', 'id', 'en'],
    ['th', 'th', 'en'], ['kh', 'km', 'en'], ['la', 'lo', 'en'], ['mm', 'my', 'en'],
  ])('%s: %s then %s', (code, first, second) => {
    expect(languagesOf(get(code)).map((l) => l.code)).toEqual([first, second]);
    expect(defaultLanguageOf(get(code)).code).toBe(first);
  });

  it.each(['my', 'ph', 'sg', 'tl'])('"my, ph, sg, tl English only": %s', (code) => {
    expect(get(code).languages.map((l) => l.code)).toEqual(['en']);
  });

  it('"Arabic is right-to-left"', () => {
    expect(get('sa').rtl).toBe(true);
    expect(get('ae').rtl).toBe(false);
    expect(languageOf(get('ae'), 'AR')?.isRTL).toBe(true);
    expect(languageOf(get('ae'), 'fr')).toBeUndefined();
    expect(languageOf(get('ae'), 5)).toBeUndefined();
    expect(COUNTRIES.flatMap((c) => c.languages).filter((l) => l.isRTL).every((l) => l.code === 'ar')).toBe(true);
  });

  it('"Legacy Guatemala and Ireland locales are written in lower case"', () => {
    expect(get('gt').locale).toBe('es-gt');
    expect(get('ie').locale).toBe('en-ie');
    expect(get('sg').locale).toBe('en-SG');
  });

  it('countryByCode is case-insensitive and two-letter only', () => {
    expect(countryByCode('SG')?.code).toBe('sg');
    expect(countryByCode('sgp')).toBeUndefined();
    expect(countryByCode('zz')).toBeUndefined();
    expect(countryByCode(undefined)).toBeUndefined();
    expect(isCountryCode(42)).toBe(false);
  });

  it('amount pattern defaults to the amount format', () => {
    expect(amountPatternOf(get('de'))).toBe('inverted');
    expect(amountPatternOf({ ...get('de'), currencyRegexName: 'normal' })).toBe('normal');
  });

  // "Cookie manager is shown for Europe-group countries, qa, au, kz, nz, us, or white-label."
  it.each([
    ['de', false, true], ['fr', false, true], ['gb', false, true], ['qa', false, true], ['au', false, true],
    ['kz', false, true], ['nz', false, true], ['us', false, true], ['sg', false, false], ['br', false, false],
    ['sg', true, true], ['zz', false, false],
  ])('cookie manager in %s (white-label %s): %s', (code, whiteLabel, shown) => {
    expect(isCookieManagerShown(code, whiteLabel)).toBe(shown);
  });
});

describe('countryNameIn', () => {
  it('names a country in the shop language, in English where the runtime cannot', () => {
    const eg = countryByCode('eg');
    expect(countryNameIn(eg, 'en')).toBe('Egypt');
    expect(countryNameIn(eg, 'id')).toBe('Mesir');
    expect(countryNameIn(eg, 'not a language tag!')).toBe('Egypt');
    expect(countryNameIn(undefined, 'en')).toBe('');
  });
});

describe('countryNameInItsLanguage', () => {
  test("each of a country's languages gets a name written in the table, never one asked of the runtime", () => {
    for (const country of COUNTRIES) {
      const [first, second] = country.languages;
      expect(countryNameInItsLanguage(country, first!.code)).toBe(country.name);
      if (!second) continue;
      // A second language other than English has its name written out (a new row needs one).
      if (second.code !== 'en') expect([country.code, COUNTRY_NAMES_IN_SECOND_LANGUAGE[country.code]]).toEqual([country.code, expect.any(String)]);
      else expect(countryNameInItsLanguage(country, 'en')).toBe(country.enName);
    }
    expect(Object.keys(COUNTRY_NAMES_IN_SECOND_LANGUAGE).every((code) => COUNTRIES.some((c) => c.code === code && c.languages[1]?.code !== 'en'))).toBe(true);
  });

  test('examples: the UAE in Arabic, Hong Kong in Chinese and English, Cambodia in Khmer', () => {
    expect(countryNameInItsLanguage(countryByCode('ae')!, 'ar')).toBe('الإمارات العربية المتحدة');
    expect(countryNameInItsLanguage(countryByCode('ae')!, 'en')).toBe('United Arab Emirates');
    expect(countryNameInItsLanguage(countryByCode('hk')!, 'zh')).toBe('香港');
    expect(countryNameInItsLanguage(countryByCode('hk')!, 'en')).toBe('Hong Kong');
    expect(countryNameInItsLanguage(countryByCode('kh')!, 'km')).toBe('កម្ពុជា');
  });
});

test("countryNameOnPage: the page's own country from the table, any other from the runtime", () => {
  const hk = countryByCode('hk')!;
  expect(countryNameOnPage(hk, hk, 'en')).toBe('Hong Kong');
  expect(countryNameOnPage(countryByCode('kh'), countryByCode('kh'), 'km')).toBe('កម្ពុជា');
  expect(countryNameOnPage(countryByCode('eg'), hk, 'en')).toBe(countryNameIn(countryByCode('eg'), 'en'));
  expect(countryNameOnPage(undefined, hk, 'en')).toBe('');
});
