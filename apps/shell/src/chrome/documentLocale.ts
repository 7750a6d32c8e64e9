import { FALLBACK_LANGUAGE } from '@store/shared';

/**
 * Says the page's language and direction on <html>. Written only when they change: the server's page already says
 * both, and a write of the same dir makes the browser recompute the direction of every element on the page (about
 * 30 ms on a phone's first load). en-default is English: the document says so in the tag browsers and screen readers know.
 */
export function applyDocumentLocale(html: HTMLElement, code: string, rtl: boolean): void {
  const lang = code === FALLBACK_LANGUAGE ? 'en' : code;
  const dir = rtl ? 'rtl' : 'ltr';
  if (html.lang !== lang) html.lang = lang;
  if (html.getAttribute('dir') !== dir) html.dir = dir;
}
