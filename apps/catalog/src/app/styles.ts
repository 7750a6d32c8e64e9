import { ensureKitStyles, pageStyleSheet } from '@store/shared/ui';

const sheet = pageStyleSheet('styles-catalog', () => import('./catalog.css'));

/** The catalog's styles, added once to the page. */
export function ensureCatalogStyles(): void {
  ensureKitStyles();
  sheet.ensure();
}
