import { DAY_MS } from './constants';
import {
  CONSENT_CATEGORIES,
  ConsentCategory,
  acceptAllConsent,
  consentCookieExpiry,
  customConsent,
  defaultConsent,
  isConsentGranted,
  isConsentToggleable,
  loadConsent,
  parseConsent,
  rejectAllConsent,
  serialiseConsent,
} from './consent';

describe('cookie consent (sections 3, 4; readings 4)', () => {
  it('"essential C0001 (required), performance C0002, functional C0003, marketing C0004, C0005, shop-specific C0009"', () => {
    expect(CONSENT_CATEGORIES).toEqual(['C0001', 'C0002', 'C0003', 'C0004', 'C0005', 'C0009']);
    expect(isConsentToggleable('C0001')).toBe(false);
    expect(isConsentToggleable('C0004')).toBe(true);
  });

  it('readings 4: "only C0001 is on until the shopper chooses" where the manager shows', () => {
    expect(serialiseConsent(defaultConsent(true))).toBe('C0001:1,C0002:0,C0003:0,C0004:0,C0005:0,C0009:0');
  });
  it('readings 4: "elsewhere all categories start on"', () => {
    expect(serialiseConsent(defaultConsent(false))).toBe('C0001:1,C0002:1,C0003:1,C0004:1,C0005:1,C0009:1');
  });

  it('"Accept all, reject all (only required stay on) and custom"', () => {
    expect(Object.values(acceptAllConsent()).every(Boolean)).toBe(true);
    const rejected = rejectAllConsent();
    expect(CONSENT_CATEGORIES.filter((c) => rejected[c])).toEqual(['C0001']);
    const custom = customConsent({ C0001: false, C0003: true, C0004: false });
    expect(CONSENT_CATEGORIES.filter((c) => custom[c])).toEqual(['C0001', 'C0003']);
  });

  it('C0001 is always granted', () => {
    const prefs = { ...rejectAllConsent(), C0001: false };
    expect(isConsentGranted(prefs, ConsentCategory.Essential)).toBe(true);
    expect(isConsentGranted(prefs, ConsentCategory.Marketing)).toBe(false);
  });

  it.each<[unknown, string | undefined]>([
    ['C0001:0,C0002:1', 'C0001:1,C0002:1,C0003:0,C0004:0,C0005:0,C0009:0'],
    [' C0004 : 1 ', 'C0001:1,C0002:0,C0003:0,C0004:1,C0005:0,C0009:0'],
    ['C0007:1', undefined],
    ['C0002:yes', undefined],
    ['', undefined],
    [null, undefined],
    [42, undefined],
  ])('parseConsent(%p)', (raw, expected) => {
    const parsed = parseConsent(raw);
    expect(parsed ? serialiseConsent(parsed) : undefined).toBe(expected);
  });

  it('"load from the stored cookie; with none, save defaults. Banner shows until a preference-updated cookie exists"', () => {
    expect(loadConsent({ storedCookie: null, preferenceUpdatedCookie: null, cookieManagerShown: true })).toEqual({
      preferences: defaultConsent(true),
      saveDefaults: true,
      showBanner: true,
    });
    const stored = loadConsent({ storedCookie: 'C0002:1', preferenceUpdatedCookie: '1', cookieManagerShown: true });
    expect(stored.saveDefaults).toBe(false);
    expect(stored.showBanner).toBe(false);
    expect(stored.preferences.C0002).toBe(true);
    expect(loadConsent({ storedCookie: undefined, preferenceUpdatedCookie: undefined, cookieManagerShown: false }).showBanner).toBe(false);
  });

  it('readings 4: where the manager shows, defaults saved elsewhere (all on) do not count until the shopper chooses', () => {
    const allOn = serialiseConsent(defaultConsent(false));
    const carried = loadConsent({ storedCookie: allOn, preferenceUpdatedCookie: null, cookieManagerShown: true });
    expect(carried.preferences).toEqual(defaultConsent(true));
    expect(carried.saveDefaults).toBe(true);
    expect(carried.showBanner).toBe(true);
    // Without the manager, the stored preferences stand.
    expect(loadConsent({ storedCookie: allOn, preferenceUpdatedCookie: null, cookieManagerShown: false }).preferences).toEqual(defaultConsent(false));
  });

  it('"Cookie preferences 365 days"', () => {
    expect(consentCookieExpiry(0).getTime()).toBe(365 * DAY_MS);
  });
});
