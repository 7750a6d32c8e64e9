import { ensureKitStyles, pageStyleSheet } from '@store/shared/ui';

const sheet = pageStyleSheet('styles-shell', () => import('./shell.css'));

/** The shell's styles (the chrome, its pages and modals, after the UI kit's), added once to the page. */
export function ensureShellStyles(): void {
  ensureKitStyles();
  sheet.ensure();
}
