import { useEffect } from 'react';
import type { WalletSummary } from './walletState';
import { shouldSetHasActiveWalletCookie } from './walletState';

/**
 * The cookie's name (section 4). Its value is the wallet's country: the checkout reads it to offer
 * Codacash as a payment channel in that country only (decision wallet-has-active-wallet-cookie).
 */
export const HAS_ACTIVE_WALLET_COOKIE = 'hasActiveWallet';

/** The cookie's days: it is refreshed each time the wallet is read. */
const MAX_AGE_S = 30 * 24 * 60 * 60;

/** The document.cookie line that sets or deletes the cookie for a wallet (section 4: active with balance above zero). */
export function hasActiveWalletCookieLine(wallet: WalletSummary | null | undefined): string {
  return shouldSetHasActiveWalletCookie(wallet)
    ? `${HAS_ACTIVE_WALLET_COOKIE}=${encodeURIComponent((wallet?.countryCode ?? '').toLowerCase())}; path=/; max-age=${MAX_AGE_S}; samesite=lax`
    : `${HAS_ACTIVE_WALLET_COOKIE}=; path=/; max-age=0; samesite=lax`;
}

/** Keeps the hasActiveWallet cookie in step with the wallet once it is known (in the browser only). */
export function useHasActiveWalletCookie(wallet: WalletSummary | null | undefined, known: boolean): void {
  const line = hasActiveWalletCookieLine(wallet);
  useEffect(() => {
    if (known && typeof document !== 'undefined') document.cookie = line;
  }, [known, line]);
}
