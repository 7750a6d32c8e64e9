import { CountryStatus, WalletStatus, type ValueOf } from '@store/shared/domain';

export const WalletUiState = {
  Loading: 'loading',
  Active: 'active',
  Restricted: 'restricted',
  NotActivated: 'notActivated',
  Unavailable: 'unavailable',
  Suspended: 'suspended',
  ActivationDisabled: 'activationDisabled',
  MaxUsersReached: 'maxUsersReached',
} as const;
export type WalletUiState = ValueOf<typeof WalletUiState>;

export interface WalletSummary {
  readonly walletId?: string;
  readonly walletStatus?: number;
  readonly countryCode: string;
  readonly balanceAmount?: number;
  readonly hasSpent?: boolean;
}

/** The country settings fields the wallet state needs (section 3). */
export interface WalletCountrySettings {
  readonly countryStatus: number;
  readonly maxAllowedUsers: number;
  readonly walletCount: number;
}

function sameCountry(a: string, b: string): boolean {
  return a.toLowerCase() === b.toLowerCase();
}

/** A wallet that exists but is only reserved counts as not yet activated. */
function hasUsableWallet(wallet: WalletSummary | null | undefined): wallet is WalletSummary {
  return !!wallet && wallet.walletStatus !== undefined && wallet.walletStatus !== WalletStatus.Reserved;
}

/**
 * New activations are blocked when the country status is 3, or walletCount has reached
 * maxAllowedUsers and the user has no wallet or a reserved one (section 4).
 */
export function isActivationBlocked(
  settings: WalletCountrySettings | null | undefined,
  wallet: WalletSummary | null | undefined,
): boolean {
  if (!settings) return false;
  if (settings.countryStatus === CountryStatus.ActivationsDisabled) return true;
  return settings.walletCount >= settings.maxAllowedUsers && !hasUsableWallet(wallet);
}

/** Wallet info hides if the country is locked and no wallet exists (section 4). */
export function isWalletInfoHidden(
  settings: WalletCountrySettings | null | undefined,
  wallet: WalletSummary | null | undefined,
): boolean {
  return settings?.countryStatus === CountryStatus.Locked && !hasUsableWallet(wallet);
}

export interface WalletUiInput {
  readonly loading: boolean;
  readonly wallet: WalletSummary | null | undefined;
  readonly shopCountry: string;
  readonly countrySettings?: WalletCountrySettings | null;
}

/**
 * The wallet UI state, in this order: loading; a wallet of another country is unavailable; a
 * restricted wallet; an active wallet in a locked country is suspended; an active wallet; otherwise
 * (none or reserved) activation is disabled, the max users reached, or not activated.
 */
export function walletUiState({ loading, wallet, shopCountry, countrySettings }: WalletUiInput): WalletUiState {
  if (loading) return WalletUiState.Loading;
  if (wallet && wallet.walletStatus !== undefined && !sameCountry(wallet.countryCode, shopCountry)) {
    return WalletUiState.Unavailable;
  }
  if (hasUsableWallet(wallet)) {
    if (wallet.walletStatus === WalletStatus.Restricted) return WalletUiState.Restricted;
    if (countrySettings?.countryStatus === CountryStatus.Locked) return WalletUiState.Suspended;
    if (wallet.walletStatus === WalletStatus.Active) return WalletUiState.Active;
    return WalletUiState.NotActivated;
  }
  if (
    countrySettings?.countryStatus === CountryStatus.ActivationsDisabled ||
    countrySettings?.countryStatus === CountryStatus.Locked
  ) {
    return WalletUiState.ActivationDisabled;
  }
  if (isActivationBlocked(countrySettings, wallet)) return WalletUiState.MaxUsersReached;
  return WalletUiState.NotActivated;
}

/** hasActiveWallet cookie: set when the wallet is active with balance above zero, else deleted (section 4). */
export function shouldSetHasActiveWalletCookie(wallet: WalletSummary | null | undefined): boolean {
  return !!wallet && wallet.walletStatus === WalletStatus.Active && (wallet.balanceAmount ?? 0) > 0;
}
