/**
 * The locale a page hands to Intl (dates, numbers): the page's own, except that Arabic pages write Latin digits
 * everywhere. Prices (formatAmount), player IDs and codes are in Latin digits, and Intl would otherwise pick
 * Arabic-Indic digits for ar-SA or ar-EG and Latin ones for ar-AE or plain ar: one page would mix both.
 */
export function intlLocale(locale: string): string {
  return /^ar(?:-|$)/i.test(locale) && !locale.includes('-u-') ? `${locale}-u-nu-latn` : locale;
}
