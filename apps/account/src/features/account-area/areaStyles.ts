import { ensureKitStyles, ensureStyleSheet } from '@store/shared/ui';
import css from './area.css';

/** The account area's styles (history, settings, notifications, deletion), added once to the page. */
export function ensureAreaStyles(): void {
  ensureKitStyles();
  ensureStyleSheet('styles-account-area', css);
}
