import { ensureKitStyles, pageStyleSheet } from '@store/shared/ui';

const sheet = pageStyleSheet('styles-account', () => import('./account.css'));

/** The account remote's styles, added once to the page (the remote owns its CSS). */
export function ensureAccountStyles(): void {
  ensureKitStyles();
  sheet.ensure();
}
