// The store's code (main.js, then its chunks), fetched by the page's start script and main.js. On a phone's network a
// fetch can fail; the page is then the server's HTML only: links work, the top-up form does not. So a failed fetch is
// tried again, twice, and then the page says so, with a button that reloads it (the server wrote that notice, hidden, in
// the page's language: apps/shell/src/server/pageNotices.ts).

/** The shell is served at the root of every storefront host (webpack.app.cjs: publicPath '/'). */
export const MAIN_JS = '/main.js';
/** The id of the server's notice shown when the code could not be fetched. */
export const CODE_FAILED_NOTICE_ID = 'store-code-failed';
export const MAIN_JS_ATTEMPTS = 3;
/** Before the second attempt; the third waits twice as long. */
export const MAIN_JS_RETRY_MS = 1_500;

/**
 * Shows the server's notice that the store could not load, its Reload button reloading the page; false on a page
 * without it (a page no server wrote).
 */
export function showCodeFailedNotice(doc: Document, reload: () => void = () => doc.defaultView?.location.reload()): boolean {
  const notice = doc.getElementById(CODE_FAILED_NOTICE_ID);
  if (!notice) return false;
  if (notice.hidden) notice.querySelector('button')?.addEventListener('click', () => reload());
  notice.removeAttribute('hidden');
  return true;
}

/** `attempt` until it succeeds, MAIN_JS_ATTEMPTS times at most, waiting longer each time (a chunk of the code, say). */
export async function withRetries<T>(attempt: () => Promise<T>, wait: (ms: number) => Promise<void> = (ms) => new Promise((resolve) => setTimeout(resolve, ms))): Promise<T> {
  for (let tried = 1; ; tried++) {
    try {
      return await attempt();
    } catch (error) {
      if (tried >= MAIN_JS_ATTEMPTS) throw error;
      await wait(MAIN_JS_RETRY_MS * tried);
    }
  }
}

/** Returns the page's "fetch the store's code" (once, whoever asks first: the start, or an early tap). */
export function storeCodeLoader(doc: Document = document, wait: (ms: number, then: () => void) => void = (ms, then) => void setTimeout(then, ms)): () => void {
  let asked = false;
  const load = (attempt: number) => {
    const script = doc.createElement('script');
    script.src = MAIN_JS;
    script.addEventListener(
      'error',
      () => {
        script.remove();
        if (attempt < MAIN_JS_ATTEMPTS) wait(MAIN_JS_RETRY_MS * attempt, () => load(attempt + 1));
        else showCodeFailedNotice(doc);
      },
      { once: true },
    );
    doc.head.appendChild(script);
  };
  return () => {
    if (asked) return;
    asked = true;
    load(1);
  };
}
