import { ensureKitStyles, pageStyleSheet } from '@store/shared/ui';

const sheet = pageStyleSheet('styles-checkout', () => import('./checkout.css'));

/** The checkout's styles, added once to the page (the remote owns its CSS, like the shell does). */
export function ensureCheckoutStyles(): void {
  ensureKitStyles();
  sheet.ensure();
}
