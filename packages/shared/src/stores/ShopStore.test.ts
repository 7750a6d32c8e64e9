import { autorun } from 'mobx';
import { ShopStore } from './ShopStore';

const config = { menuFeatures: { sg: ['wallet' as const, 'notification' as const], '*': ['transactions' as const] } };

describe('ShopStore (section 2-3)', () => {
  test('country and default language; rtl for Arabic', () => {
    const s = new ShopStore(config);
    expect(s.language).toBeUndefined();
    expect(s.rtl).toBe(false);
    expect(s.locale).toEqual({ countryCode: '', languageCode: 'en' });
    expect(s.menuFeatures).toEqual([]);
    expect(s.setCountry('SA')).toBe(true);
    expect(s.countryCode).toBe('sa');
    expect(s.language?.code).toBe('ar');
    expect(s.rtl).toBe(true);
    expect(s.locale).toEqual({ countryCode: 'sa', languageCode: 'ar' });
  });

  test('a non-default language marks the switched language; a default language clears it', () => {
    const s = new ShopStore(config);
    expect(s.setLanguage('en')).toBe(false);
    s.setCountry('sa', 'en');
    expect(s.switchedLanguage).toBe('en');
    expect(s.rtl).toBe(false);
    s.setLanguage('ar');
    expect(s.switchedLanguage).toBeUndefined();
    expect(s.setLanguage('fr')).toBe(false);
  });

  test('an unknown country leaves the state unchanged', () => {
    const s = new ShopStore(config);
    s.setCountry('sg');
    expect(s.setCountry('zz')).toBe(false);
    expect(s.countryCode).toBe('sg');
  });

  test('menu features: the country list plus *', () => {
    const s = new ShopStore(config);
    s.setCountry('sg');
    expect(s.menuFeatures.sort()).toEqual(['notification', 'transactions', 'wallet']);
    expect(s.isFeatureOn('wallet')).toBe(true);
    s.setCountry('id');
    expect(s.menuFeatures).toEqual(['transactions']);
    expect(s.isFeatureOn('wallet')).toBe(false);
  });

  test('restored switched language applies only where offered, and is observable', () => {
    const s = new ShopStore(config);
    const seen: Array<string | undefined> = [];
    autorun(() => seen.push(s.language?.code));
    s.setCountry('us');
    s.restoreSwitchedLanguage('es');
    s.setCountry('sg');
    s.restoreSwitchedLanguage(undefined);
    expect(seen).toEqual([undefined, 'en', 'es', 'en']);
  });
});
