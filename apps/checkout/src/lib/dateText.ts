import { intlLocale } from '@store/shared/domain';

/** A day (no time) in the shop language, as a sentence names it ("7 December 2026"); undefined for an unreadable date. */
export function dateText(iso: string, locale: string): string | undefined {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return undefined;
  return new Intl.DateTimeFormat(intlLocale(locale), { dateStyle: 'long' }).format(date);
}
