import { countryByCode, type Country } from '@store/shared/domain';
import { resolveLocalePath, safeReturnPath, type LocaleDecision, type LocalePathInput } from './localeResolution';

const sg = countryByCode('sg') as Country;
const sa = countryByCode('sa') as Country;
const ae = countryByCode('ae') as Country;

const redirect = (to: string): LocaleDecision => ({ kind: 'redirect', to });

describe('resolveLocalePath: redirects', () => {
  const cases: [string, LocalePathInput, LocaleDecision][] = [
    ['"With no chosen country the root goes to /international"', { pathname: '/' }, redirect('/international')],
    ['"with a chosen country the root goes to that country\'s home"', { pathname: '/', storedCountry: 'sg' }, redirect('/en-sg/')],
    ['root with a stored switched language valid for the country', { pathname: '/', storedCountry: 'ae', switchedLanguage: 'ar' }, redirect('/ar-ae/')],
    ['root with a stored switched language not offered by the country', { pathname: '/', storedCountry: 'sg', switchedLanguage: 'ar' }, redirect('/en-sg/')],
    ['root keeps query and hash', { pathname: '', search: '?a=1', hash: '#x' }, redirect('/international?a=1#x')],
    ['root with an unknown stored country', { pathname: '/', storedCountry: 'zz' }, redirect('/international')],
    ['"A path with only the prefix gets a trailing slash (query and hash kept)"', { pathname: '/en-sg', search: '?utm_source=x', hash: '#top' }, redirect('/en-sg/?utm_source=x#top')],
    ['readings 1: "A bare /{country}/... (/sg/, /sa/) is the legacy form"', { pathname: '/sg/' }, redirect('/en-sg/')],
    ['legacy /sa/ uses the country default language', { pathname: '/sa/' }, redirect('/ar-sa/')],
    ['legacy form without trailing slash', { pathname: '/sg' }, redirect('/en-sg/')],
    ['legacy product page keeps the rest, query and hash', { pathname: '/sg/mobile-legends', search: '?q=1', hash: '#h' }, redirect('/en-sg/mobile-legends?q=1#h')],
    ['legacy form "or the switched language when one is stored"', { pathname: '/ae/codacash', switchedLanguage: 'ar' }, redirect('/ar-ae/codacash')],
    ['"its language is not among the country\'s languages"', { pathname: '/fr-sg/codacash' }, redirect('/en-sg/codacash')],
    ['foreign language falls back to the stored switched language', { pathname: '/fr-ae/', switchedLanguage: 'ar' }, redirect('/ar-ae/')],
    ['"in lower case": upper-case prefix', { pathname: '/EN-SG/Mobile-Legends' }, redirect('/en-sg/Mobile-Legends')],
    ['upper-case legacy form', { pathname: '/SG/' }, redirect('/en-sg/')],
    ['upper-case prefix only', { pathname: '/AR-SA', search: '?x' }, redirect('/ar-sa/?x')],
  ];
  it.each(cases)('%s', (_quote, input, expected) => {
    expect(resolveLocalePath(input)).toEqual(expected);
  });
});

