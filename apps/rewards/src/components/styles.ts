import { ensureKitStyles, pageStyleSheet } from '@store/shared/ui';

const sheet = pageStyleSheet('styles-rewards', () => import('./rewards.css'));

/** The rewards remote's styles (after the UI kit's, which they refine), added once to the page: the remote owns its CSS, like the wallet does. */
export function ensureRewardsStyles(): void {
  ensureKitStyles();
  sheet.ensure();
}
