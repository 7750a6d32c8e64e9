import { pageStyleSheet } from '@store/shared/ui';

const sheet = pageStyleSheet('styles-account-settings', () => import('./settings.css'));

/** The settings page's own styles, added once to the page. */
export function ensureSettingsStyles(): void {
  sheet.ensure();
}
