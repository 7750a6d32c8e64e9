import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../scripts/chromium.mjs';

export { CHROMIUM_ARGS };

/** Debian's Chromium, driven by Playwright (no browser download on this machine). */
export function chromiumPath(): string {
  return CHROMIUM_PATH;
}
