import { ConsentCategory, createMemoryCookieJar } from '@store/shared';
import { createMemoryStorage } from '@store/shared/domain';
import { UTM_STORAGE_KEY } from './utm';
import { captureCampaign, IMPACT_CLICK_ID_COOKIE } from './campaignCapture';

const search = '?utm_source=mail&utm_campaign=spring&irclickid=abc';

function deps(marketing: boolean) {
  return {
    consent: { isGranted: (c: string) => c === ConsentCategory.Essential || (marketing && c === ConsentCategory.Marketing) },
    storage: createMemoryStorage(),
    cookies: createMemoryCookieJar(),
    clock: () => 1_700_000_000_000,
    partnerVariant: false,
  };
}

describe('captureCampaign', () => {
  it('writes nothing without marketing consent', () => {
    const d = deps(false);
    expect(captureCampaign(search, d)).toBe(false);
    expect(d.storage.getItem(UTM_STORAGE_KEY)).toBeNull();
    expect(d.cookies.get(IMPACT_CLICK_ID_COOKIE)).toBeUndefined();
  });

  it('records the UTM visit with a numeric timestamp and the click id cookie once allowed', () => {
    const d = deps(true);
    expect(captureCampaign(search, d)).toBe(true);
    expect(JSON.parse(d.storage.getItem(UTM_STORAGE_KEY) ?? '[]')).toEqual([
      { utm_source: 'mail', utm_campaign: 'spring', utm_timestamp: 1_700_000_000_000 },
    ]);
    expect(d.cookies.get(IMPACT_CLICK_ID_COOKIE)).toBe('abc');
  });
});
