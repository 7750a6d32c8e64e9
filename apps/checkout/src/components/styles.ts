import { ensureKitStyles } from '@store/shared/ui';
import css from './checkout.css';

/** The checkout's styles, added once to the page (the remote owns its CSS, like the shell does). */
export function ensureCheckoutStyles(): void {
  ensureKitStyles();
  if (typeof document === 'undefined' || document.getElementById('styles-checkout')) return;
  const style = document.createElement('style');
  style.id = 'styles-checkout';
  style.textContent = css;
  document.head.appendChild(style);
}
