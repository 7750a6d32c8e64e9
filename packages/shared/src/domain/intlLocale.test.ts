import { intlLocale } from './intlLocale';

describe('intlLocale', () => {
  it('gives Arabic pages Latin digits, in dates and numbers alike, whatever the country', () => {
    for (const locale of ['ar', 'ar-SA', 'ar-EG', 'ar-AE']) {
      expect(new Intl.NumberFormat(intlLocale(locale)).format(1234)).toMatch(/^1.?234$/);
      expect(new Intl.DateTimeFormat(intlLocale(locale), { dateStyle: 'medium', timeZone: 'UTC' }).format(new Date('2026-11-26T00:00:00Z'))).toMatch(/2026/);
    }
  });

  it('leaves every other locale as it is', () => {
    expect(intlLocale('en-SG')).toBe('en-SG');
    expect(intlLocale('th')).toBe('th');
    expect(intlLocale('arn')).toBe('arn');
  });
});
