import { CountryStatus } from '@store/shared/domain';
import { isQuickTopUpExpired, quickTopUpAmount } from '../components/OrderPayment';
import { stateNoticeKey } from '../components/WalletStateNotice';
import { topUpOutcome } from '../pages/WalletTransactionStatusPage';
import { hasActiveWalletCookieLine } from './hasActiveWalletCookie';
import { WalletUiState } from './walletState';

const settings = (countryStatus: number) => ({ countryStatus, maxAllowedUsers: 10, walletCount: 1, maxWalletBalance: 100 });

describe('wallet rules the screens follow', () => {
  test('quick top-up: 180 s from the moment the shopper was sent to the provider (section 9, readings 5)', () => {
    expect(isQuickTopUpExpired(undefined, 10_000_000)).toBe(false);
    expect(isQuickTopUpExpired(1_000_000, 1_000_000 + 180_000)).toBe(false);
    expect(isQuickTopUpExpired(1_000_000, 1_000_000 + 180_001)).toBe(true);
  });

  test('quick top-up amount: the shortfall rounded up to a whole unit, at least the smallest top-up', () => {
    expect(quickTopUpAmount(12.99, 9.01, 7)).toBe(7);
    expect(quickTopUpAmount(66.99, 9.01, 7)).toBe(58);
    expect(quickTopUpAmount(20, 30, undefined)).toBe(0);
  });

  test('hasActiveWallet: set with the wallet country while active with a balance, else deleted (section 4)', () => {
    expect(hasActiveWalletCookieLine({ walletStatus: 1, countryCode: 'SG', balanceAmount: 5 })).toMatch(/^hasActiveWallet=sg; path=\/; max-age=\d+; samesite=lax$/);
    for (const w of [{ walletStatus: 1, countryCode: 'sg', balanceAmount: 0 }, { walletStatus: 0, countryCode: 'sg', balanceAmount: 5 }, { walletStatus: 2, countryCode: 'sg', balanceAmount: 5 }, undefined]) {
      expect(hasActiveWalletCookieLine(w)).toBe('hasActiveWallet=; path=/; max-age=0; samesite=lax');
    }
  });

  test('what the screens explain: not offered, another country, restricted, suspended, locked vs paused, full', () => {
    const base = { offered: true, settings: settings(CountryStatus.Active) };
    expect(stateNoticeKey({ ...base, offered: false, uiState: WalletUiState.Unavailable })).toBe('state.notOffered');
    expect(stateNoticeKey({ ...base, uiState: WalletUiState.Unavailable })).toBe('state.otherCountry');
    expect(stateNoticeKey({ ...base, uiState: WalletUiState.Restricted })).toBe('state.restricted');
    expect(stateNoticeKey({ ...base, uiState: WalletUiState.Suspended })).toBe('state.suspended');
    expect(stateNoticeKey({ offered: true, settings: settings(CountryStatus.Locked), uiState: WalletUiState.ActivationDisabled })).toBe('state.locked');
    expect(stateNoticeKey({ offered: true, settings: settings(CountryStatus.ActivationsDisabled), uiState: WalletUiState.ActivationDisabled })).toBe('state.activationDisabled');
    expect(stateNoticeKey({ ...base, uiState: WalletUiState.MaxUsersReached })).toBe('state.maxUsersReached');
    expect(stateNoticeKey({ ...base, uiState: WalletUiState.Active })).toBeNull();
    expect(stateNoticeKey({ ...base, uiState: WalletUiState.NotActivated })).toBeNull();
  });

  test('top-up outcome from its status (section 4 top-up statuses)', () => {
    expect(['Success', 'Paid'].map(topUpOutcome)).toEqual(['success', 'success']);
    expect(['Init', 'Pending'].map(topUpOutcome)).toEqual(['waiting', 'waiting']);
    expect(topUpOutcome('Cancelled')).toBe('cancelled');
    expect(['Failed', 'Refunded', 'PROVIDER_NON_SUCCESS'].map(topUpOutcome)).toEqual(['failed', 'failed', 'failed']);
  });
});
