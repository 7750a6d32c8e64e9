import { COOKIE_MANAGER_EXTRA_COUNTRIES, COOKIE_MANAGER_GROUP, CURRENCIES_WITHOUT_DECIMALS } from './constants';
import { countryNameInItsLanguage } from './countryLanguages';

/** The nine regions of spec section 1. */
export const REGIONS = [
  'Africa',
  'Americas',
  'Europe',
  'Middle East',
  'South Asia',
  'Southeast Asia',
  'East Asia',
  'Central Asia',
  'Oceania',
] as const;
export type Region = (typeof REGIONS)[number];

/** Regional GraphQL endpoint key (section 3): sg (Asia, Oceania), us (North America), eu (Europe, Africa, Middle East, Central Asia), sa (Latin America). */
export type RegionCode = 'sg' | 'us' | 'eu' | 'sa';

/** Store grouping of countries; 'europe' is the group the cookie manager shows for. */
export type CountryGroup = 'asia' | 'europe' | 'mena' | 'africa' | 'latam' | 'northAmerica' | 'oceania' | 'cis';

/** normal 1,234.56; inverted 1.234,56; noDecimals 1,234 (section 5). */
export type AmountFormat = 'normal' | 'inverted' | 'noDecimals';

export interface LanguageOption {
  /** Native name shown in the language switcher. */
  readonly name: string;
  /** Two-letter language code used in the path prefix (/{code}-{country}/). */
  readonly code: string;
  readonly isRTL: boolean;
  readonly locale: string;
  readonly isDefault: boolean;
}

export interface Country {
  /** ISO 3166-1 alpha-2, lower case. */
  readonly code: string;
  /** ISO 3166-1 numeric, three digits. */
  readonly countryCode: string;
  readonly regionCode: RegionCode;
  /** Locale of the default language. */
  readonly locale: string;
  /** Legacy bare path segment (/{path}/). */
  readonly path: string;
  /** Native name. */
  readonly name: string;
  readonly enName: string;
  /** Native name of the default language. */
  readonly languageName: string;
  readonly group: CountryGroup;
  readonly region: Region;
  readonly currency: string;
  readonly currencySymbol: string;
  readonly showDecimal: boolean;
  readonly showDecimalWhenZero: boolean;
  readonly amountFormat: AmountFormat;
  /** Spec mini-language, e.g. '8 OR 9 then 7 digits' (see mobileNumber.ts). */
  readonly mobilePattern: string;
  /** International dialling code with '+'. */
  readonly phoneCode: string;
  /** Thousands separator when amounts are shown ('.' where the locale inverts separators). */
  readonly groupSeparator: ',' | '.';
  /** Amount-input pattern when it differs from amountFormat. */
  readonly currencyRegexName?: AmountFormat;
  /** One or two, default first. */
  readonly languages: readonly LanguageOption[];
  readonly rtl: boolean;
  /** CSS class of the 32px flag sprite. */
  readonly f32Icon: string;
}

const LANGUAGE_NAMES: Readonly<Record<string, string>> = {
  en: 'English',
  ar: 'العربية',
  es: 'Español',
  pt: 'Português',
  fr: 'Français',
  de: 'Deutsch',
  zh: '繁體中文',
  ru: 'Русский',
  mn: 'Монгол',
  tr: 'Türkçe',
  id: 'Bahasa Indonesia',
  th: 'ไทย',
  km: 'ខ្មែរ',
  lo: 'ລາວ',
  my: 'မြန်မာ',
  vi: 'Tiếng Việt',
  ja: '日本語',
  ko: '한국어',
  da: 'Dansk',
  it: 'Italiano',
  nl: 'Nederlands',
  no: 'Norsk',
  pl: 'Polski',
  sv: 'Svenska',
  cs: 'Čeština',
  hu: 'Magyar',
  ro: 'Română',
  sk: 'Slovenčina',
  fi: 'Suomi',
  el: 'Ελληνικά',
  et: 'Eesti',
  lv: 'Latviešu',
  lt: 'Lietuvių',
  sl: 'Slovenščina',
  hr: 'Hrvatski',
};

