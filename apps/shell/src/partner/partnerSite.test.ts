import { RuntimeConfigSchema, storefrontForHost } from '@store/shared';
import { partnerAccountsOn, partnerSiteFor, partnerSiteOf, withPartnerSwitches } from './partnerSite';

// The run-time configuration `npm start` and the tests serve (scripts/runtime-config.mjs).
// eslint-disable-next-line @typescript-eslint/no-require-imports -- a build script's module, as sharedUsedExports.test.ts reads one
const { runtimeConfig } = require('../../../../scripts/runtime-config.mjs') as { runtimeConfig: (env: Record<string, string>) => unknown };
const raw = runtimeConfig({});
const config = RuntimeConfigSchema.parse(raw);
const on = (host: string) => {
  const storefront = storefrontForHost(config, host);
  if (!storefront) throw new Error(host);
  const site = partnerSiteOf(raw, config, storefront);
  return { site, enable: withPartnerSwitches(storefront, site).enable };
};

describe('partner switches per storefront (section 2), from the run-time configuration', () => {
  it('the third storefront (Partner Game Store) turns off accounts, notifications, promotions and search; header, footer and trust rating stay', () => {
    const { site, enable } = on('127.0.0.2');
    expect(site?.key).toBe('partner-game-store');
    expect(enable).toMatchObject({ header: true, footer: true, userAccounts: false, notification: false, promotion: false, carousel: false, search: false, trustPilot: true });
    expect(partnerAccountsOn(site)).toBe(false);
    expect(site?.trustRatingUrl).toMatch(/^https:\/\//);
  });

  it('the white-label and full stores have no partner site: their theme flags stand', () => {
    for (const host of ['127.0.0.1', 'localhost']) {
      const storefront = storefrontForHost(config, host);
      const { site, enable } = on(host);
      expect(site).toBeUndefined();
      expect(enable).toEqual(storefront?.enable);
      expect(partnerAccountsOn(site)).toBe(true);
    }
  });

  it('a switch never turns on what the theme turned off, and a left-out switch is on', () => {
    const storefront = config.storefronts[2];
    if (!storefront) throw new Error('third storefront');
    const site = partnerSiteFor({ storefronts: [{}, {}, { partnerSite: { key: 'p', id: 1, switches: { search: false } } }] }, 2);
    const enable = withPartnerSwitches(storefront, site).enable;
    expect(enable.search).toBe(false);
    expect(enable.notification).toBe(false); // off in the theme, on (left out) in the switches
    expect(enable.header).toBe(true);
  });

  it('a malformed partner site switches nothing off (and an http trust-rating link is refused)', () => {
    expect(partnerSiteFor({ storefronts: [{ partnerSite: { key: 'Bad Key', id: 1 } }] }, 0)).toBeUndefined();
    expect(partnerSiteFor({ storefronts: [{ partnerSite: { key: 'p', id: 1, trustRatingUrl: 'http://x.example' } }] }, 0)).toBeUndefined();
    expect(partnerSiteFor({ storefronts: [] }, 0)).toBeUndefined();
    expect(partnerSiteFor(null, 0)).toBeUndefined();
  });
});
