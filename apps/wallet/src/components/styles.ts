import css from './wallet.css';

/** The wallet's styles, added once to the page (the remote owns its CSS, like the shell does). */
export function ensureWalletStyles(): void {
  if (typeof document === 'undefined' || document.getElementById('styles-wallet')) return;
  const style = document.createElement('style');
  style.id = 'styles-wallet';
  style.textContent = css;
  document.head.appendChild(style);
}
