import { ensureKitStyles, ensureStyleSheet } from '@store/shared/ui';
import css from './rewards.css';

/** The rewards remote's styles (after the UI kit's, which they refine), added once to the page: the remote owns its CSS, like the wallet does. */
export function ensureRewardsStyles(): void {
  ensureKitStyles();
  ensureStyleSheet('styles-rewards', css);
}
