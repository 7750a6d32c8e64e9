import { intlLocale, momentText } from './intlLocale';

describe('intlLocale', () => {
  it('gives Arabic pages Latin digits, in dates and numbers alike, whatever the country', () => {
    for (const locale of ['ar', 'ar-SA', 'ar-EG', 'ar-AE']) {
      expect(new Intl.NumberFormat(intlLocale(locale)).format(1234)).toMatch(/^1.?234$/);
      expect(new Intl.DateTimeFormat(intlLocale(locale), { dateStyle: 'medium', timeZone: 'UTC' }).format(new Date('2026-11-26T00:00:00Z'))).toMatch(/2026/);
    }
  });

  it('writes Khmer, Lao, Burmese and Mongolian pages in English, which browsers and Node format alike', () => {
    for (const locale of ['km', 'km-KH', 'lo-LA', 'my', 'MY-mm', 'mn-MN']) expect(intlLocale(locale)).toBe('en');
    expect(new Intl.DateTimeFormat(intlLocale('km-KH'), { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date('2026-10-01T00:00:00Z'))).toBe('October 2026');
  });

  it('leaves every other locale as it is', () => {
    expect(intlLocale('en-SG')).toBe('en-SG');
    expect(intlLocale('th')).toBe('th');
    expect(intlLocale('arn')).toBe('arn');
  });
});

test('momentText: the date and time of an event as every page writes it; an unreadable date as it came', () => {
  const iso = '2026-11-23T08:00:00.000Z';
  expect(momentText(iso, 'en')).toBe(new Intl.DateTimeFormat('en', { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso)));
  expect(momentText(iso, 'en')).toMatch(/^Nov 23, 2026, /);
  expect(momentText(iso, 'km')).toBe(momentText(iso, 'en'));
  expect(momentText('not a date', 'en')).toBe('not a date');
});