const RTL_LANGUAGES: ReadonlySet<string> = /* @__PURE__ */ new Set(['ar']);
/** "Legacy Guatemala and Ireland locales are written in lower case" (section 9). */
const LOWER_CASE_LOCALE_COUNTRIES: ReadonlySet<string> = /* @__PURE__ */ new Set(['gt', 'ie']);
const NO_DECIMAL_CURRENCIES: ReadonlySet<string> = /* @__PURE__ */ new Set(CURRENCIES_WITHOUT_DECIMALS);
const COOKIE_MANAGER_EXTRA: ReadonlySet<string> = /* @__PURE__ */ new Set(COOKIE_MANAGER_EXTRA_COUNTRIES);

type Row = readonly [
  code: string,
  numeric: string,
  enName: string,
  name: string,
  region: Region,
  group: CountryGroup,
  regionCode: RegionCode,
  currency: string,
  currencySymbol: string,
  separators: 'normal' | 'inverted',
  phoneCode: string,
  mobilePattern: string,
  languages: readonly [string] | readonly [string, string],
];

const EUROPE_MOBILE = '5 to 15 digits';

// prettier-ignore
const ROWS: readonly Row[] = [
  // Southeast Asia
  ['sg', '702', 'Singapore', 'Singapore', 'Southeast Asia', 'asia', 'sg', 'SGD', 'S$', 'normal', '+65', '8 OR 9 then 7 digits', ['en']],
  ['my', '458', 'Malaysia', 'Malaysia', 'Southeast Asia', 'asia', 'sg', 'MYR', 'RM', 'normal', '+60', '1 then 8 to 9 digits', ['en']],
  ['ph', '608', 'Philippines', 'Philippines', 'Southeast Asia', 'asia', 'sg', 'PHP', '₱', 'normal', '+63', '9 then 9 digits', ['en']],
  ['tl', '626', 'Timor-Leste', 'Timor-Leste', 'Southeast Asia', 'asia', 'sg', 'USD', '$', 'normal', '+670', '7 then 7 digits', ['en']],
  ['id', '360', 'Indonesia', 'Indonesia', 'Southeast Asia', 'asia', 'sg', 'IDR', 'Rp', 'inverted', '+62', '8 then 8 to 11 digits', ['id', 'en']],
  ['th', '764', 'Thailand', 'ประเทศไทย', 'Southeast Asia', 'asia', 'sg', 'THB', '฿', 'normal', '+66', '6 OR 8 OR 9 then 8 digits', ['th', 'en']],
  ['kh', '116', 'Cambodia', 'កម្ពុជា', 'Southeast Asia', 'asia', 'sg', 'USD', '$', 'normal', '+855', '1 to 9 then 7 to 8 digits', ['km', 'en']],
  ['la', '418', 'Laos', 'ລາວ', 'Southeast Asia', 'asia', 'sg', 'LAK', '₭', 'normal', '+856', '20 then 8 digits', ['lo', 'en']],
  ['mm', '104', 'Myanmar', 'မြန်မာ', 'Southeast Asia', 'asia', 'sg', 'MMK', 'K', 'normal', '+95', '9 then 7 to 9 digits', ['my', 'en']],
  ['vn', '704', 'Vietnam', 'Việt Nam', 'Southeast Asia', 'asia', 'sg', 'VND', '₫', 'inverted', '+84', '3 OR 5 OR 7 to 9 then 8 digits', ['vi', 'en']],
  // South Asia
  ['in', '356', 'India', 'India', 'South Asia', 'asia', 'sg', 'INR', '₹', 'normal', '+91', '6 to 9 then 9 digits', ['en', 'es']],
  ['pk', '586', 'Pakistan', 'Pakistan', 'South Asia', 'asia', 'sg', 'PKR', 'Rs', 'normal', '+92', '3 then 9 digits', ['en']],
  ['bd', '050', 'Bangladesh', 'Bangladesh', 'South Asia', 'asia', 'sg', 'BDT', '৳', 'normal', '+880', '1 then 9 digits', ['en']],
  ['lk', '144', 'Sri Lanka', 'Sri Lanka', 'South Asia', 'asia', 'sg', 'LKR', 'Rs', 'normal', '+94', '7 then 8 digits', ['en']],
  ['np', '524', 'Nepal', 'Nepal', 'South Asia', 'asia', 'sg', 'NPR', 'Rs', 'normal', '+977', '9 then 9 digits', ['en']],
  // East Asia
  ['hk', '344', 'Hong Kong', '香港', 'East Asia', 'asia', 'sg', 'HKD', 'HK$', 'normal', '+852', '5 OR 6 OR 9 then 7 digits', ['zh', 'en']],
  ['tw', '158', 'Taiwan', '台灣', 'East Asia', 'asia', 'sg', 'TWD', 'NT$', 'normal', '+886', '9 then 8 digits', ['zh', 'en']],
  ['kr', '410', 'South Korea', '대한민국', 'East Asia', 'asia', 'sg', 'KRW', '₩', 'normal', '+82', '1 then 9 to 10 digits', ['ko', 'en']],
  ['jp', '392', 'Japan', '日本', 'East Asia', 'asia', 'sg', 'JPY', '¥', 'normal', '+81', '70 OR 80 OR 90 then 8 digits', ['ja', 'en']],
  ['mn', '496', 'Mongolia', 'Монгол', 'East Asia', 'cis', 'sg', 'MNT', '₮', 'normal', '+976', '8 OR 9 then 7 digits', ['mn', 'en']],
  // Central Asia
  ['kz', '398', 'Kazakhstan', 'Казахстан', 'Central Asia', 'cis', 'eu', 'KZT', '₸', 'inverted', '+7', '7 then 9 digits', ['ru', 'en']],
  // Middle East
  ['sa', '682', 'Saudi Arabia', 'المملكة العربية السعودية', 'Middle East', 'mena', 'eu', 'SAR', 'SR', 'normal', '+966', '5 then 8 digits', ['ar', 'en']],
  ['ae', '784', 'United Arab Emirates', 'United Arab Emirates', 'Middle East', 'mena', 'eu', 'AED', 'AED', 'normal', '+971', '5 then 8 digits', ['en', 'ar']],
  ['bh', '048', 'Bahrain', 'Bahrain', 'Middle East', 'mena', 'eu', 'BHD', 'BD', 'normal', '+973', '3 OR 6 then 7 digits', ['en', 'ar']],
  ['kw', '414', 'Kuwait', 'Kuwait', 'Middle East', 'mena', 'eu', 'KWD', 'KD', 'normal', '+965', '4 to 6 OR 9 then 7 digits', ['en', 'ar']],
  ['qa', '634', 'Qatar', 'Qatar', 'Middle East', 'mena', 'eu', 'QAR', 'QR', 'normal', '+974', '3 OR 5 to 7 then 7 digits', ['en', 'ar']],
  ['iq', '368', 'Iraq', 'العراق', 'Middle East', 'mena', 'eu', 'IQD', 'IQD', 'normal', '+964', '7 then 9 digits', ['ar', 'en']],
  ['tr', '792', 'Turkey', 'Türkiye', 'Middle East', 'mena', 'eu', 'TRY', '₺', 'inverted', '+90', '5 then 9 digits', ['tr', 'en']],
  // Africa
  ['eg', '818', 'Egypt', 'مصر', 'Africa', 'mena', 'eu', 'EGP', 'E£', 'normal', '+20', '1 then 9 digits', ['ar', 'en']],
  ['ma', '504', 'Morocco', 'المغرب', 'Africa', 'mena', 'eu', 'MAD', 'DH', 'normal', '+212', '6 OR 7 then 8 digits', ['ar', 'en']],
  ['ng', '566', 'Nigeria', 'Nigeria', 'Africa', 'africa', 'eu', 'NGN', '₦', 'normal', '+234', '7 to 9 then 9 digits', ['en', 'es']],
  ['za', '710', 'South Africa', 'South Africa', 'Africa', 'africa', 'eu', 'ZAR', 'R', 'normal', '+27', '6 to 8 then 8 digits', ['en', 'es']],
  ['ke', '404', 'Kenya', 'Kenya', 'Africa', 'africa', 'eu', 'KES', 'KSh', 'normal', '+254', '1 OR 7 then 8 digits', ['en', 'es']],
  // Americas
  ['us', '840', 'United States', 'United States', 'Americas', 'northAmerica', 'us', 'USD', '$', 'normal', '+1', '2 to 9 then 9 digits', ['en', 'es']],
  ['ca', '124', 'Canada', 'Canada', 'Americas', 'northAmerica', 'us', 'CAD', 'CA$', 'normal', '+1', '2 to 9 then 9 digits', ['en', 'fr']],
  ['mx', '484', 'Mexico', 'México', 'Americas', 'latam', 'sa', 'MXN', '$', 'normal', '+52', '1 to 9 then 9 digits', ['es', 'en']],
  ['gt', '320', 'Guatemala', 'Guatemala', 'Americas', 'latam', 'sa', 'GTQ', 'Q', 'normal', '+502', '3 to 5 then 7 digits', ['es', 'en']],
  ['br', '076', 'Brazil', 'Brasil', 'Americas', 'latam', 'sa', 'BRL', 'R$', 'inverted', '+55', '11 to 99 then 9 digits', ['pt', 'en']],
  ['ar', '032', 'Argentina', 'Argentina', 'Americas', 'latam', 'sa', 'ARS', '$', 'inverted', '+54', EUROPE_MOBILE, ['es', 'en']],
  ['bo', '068', 'Bolivia', 'Bolivia', 'Americas', 'latam', 'sa', 'BOB', 'Bs', 'inverted', '+591', '6 OR 7 then 7 digits', ['es', 'en']],
  ['cl', '152', 'Chile', 'Chile', 'Americas', 'latam', 'sa', 'CLP', '$', 'inverted', '+56', '9 then 8 digits', ['es', 'en']],
  ['co', '170', 'Colombia', 'Colombia', 'Americas', 'latam', 'sa', 'COP', '$', 'inverted', '+57', '3 then 9 digits', ['es', 'en']],
  ['ec', '218', 'Ecuador', 'Ecuador', 'Americas', 'latam', 'sa', 'USD', '$', 'normal', '+593', '9 then 8 digits', ['es', 'en']],
  ['pe', '604', 'Peru', 'Perú', 'Americas', 'latam', 'sa', 'PEN', 'S/', 'normal', '+51', '9 then 8 digits', ['es', 'en']],
  ['py', '600', 'Paraguay', 'Paraguay', 'Americas', 'latam', 'sa', 'PYG', '₲', 'inverted', '+595', '9 then 8 digits', ['es', 'en']],
  ['uy', '858', 'Uruguay', 'Uruguay', 'Americas', 'latam', 'sa', 'UYU', '$U', 'inverted', '+598', '9 then 7 digits', ['es', 'en']],
  // Europe
  ['gb', '826', 'United Kingdom', 'United Kingdom', 'Europe', 'europe', 'eu', 'GBP', '£', 'normal', '+44', '7 then 9 digits', ['en', 'es']],
  ['ie', '372', 'Ireland', 'Ireland', 'Europe', 'europe', 'eu', 'EUR', '€', 'normal', '+353', EUROPE_MOBILE, ['en', 'es']],
  ['de', '276', 'Germany', 'Deutschland', 'Europe', 'europe', 'eu', 'EUR', '€', 'inverted', '+49', EUROPE_MOBILE, ['de', 'en']],
  ['fr', '250', 'France', 'France', 'Europe', 'europe', 'eu', 'EUR', '€', 'inverted', '+33', EUROPE_MOBILE, ['fr', 'en']],
  ['es', '724', 'Spain', 'España', 'Europe', 'europe', 'eu', 'EUR', '€', 'inverted', '+34', EUROPE_MOBILE, ['es', 'en']],
  ['it', '380', 'Italy', 'Italia', 'Europe', 'europe', 'eu', 'EUR', '€', 'inverted', '+39', EUROPE_MOBILE, ['it', 'en']],
  ['nl', '528', 'Netherlands', 'Nederland', 'Europe', 'europe', 'eu', 'EUR', '€', 'inverted', '+31', EUROPE_MOBILE, ['nl', 'en']],
  ['be', '056', 'Belgium', 'Belgique', 'Europe', 'europe', 'eu', 'EUR', '€', 'inverted', '+32', EUROPE_MOBILE, ['fr', 'en']],
  ['lu', '442', 'Luxembourg', 'Luxembourg', 'Europe', 'europe', 'eu', 'EUR', '€', 'inverted', '+352', EUROPE_MOBILE, ['fr', 'en']],
  ['at', '040', 'Austria', 'Österreich', 'Europe', 'europe', 'eu', 'EUR', '€', 'inverted', '+43', EUROPE_MOBILE, ['de', 'en']],
  ['ch', '756', 'Switzerland', 'Schweiz', 'Europe', 'europe', 'eu', 'CHF', 'CHF', 'normal', '+41', EUROPE_MOBILE, ['de', 'en']],
  ['pt', '620', 'Portugal', 'Portugal', 'Europe', 'europe', 'eu', 'EUR', '€', 'inverted', '+351', EUROPE_MOBILE, ['pt', 'en']],
  ['dk', '208', 'Denmark', 'Danmark', 'Europe', 'europe', 'eu', 'DKK', 'kr', 'inverted', '+45', EUROPE_MOBILE, ['da', 'en']],
  ['no', '578', 'Norway', 'Norge', 'Europe', 'europe', 'eu', 'NOK', 'kr', 'inverted', '+47', EUROPE_MOBILE, ['no', 'en']],
  ['se', '752', 'Sweden', 'Sverige', 'Europe', 'europe', 'eu', 'SEK', 'kr', 'inverted', '+46', EUROPE_MOBILE, ['sv', 'en']],
  ['fi', '246', 'Finland', 'Suomi', 'Europe', 'europe', 'eu', 'EUR', '€', 'inverted', '+358', EUROPE_MOBILE, ['fi', 'en']],
  ['pl', '616', 'Poland', 'Polska', 'Europe', 'europe', 'eu', 'PLN', 'zł', 'inverted', '+48', EUROPE_MOBILE, ['pl', 'en']],
  ['cz', '203', 'Czechia', 'Česko', 'Europe', 'europe', 'eu', 'CZK', 'Kč', 'inverted', '+420', EUROPE_MOBILE, ['cs', 'en']],
  ['sk', '703', 'Slovakia', 'Slovensko', 'Europe', 'europe', 'eu', 'EUR', '€', 'inverted', '+421', EUROPE_MOBILE, ['sk', 'en']],
  ['hu', '348', 'Hungary', 'Magyarország', 'Europe', 'europe', 'eu', 'HUF', 'Ft', 'inverted', '+36', EUROPE_MOBILE, ['hu', 'en']],
  ['ro', '642', 'Romania', 'România', 'Europe', 'europe', 'eu', 'RON', 'lei', 'inverted', '+40', EUROPE_MOBILE, ['ro', 'en']],
  ['gr', '300', 'Greece', 'Ελλάδα', 'Europe', 'europe', 'eu', 'EUR', '€', 'inverted', '+30', EUROPE_MOBILE, ['el', 'en']],
  ['cy', '196', 'Cyprus', 'Κύπρος', 'Europe', 'europe', 'eu', 'EUR', '€', 'inverted', '+357', EUROPE_MOBILE, ['el', 'en']],
  ['mt', '470', 'Malta', 'Malta', 'Europe', 'europe', 'eu', 'EUR', '€', 'normal', '+356', EUROPE_MOBILE, ['en', 'es']],
  ['ee', '233', 'Estonia', 'Eesti', 'Europe', 'europe', 'eu', 'EUR', '€', 'inverted', '+372', EUROPE_MOBILE, ['et', 'en']],
  ['lv', '428', 'Latvia', 'Latvija', 'Europe', 'europe', 'eu', 'EUR', '€', 'inverted', '+371', EUROPE_MOBILE, ['lv', 'en']],
  ['lt', '440', 'Lithuania', 'Lietuva', 'Europe', 'europe', 'eu', 'EUR', '€', 'inverted', '+370', EUROPE_MOBILE, ['lt', 'en']],
  ['si', '705', 'Slovenia', 'Slovenija', 'Europe', 'europe', 'eu', 'EUR', '€', 'inverted', '+386', EUROPE_MOBILE, ['sl', 'en']],
  ['hr', '191', 'Croatia', 'Hrvatska', 'Europe', 'europe', 'eu', 'EUR', '€', 'inverted', '+385', EUROPE_MOBILE, ['hr', 'en']],
  ['ru', '643', 'Russia', 'Россия', 'Europe', 'cis', 'eu', 'RUB', '₽', 'inverted', '+7', '9 then 9 digits', ['ru', 'en']],
  // Oceania
  ['au', '036', 'Australia', 'Australia', 'Oceania', 'oceania', 'sg', 'AUD', 'A$', 'normal', '+61', '4 then 8 digits', ['en']],
  ['nz', '554', 'New Zealand', 'New Zealand', 'Oceania', 'oceania', 'sg', 'NZD', 'NZ$', 'normal', '+64', '2 then 7 to 9 digits', ['en']],
];

