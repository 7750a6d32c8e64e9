import { ensureKitStyles, pageStyleSheet } from '@store/shared/ui';

const sheet = pageStyleSheet('styles-account-area', () => import('./area.css'));

/** The account area's styles (history, settings, notifications, deletion), added once to the page. */
export function ensureAreaStyles(): void {
  ensureKitStyles();
  sheet.ensure();
}
