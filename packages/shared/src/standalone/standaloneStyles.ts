import { ensureKitStyles, ensureStyleSheet } from '@store/shared/ui';

/** The harness's own rules, on the kit's tokens: a nav of chips, then the page in the store's centred column. */
const STANDALONE_CSS = `
.standalone { min-block-size: 100vh; background: var(--ui-color-surface); color: var(--ui-color-text); font-family: var(--ui-font-family); line-height: var(--ui-line-height); }
.standalone-nav { background: var(--ui-color-surface-sunken); border-block-end: 1px solid var(--ui-color-border); }
.standalone-nav__list { list-style: none; margin: 0 auto; padding: var(--ui-space-2) var(--ui-space-4); max-inline-size: 64rem; box-sizing: border-box; display: flex; flex-wrap: wrap; gap: var(--ui-space-2); }
.standalone-nav__link { display: inline-flex; align-items: center; text-decoration: none; white-space: nowrap; }
.standalone-nav__link[aria-current="page"] { background: var(--ui-color-text); border-color: var(--ui-color-text); color: var(--ui-color-surface); }
.standalone-main { max-inline-size: 64rem; margin-inline: auto; padding: var(--ui-space-4); box-sizing: border-box; }
.standalone-main:focus { outline: none; }
.standalone-signed-out { max-inline-size: 34rem; margin: var(--ui-space-6) auto; display: grid; justify-items: start; gap: var(--ui-space-3); }
.standalone-signed-out h1 { margin: 0; font-size: var(--ui-font-size-xl); }
.standalone-signed-out p { margin: 0; }
`;

/** The kit's CSS, then the harness's, added once to the page. */
export function ensureStandaloneStyles(): void {
  ensureKitStyles();
  ensureStyleSheet('styles-standalone', STANDALONE_CSS);
}
