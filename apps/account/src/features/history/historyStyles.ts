import css from './history.css';

/** The history's own styles (its list and details), added once to the page. */
export function ensureHistoryStyles(): void {
  if (typeof document === 'undefined' || document.getElementById('styles-account-history')) return;
  const style = document.createElement('style');
  style.id = 'styles-account-history';
  style.textContent = css;
  document.head.appendChild(style);
}
