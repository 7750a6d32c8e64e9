import { UserType } from '@store/shared/domain';
import { needsSignIn } from './pageAccess';

const guest = { userType: UserType.Guest, isPartnerAccount: false };
const signedIn = { userType: UserType.SignedIn, isPartnerAccount: false };
const partner = { userType: UserType.Guest, isPartnerAccount: true };

test("a page for everyone, or a guest's, never asks for sign-in", () => {
  expect(needsSignIn('CashbackLandingPage', guest)).toBe(false);
  expect(needsSignIn('GuestNotifications', guest)).toBe(false);
  expect(needsSignIn('SignIn', guest)).toBe(false);
});

test("user pages follow the route's rule: signed-in users, soft-signed-in ones for cashback, partner players for history", () => {
  expect(needsSignIn('UserSettings', guest)).toBe(true);
  expect(needsSignIn('UserSettings', signedIn)).toBe(false);
  expect(needsSignIn('UserSettings', partner)).toBe(true);
  expect(needsSignIn('UserCashback', { userType: UserType.SoftSignedIn, isPartnerAccount: false })).toBe(false);
  expect(needsSignIn('UserTransactionHistory', partner)).toBe(false);
});

test('wallet pages need a signed-in shop user, not a partner player', () => {
  expect(needsSignIn('WalletHome', guest)).toBe(true);
  expect(needsSignIn('WalletHome', signedIn)).toBe(false);
  expect(needsSignIn('WalletHome', { userType: UserType.SignedIn, isPartnerAccount: true })).toBe(true);
});