describe('resolveLocalePath: canonical paths', () => {
  it('"A non-default language marks the switched language"', () => {
    expect(resolveLocalePath({ pathname: '/ar-ae/', storedCountry: 'ae' })).toEqual({
      kind: 'ok', country: ae, language: ae.languages[1], switchedLanguage: 'ar', countryChanged: false,
    });
  });

  it('"a default language clears it"', () => {
    const d = resolveLocalePath({ pathname: '/en-ae/codacash', storedCountry: 'ae', switchedLanguage: 'ar' });
    expect(d).toMatchObject({ kind: 'ok', switchedLanguage: null, countryChanged: false });
  });

  it('"A country in the path that differs from the stored one switches shop country and language"', () => {
    expect(resolveLocalePath({ pathname: '/ar-sa/', storedCountry: 'sg' })).toMatchObject({
      kind: 'ok', country: sa, countryChanged: true, switchedLanguage: null,
    });
    expect(resolveLocalePath({ pathname: '/en-sg/x' })).toMatchObject({ kind: 'ok', country: sg, countryChanged: true });
    expect(resolveLocalePath({ pathname: '/en-sg/x', storedCountry: 'SG' })).toMatchObject({ countryChanged: false });
  });

  it.each([
    ['"A first segment international is left alone"', '/international'],
    ['international with a trailing part', '/international/'],
    ['"/product/{gameName} ... have no prefix"', '/product/mobile-legends'],
    ['"/marketing-and-partnership" has no prefix', '/marketing-and-partnership'],
  ])('%s', (_q, pathname) => {
    expect(resolveLocalePath({ pathname, storedCountry: 'sg' })).toEqual({ kind: 'unprefixed' });
  });

  it('"/id/mobile-legends-tri is matched before the prefix rule"', () => {
    expect(resolveLocalePath({ pathname: '/id/mobile-legends-tri' })).toMatchObject({ kind: 'customTheme', theme: 'triPlayport', country: { code: 'id' } });
    expect(resolveLocalePath({ pathname: '/id/mobile-legends-tri/' })).toMatchObject({ kind: 'customTheme' });
    expect(resolveLocalePath({ pathname: '/id/mobile-legends' })).toEqual(redirect('/id-id/mobile-legends'));
  });

  it.each(['/zz/', '/en-zz/', '/sg-en/', '/foo', '/about/us', '/e/'])('any other first segment is not found: %s', (pathname) => {
    expect(resolveLocalePath({ pathname })).toEqual({ kind: 'notFound' });
  });
});

describe('safeReturnPath: "only safe paths of the form /xx/... or /xx-yy/... are remembered"', () => {
  it.each([
    '/sg/mobile-legends',
    '/en-sg/mobile-legends',
    '/en-sg/',
    '/en-sg',
    '/ar-sa/user/transactions?filter=7',
    '/en-sg/search/free%20fire',
    '/EN-SG/codacash#top',
  ])('keeps %s', (path) => {
    expect(safeReturnPath(path)).toBe(path);
  });

  it.each([
    ['protocol-relative', '//evil.com'],
    ['protocol-relative with path', '//evil.com/en-sg/'],
    ['backslash', '/\\evil.com'],
    ['backslash after prefix', '/en-sg/\\evil.com'],
    ['encoded slashes', '/%2F%2Fevil.com'],
    ['double-encoded slashes', '/%252F%252Fevil.com'],
    ['encoded slashes after prefix', '/en-sg/%2F%2Fevil.com'],
    ['encoded backslash', '/%5Cevil.com'],
    ['javascript:', 'javascript:alert(1)'],
    ['encoded javascript:', '%6Aavascript:alert(1)'],
    ['absolute URL', 'https://evil.com'],
    ['absolute URL with a country path', 'https://evil.com/en-sg/'],
    ['relative path', 'en-sg/codacash'],
    ['relative dot path', './en-sg/'],
    ['dot-dot segments', '/en-sg/../../evil'],
    ['unknown country', '/zz/mobile-legends'],
    ['not a country prefix', '/international'],
    ['three letters', '/sgp/'],
    ['control character', '/en-sg/\u0000x'],
    ['encoded newline', '/en-sg/%0Ahttps://evil.com'],
    ['tab', '/en-sg/\tx'],
    ['malformed encoding', '/en-sg/%E0%A4%A'],
    ['deeply encoded', '/%25252525252F%25252525252Fevil.com'],
    ['empty', ''],
    ['too long', `/en-sg/${'a'.repeat(3000)}`],
  ])('refuses %s', (_name, path) => {
    expect(safeReturnPath(path)).toBeUndefined();
  });

  it.each([null, undefined, 42, {}, [], true])('refuses non-strings: %p', (value) => {
    expect(safeReturnPath(value)).toBeUndefined();
  });
});
