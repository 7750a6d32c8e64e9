import { ConsentStore, createMemoryCookieJar, ShopStore } from '@store/shared';
import { CONSENT_COOKIE, CONSENT_UPDATED_COOKIE } from '@store/shared/domain';
import { loadConsentForShop } from './consentLoading';

function setup(country: string | undefined, whiteLabel = false, cookies = createMemoryCookieJar()) {
  const shop = new ShopStore({ menuFeatures: {} });
  if (country) shop.setCountry(country);
  const consent = new ConsentStore(cookies, () => 0);
  loadConsentForShop(consent, shop, whiteLabel);
  return { shop, consent, cookies };
}

describe('loadConsentForShop', () => {
  it('shows the banner with only C0001 on in a cookie-manager country', () => {
    const { consent } = setup('de');
    expect(consent.showBanner).toBe(true);
    expect(consent.preferences).toMatchObject({ C0001: true, C0002: false, C0004: false });
  });

  it('starts all on without a banner elsewhere in the full store', () => {
    const { consent } = setup('sg');
    expect(consent.showBanner).toBe(false);
    expect(consent.preferences).toMatchObject({ C0002: true, C0004: true });
  });

  it('always shows the manager in the white-label store', () => {
    expect(setup('sg', true).consent.showBanner).toBe(true);
  });

  it('does not carry all-on defaults into a cookie-manager country', () => {
    const { shop, consent, cookies } = setup('sg');
    expect(cookies.get(CONSENT_COOKIE)).toContain('C0004:1');
    shop.setCountry('de');
    expect(consent.showBanner).toBe(true);
    expect(consent.isGranted('C0004')).toBe(false);
  });

  it('keeps a choice already made', () => {
    const cookies = createMemoryCookieJar({ [CONSENT_COOKIE]: 'C0001:1,C0002:1,C0003:0,C0004:0,C0005:0,C0009:0', [CONSENT_UPDATED_COOKIE]: '1' });
    const { consent } = setup('de', false, cookies);
    expect(consent.showBanner).toBe(false);
    expect(consent.isGranted('C0002')).toBe(true);
  });
});
