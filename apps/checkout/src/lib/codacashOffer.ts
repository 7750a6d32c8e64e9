/** The wallet remote's cookie (section 4 hasActiveWallet): set, with the wallet's country, while its wallet is active with a balance. */
export const HAS_ACTIVE_WALLET_COOKIE = 'hasActiveWallet';

/** The country of the shopper's active wallet, from a document.cookie string ('' when none). */
export function activeWalletCountry(cookie: string): string {
  for (const part of cookie.split(';')) {
    const [name, ...rest] = part.trim().split('=');
    if (name === HAS_ACTIVE_WALLET_COOKIE) return decodeURIComponent(rest.join('=')).toLowerCase();
  }
  return '';
}

/** Codacash is a payment channel for a signed-in shopper whose active wallet is in the shop country (section 2, issue 15). */
export function isCodacashOffered(signedIn: boolean, countryCode: string, cookie: string = typeof document === 'undefined' ? '' : document.cookie): boolean {
  return signedIn && countryCode !== '' && activeWalletCountry(cookie) === countryCode.toLowerCase();
}
