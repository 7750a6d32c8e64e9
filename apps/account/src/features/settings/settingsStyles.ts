import { ensureStyleSheet } from '@store/shared/ui';
import css from './settings.css';

/** The settings page's own styles, added once to the page. */
export function ensureSettingsStyles(): void {
  ensureStyleSheet('styles-account-settings', css);
}
