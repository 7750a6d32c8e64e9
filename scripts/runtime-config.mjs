// The deploy-time documents the shell reads at start: /config.json and /remotes.json.
// `npm start` generates them from ports and env; a real deploy serves its own files.
import { REMOTES, portOf } from './apps.mjs';

const LOGO =
  'data:image/svg+xml,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><circle cx="16" cy="16" r="15" fill="#fff"/><path d="M16 6l5 4-2 6h-6l-2-6z" fill="#000"/></svg>',
  );

/** Countries with a Codacash payment channel (readings 10; the API seeds the same list, apps/api/src/catalog/seed.ts). */
export const CODACASH_COUNTRIES = ['sg', 'id', 'my', 'ph', 'th', 'in', 'br', 'eg', 'sa'];

/** The store's application id at the partner's identity service (the audience of its player tokens). */
export const PARTNER_APPLICATION_ID = 'fc-store';

const list = (value, fallback) => (value ? value.split(',').map((s) => s.trim()).filter(Boolean) : fallback);

const enable = (overrides) => ({
  header: true,
  search: true,
  userAccounts: true,
  poweredBy: true,
  help: true,
  trustPilot: false,
  socialMedia: true,
  countrySelector: true,
  legal: true,
  copyright: true,
  about: true,
  carousel: true,
  news: false,
  longDescription: true,
  paymentSuggestion: true,
  footer: true,
  notification: true,
  promotion: true,
  ...overrides,
});

/** Every remote, for a storefront that embeds them all. */
const ALL_REMOTES = [...REMOTES];

/**
 * The launch of the white-label store's game in pre-registration: STORE_PRE_REGISTRATION_LAUNCH_AT, else 30 days
 * from today at 02:00 UTC (10:00 in Singapore), so a local store always has a countdown running.
 */
export function preRegistrationLaunch(env = process.env, now = new Date()) {
  if (env.STORE_PRE_REGISTRATION_LAUNCH_AT) return env.STORE_PRE_REGISTRATION_LAUNCH_AT;
  const day = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + 30, 2));
  return day.toISOString();
}

export function remotesManifest(env = process.env) {
  const host = env.STORE_REMOTE_HOST ?? '127.0.0.1';
  return Object.fromEntries(REMOTES.map((r) => [r, `http://${host}:${portOf(r, env)}/mf-manifest.json`]));
}

export function runtimeConfig(env = process.env) {
  const api = env.STORE_API_URL ?? `http://127.0.0.1:${portOf('api', env)}`;
  const partner = env.STORE_PARTNER_URL ?? `http://127.0.0.1:${portOf('partner', env)}`;
  return {
    storefronts: [
      {
        // The spec's white-label store: the EA variant, partner sign-in, no shop accounts.
        whitelabelId: 2,
        name: 'FC Store',
        themeLogo: LOGO,
        themeHostname: list(env.STORE_PARTNER_HOSTS, ['127.0.0.1']),
        themeColour: '#000000',
        enableTagline: true,
        themeTagline: 'The official store',
        enable: enable({ userAccounts: false }),
        remotes: ALL_REMOTES,
        // A game in pre-registration until its launch (issue 17): its product page counts down and shows the
        // partner player's card; its orders come with the API's free giveaway item.
        preRegistration: { gameSlug: 'mirage-perfect-skyline', gameName: 'Mirage: Perfect Skyline', launchAt: preRegistrationLaunch(env) },
      },
      {
        // The full store theme: shop accounts, wallet and rewards.
        name: 'Football Store',
        themeLogo: LOGO,
        themeHostname: list(env.STORE_FULL_HOSTS, ['localhost']),
        themeColour: '#000000',
        enableTagline: false,
        themeTagline: '',
        enable: enable({}),
        remotes: ALL_REMOTES,
      },
      {
        // A partner's store: games and buying only. It embeds catalog and checkout; wallet, account and
        // rewards are never fetched there, and their header widgets and menu entries are absent.
        name: 'Partner Game Store',
        themeLogo: LOGO,
        themeHostname: list(env.STORE_PARTNER_STORE_HOSTS, ['127.0.0.2']),
        themeColour: '#1a3d6d',
        // Its pages follow the device: dark where the shopper's phone or computer prefers dark.
        colorScheme: 'auto',
        enableTagline: true,
        themeTagline: 'Top up with our partner',
        enable: enable({ userAccounts: false, notification: false, trustPilot: true }),
        remotes: ['catalog', 'checkout'],
        // Its partner's site configuration (section 3) and switches (section 2): no accounts, notifications,
        // promotions or search there; header, footer and the trust rating stay on.
        partnerSite: {
          key: 'partner-game-store',
          id: 3,
          switches: { header: true, footer: true, account: false, notification: false, promotion: false, search: false, trustRating: true },
          trustRatingUrl: 'https://www.trustpilot.com/review/partner-game-store.example',
        },
      },
    ],
    api: {
      walletBaseUrl: `${api}/wallet`,
      accountBaseUrl: `${api}/account`,
      shopBaseUrl: `${api}/shop`,
      searchBaseUrl: api,
      graphqlUrl: `${api}/graphql`,
      graphqlRegionalUrls: {},
      trackingUrl: `${api}/shop/tracking`,
      captchaUrl: `${api}/captcha/simulator/execute`,
    },
    auth: {
      userPoolId: 'local_store',
      userPoolClientId: 'store-web',
      userPoolEndpoint: `${api}/cognito`,
      hostedSignInUrl: api,
      region: 'ap-southeast-1',
    },
    // The wallet is on only where a Codacash channel exists (readings 10); the other menu features everywhere.
    menuFeatures: { '*': ['notification', 'transactions', 'cashback', 'settings'], ...Object.fromEntries(CODACASH_COUNTRIES.map((c) => [c, ['wallet']])) },
    devOverrideOrigins: list(env.STORE_DEV_OVERRIDE_ORIGINS, []),
    // The partner's single sign-on for the white-label storefronts (apps/partner-id locally): the SDK script,
    // the store's application id there and the player-info endpoint the SDK is initialised with (spec section 7).
    partnerSso: {
      sdkUrl: `${partner}/sdk.js`,
      applicationId: PARTNER_APPLICATION_ID,
      playerInfoEndpoint: `${partner}/player-info`,
      autoLogin: true,
    },
    // The white-label store's purchase gates: products behind the age gate (section 5: the lists are not shown).
    purchaseGates: { ageGatedProducts: ['diablo-immortal'], minimumAge: 18, accountRequiredProducts: ['era-of-celestials'] },
    merchantId: 'store',
    clientId: 'store-web',
  };
}
