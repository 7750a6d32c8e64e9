import css from './notifications.css';

/** The notification list's and popover's styles, added once to the page. */
export function ensureNotificationStyles(): void {
  if (typeof document === 'undefined' || document.getElementById('styles-account-notifications')) return;
  const style = document.createElement('style');
  style.id = 'styles-account-notifications';
  style.textContent = css;
  document.head.appendChild(style);
}