function localeOf(language: string, countryCode: string): string {
  return LOWER_CASE_LOCALE_COUNTRIES.has(countryCode)
    ? `${language}-${countryCode}`
    : `${language}-${countryCode.toUpperCase()}`;
}

function toCountry(row: Row): Country {
  const [code, numeric, enName, name, region, group, regionCode, currency, currencySymbol, separators, phoneCode, mobilePattern, langs] = row;
  const languages: LanguageOption[] = langs.map((lang, i) => ({
    name: LANGUAGE_NAMES[lang] ?? lang,
    code: lang,
    isRTL: RTL_LANGUAGES.has(lang),
    locale: localeOf(lang, code),
    isDefault: i === 0,
  }));
  const defaultLanguage = langs[0];
  const noDecimals = NO_DECIMAL_CURRENCIES.has(currency);
  return {
    code,
    countryCode: numeric,
    regionCode,
    locale: localeOf(defaultLanguage, code),
    path: code,
    name,
    enName,
    languageName: LANGUAGE_NAMES[defaultLanguage] ?? defaultLanguage,
    group,
    region,
    currency,
    currencySymbol,
    showDecimal: !noDecimals,
    showDecimalWhenZero: !noDecimals,
    amountFormat: noDecimals ? 'noDecimals' : separators,
    groupSeparator: separators === 'inverted' ? '.' : ',',
    mobilePattern,
    phoneCode,
    languages,
    rtl: RTL_LANGUAGES.has(defaultLanguage),
    f32Icon: `f32-${code}`,
  };
}

