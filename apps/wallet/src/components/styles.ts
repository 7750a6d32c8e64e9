import { ensureKitStyles, pageStyleSheet } from '@store/shared/ui';

const sheet = pageStyleSheet('styles-wallet', () => import('./wallet.css'));

/** The wallet's styles (after the UI kit's, which they refine), added once to the page: the remote owns its CSS, like the shell does. */
export function ensureWalletStyles(): void {
  ensureKitStyles();
  sheet.ensure();
}
