import { ensureStyleSheet } from '@store/shared/ui';
import css from './history.css';

/** The history's own styles (its list and details), added once to the page. */
export function ensureHistoryStyles(): void {
  ensureStyleSheet('styles-account-history', css);
}
