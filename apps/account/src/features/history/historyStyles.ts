import { pageStyleSheet } from '@store/shared/ui';

const sheet = pageStyleSheet('styles-account-history', () => import('./history.css'));

/** The history's own styles (its list and details), added once to the page. */
export function ensureHistoryStyles(): void {
  sheet.ensure();
}
