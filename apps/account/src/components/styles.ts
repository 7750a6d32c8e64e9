import { ensureKitStyles } from '@store/shared/ui';
import css from './account.css';

/** The account remote's styles, added once to the page (the remote owns its CSS). */
export function ensureAccountStyles(): void {
  ensureKitStyles();
  if (typeof document === 'undefined' || document.getElementById('styles-account')) return;
  const style = document.createElement('style');
  style.id = 'styles-account';
  style.textContent = css;
  document.head.appendChild(style);
}
