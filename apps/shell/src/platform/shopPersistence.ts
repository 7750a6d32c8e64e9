import { reaction } from 'mobx';
import type { ShopStore } from '@store/shared';
import type { KeyValueStorage } from '@store/shared/domain';

/** Storage keys of the chosen country and the switched language (a reload keeps both). */
export const SHOP_COUNTRY_KEY = 'shopCountry';
export const SWITCHED_LANGUAGE_KEY = 'switchedLanguage';

/** Restores the chosen country and switched language, then keeps storage in step with the shop. */
export function persistShopChoice(shop: ShopStore, storage: KeyValueStorage): () => void {
  const country = storage.getItem(SHOP_COUNTRY_KEY);
  if (country && shop.setCountry(country)) shop.restoreSwitchedLanguage(storage.getItem(SWITCHED_LANGUAGE_KEY) ?? undefined);
  return reaction(
    () => [shop.countryCode, shop.switchedLanguage] as const,
    ([code, switched]) => {
      if (code) storage.setItem(SHOP_COUNTRY_KEY, code);
      if (switched) storage.setItem(SWITCHED_LANGUAGE_KEY, switched);
      else storage.removeItem(SWITCHED_LANGUAGE_KEY);
    },
  );
}