// Pure: a bundle that never reads the table (or the lookups over it) drops it.
export const COUNTRIES: readonly Country[] = /* @__PURE__ */ ROWS.map(toCountry);

const BY_CODE: ReadonlyMap<string, Country> = /* @__PURE__ */ new Map(/* @__PURE__ */ COUNTRIES.map((c) => [c.code, c]));

/** The country for a two-letter code, any case; undefined for anything else. */
export function countryByCode(code: unknown): Country | undefined {
  if (typeof code !== 'string' || code.length !== 2) return undefined;
  return BY_CODE.get(code.toLowerCase());
}

// The functions on one Country live apart from the table, so a bundle that needs only them (locale paths)
// does not carry the table (about 4 KB gz).
export { languagesOf, defaultLanguageOf, languageOf, countryNameInItsLanguage, COUNTRY_NAMES_IN_SECOND_LANGUAGE } from './countryLanguages';

/**
 * A country's name in any language (Egypt, مصر, Mesir); its English name where the runtime cannot say. From the
 * runtime's ICU data, which differ between Node and browsers: not for text the browser hydrates (countryNameInItsLanguage).
 */
export function countryNameIn(country: Country | undefined, language: string): string {
  if (!country) return '';
  try {
    return new Intl.DisplayNames([language], { type: 'region' }).of(country.code.toUpperCase()) ?? country.enName;
  } catch {
    return country.enName;
  }
}

/**
 * A country's name on a page in `language`: the page's own country from the table (countryNameInItsLanguage, the same
 * on the server and in the browser), any other country from the runtime (countryNameIn: text the browser renders).
 */
export function countryNameOnPage(country: Country | undefined, pageCountry: Country | undefined, language: string): string {
  if (country && country.code === pageCountry?.code && country.languages.some((l) => l.code === language)) return countryNameInItsLanguage(country, language);
  return countryNameIn(country, language);
}

export function isCountryCode(s: unknown): boolean {
  return countryByCode(s) !== undefined;
}

/** The amount-input pattern of a country (section 5). */
export function amountPatternOf(country: Country): AmountFormat {
  return country.currencyRegexName ?? country.amountFormat;
}

/** Europe-group countries, qa, au, kz, nz, us, or any country of the white-label store (section 2, readings 2-3). */
export function isCookieManagerShown(countryCode: string, isWhiteLabel: boolean): boolean {
  if (isWhiteLabel) return true;
  const country = countryByCode(countryCode);
  if (!country) return false;
  return country.group === COOKIE_MANAGER_GROUP || COOKIE_MANAGER_EXTRA.has(country.code);
}
