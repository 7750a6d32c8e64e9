import { createDocumentCookieJar } from './documentCookieJar';

describe('createDocumentCookieJar', () => {
  it('writes, reads and removes real document cookies', () => {
    const jar = createDocumentCookieJar();
    jar.set('cookiePreferences', 'C0001:1,C0002:0', new Date(Date.now() + 60_000));
    expect(document.cookie).toContain('cookiePreferences=C0001%3A1%2CC0002%3A0');
    expect(jar.get('cookiePreferences')).toBe('C0001:1,C0002:0');
    jar.remove('cookiePreferences');
    expect(jar.get('cookiePreferences')).toBeUndefined();
  });
});
