/**
 * Languages whose Intl data the browsers we measured lack: Chromium (150, Debian) has no Khmer, Lao, Burmese or
 * Mongolian month names or digits and answers in English, while Node writes them in the language. A date the server rendered then met
 * another in the browser (React's hydration mismatch on /km-kh/rewards: "តុលា 2026" against "October 2026"). Both
 * sides write these pages' dates and numbers in English instead: the same text wherever it is rendered.
 */
const LANGUAGES_WITHOUT_BROWSER_INTL: ReadonlySet<string> = new Set(['km', 'lo', 'my', 'mn']);

/**
 * The locale a page hands to Intl (dates, numbers): the page's own, except that Arabic pages write Latin digits
 * everywhere (prices, player IDs and codes are in Latin digits, and Intl would otherwise pick Arabic-Indic digits for
 * ar-SA or ar-EG and Latin ones for ar-AE or plain ar: one page would mix both), and the languages above write English.
 */
export function intlLocale(locale: string): string {
  if (LANGUAGES_WITHOUT_BROWSER_INTL.has(locale.split('-')[0]?.toLowerCase() ?? '')) return 'en';
  return /^ar(?:-|$)/i.test(locale) && !locale.includes('-u-') ? `${locale}-u-nu-latn` : locale;
}

/**
 * When something happened (an order, a wallet movement, a history entry), as every page of the store writes it: the
 * date and time in the shop language, in the shopper's time zone (Nov 27, 2026, 11:02 AM in English). An unreadable
 * date is shown as it came.
 */
export function momentText(iso: string, language: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat(intlLocale(language), { dateStyle: 'medium', timeStyle: 'short' }).format(date);
}
