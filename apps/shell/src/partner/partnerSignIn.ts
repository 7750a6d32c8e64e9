import type { AuthorizePartnerPayload, PartnerPlayer, WalletWriteResult } from '@store/shared/api';
import {
  countryByCode,
  countryHomePath,
  localePrefix,
  missingPartnerLoginField,
  PartnerSignInError,
  pathAfterLocalePrefix,
  type Country,
  type KeyValueStorage,
} from '@store/shared/domain';
import { safeReturnPath } from '../routes/localeResolution';
import type { PartnerSsoConfig } from './partnerConfig';
import { PartnerSdkStatus, PartnerSdkUnavailable, type PartnerSdk } from './partnerSdk';

/** Where the signed-in partner player is kept between pages (localStorage): the player, their token and its expiry. */
export const PARTNER_ACCOUNT_KEY = 'partnerAccount';
/** The last auth code handled (sessionStorage): a code in the URL that differs from it logs in (section 4). */
export const PARTNER_AUTH_CODE_KEY = 'partnerAuthCode';
/** The page (path and query) the player left for the partner's sign-in (sessionStorage). */
export const PARTNER_RETURN_KEY = 'partnerSignInReturn';

/** When the tab last re-authenticated silently after losing its session (sessionStorage): at most once a minute. */
export const PARTNER_SILENT_REAUTH_KEY = 'partnerSilentReauthAt';
/** A session lost again this soon after a silent re-authentication is not re-authenticated again (no loop). */
export const SILENT_REAUTH_INTERVAL_MS = 60_000;
/** The longest a timer can wait (setTimeout's limit); a token living longer is re-checked then. */
const MAX_TIMER_MS = 2_147_483_647;

/** What the modal shows when the SDK script did not load after its 3 attempts. */
export const SDK_UNAVAILABLE = 'SDK_UNAVAILABLE';
/** What the modal shows for a partner account without its country or region (the required accountRegionCode). */
export const ACCOUNT_REGION_MISSING = 'ACCOUNT_REGION_MISSING';
/** What the modal shows for a partner account missing another required login field (token, name, id, status). */
export const ACCOUNT_INFO_MISSING = 'ACCOUNT_INFO_MISSING';

interface StoredPartnerAccount {
  player: PartnerPlayer & { accountRegion?: string; accountRegionCode?: string };
  expiresAt: number;
}

export interface PartnerSessionLike {
  readonly partnerAccount: { readonly playerInfo: PartnerPlayer } | undefined;
  setPartnerAccount(player: unknown, extra?: { isInPreRegistrationPhase?: boolean }): boolean;
  clearPartnerAccount(): void;
}

export interface PartnerSignInDeps {
  config: PartnerSsoConfig;
  session: PartnerSessionLike;
  authorize: (payload: AuthorizePartnerPayload) => Promise<WalletWriteResult>;
  loadSdk: () => Promise<PartnerSdk>;
  /** localStorage (the player between pages) and sessionStorage (the code handled, the return page). */
  local: KeyValueStorage;
  tab: KeyValueStorage;
  /** The page's origin, path and query now. */
  location: () => { origin: string; pathname: string; search: string };
  shop: () => { country: Country | undefined; languageCode: string | undefined };
  /**
   * The partner sign-in error modal (BANNED, PLAYER_NOT_LINKED, UNKNOWN, UNSUPPORTED_COUNTRY, SDK_UNAVAILABLE, and
   * ACCOUNT_REGION_MISSING or ACCOUNT_INFO_MISSING for a required login field the partner account lacks).
   */
  showError: (errorType: string) => void;
  /** A toast: already in the page's language. */
  toast: (kind: 'fetchPlayerFailed' | 'authorizeFailed' | 'sessionExpired', params?: { message?: string }) => void;
  busy: (on: boolean) => void;
  /** Records a sign-in error to tracking (section 8). */
  track: (errorType: string) => void;
  /** An unexpected failure of a sign-in step (error reporting). */
  report?: (error: unknown) => void;
  now?: () => number;
  /** Whether the storefront has a game in pre-registration now (the partner account's isInPreRegistrationPhase, section 3). */
  preRegistrationPhase?: () => boolean;
  /** Runs `run` in `ms` (setTimeout); returns the cancel. Tests pass their own clock. */
  schedule?: (run: () => void, ms: number) => () => void;
  /**
   * Whether a page (its path after the locale prefix, '/football-legends') is there in a country's store: a player
   * whose partner country is another store's goes to that page there, else to that store's home. Absent: the home.
   */
  pageInCountry?: (pathAfterPrefix: string, country: Country) => Promise<boolean>;
}

const scheduleWithTimer = (run: () => void, ms: number): (() => void) => {
  const id = setTimeout(run, ms);
  return () => clearTimeout(id);
};

