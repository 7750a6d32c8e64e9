/**
 * A prerender crawler renders the page to static HTML: modals are not mounted there (section 2).
 * navigator.webdriver alone is not prerender (Playwright and other automation set it).
 */
export function isPrerender(userAgent: string = typeof navigator === 'undefined' ? '' : navigator.userAgent): boolean {
  return /prerender|headlesschrome-prerender/i.test(userAgent);
}
