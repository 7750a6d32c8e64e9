import { CODE_FAILED_NOTICE_ID } from '../start/storeCode';
import { escapeHtml } from './pageHead';
import type { ShellStrings } from './shellStrings';

/**
 * The page's two notices for a shopper whose browser runs none of the store's code, in the page's language, above the
 * page (before #root, which React owns): with JavaScript off, why the top-up form does nothing; and, hidden until the
 * start script gives up fetching the store's code (start/storeCode.ts), that the store could not load, with a Reload
 * button (the script that shows the notice gives it its click; a link here would come before the page's skip link,
 * which then no longer counts as one). Styled by the page template's own inline sheet (scripts/app.html): the store's
 * sheets may be what did not load.
 */
export function pageNoticesHtml(strings: ShellStrings): string {
  return (
    `<noscript><p class="store-notice">${escapeHtml(strings('page.scriptOff'))}</p></noscript>` +
    `<p id="${CODE_FAILED_NOTICE_ID}" class="store-notice" role="alert" hidden>${escapeHtml(strings('page.codeFailed'))} ` +
    `<button type="button">${escapeHtml(strings('page.reload'))}</button></p>`
  );
}

/** The page with its notices at the start of <body>. */
export function withPageNotices(html: string, strings: ShellStrings): string {
  return html.replace(/<body\b[^>]*>/i, (body) => `${body}\n    ${pageNoticesHtml(strings)}`);
}
