import kitCss from './styles/kit.css';
import tokensCss from './styles/tokens.css';

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
const KIT_CSS = `${withAutoScheme(tokensCss)}\n${kitCss}`;

/** A chunk of its own (kitStyles.ts imports it when the page does not have the kit's sheet yet). */
export default KIT_CSS;
