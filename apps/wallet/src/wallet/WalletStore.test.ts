import type { WalletClient, WalletWriteResult } from '@store/shared/api';
import { WALLET_RESTRICTED_EVENT } from '@store/shared/domain';
import { RootStore, RuntimeConfigSchema } from '@store/shared';
import { testConfig } from '@store/shared/testing';
import { createWalletStore, WalletStore } from './WalletStore';

const ACTIVE = { walletId: 'w1', walletStatus: 1 as const, countryCode: 'sg', balanceAmount: 10, hasSpent: false };
const SETTINGS = { countryStatus: 1, maxAllowedUsers: 100, walletCount: 5, maxWalletBalance: 500 };
const write = (over: Partial<WalletWriteResult>): WalletWriteResult => ({ ok: true, httpStatus: 200, resultCode: 0, ...over });

function fakeClient(over: Partial<WalletClient> = {}): WalletClient {
  return {
    getWallet: jest.fn(async () => ACTIVE),
    getCountrySettings: jest.fn(async () => SETTINGS),
    createWallet: jest.fn(async () => write({ data: ACTIVE })),
    unreserveWallet: jest.fn(async () => write({})),
    ...over,
  } as unknown as WalletClient;
}

describe('WalletStore (sections 4, 8)', () => {
  test('load: wallet and country settings for the shop country; UI state from the domain', async () => {
    const client = fakeClient();
    const s = new WalletStore(client, () => 'sg');
    expect(s.uiState).toBe('notActivated');
    const p = s.load();
    expect(s.uiState).toBe('loading');
    await p;
    expect(client.getCountrySettings).toHaveBeenCalledWith('sg');
    expect(s.uiState).toBe('active');
    expect(s.hasActiveWallet).toBe(true);
    expect(s.isInfoHidden).toBe(false);
  });

  test('a restricted wallet tells the shell (which shows its modal); an active one does not', async () => {
    const heard = jest.fn();
    window.addEventListener(WALLET_RESTRICTED_EVENT, heard);
    await new WalletStore(fakeClient(), () => 'sg').load();
    expect(heard).not.toHaveBeenCalled();
    await new WalletStore(fakeClient({ getWallet: jest.fn(async () => ({ ...ACTIVE, walletStatus: 0 as const })) }), () => 'sg').load();
    expect(heard).toHaveBeenCalledTimes(1);
    window.removeEventListener(WALLET_RESTRICTED_EVENT, heard);
  });

  test('no shop country: settings are not read', async () => {
    const client = fakeClient();
    await new WalletStore(client, () => undefined).load();
    expect(client.getCountrySettings).not.toHaveBeenCalled();
  });

  test.each([
    ['a wallet of another country is unavailable (the cookie rule ignores country)', { ...ACTIVE, countryCode: 'id' }, SETTINGS, 'unavailable', true],
    ['restricted', { ...ACTIVE, walletStatus: 0 as const }, SETTINGS, 'restricted', false],
    ['active in a locked country is suspended', ACTIVE, { ...SETTINGS, countryStatus: 2 }, 'suspended', true],
    ['no wallet, activations disabled', undefined, { ...SETTINGS, countryStatus: 3 }, 'activationDisabled', false],
    ['no wallet, max users reached', undefined, { ...SETTINGS, walletCount: 100 }, 'maxUsersReached', false],
    ['active, zero balance: no hasActiveWallet', { ...ACTIVE, balanceAmount: 0 }, SETTINGS, 'active', false],
  ])('%s', async (_n, wallet, settings, state, hasActive) => {
    const s = new WalletStore(fakeClient({ getWallet: async () => wallet, getCountrySettings: async () => settings }), () => 'sg');
    await s.load();
    expect(s.uiState).toBe(state);
    expect(s.hasActiveWallet).toBe(hasActive);
  });

  test('wallet info hides if the country is locked and no wallet exists', async () => {
    const s = new WalletStore(fakeClient({ getWallet: async () => undefined, getCountrySettings: async () => ({ ...SETTINGS, countryStatus: 2 }) }), () => 'sg');
    await s.load();
    expect(s.isInfoHidden).toBe(true);
  });

  const PAYLOAD = { userId: 'u', countryCode: 'sg', languageCode: 'en', currencyCode: 'SGD', mobileNumber: '+6581234567', verifyOtp: '123456' };

  test('creation success stores the wallet', async () => {
    const s = new WalletStore(fakeClient({ getWallet: async () => undefined }), () => 'sg');
    await expect(s.create(PAYLOAD)).resolves.toBe(true);
    expect(s.wallet?.walletId).toBe('w1');
    expect(s.error.display).toBe(false);
  });

  test.each([
    ['resultCode 400 -> otpInvalid', async () => write({ ok: false, httpStatus: 400, resultCode: 400 }), 'wallet.activateWallet.error.otpInvalid'],
    ['other resultCode -> walletCreateFailed', async () => write({ ok: false, resultCode: 500 }), 'wallet.activateWallet.error.walletCreateFailed'],
    ['ok without a wallet -> walletCreateFailed', async () => write({ data: { nope: 1 } }), 'wallet.activateWallet.error.walletCreateFailed'],
    ['exception -> walletCreateFailed', async () => Promise.reject(new Error('net')), 'wallet.activateWallet.error.walletCreateFailed'],
  ])('creation failure clears the wallet and sets an error: %s', async (_n, createWallet, key) => {
    const s = new WalletStore(fakeClient({ createWallet: createWallet as WalletClient['createWallet'] }), () => 'sg');
    await s.load();
    await expect(s.create(PAYLOAD)).resolves.toBe(false);
    expect(s.wallet).toBeUndefined();
    expect(s.error).toMatchObject({ display: true, key });
    s.dismissError();
    expect(s.error.display).toBe(false);
  });

  test('unreserve: success reloads; failure shows walletCreateFailed', async () => {
    const client = fakeClient();
    const s = new WalletStore(client, () => 'sg');
    await expect(s.unreserve()).resolves.toBe(true);
    expect(client.getWallet).toHaveBeenCalled();
    const failing = new WalletStore(fakeClient({ unreserveWallet: async () => write({ ok: false, resultCode: 9 }) }), () => 'sg');
    await expect(failing.unreserve()).resolves.toBe(false);
    expect(failing.error.key).toBe('wallet.activateWallet.error.walletCreateFailed');
    const throwing = new WalletStore(fakeClient({ unreserveWallet: () => Promise.reject(new Error('x')) }), () => 'sg');
    await expect(throwing.unreserve()).resolves.toBe(false);
    expect(throwing.error.key).toBe('wallet.activateWallet.error.walletCreateFailed');
  });

  test('clear', async () => {
    const s = new WalletStore(fakeClient(), () => 'sg');
    await s.load();
    s.clear();
    expect(s.wallet).toBeUndefined();
    expect(s.countrySettings).toBeUndefined();
  });
});

describe('createWalletStore: the wallet remote builds its store from the page kernel', () => {
  test('uses the page session and shop, and is cleared on sign-out', async () => {
    const config = RuntimeConfigSchema.parse(testConfig('http://127.0.0.1:9'));
    const root = new RootStore({ config });
    root.shop.setCountry('sg');
    const store = createWalletStore(root);
    expect(store.uiState).toBe('notActivated');
    store.wallet = { ...ACTIVE, walletId: 'w1' };
    root.session.signOut();
    expect(store.wallet).toBeUndefined();
  });
});
