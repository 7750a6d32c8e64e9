import { ensureKitStyles } from '@store/shared/ui';
import css from './wallet.css';

/** The wallet's styles (after the UI kit's, which they refine), added once to the page: the remote owns its CSS, like the shell does. */
export function ensureWalletStyles(): void {
  ensureKitStyles();
  if (typeof document === 'undefined' || document.getElementById('styles-wallet')) return;
  const style = document.createElement('style');
  style.id = 'styles-wallet';
  style.textContent = css;
  document.head.appendChild(style);
}