/** In-app navigation (react-router's navigate), given to the steps that move the player. */
export type Navigate = (to: string, options?: { replace?: boolean }) => void;

const SIGN_IN_ERRORS: readonly string[] = [PartnerSignInError.Banned, PartnerSignInError.PlayerNotLinked, PartnerSignInError.UnsupportedCountry];

/**
 * Partner sign-in for the white-label store (sections 4, 5, 7 and 8): the player signs in on the partner's page
 * and comes back with an auth code; the code is exchanged for the partner's token, the player's info is fetched
 * and checked, and the Store API authorises the player (it verifies the token). The signed-in player is kept
 * in localStorage until the token expires; an expired token re-authenticates silently through the partner.
 */
export class PartnerSignIn {
  private needsReauthentication = false;
  private resumed = false;
  /** True while this class itself takes the player out of the session (so that is not read as a lost session). */
  private signingOut = false;

  /** What the partner account carries besides the player: whether the storefront is in a pre-registration phase. */
  private accountExtra(): { isInPreRegistrationPhase: boolean } {
    return { isInPreRegistrationPhase: this.deps.preRegistrationPhase?.() ?? false };
  }
  private cancelExpiryTimer: (() => void) | undefined;
  private readonly now: () => number;
  private readonly schedule: (run: () => void, ms: number) => () => void;

  constructor(private readonly deps: PartnerSignInDeps) {
    this.now = deps.now ?? Date.now;
    this.schedule = deps.schedule ?? scheduleWithTimer;
  }

  /** Before the first render: the stored player, while their token lives (route guards need them). */
  restore(): void {
    const stored = this.stored();
    if (!stored) return;
    if (stored.expiresAt <= this.now()) {
      this.needsReauthentication = true;
      return;
    }
    if (!this.deps.session.setPartnerAccount(stored.player, this.accountExtra())) this.forget();
  }

  /**
   * Once the page runs: an auth code in the URL that differs from the stored one logs in; otherwise an expired
   * token re-authenticates (auto-login on) and a live session is checked with the partner.
   */
  async resume(navigate: Navigate): Promise<void> {
    if (this.resumed) return;
    this.resumed = true;
    const { pathname, search } = this.deps.location();
    const params = new URLSearchParams(search);
    // A code or error in the URL is the partner's answer only when this tab went to the partner's sign-in: other
    // pages have a ?code= of their own (the gift link /redeem?code=GIFT-...).
    const answering = this.deps.tab.getItem(PARTNER_RETURN_KEY) !== null;
    const code = answering ? params.get('code') : null;
    const error = answering ? params.get('error') : null;
    if (code !== null || error !== null) {
      params.delete('code');
      params.delete('error');
      const rest = params.toString();
      navigate(`${pathname}${rest ? `?${rest}` : ''}`, { replace: true });
    }
    if (error !== null) {
      // The silent re-authentication found no partner session: the player is signed out, back on their page.
      this.signOutLocally();
      this.returnToStart(navigate);
      return;
    }
    if (code && code !== this.deps.tab.getItem(PARTNER_AUTH_CODE_KEY)) {
      this.deps.tab.setItem(PARTNER_AUTH_CODE_KEY, code);
      // The partner sends every player back to the country's home: a refused one goes back to the page they left.
      if (!(await this.complete(code, navigate))) this.returnToStart(navigate);
      this.deps.tab.removeItem(PARTNER_RETURN_KEY);
      return;
    }
    if (code) this.deps.tab.removeItem(PARTNER_RETURN_KEY);
    if (this.needsReauthentication) {
      this.needsReauthentication = false;
      if (this.deps.config.autoLogin) await this.leaveForPartner(true);
      else this.signOutLocally();
      return;
    }
    if (this.deps.session.partnerAccount) await this.checkSession();
    this.watchExpiry();
  }

  /** The header's Sign in: off to the partner's sign-in page, back on this page once signed in. */
  async login(): Promise<void> {
    await this.leaveForPartner(false);
  }

  /** Logout: the store forgets the player and the partner's session ends (best effort). */
  async logout(sdk: PartnerSdk | undefined): Promise<void> {
    this.signOutLocally();
    await sdk?.logout().catch(() => undefined);
  }

  /** The signed-in player's account region (kept with the stored player; the session has the five spec fields). */
  accountRegion(): string | undefined {
    return this.stored()?.player.accountRegion;
  }

  /** Forgets the stored player (the store no longer has them). */
  forget(): void {
    this.cancelExpiryTimer?.();
    this.cancelExpiryTimer = undefined;
    this.deps.local.removeItem(PARTNER_ACCOUNT_KEY);
  }

