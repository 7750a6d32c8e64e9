import { makeAutoObservable, runInAction } from 'mobx';
import type { RootStore } from '@store/shared';
import { createWalletClient, WalletSchema, type CountrySettings, type CreateWalletPayload, type WalletClient, type WalletData } from '@store/shared/api';
import { NO_ERROR, walletCreationError, walletUnreserveError, type ErrorState } from '@store/shared/errors';
import { WALLET_RESTRICTED_EVENT } from '@store/shared/domain';
import { isWalletInfoHidden, shouldSetHasActiveWalletCookie, walletUiState, WalletUiState } from './walletState';

const errorState = (entry: { key: string; message: string }, code: number | string, raw?: unknown): ErrorState => ({
  display: true,
  key: entry.key,
  message: entry.message,
  code,
  ...(raw !== undefined ? { raw } : {}),
});

/**
 * The signed-in user's wallet for the shop country (sections 3-4). The wallet remote owns it: one per
 * page the wallet remote renders, cleared on sign-out (`rootStore.session.onSignOut(store.clear)`).
 */
export class WalletStore {
  wallet: WalletData | undefined = undefined;
  countrySettings: CountrySettings | undefined = undefined;
  loading = false;
  error: ErrorState = NO_ERROR;

  constructor(
    private readonly client: WalletClient,
    private readonly shopCountry: () => string | undefined,
  ) {
    makeAutoObservable<this, 'client' | 'shopCountry'>(this, { client: false, shopCountry: false }, { autoBind: true });
  }

  /** active, restricted, not activated, unavailable, loading, suspended, activation disabled, max users reached. */
  get uiState(): WalletUiState {
    return walletUiState({
      loading: this.loading,
      wallet: this.wallet,
      shopCountry: this.shopCountry() ?? '',
      countrySettings: this.countrySettings ?? null,
    });
  }

  /** The hasActiveWallet cookie rule: active with a balance above zero (section 4). */
  get hasActiveWallet(): boolean {
    return shouldSetHasActiveWalletCookie(this.wallet);
  }

  get isInfoHidden(): boolean {
    return isWalletInfoHidden(this.countrySettings, this.wallet);
  }

  /** Loads the wallet and the country settings; a failed read clears silently (section 7). */
  async load(): Promise<void> {
    const country = this.shopCountry();
    this.loading = true;
    const [wallet, settings] = await Promise.all([
      this.client.getWallet(),
      country ? this.client.getCountrySettings(country) : Promise.resolve(undefined),
    ]);
    runInAction(() => {
      this.wallet = wallet;
      this.countrySettings = settings;
      this.loading = false;
    });
    if (this.uiState === WalletUiState.Restricted && typeof window !== 'undefined') window.dispatchEvent(new Event(WALLET_RESTRICTED_EVENT));
  }

  /** Success stores the wallet; any failure clears it and sets an error (section 4, 8). */
  async create(payload: CreateWalletPayload): Promise<boolean> {
    this.error = NO_ERROR;
    try {
      const res = await this.client.createWallet(payload);
      const wallet = res.ok ? WalletSchema.safeParse(res.data) : undefined;
      if (wallet?.success) {
        runInAction(() => {
          this.wallet = wallet.data;
        });
        return true;
      }
      runInAction(() => {
        this.wallet = undefined;
        this.error = errorState(walletCreationError(res.ok ? undefined : res.resultCode), res.resultCode);
      });
    } catch (e) {
      runInAction(() => {
        this.wallet = undefined;
        this.error = errorState(walletCreationError(undefined), 'exception', e);
      });
    }
    return false;
  }

  /** Unreserve: success reloads the wallet; a failure shows the wallet-creation failure message. */
  async unreserve(): Promise<boolean> {
    this.error = NO_ERROR;
    try {
      const res = await this.client.unreserveWallet();
      if (res.ok) {
        await this.load();
        return true;
      }
      runInAction(() => {
        this.error = errorState(walletUnreserveError(), res.resultCode);
      });
    } catch (e) {
      runInAction(() => {
        this.error = errorState(walletUnreserveError(), 'exception', e);
      });
    }
    return false;
  }

  dismissError(): void {
    this.error = NO_ERROR;
  }

  clear(): void {
    this.wallet = undefined;
    this.countrySettings = undefined;
    this.loading = false;
    this.error = NO_ERROR;
  }
}

/**
 * The wallet remote's store for a page: its own wallet client over the page's configuration, session
 * (identity) and shop (country, language), cleared when the shopper signs out.
 */
export function createWalletStore(root: RootStore): WalletStore {
  const client = createWalletClient(root.config, { identity: root.session, locale: () => root.shop.locale });
  const store = new WalletStore(client, () => root.shop.countryCode);
  root.session.onSignOut(store.clear);
  return store;
}
