import { CONSENT_COOKIE, CONSENT_UPDATED_COOKIE } from '../domain/consent';
import { ConsentStore } from './ConsentStore';
import { createMemoryCookieJar } from './cookieJar';

const NOW = Date.parse('2026-01-01T00:00:00Z');

describe('ConsentStore (section 4, readings 4)', () => {
  test('no stored cookie where the manager shows: only C0001 on, defaults saved, banner shown', () => {
    const jar = createMemoryCookieJar();
    const s = new ConsentStore(jar, () => NOW);
    s.load(true);
    expect(s.isGranted('C0001')).toBe(true);
    expect(s.isGranted('C0002')).toBe(false);
    expect(s.showBanner).toBe(true);
    expect(jar.get(CONSENT_COOKIE)).toMatch(/^C0001:1,C0002:0/);
    expect(jar.values.get(CONSENT_COOKIE)?.expires?.getTime()).toBe(NOW + 365 * 86_400_000);
  });

  test('elsewhere all categories start on and no banner', () => {
    const s = new ConsentStore(createMemoryCookieJar());
    s.load(false);
    expect(s.isGranted('C0004')).toBe(true);
    expect(s.showBanner).toBe(false);
  });

  test('a stored cookie is loaded; the banner shows until the preference-updated cookie exists', () => {
    const jar = createMemoryCookieJar({ [CONSENT_COOKIE]: 'C0001:1,C0002:1,C0003:0,C0004:0,C0005:0,C0009:0', [CONSENT_UPDATED_COOKIE]: '1' });
    const s = new ConsentStore(jar);
    s.load(true);
    expect(s.isGranted('C0002')).toBe(true);
    expect(s.isGranted('C0003')).toBe(false);
    expect(s.showBanner).toBe(false);
  });

  test('accept all / reject all / custom store the choice and close the banner', () => {
    const jar = createMemoryCookieJar();
    const s = new ConsentStore(jar, () => NOW);
    s.load(true);
    s.acceptAll();
    expect(s.isGranted('C0009')).toBe(true);
    expect(s.showBanner).toBe(false);
    expect(jar.get(CONSENT_UPDATED_COOKIE)).toBe(String(NOW));
    s.rejectAll();
    expect(s.isGranted('C0009')).toBe(false);
    expect(s.isGranted('C0001')).toBe(true);
    s.openPreferences();
    expect(s.showPreferences).toBe(true);
    s.toggle('C0001');
    expect(s.draft.C0001).toBe(true);
    s.toggle('C0003');
    expect(s.draft.C0003).toBe(true);
    expect(s.isGranted('C0003')).toBe(false);
    s.saveCustom();
    expect(s.isGranted('C0003')).toBe(true);
    expect(s.showPreferences).toBe(false);
    expect(jar.get(CONSENT_COOKIE)).toContain('C0003:1');
    s.saveCustom({ C0004: true });
    expect(s.isGranted('C0004')).toBe(true);
    expect(s.isGranted('C0003')).toBe(false);
    s.openPreferences();
    s.closePreferences();
    expect(s.showPreferences).toBe(false);
  });
});
