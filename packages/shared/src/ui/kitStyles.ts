import kitCss from './styles/kit.css';
import tokensCss from './styles/tokens.css';
import { ensureStyleSheet } from './styleSheets';

const DARK = '[data-ui-scheme="dark"]';

/**
 * The dark palette once more for pages that follow the device (data-ui-scheme="auto"), inside the media query:
 * tokens.css writes the palette once, under the "dark" selector.
 */
export function withAutoScheme(tokens: string): string {
  const dark = new RegExp(`${DARK.replace(/[[\]"]/g, '\\$&')}[^{]*\\{[^}]*\\}`).exec(tokens)?.[0];
  if (!dark) return tokens;
  return `${tokens}\n@media (prefers-color-scheme: dark) {\n${dark.replaceAll(DARK, '[data-ui-scheme="auto"]')}\n}\n`;
}

/** The kit's stylesheet (tokens, then components): plain CSS, the same text on the server and in the browser. */
export const KIT_CSS = `${withAutoScheme(tokensCss)}\n${kitCss}`;

/** The id of the <style> element that holds the kit's CSS; a server render writes <style id={KIT_STYLE_ID}>{KIT_CSS}</style>. */
export const KIT_STYLE_ID = 'styles-ui-kit';

/**
 * Adds the kit's CSS to the page once (every app bundles the kit; the first one to render adds it). Called while
 * rendering, like the remotes' own ensure*Styles: on the server the renderer collects it (styleSheets.ts).
 */
export function ensureKitStyles(): void {
  // First in <head>: the apps' own sheets come later and may refine the kit.
  ensureStyleSheet(KIT_STYLE_ID, KIT_CSS, true);
}
