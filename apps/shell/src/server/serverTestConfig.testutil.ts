import { RuntimeConfigSchema } from '@store/shared';

const enable = {
  header: true, search: true, userAccounts: true, poweredBy: true, help: true, trustPilot: false, socialMedia: true,
  countrySelector: true, legal: true, copyright: true, about: true, carousel: true, news: false, longDescription: true,
  paymentSuggestion: true, footer: true, notification: true,
};
const storefront = (name: string, hosts: string[], extra: object = {}) => ({
  name, themeLogo: '/logo.svg', themeHostname: hosts, themeColour: '#000000', enableTagline: false, themeTagline: '', enable, ...extra,
});
/** Two storefronts as scripts/runtime-config.mjs has them: the white-label store on 127.0.0.1, the full store on localhost. */
export const serverTestConfig = RuntimeConfigSchema.parse({
  storefronts: [storefront('FC Store', ['127.0.0.1'], { whitelabelId: 2 }), storefront('Football Store', ['localhost'])],
  api: {
    walletBaseUrl: 'http://api.test/wallet', accountBaseUrl: 'http://api.test/account', shopBaseUrl: 'http://api.test/shop', searchBaseUrl: 'http://api.test',
    graphqlUrl: 'http://api.test/graphql', graphqlRegionalUrls: {}, trackingUrl: 'http://api.test/shop/tracking', captchaUrl: 'http://api.test/captcha',
  },
  auth: { userPoolId: 'local_store', userPoolClientId: 'c', userPoolEndpoint: 'http://api.test/cognito', hostedSignInUrl: 'http://api.test', region: 'ap-southeast-1' },
  menuFeatures: { '*': ['notification'] },
  devOverrideOrigins: [],
  merchantId: 'store',
  clientId: 'store-web',
});
