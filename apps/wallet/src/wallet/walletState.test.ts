import { CountryStatus } from '@store/shared/domain';
import {
  isActivationBlocked,
  isWalletInfoHidden,
  shouldSetHasActiveWalletCookie,
  walletUiState,
  type WalletCountrySettings,
  type WalletSummary,
  type WalletUiState,
} from './walletState';

const settings = (over: Partial<WalletCountrySettings> = {}): WalletCountrySettings => ({
  countryStatus: CountryStatus.Active,
  maxAllowedUsers: 100,
  walletCount: 10,
  ...over,
});
const wallet = (walletStatus: number | undefined, countryCode = 'sg', balanceAmount = 0): WalletSummary => ({
  walletId: 'w1',
  walletStatus,
  countryCode,
  balanceAmount,
});

describe('walletUiState', () => {
  const full = settings({ walletCount: 100 });
  it.each<[string, Parameters<typeof walletUiState>[0], WalletUiState]>([
    ['loading', { loading: true, wallet: wallet(1), shopCountry: 'sg' }, 'loading'],
    ['"1 active"', { loading: false, wallet: wallet(1), shopCountry: 'sg', countrySettings: settings() }, 'active'],
    ['active, shop country in upper case', { loading: false, wallet: wallet(1), shopCountry: 'SG' }, 'active'],
    ['"0 restricted"', { loading: false, wallet: wallet(0), shopCountry: 'sg' }, 'restricted'],
    ['"undefined not activated"', { loading: false, wallet: undefined, shopCountry: 'sg', countrySettings: settings() }, 'notActivated'],
    ['wallet with undefined status', { loading: false, wallet: wallet(undefined), shopCountry: 'sg' }, 'notActivated'],
    ['"2 reserved" counts as not activated', { loading: false, wallet: wallet(2), shopCountry: 'sg', countrySettings: settings() }, 'notActivated'],
    ['"Unavailable if its country differs from the shop country"', { loading: false, wallet: wallet(1, 'my'), shopCountry: 'sg' }, 'unavailable'],
    ['active wallet in a locked country is suspended', { loading: false, wallet: wallet(1), shopCountry: 'sg', countrySettings: settings({ countryStatus: 2 }) }, 'suspended'],
    ['"blocked when status is 3"', { loading: false, wallet: null, shopCountry: 'sg', countrySettings: settings({ countryStatus: 3 }) }, 'activationDisabled'],
    ['no wallet in a locked country', { loading: false, wallet: null, shopCountry: 'sg', countrySettings: settings({ countryStatus: 2 }) }, 'activationDisabled'],
    ['"walletCount has reached maxAllowedUsers and the user has no wallet"', { loading: false, wallet: null, shopCountry: 'sg', countrySettings: full }, 'maxUsersReached'],
    ['"... or a reserved one"', { loading: false, wallet: wallet(2), shopCountry: 'sg', countrySettings: full }, 'maxUsersReached'],
    ['an active wallet is not blocked by the max users', { loading: false, wallet: wallet(1), shopCountry: 'sg', countrySettings: full }, 'active'],
    ['unknown wallet status', { loading: false, wallet: wallet(9), shopCountry: 'sg' }, 'notActivated'],
  ])('%s', (_q, input, expected) => {
    expect(walletUiState(input)).toBe(expected);
  });
});

describe('activation and visibility rules', () => {
  it.each<[string, WalletCountrySettings | undefined, WalletSummary | null, boolean]>([
    ['no settings', undefined, null, false],
    ['status 3', settings({ countryStatus: 3 }), wallet(1), true],
    ['full, no wallet', settings({ walletCount: 100 }), null, true],
    ['over full, reserved', settings({ walletCount: 101 }), wallet(2), true],
    ['full, active wallet', settings({ walletCount: 100 }), wallet(1), false],
    ['room left', settings({ walletCount: 99 }), null, false],
  ])('isActivationBlocked: %s', (_q, s, w, blocked) => {
    expect(isActivationBlocked(s, w)).toBe(blocked);
  });

  it('"Wallet info hides if the country is locked and no wallet exists"', () => {
    expect(isWalletInfoHidden(settings({ countryStatus: 2 }), null)).toBe(true);
    expect(isWalletInfoHidden(settings({ countryStatus: 2 }), wallet(1))).toBe(false);
    expect(isWalletInfoHidden(settings(), null)).toBe(false);
    expect(isWalletInfoHidden(undefined, null)).toBe(false);
  });

  it('"hasActiveWallet cookie is set when the wallet is active with balance above zero, else deleted"', () => {
    expect(shouldSetHasActiveWalletCookie(wallet(1, 'sg', 5))).toBe(true);
    expect(shouldSetHasActiveWalletCookie(wallet(1, 'sg', 0))).toBe(false);
    expect(shouldSetHasActiveWalletCookie({ walletStatus: 1, countryCode: 'sg' })).toBe(false);
    expect(shouldSetHasActiveWalletCookie(wallet(0, 'sg', 5))).toBe(false);
    expect(shouldSetHasActiveWalletCookie(null)).toBe(false);
  });
});
