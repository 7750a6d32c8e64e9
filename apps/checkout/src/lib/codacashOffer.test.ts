import { activeWalletCountry, isCodacashOffered } from './codacashOffer';

describe('Codacash at checkout', () => {
  test("the wallet's country comes from the hasActiveWallet cookie", () => {
    expect(activeWalletCountry('a=1; hasActiveWallet=sg; b=2')).toBe('sg');
    expect(activeWalletCountry('hasActiveWalletX=sg')).toBe('');
    expect(activeWalletCountry('')).toBe('');
  });

  test('offered only to a signed-in shopper whose active wallet is in the shop country', () => {
    expect(isCodacashOffered(true, 'sg', 'hasActiveWallet=sg')).toBe(true);
    expect(isCodacashOffered(false, 'sg', 'hasActiveWallet=sg')).toBe(false);
    expect(isCodacashOffered(true, 'id', 'hasActiveWallet=sg')).toBe(false);
    expect(isCodacashOffered(true, 'sg', '')).toBe(false);
  });
});
