import type { RouteName } from '@store/shared/domain';
import { routeNameOf } from './routeMatch';

describe("routeNameOf: the route table through React Router's own matcher", () => {
  it.each<[string, RouteName | 'NotFound']>([
    ['/international', 'International'],
    ['/en-sg/', 'Homepage'],
    ['/en-sg', 'Homepage'],
    ['/en-sg/mobile-legends', 'ProductDetail'],
    ['/id/mobile-legends-tri', 'ProductDetail'],
    ['/product/mobile-legends', 'GlobalProduct'],
    ['/en-sg/sign-in', 'SignIn'],
    ['/en-sg/sign-up', 'SignUp'],
    ['/en-sg/confirm-signup', 'ConfirmSignup'],
    ['/en-sg/recover-password', 'RecoverPassword'],
    ['/en-sg/verify', 'VerifySignup'],
    ['/en-sg/notifications', 'GuestNotifications'],
    ['/en-sg/codacash', 'CodacashLandingPage'],
    ['/en-sg/rewards', 'CashbackLandingPage'],
    ['/en-sg/complete', 'TransactionComplete'],
    ['/en-sg/waiting', 'TransactionWaiting'],
    ['/marketing-and-partnership', 'MarketingAndPartnership'],
    ['/en-sg/user/transactions', 'UserTransactionHistory'],
    ['/en-sg/user/rewards', 'UserCashback'],
    ['/en-sg/user/settings', 'UserSettings'],
    ['/en-sg/user/verifyAccountDelete', 'VerifyAccountDelete'],
    ['/en-sg/user/notifications', 'UserNotifications'],
    ['/en-sg/search/free%20fire', 'SearchResults'],
    ['/en-sg/search/', 'SearchResults'],
    ['/en-sg/unsubscribe', 'Unsubscribe'],
    ['/en-sg/redeem', 'RedeemGift'],
    ['/en-sg/wallet/verify', 'WalletVerification'],
    ['/en-sg/wallet/home', 'WalletHome'],
    ['/en-sg/wallet/waiting', 'WalletTransactionWaiting'],
    ['/en-sg/wallet/complete', 'WalletTransactionComplete'],
    ['/en-sg/a/b/c', 'NotFound'],
    ['/en-sg/user/unknown', 'NotFound'],
    ['/', 'NotFound'],
  ])('%s -> %s', (pathname, name) => {
    expect(routeNameOf(pathname)).toBe(name);
  });
});
