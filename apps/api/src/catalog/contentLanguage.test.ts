import { contentLanguage } from './contentLanguage';

describe('contentLanguage', () => {
  it.each([
    ['ar', 'ar'],
    ['ar-SA,ar;q=0.9,en;q=0.8', 'ar'],
    ['id-id', 'id'],
    ['en_GB', 'en'],
    [' ID ', 'id'],
  ])('%p asks for %p', (header, lang) => {
    expect(contentLanguage(header)).toBe(lang);
  });

  it.each([undefined, null, '', '*', 'english', '12', 'a'])('%p asks for no language', (header) => {
    expect(contentLanguage(header)).toBeUndefined();
  });
});
