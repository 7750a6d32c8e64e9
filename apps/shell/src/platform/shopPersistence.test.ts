import { ShopStore } from '@store/shared';
import { createMemoryStorage } from '@store/shared/domain';
import { persistShopChoice, SHOP_COUNTRY_KEY, SWITCHED_LANGUAGE_KEY } from './shopPersistence';

describe('persistShopChoice', () => {
  it('restores the stored country and switched language', () => {
    const shop = new ShopStore({ menuFeatures: {} });
    persistShopChoice(shop, createMemoryStorage({ [SHOP_COUNTRY_KEY]: 'sa', [SWITCHED_LANGUAGE_KEY]: 'en' }));
    expect(shop.countryCode).toBe('sa');
    expect(shop.language?.code).toBe('en');
  });

  it('stores a chosen country; a default language clears the switched one', () => {
    const shop = new ShopStore({ menuFeatures: {} });
    const storage = createMemoryStorage();
    persistShopChoice(shop, storage);
    shop.setCountry('ae', 'ar');
    expect(storage.getItem(SHOP_COUNTRY_KEY)).toBe('ae');
    expect(storage.getItem(SWITCHED_LANGUAGE_KEY)).toBe('ar');
    shop.setLanguage('en');
    expect(storage.getItem(SWITCHED_LANGUAGE_KEY)).toBeNull();
  });
});
