import { ensureStyleSheet } from '@store/shared/ui';
import css from './notifications.css';

/** The notification list's and popover's styles, added once to the page. */
export function ensureNotificationStyles(): void {
  ensureStyleSheet('styles-account-notifications', css);
}
