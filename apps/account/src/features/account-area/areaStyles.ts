import { ensureKitStyles } from '@store/shared/ui';
import css from './area.css';

/** The account area's styles (history, settings, notifications, deletion), added once to the page. */
export function ensureAreaStyles(): void {
  ensureKitStyles();
  if (typeof document === 'undefined' || document.getElementById('styles-account-area')) return;
  const style = document.createElement('style');
  style.id = 'styles-account-area';
  style.textContent = css;
  document.head.appendChild(style);
}
