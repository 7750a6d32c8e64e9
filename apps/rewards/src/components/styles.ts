import { ensureKitStyles } from '@store/shared/ui';
import css from './rewards.css';

/** The rewards remote's styles (after the UI kit's, which they refine), added once to the page: the remote owns its CSS, like the wallet does. */
export function ensureRewardsStyles(): void {
  ensureKitStyles();
  if (typeof document === 'undefined' || document.getElementById('styles-rewards')) return;
  const style = document.createElement('style');
  style.id = 'styles-rewards';
  style.textContent = css;
  document.head.appendChild(style);
}
