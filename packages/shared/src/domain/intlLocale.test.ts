import { intlLocale } from './intlLocale';

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
