import { makeAutoObservable, runInAction } from 'mobx';
import { createMemoryCookieJar } from '@store/shared';
import { mirrorShopChoiceToCookies, shopChoiceOfCookieHeader } from './shopChoiceCookie';

describe('mirrorShopChoiceToCookies', () => {
  it('writes the stored choice at once, then follows every change', () => {
    const shop = makeAutoObservable({ countryCode: 'sg' as string | undefined, switchedLanguage: undefined as string | undefined });
    const cookies = createMemoryCookieJar();
    const stop = mirrorShopChoiceToCookies(shop, cookies, () => 0);
    expect(cookies.get('shopCountry')).toBe('sg');
    expect(cookies.values.get('shopCountry')?.expires?.getTime()).toBe(365 * 24 * 60 * 60 * 1000);
    expect(cookies.get('switchedLanguage')).toBeUndefined();
    runInAction(() => {
      shop.countryCode = 'ae';
      shop.switchedLanguage = 'ar';
    });
    expect(cookies.get('shopCountry')).toBe('ae');
    expect(cookies.get('switchedLanguage')).toBe('ar');
    runInAction(() => {
      shop.switchedLanguage = undefined;
    });
    expect(cookies.get('switchedLanguage')).toBeUndefined();
    stop();
  });
});

describe('shopChoiceOfCookieHeader', () => {
  it.each([
    [undefined, { country: null, switchedLanguage: null }],
    ['shopCountry=SG', { country: 'sg', switchedLanguage: null }],
    ['a=1; shopCountry=ae; switchedLanguage=ar', { country: 'ae', switchedLanguage: 'ar' }],
    ['shopCountry=../x; switchedLanguage=english', { country: null, switchedLanguage: null }],
  ])('%s', (header, expected) => {
    expect(shopChoiceOfCookieHeader(header)).toEqual(expected);
  });
});
