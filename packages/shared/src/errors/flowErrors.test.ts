import { DEFAULT_ERROR_CODE } from '../domain/constants';
import {
  AppError,
  GuestLinkingError,
  NO_ERROR,
  assertGuestLinked,
  errorStateFor,
  partnerMissingFieldToast,
  partnerSignInToast,
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

describe('partner sign-in toasts (spec 8)', () => {
  // "Toast error uses code 400 with message; 'Error fetching player.' toast when the fetch fails while logged in."
  test('default error code 400', () => {
    expect(DEFAULT_ERROR_CODE).toBe(400);
    expect(partnerSignInToast('BANNED')).toEqual({ code: 400, key: 'errors.partnerSignIn.banned', message: expect.any(String) });
    expect(partnerSignInToast('FETCH_PLAYER_FAILED').message).toBe('Error fetching player.');
  });
  test("'Missing required account information {field}.'", () => {
    const t = partnerMissingFieldToast('playerId');
    expect(t.message).toBe('Missing required account information playerId.');
    expect(t.params).toEqual({ field: 'playerId' });
    expect(t.code).toBe(400);
  });
});

describe('error state (spec 3: display, header, message, param, raw, code)', () => {
  test('from the catalogue', () => {
    const raw = new Error('x');
    expect(errorStateFor('walletTopup', 406, { raw, header: 'Top-up' })).toEqual({
      display: true,
      key: 'errors.walletTopup.insufficientBalance',
      message: 'Your wallet balance is insufficient.',
      code: 406,
      raw,
      header: 'Top-up',
    });
    expect(NO_ERROR.display).toBe(false);
    expect(errorStateFor('transaction', 1).message).toMatch(/We can not process your purchase/);
  });
});
