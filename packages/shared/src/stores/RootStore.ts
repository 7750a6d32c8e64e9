import type { RuntimeConfig, ThemeConfig } from '../domain/runtimeConfig';
import { createApiClients, type ApiClients } from '../api/clients';
import type { ApiLogger, ExperimentSource } from '../api/identity';
import type { CashbackEarned } from '../domain/cashbackCookie';
import { CashbackStore } from './CashbackStore';
import { ConsentStore } from './ConsentStore';
import { createMemoryCookieJar, type CookieJar } from './cookieJar';
import { NotificationStore } from './NotificationStore';
import { PurchaseStore } from './PurchaseStore';
import { SessionStore, type IdTokenSource } from './SessionStore';
import { ShopStore } from './ShopStore';
import { WalletStore } from './WalletStore';

export interface RootStoreDeps {
  config: RuntimeConfig;
  /** The storefront this host serves (white-label id 2 for the EA store). */
  theme?: ThemeConfig;
  /** The auth provider adapter's ID token. */
  tokens?: IdTokenSource;
  cookies?: CookieJar;
  experiments?: ExperimentSource;
  /** Replace clients (tests, or a shell that builds its own). */
  api?: Partial<ApiClients>;
  now?: () => number;
  log?: ApiLogger;
  /** The current page path for the GraphQL `path` header. */
  getPath?: () => string;
}

/**
 * One per page, created by the shell: the stores, and the API clients wired to the session (identity)
 * and the shop (locale). A GraphQL 401 logs out the partner account; sign-out clears wallet and
 * notifications.
 */
export class RootStore {
  readonly shop: ShopStore;
  readonly session: SessionStore;
  readonly api: ApiClients;
  readonly wallet: WalletStore;
  readonly notifications: NotificationStore;
  readonly consent: ConsentStore;
  readonly purchase: PurchaseStore;
  readonly cashback: CashbackStore;
  readonly theme: ThemeConfig | undefined;

  constructor(deps: RootStoreDeps) {
    const now = deps.now ?? Date.now;
    this.theme = deps.theme;
    this.shop = new ShopStore(deps.config);
    this.session = new SessionStore(deps.tokens);
    const built = createApiClients(deps.config, {
      identity: this.session,
      locale: () => this.shop.locale,
      ...(deps.experiments ? { experiments: deps.experiments } : {}),
      ...(deps.theme?.whitelabelId !== undefined ? { whitelabelId: deps.theme.whitelabelId } : {}),
      ...(deps.log ? { log: deps.log } : {}),
      graphql: {
        onUnauthorized: () => this.session.clearPartnerAccount(),
        ...(deps.getPath ? { getPath: deps.getPath } : {}),
      },
    });
    this.api = { ...built, ...deps.api };
    this.wallet = new WalletStore(this.api.wallet, () => this.shop.countryCode);
    this.notifications = new NotificationStore(this.api.shop, now);
    const cookies = deps.cookies ?? createMemoryCookieJar();
    this.consent = new ConsentStore(cookies, now);
    this.purchase = new PurchaseStore(() => this.shop.countryCode);
    this.cashback = new CashbackStore(cookies, now);
    const reward = this.cashback.guestReward;
    if (reward) this.session.setSoftSignedIn({ ...(reward.email ? { email: reward.email } : {}), ...(reward.phone ? { phone: reward.phone } : {}) });
    this.session.onSignOut(() => {
      this.wallet.clear();
      this.notifications.clear();
    });
  }

  /** A guest's completed order earned cashback: keep it in the cashback cookie; the guest is now known by that contact. */
  creditGuestCashback(earned: CashbackEarned): void {
    if (this.session.isSignedIn || earned.reward <= 0) return;
    const reward = this.cashback.recordGuestReward(earned);
    this.session.setSoftSignedIn({ ...(reward.email ? { email: reward.email } : {}), ...(reward.phone ? { phone: reward.phone } : {}) });
  }

  get isWhiteLabel(): boolean {
    return this.theme?.whitelabelId !== undefined;
  }
}
