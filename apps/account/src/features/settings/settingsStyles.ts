import css from './settings.css';

/** The settings page's own styles, added once to the page. */
export function ensureSettingsStyles(): void {
  if (typeof document === 'undefined' || document.getElementById('styles-account-settings')) return;
  const style = document.createElement('style');
  style.id = 'styles-account-settings';
  style.textContent = css;
  document.head.appendChild(style);
}
