import { reaction } from 'mobx';
import { CONSENT_COOKIE, CONSENT_UPDATED_COOKIE, isCookieManagerShown, type ConsentStore, type CookieJar, type ShopStore } from '@store/shared';

/**
 * Loads consent for the shop country, and again when the country changes (the cookie manager shows
 * for Europe-group countries, qa, au, kz, nz, us, or a white-label store). Until the shopper has chosen
 * (no preference-updated cookie), defaults saved for a country without the manager must not carry
 * into one with it: there only C0001 starts on (readings 4).
 */
export function loadConsentForShop(consent: ConsentStore, shop: ShopStore, cookies: CookieJar, whiteLabel: boolean): () => void {
  const load = (countryCode: string | undefined) => {
    const shown = whiteLabel || (countryCode !== undefined && isCookieManagerShown(countryCode, whiteLabel));
    if (shown && !cookies.get(CONSENT_UPDATED_COOKIE)) cookies.remove(CONSENT_COOKIE);
    consent.load(shown);
  };
  load(shop.countryCode);
  return reaction(() => shop.countryCode, load);
}
