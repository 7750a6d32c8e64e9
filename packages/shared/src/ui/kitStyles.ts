import { pageStyleSheet } from './styleSheets';

/** The id of the <style> element that holds the kit's CSS; a server render writes it with the kit's CSS (kitSheet.ts). */
export const KIT_STYLE_ID = 'styles-ui-kit';

// First in <head>: the apps' own sheets come later and may refine the kit.
const kitSheet = pageStyleSheet(KIT_STYLE_ID, () => import('./kitSheet'), true);

/**
 * Adds the kit's CSS to the page once (every app bundles the kit; the first one to render adds it). Called while
 * rendering, like the remotes' own ensure*Styles: on the server the renderer collects it (styleSheets.ts).
 */
export function ensureKitStyles(): void {
  kitSheet.ensure();
}
