import { ensureKitStyles, ensureStyleSheet } from '@store/shared/ui';
import css from './account.css';

/** The account remote's styles, added once to the page (the remote owns its CSS). */
export function ensureAccountStyles(): void {
  ensureKitStyles();
  ensureStyleSheet('styles-account', css);
}