  /**
   * The session lost its partner player. When this class did not sign them out, the API refused their token
   * (a GraphQL 401, section 7): the player is logged out and, with auto-login on, re-authenticated silently
   * (section 4: an expired token with auto-login on starts re-authentication).
   */
  sessionLost(): void {
    const ownSignOut = this.signingOut;
    this.forget();
    if (!ownSignOut) void this.reauthenticateOrTell();
  }

  private signOutLocally(): void {
    this.signingOut = true;
    try {
      this.deps.session.clearPartnerAccount();
    } finally {
      this.signingOut = false;
    }
    this.forget();
  }

  /** The token ends while the page stays open: at its expiry the player is logged out and re-authenticated. */
  private watchExpiry(): void {
    this.cancelExpiryTimer?.();
    this.cancelExpiryTimer = undefined;
    const stored = this.stored();
    if (!stored || !this.deps.session.partnerAccount) return;
    const wait = stored.expiresAt - this.now();
    if (wait > MAX_TIMER_MS) {
      this.cancelExpiryTimer = this.schedule(() => this.watchExpiry(), MAX_TIMER_MS);
      return;
    }
    this.cancelExpiryTimer = this.schedule(() => {
      this.cancelExpiryTimer = undefined;
      if (!this.deps.session.partnerAccount) return;
      this.signOutLocally();
      void this.reauthenticateOrTell();
    }, Math.max(0, wait));
  }

  /**
   * After a session ended by itself: with auto-login on, off to the partner silently (back on this page), at most
   * once a minute, so a token the API keeps refusing does not loop; otherwise "session expired, sign in again".
   */
  private async reauthenticateOrTell(): Promise<void> {
    const last = Number(this.deps.tab.getItem(PARTNER_SILENT_REAUTH_KEY) ?? '');
    const recently = Number.isFinite(last) && last > 0 && this.now() - last < SILENT_REAUTH_INTERVAL_MS;
    if (this.deps.config.autoLogin && !recently) {
      this.deps.tab.setItem(PARTNER_SILENT_REAUTH_KEY, String(this.now()));
      await this.leaveForPartner(true);
      return;
    }
    this.deps.toast('sessionExpired');
  }

  private redirectUrl(): string {
    const { country, languageCode } = this.deps.shop();
    const { origin } = this.deps.location();
    // Spec section 7: the redirect URL comes from the locale path (the country's home).
    return country ? `${origin}${countryHomePath(country, languageCode)}` : `${origin}/`;
  }

  private async sdk(): Promise<PartnerSdk> {
    const sdk = await this.deps.loadSdk();
    const init = sdk.init({ applicationId: this.deps.config.applicationId, playerInfoEndpoint: this.deps.config.playerInfoEndpoint, redirectUrl: this.redirectUrl() });
    if (init.status !== PartnerSdkStatus.Ok) throw new Error(init.message ?? 'PartnerSDK.init failed');
    return sdk;
  }

  private async leaveForPartner(silent: boolean): Promise<void> {
    const { pathname, search } = this.deps.location();
    this.deps.tab.setItem(PARTNER_RETURN_KEY, JSON.stringify({ path: pathname, search }));
    this.deps.busy(true);
    try {
      const sdk = await this.sdk();
      sdk.login({ locale: this.deps.shop().languageCode ?? 'en', silent });
    } catch (error) {
      this.deps.busy(false);
      this.failed(error instanceof PartnerSdkUnavailable ? SDK_UNAVAILABLE : PartnerSignInError.Unknown);
    }
  }

  private async checkSession(): Promise<void> {
    const account = this.deps.session.partnerAccount;
    if (!account) return;
    let sdk: PartnerSdk;
    try {
      sdk = await this.sdk();
    } catch {
      return; // The partner is unreachable: the session stands until its token expires.
    }
    const info = await sdk.fetchPlayer(account.playerInfo.accessToken).catch(() => ({ status: PartnerSdkStatus.LoginError, player: undefined }));
    if (info.status !== PartnerSdkStatus.Ok || !info.player) {
      this.deps.toast('fetchPlayerFailed');
      this.signOutLocally();
    }
  }

