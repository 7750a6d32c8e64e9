import { reaction } from 'mobx';
import { type ConsentStore, type ShopStore } from '@store/shared';
import { isCookieManagerShown } from '@store/shared/domain';

/**
 * Loads consent for the shop country, and again when the country changes (the cookie manager shows
 * for Europe-group countries, qa, au, kz, nz, us, or a white-label store).
 */
export function loadConsentForShop(consent: ConsentStore, shop: ShopStore, whiteLabel: boolean): () => void {
  const load = (countryCode: string | undefined) => {
    const shown = whiteLabel || (countryCode !== undefined && isCookieManagerShown(countryCode, whiteLabel));
    consent.load(shown);
  };
  load(shop.countryCode);
  return reaction(() => shop.countryCode, load);
}
