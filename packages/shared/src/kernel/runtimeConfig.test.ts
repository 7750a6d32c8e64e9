import { AUTH_REGION, WHITELABEL_ID } from '../domain/constants';
import { RuntimeConfigSchema, storefrontForHost } from './runtimeConfig';

const enable = {
  header: true, search: true, userAccounts: false, poweredBy: true, help: true, trustPilot: false, socialMedia: true,
  countrySelector: true, legal: true, copyright: true, about: true, carousel: true, news: false, longDescription: true,
  paymentSuggestion: true, footer: true, notification: true,
};

const config = RuntimeConfigSchema.parse({
  storefronts: [
    { whitelabelId: WHITELABEL_ID, name: 'EA', themeLogo: '/logo.svg', themeHostname: ['Store.Example.com'], themeColour: '#000000', enableTagline: false, themeTagline: '', enable },
  ],
  api: {
    walletBaseUrl: 'http://localhost:4000/wallet',
    accountBaseUrl: 'http://localhost:4000/account',
    shopBaseUrl: 'http://localhost:4000/shop',
    searchBaseUrl: 'http://localhost:4000/search',
    graphqlUrl: 'http://localhost:4000/graphql',
  },
  auth: { userPoolId: 'ap-southeast-1_abc', userPoolClientId: 'client' },
});

describe('runtime configuration', () => {
  it('defaults: auth region "ap-southeast-1", no menu features', () => {
    expect(config.auth.region).toBe(AUTH_REGION);
    expect(config.menuFeatures).toEqual({});
  });

  it('promotions (a partner switch, since 3.2.0) are on in a configuration written before the flag', () => {
    expect(config.storefronts[0]?.enable.promotion).toBe(true);
  });

  it('"The store is shown only on its allowed host"', () => {
    expect(storefrontForHost(config, 'store.example.com')?.whitelabelId).toBe(2);
    expect(storefrontForHost(config, 'STORE.EXAMPLE.COM')?.name).toBe('EA');
    expect(storefrontForHost(config, 'evil.example.com')).toBeUndefined();
  });
});
