// The e2e tests' `test`: Playwright's, with a page that waits, after each full page load, until a page the server
// rendered is hydrated (issue 11). Before that its buttons are the server's HTML without handlers: a click would be
// lost, as for a shopper who taps before the JS has run (the top-up form keeps its entries and Enter: earlyEntries.ts).
import { test as base, type Page } from '@playwright/test';

export * from '@playwright/test';

/** Until the shell marks <html data-store-ready> (its first commit), when the page's #root came from the server. */
export async function hydrated(page: Page): Promise<void> {
  await page.waitForFunction(
    () => {
      const root = document.getElementById('root');
      return !root?.hasAttribute('data-ssr') || document.documentElement.hasAttribute('data-store-ready');
    },
    undefined,
    { timeout: 20_000 },
  );
}

export const test = base.extend({
  page: async ({ page, javaScriptEnabled }, use) => {
    if (javaScriptEnabled) {
      const goto = page.goto.bind(page);
      page.goto = async (url, options) => {
        const response = await goto(url, options);
        await hydrated(page);
        return response;
      };
      const reload = page.reload.bind(page);
      page.reload = async (options) => {
        const response = await reload(options);
        await hydrated(page);
        return response;
      };
    }
    await use(page);
  },
});
