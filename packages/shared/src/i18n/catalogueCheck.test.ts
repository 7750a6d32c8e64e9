import { catalogueProblems } from './catalogueCheck.testutil';

describe('catalogueProblems', () => {
  const en = { 'a.title': 'Hello {{name}}', 'a.empty': '', 'games_one': '{{count}} game', 'games_other': '{{count}} games' };

  test('a complete Indonesian catalogue (one plural form) has no problems', () => {
    expect(catalogueProblems(en, { 'a.title': 'Halo {{name}}', 'a.empty': '', games_other: '{{count}} game' }, 'id')).toEqual({
      missing: [], missingPlurals: [], lostPlaceholders: [], stale: [], sameAsEnglish: [], nonLatinDigits: [],
    });
  });

  test('missing keys, plural forms Arabic needs, lost placeholders and stale keys are each named', () => {
    const ar = { 'a.title': 'مرحبا', games_one: 'لعبة واحدة', games_other: '{{count}} لعبة', 'old.key': 'x' };
    expect(catalogueProblems(en, ar, 'ar')).toEqual({
      missing: ['a.empty'],
      missingPlurals: ['games_few', 'games_many', 'games_two', 'games_zero'],
      lostPlaceholders: ['a.title {{name}}'],
      stale: ['old.key'],
      sameAsEnglish: [],
      nonLatinDigits: [],
    });
  });

  test('a string left in English is named', () => {
    expect(catalogueProblems({ ok: 'OK', buy: 'Buy now' }, { ok: 'OK', buy: 'Beli' }, 'id').sameAsEnglish).toEqual(['ok']);
  });

  test('shared keys the app resolves must be translated and are not stale', () => {
    const shared = { 'validation.required': 'This field is required' };
    expect(catalogueProblems({}, {}, 'id', shared).missing).toEqual(['validation.required']);
    expect(catalogueProblems({}, { 'validation.required': 'Wajib diisi' }, 'id', shared).stale).toEqual([]);
  });
});

test('a translation written with Arabic-Indic digits is found (the pages write Latin digits)', () => {
  expect(catalogueProblems({ otp: 'Enter the 6-digit code' }, { otp: 'أدخل الرمز المكوّن من ٦ أرقام' }, 'ar').nonLatinDigits).toEqual(['otp']);
  expect(catalogueProblems({ otp: 'Enter the 6-digit code' }, { otp: 'أدخل الرمز المكوّن من 6 أرقام' }, 'ar').nonLatinDigits).toEqual([]);
});
