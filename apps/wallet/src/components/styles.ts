import { ensureKitStyles, ensureStyleSheet } from '@store/shared/ui';
import css from './wallet.css';

/** The wallet's styles (after the UI kit's, which they refine), added once to the page: the remote owns its CSS, like the shell does. */
export function ensureWalletStyles(): void {
  ensureKitStyles();
  ensureStyleSheet('styles-wallet', css);
}
