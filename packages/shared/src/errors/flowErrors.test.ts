import {
  AppError,
  GuestLinkingError,
  NO_ERROR,
  assertGuestLinked,
  walletCreationError,
  walletUnreserveError,
} from './flowErrors';

describe('wallet creation errors (spec 8)', () => {
  // "resultCode 400 shows wallet.activateWallet.error.otpInvalid; any other failure or exception shows walletCreateFailed; unreserve failure shows the same."
  test.each([
    [400, 'wallet.activateWallet.error.otpInvalid'],
    ['400', 'wallet.activateWallet.error.otpInvalid'],
    [500, 'wallet.activateWallet.error.walletCreateFailed'],
    [1, 'wallet.activateWallet.error.walletCreateFailed'],
    [undefined, 'wallet.activateWallet.error.walletCreateFailed'],
  ])('resultCode %p -> %s', (code, key) => {
    expect(walletCreationError(code).key).toBe(key);
  });
  test('unreserve failure', () => {
    expect(walletUnreserveError().key).toBe('wallet.activateWallet.error.walletCreateFailed');
  });
});

describe('guest linking (spec 8)', () => {
  // "statusCode not 0 raises an error with code 0 and key adoptAccount.rewardLinkingFailed"
  test('statusCode 0 passes', () => {
    expect(() => assertGuestLinked(0)).not.toThrow();
  });
  test.each([1, -1, 500])('statusCode %s raises code 0', (statusCode) => {
    try {
      assertGuestLinked(statusCode);
      throw new Error('expected a throw');
    } catch (e) {
      expect(e).toBeInstanceOf(GuestLinkingError);
      expect(e).toBeInstanceOf(AppError);
      const g = e as GuestLinkingError;
      expect(g.code).toBe(0);
      expect(g.key).toBe('adoptAccount.rewardLinkingFailed');
      expect(g.statusCode).toBe(statusCode);
      expect(g.group).toBe('guestLinking');
    }
  });
});

describe('error state (spec 3: display, header, message, param, raw, code)', () => {
  test('no error is not displayed', () => {
    expect(NO_ERROR).toMatchObject({ display: false, code: 400 });
  });
});
