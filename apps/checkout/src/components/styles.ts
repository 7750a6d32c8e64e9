import { ensureKitStyles, ensureStyleSheet } from '@store/shared/ui';
import css from './checkout.css';

/** The checkout's styles, added once to the page (the remote owns its CSS, like the shell does). */
export function ensureCheckoutStyles(): void {
  ensureKitStyles();
  ensureStyleSheet('styles-checkout', css);
}
