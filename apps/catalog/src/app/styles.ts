import { ensureKitStyles } from '@store/shared/ui';
import css from './catalog.css';

/** The catalog's styles, added once to the page. */
export function ensureCatalogStyles(): void {
  ensureKitStyles();
  if (typeof document === 'undefined' || document.getElementById('styles-catalog')) return;
  const style = document.createElement('style');
  style.id = 'styles-catalog';
  style.textContent = css;
  document.head.appendChild(style);
}
