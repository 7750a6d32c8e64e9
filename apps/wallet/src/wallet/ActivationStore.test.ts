/** @jest-environment node */
import { createWalletClient } from '@store/shared/api';
import { countryByCode, type Country } from '@store/shared/domain';
import { useTestServer, type RecordedRequest } from '@store/shared/testing';
import { ActivationStep, ActivationStore, PHONE_REFUSED_KEY, SWITCH_LIMIT_KEY, WALLET_OTP_SENT } from './ActivationStore';
import { memorySwitchStorage } from './switchLimiter';

const live = useTestServer();
const SG = countryByCode('sg') as Country;
const RESERVED = { walletId: 'WAL-1', walletStatus: 2, countryCode: 'sg', balanceAmount: 0, hasSpent: false };
const ACTIVE = { ...RESERVED, walletStatus: 1 };

/** The API, over HTTP: validate-phone answers `phone`; createWallet 10007 without a code, then `confirm` with one. */
function api(over: { phone?: { status?: number; resultCode: number }; send?: unknown; confirm?: unknown; unreserve?: unknown } = {}) {
  live.server.handle((req: RecordedRequest) => {
    if (req.path === '/wallet/validate-phone') return { status: over.phone?.status ?? 200, body: { resultCode: over.phone?.resultCode ?? 204 } };
    if (req.path === '/wallet/createWallet') {
      const body = req.body as { verifyOtp?: string };
      if (!body.verifyOtp) return { body: over.send ?? { resultCode: WALLET_OTP_SENT, resultMessage: 'OTP_SENT', data: { ...RESERVED, otpExpiresIn: 100 } } };
      return { body: over.confirm ?? { resultCode: 0, data: ACTIVE } };
    }
    if (req.path === '/wallet/unreserveWallet') return { body: over.unreserve ?? { resultCode: 0, data: null } };
    return undefined;
  });
}

function store(now = () => 1_000_000) {
  const client = createWalletClient(live.config, {
    identity: { getIdToken: async () => 'id-token', getPartnerToken: () => undefined },
    locale: () => ({ countryCode: 'sg', languageCode: 'en' }),
    log: jest.fn(),
    timeoutMs: 1000,
  });
  return new ActivationStore(client, () => ({ userId: 'user-1', email: 'a@example.com', name: 'Ana', country: SG, languageCode: 'en' }), now);
}

const bodies = (path: string) => live.server.requests.filter((r) => r.path === path).map((r) => r.body);

describe('ActivationStore: the switch limiter', () => {
  test('a 4th "use another number" within a day is refused without a call; a day later it works again', async () => {
    api();
    let now = 1_000_000;
    const client = createWalletClient(live.config, {
      identity: { getIdToken: async () => 'id-token', getPartnerToken: () => undefined },
      locale: () => ({ countryCode: 'sg', languageCode: 'en' }),
      log: jest.fn(),
    });
    const switches = memorySwitchStorage();
    const s = new ActivationStore(client, () => ({ userId: 'user-1', country: SG, languageCode: 'en' }), () => now, switches);
    for (let i = 0; i < 3; i += 1) {
      await s.requestCode('91234567');
      expect(await s.changeNumber()).toBe(true);
    }
    await s.requestCode('91234567');
    const before = live.server.requests.filter((r) => r.path === '/wallet/unreserveWallet').length;
    expect(await s.changeNumber()).toBe(false);
    expect(s.error).toMatchObject({ key: SWITCH_LIMIT_KEY });
    expect(s.step).toBe(ActivationStep.Code);
    expect(live.server.requests.filter((r) => r.path === '/wallet/unreserveWallet')).toHaveLength(before);
    now += 24 * 60 * 60 * 1000;
    expect(await s.changeNumber()).toBe(true);
  });
});