  /** Signs the player in with the partner's auth code; false when they were refused (and told why). */
  private async complete(code: string, navigate: Navigate): Promise<boolean> {
    this.deps.busy(true);
    try {
      const sdk = await this.sdk();
      const token = await sdk.exchangeCode(code);
      if (token.status !== PartnerSdkStatus.Ok || !token.accessToken) return this.failed(PartnerSignInError.Unknown);
      const accessToken = token.accessToken;
      const info = await sdk.fetchPlayer(accessToken);
      if (info.status !== PartnerSdkStatus.Ok || !info.player) {
        this.deps.toast('fetchPlayerFailed');
        return this.refused();
      }
      const p = info.player;
      const field = missingPartnerLoginField({ ...p, accessToken });
      if (field) {
        // The player reads what their account lacks and what to do, never the field's name (section 5's names).
        this.deps.showError(field === 'accountRegionCode' ? ACCOUNT_REGION_MISSING : ACCOUNT_INFO_MISSING);
        return this.refused();
      }
      const payload: AuthorizePartnerPayload = {
        name: String(p.name),
        id: String(p.id),
        status: Number(p.status),
        country: String(p.country ?? '').toLowerCase(),
        accessToken,
        ...(p.accountRegion ? { accountRegion: p.accountRegion } : {}),
        accountRegionCode: String(p.accountRegionCode),
      };
      const result = await this.deps.authorize(payload);
      const resultCode = String(result.resultCode);
      if (!result.ok) {
        if (SIGN_IN_ERRORS.includes(resultCode)) return this.failed(resultCode);
        // Authorize failure (section 8): its message as a toast, then logout.
        this.deps.toast('authorizeFailed', result.resultMessage ? { message: result.resultMessage } : {});
        return this.refused();
      }
      const player = { name: payload.name, id: payload.id, status: payload.status, country: payload.country, accessToken, accountRegion: p.accountRegion, accountRegionCode: payload.accountRegionCode };
      if (!this.deps.session.setPartnerAccount(player, this.accountExtra())) return this.failed(PartnerSignInError.Unknown);
      const stored: StoredPartnerAccount = { player, expiresAt: this.now() + Math.max(1, token.expiresIn ?? 3600) * 1000 };
      this.deps.local.setItem(PARTNER_ACCOUNT_KEY, JSON.stringify(stored));
      this.watchExpiry();
      await this.returnAfterSignIn(payload.country, navigate);
      return true;
    } catch (error) {
      if (error instanceof PartnerSdkUnavailable) return this.failed(SDK_UNAVAILABLE);
      this.deps.report?.(error);
      this.deps.toast('authorizeFailed');
      return this.refused();
    } finally {
      this.deps.busy(false);
    }
  }

  /**
   * Back where the player left, or - a player of another country - the same page in that country's store when it is
   * there (a game it sells), else that country's home; with the saved query either way.
   */
  private async returnAfterSignIn(playerCountry: string, navigate: Navigate): Promise<void> {
    const saved = this.takeReturn();
    const path = saved ? safeReturnPath(saved.path) : undefined;
    const country = countryByCode(playerCountry);
    const shopCountry = this.deps.shop().country;
    if (country && shopCountry && country.code !== shopCountry.code) {
      const page = path ? pathAfterLocalePrefix(path) : '/';
      const there = page !== '/' && (await this.deps.pageInCountry?.(page, country).catch(() => false)) === true;
      navigate(`${there ? `${localePrefix(country)}${page}` : countryHomePath(country)}${saved?.search ?? ''}`, { replace: true });
      return;
    }
    if (path) navigate(`${path}${saved?.search ?? ''}`, { replace: true });
  }

  /** A refused sign-in: back on the page the player left for the partner's sign-in page (the partner returns to the home). */
  private returnToStart(navigate: Navigate): void {
    const saved = this.takeReturn();
    const path = saved ? safeReturnPath(saved.path) : undefined;
    if (path) navigate(`${path}${saved?.search ?? ''}`, { replace: true });
  }

  private takeReturn(): { path: string; search: string } | undefined {
    const raw = this.deps.tab.getItem(PARTNER_RETURN_KEY);
    this.deps.tab.removeItem(PARTNER_RETURN_KEY);
    if (!raw) return undefined;
    try {
      const value = JSON.parse(raw) as { path?: unknown; search?: unknown };
      const search = typeof value.search === 'string' && value.search.startsWith('?') ? value.search : '';
      const params = new URLSearchParams(search);
      params.delete('code');
      params.delete('error');
      const rest = params.toString();
      return typeof value.path === 'string' ? { path: value.path, search: rest ? `?${rest}` : '' } : undefined;
    } catch {
      return undefined;
    }
  }

  /** A sign-in error of section 8: the error modal, tracked, signed out. */
  private failed(errorType: string): false {
    this.deps.track(errorType);
    this.deps.showError(errorType);
    return this.refused();
  }

  /** The player is not signed in: nothing of theirs stays. */
  private refused(): false {
    this.signOutLocally();
    return false;
  }

  private stored(): StoredPartnerAccount | undefined {
    const raw = this.deps.local.getItem(PARTNER_ACCOUNT_KEY);
    if (!raw) return undefined;
    try {
      const value = JSON.parse(raw) as StoredPartnerAccount;
      return value && typeof value.expiresAt === 'number' && value.player ? value : undefined;
    } catch {
      return undefined;
    }
  }
}
