import { ensureKitStyles, ensureStyleSheet } from '@store/shared/ui';
import css from './catalog.css';

/** The catalog's styles, added once to the page. */
export function ensureCatalogStyles(): void {
  ensureKitStyles();
  ensureStyleSheet('styles-catalog', css);
}