describe('ActivationStore: activation by phone (sections 4, 5, 8)', () => {
  test('10007 is the code on its way, not a failure; the code then activates and stores the wallet', async () => {
    api();
    const s = store();
    expect(await s.requestCode('91234567')).toBe(true);
    expect(s.step).toBe(ActivationStep.Code);
    expect(s.error.display).toBe(false);
    expect(s.secondsLeft(1_000_000 + 40_000)).toBe(60);
    expect(await s.confirm('123456')).toBe(true);
    expect(s.step).toBe(ActivationStep.Done);
    expect(s.wallet).toMatchObject({ walletId: 'WAL-1', walletStatus: 1 });
    expect(bodies('/wallet/validate-phone')).toEqual([{ phoneNumber: '91234567' }]);
    expect(bodies('/wallet/createWallet')).toEqual([
      { userId: 'user-1', countryCode: 'sg', languageCode: 'en', currencyCode: 'SGD', email: 'a@example.com', mobileNumber: '91234567', verifyOtp: '', emailTemplateData: { name: 'Ana' } },
      { userId: 'user-1', countryCode: 'sg', languageCode: 'en', currencyCode: 'SGD', email: 'a@example.com', mobileNumber: '91234567', verifyOtp: '123456', emailTemplateData: { name: 'Ana' } },
    ]);
  });

  test('the phone check passes only on status 200 with resultCode 204: 409 (in use) or a 500 stops before any code is sent', async () => {
    for (const phone of [{ resultCode: 409 }, { status: 500, resultCode: 204 }, { resultCode: 0 }]) {
      api({ phone });
      const s = store();
      expect(await s.requestCode('91234567')).toBe(false);
      expect(s.step).toBe(ActivationStep.Phone);
      expect(s.error).toMatchObject({ display: true, key: PHONE_REFUSED_KEY });
    }
    expect(bodies('/wallet/createWallet')).toEqual([]);
  });

  test('a wrong code (400) shows otpInvalid and keeps the code step; any other failure walletCreateFailed; the wallet is cleared', async () => {
    api({ confirm: { resultCode: 400, resultMessage: 'OTP_INVALID' } });
    const s = store();
    await s.requestCode('91234567');
    expect(await s.confirm('000000')).toBe(false);
    expect(s.step).toBe(ActivationStep.Code);
    expect(s.error).toMatchObject({ display: true, key: 'wallet.activateWallet.error.otpInvalid', code: 400 });
    expect(s.wallet).toBeUndefined();

    api({ confirm: { resultCode: 222, resultMessage: 'Too many failed OTP attempts' } });
    expect(await s.confirm('000000')).toBe(false);
    expect(s.error).toMatchObject({ key: 'wallet.activateWallet.error.walletCreateFailed', code: 222 });
  });

  test('a refused first step (e.g. activations disabled) is walletCreateFailed; a resend skips the phone check', async () => {
    api({ send: { resultCode: 408, resultMessage: 'ACTIVATION_DISABLED' } });
    const s = store();
    expect(await s.requestCode('91234567')).toBe(false);
    expect(s.error).toMatchObject({ key: 'wallet.activateWallet.error.walletCreateFailed', code: 408 });
    api();
    expect(await s.requestCode('91234567')).toBe(true);
    live.server.requests.length = 0;
    expect(await s.requestCode('91234567', true)).toBe(true);
    expect(bodies('/wallet/validate-phone')).toEqual([]);
    expect(bodies('/wallet/createWallet')).toHaveLength(1);
  });

  test('another number: unreserve goes back to the number; its failure shows walletCreateFailed', async () => {
    api();
    const s = store();
    await s.requestCode('91234567');
    expect(await s.changeNumber()).toBe(true);
    expect(s.step).toBe(ActivationStep.Phone);
    await s.requestCode('91234567');
    api({ unreserve: { resultCode: 408, resultMessage: 'No reserved wallet.' } });
    expect(await s.changeNumber()).toBe(false);
    expect(s.step).toBe(ActivationStep.Code);
    expect(s.error).toMatchObject({ key: 'wallet.activateWallet.error.walletCreateFailed' });
  });

  test('a network failure is walletCreateFailed, never a thrown error', async () => {
    api();
    const s = store();
    await s.requestCode('91234567');
    await live.server.close();
    expect(await s.confirm('123456')).toBe(false);
    expect(s.error).toMatchObject({ key: 'wallet.activateWallet.error.walletCreateFailed', code: 'exception' });
  });
});
