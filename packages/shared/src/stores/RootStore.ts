import type { RuntimeConfig, ThemeConfig } from '../kernel/runtimeConfig';
import { createApiClients, isAuthHeaderCountry, type ApiClients } from '@store/shared/api';
import type { ApiLogger, ExperimentSource } from '@store/shared/api';
import {
  accumulateCashbackReward,
  CASHBACK_COOKIE,
  cashbackCookieExpiry,
  parseCashbackRewardCookie,
  routeOfCountryLink,
  storefrontOpensRoute,
  type CashbackEarned,
  type CashbackRewardCookie,
} from '@store/shared/domain';
import { NO_AUTH, type AuthOperations } from './AuthOperations';
import { ConsentStore } from './ConsentStore';
import { createMemoryCookieJar, type CookieJar } from './cookieJar';
import { NotificationStore } from './NotificationStore';
import { SessionStore, type IdTokenSource } from './SessionStore';
import { ShopStore } from './ShopStore';

export interface RootStoreDeps {
  config: RuntimeConfig;
  /** The storefront this host serves (white-label id 2 for the EA store). */
  theme?: ThemeConfig;
  /** The auth provider adapter's ID token. */
  tokens?: IdTokenSource;
  /** The auth provider's operations on this page's session (the shell's Amplify adapter); none: every operation rejects. */
  auth?: (session: SessionStore) => AuthOperations;
  cookies?: CookieJar;
  experiments?: ExperimentSource;
  /** Replace clients (tests, or a shell that builds its own). */
  api?: Partial<ApiClients>;
  /** fetch for the API clients (defaults to the global one): tests answer at the HTTP level through it. */
  fetch?: typeof fetch;
  now?: () => number;
  log?: ApiLogger;
  /** The current page path for the GraphQL `path` header. */
  getPath?: () => string;
}

const contactOf = (reward: CashbackRewardCookie) => ({ ...(reward.email ? { email: reward.email } : {}), ...(reward.phone ? { phone: reward.phone } : {}) });

/**
 * One per page, created by the shell: the stores every remote shares (shop, session, notifications,
 * consent), and the API clients wired to the session (identity) and the shop (locale). A GraphQL 401
 * logs out the partner account; sign-out clears the notifications. State one remote owns (purchase,
 * wallet, cashback) lives in that remote, not here.
 */
export class RootStore {
  readonly shop: ShopStore;
  readonly session: SessionStore;
  readonly api: ApiClients;
  readonly notifications: NotificationStore;
  readonly consent: ConsentStore;
  /** Sign-in, sign-up, confirm, resend, recover and sign-out (the shell's auth provider; since 2.1.0). */
  readonly auth: AuthOperations;
  private readonly cookies: CookieJar;
  private readonly now: () => number;
  readonly theme: ThemeConfig | undefined;
  /** The page's run-time configuration (for a remote that builds a client of its own, e.g. the wallet's). */
  readonly config: RuntimeConfig;

  constructor(deps: RootStoreDeps) {
    const now = deps.now ?? Date.now;
    this.now = now;
    this.theme = deps.theme;
    this.config = deps.config;
    this.shop = new ShopStore(deps.config);
    this.session = new SessionStore(deps.tokens);
    this.auth = deps.auth ? deps.auth(this.session) : NO_AUTH;
    const built = createApiClients(deps.config, {
      identity: this.session,
      locale: () => this.shop.locale,
      ...(deps.experiments ? { experiments: deps.experiments } : {}),
      ...(deps.theme?.whitelabelId !== undefined ? { whitelabelId: deps.theme.whitelabelId } : {}),
      ...(deps.log ? { log: deps.log } : {}),
      ...(deps.fetch ? { fetch: deps.fetch } : {}),
      graphql: {
        onUnauthorized: () => this.session.clearPartnerAccount(),
        // Section 7's auth-header experiment is the allow-list of section 9: there, a signed-in user's or a
        // partner's GraphQL calls carry their token, so their orders are theirs (history, cashback, subscriptions).
        isAuthHeaderExperimentOn: () => isAuthHeaderCountry(this.shop.locale.countryCode),
        ...(deps.getPath ? { getPath: deps.getPath } : {}),
      },
    });
    this.api = { ...built, ...deps.api };
    const cookies = deps.cookies ?? createMemoryCookieJar();
    this.cookies = cookies;
    // A notice whose link this storefront never opens (Codacash on a white-label store) is not shown there.
    this.notifications = new NotificationStore(this.api.shop, now, cookies, (notice) => {
      const route = typeof notice['link'] === 'string' && notice['link'].startsWith('/') ? routeOfCountryLink(notice['link']) : undefined;
      return !route || !this.theme || storefrontOpensRoute(route, this.theme);
    });
    this.consent = new ConsentStore(cookies, now);
    // A guest known by the cashback cookie (an earlier order's receipt contact) is soft-signed-in.
    const reward = parseCashbackRewardCookie(cookies.get(CASHBACK_COOKIE));
    if (reward) this.session.setSoftSignedIn(contactOf(reward));
    this.session.onSignOut(() => this.notifications.clear());
  }

  /** A guest's completed order earned cashback: keep it in the cashback cookie; the guest is now known by that contact. */
  creditGuestCashback(earned: CashbackEarned): void {
    if (this.session.isSignedIn || earned.reward <= 0) return;
    const reward = accumulateCashbackReward(parseCashbackRewardCookie(this.cookies.get(CASHBACK_COOKIE)), earned);
    this.cookies.set(CASHBACK_COOKIE, JSON.stringify(reward), cashbackCookieExpiry(this.now()));
    this.session.setSoftSignedIn(contactOf(reward));
  }

  /** The rewards a guest's orders earned in this browser (the cashback cookie), if any (since 3.1.0). */
  guestCashback(): CashbackRewardCookie | undefined {
    if (this.session.isSignedIn) return undefined;
    return parseCashbackRewardCookie(this.cookies.get(CASHBACK_COOKIE));
  }

  /**
   * The guest's rewards leave this browser (since 3.1.0): an account adopted them (guest linking) or the guest
   * declined the adopt-account offer and forfeits them. The guest is no longer soft-signed-in.
   */
  clearGuestCashback(): void {
    this.cookies.remove(CASHBACK_COOKIE);
    this.session.clearSoftSignIn();
  }

  get isWhiteLabel(): boolean {
    return this.theme?.whitelabelId !== undefined;
  }
}
