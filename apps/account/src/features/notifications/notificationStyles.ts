import { pageStyleSheet } from '@store/shared/ui';

const sheet = pageStyleSheet('styles-account-notifications', () => import('./notifications.css'));

/** The notification list's and popover's styles, added once to the page. */
export function ensureNotificationStyles(): void {
  sheet.ensure();
}
