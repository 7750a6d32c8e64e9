import { CODE_FAILED_NOTICE_ID, MAIN_JS_RETRY_MS, showCodeFailedNotice, storeCodeLoader, withRetries } from './storeCode';

/** The page's script elements for main.js, and a clock the test advances. */
function page() {
  document.head.innerHTML = '';
  document.body.innerHTML = `<p id="${CODE_FAILED_NOTICE_ID}" hidden>The store could not load completely. <button type="button">Reload</button></p>`;
  const waits: Array<{ ms: number; then: () => void }> = [];
  const scripts = () => [...document.head.querySelectorAll('script')];
  const notice = () => document.getElementById(CODE_FAILED_NOTICE_ID) as HTMLElement;
  const failLatest = () => scripts().at(-1)?.dispatchEvent(new Event('error'));
  const runWaits = () => waits.splice(0).forEach((w) => w.then());
  return { waits, scripts, notice, failLatest, runWaits, load: storeCodeLoader(document, (ms, then) => waits.push({ ms, then })) };
}

test('fetches main.js once, whoever asks first', () => {
  const p = page();
  p.load();
  p.load();
  expect(p.scripts().map((s) => s.getAttribute('src'))).toEqual(['/main.js']);
});

test('a failed fetch is tried again, later each time; loaded, the notice stays hidden', () => {
  const p = page();
  p.load();
  p.failLatest();
  expect(p.scripts()).toHaveLength(0);
  expect(p.waits.map((w) => w.ms)).toEqual([MAIN_JS_RETRY_MS]);
  p.runWaits();
  expect(p.scripts()).toHaveLength(1);
  p.failLatest();
  expect(p.waits.map((w) => w.ms)).toEqual([2 * MAIN_JS_RETRY_MS]);
  p.runWaits();
  p.scripts()[0]?.dispatchEvent(new Event('load'));
  expect(p.notice()).toHaveProperty('hidden', true);
});

test('after the third failure the page says the store could not load, with its Reload button', () => {
  const p = page();
  p.load();
  for (let attempt = 1; attempt <= 3; attempt++) {
    p.failLatest();
    p.runWaits();
  }
  expect(p.notice().hidden).toBe(false);
  expect(p.scripts()).toHaveLength(0);
});

test('a page without the notice (a page no server wrote) fails quietly', () => {
  const p = page();
  document.body.innerHTML = '';
  p.load();
  for (let attempt = 1; attempt <= 3; attempt++) {
    p.failLatest();
    p.runWaits();
  }
  expect(p.scripts()).toHaveLength(0);
});

describe('withRetries', () => {
  test('tries again after a failure, waiting longer each time, and gives up after the third', async () => {
    const waited: number[] = [];
    const wait = async (ms: number) => void waited.push(ms);
    let calls = 0;
    await expect(withRetries(async () => (++calls < 3 ? Promise.reject(new Error('chunk')) : 'loaded'), wait)).resolves.toBe('loaded');
    expect(waited).toEqual([MAIN_JS_RETRY_MS, 2 * MAIN_JS_RETRY_MS]);
    calls = 0;
    await expect(withRetries(async () => Promise.reject(new Error(`chunk ${++calls}`)), wait)).rejects.toThrow('chunk 3');
  });
});

test('showCodeFailedNotice shows the server\'s notice, whose button reloads the page (once per click, however often shown), and says whether the page has one', () => {
  document.body.innerHTML = `<p id="${CODE_FAILED_NOTICE_ID}" hidden>The store could not load completely. <button type="button">Reload</button></p>`;
  const reload = jest.fn();
  expect(showCodeFailedNotice(document, reload)).toBe(true);
  expect(showCodeFailedNotice(document, reload)).toBe(true);
  expect(document.getElementById(CODE_FAILED_NOTICE_ID)?.hidden).toBe(false);
  document.querySelector('button')?.click();
  expect(reload).toHaveBeenCalledTimes(1);
  document.body.innerHTML = '';
  expect(showCodeFailedNotice(document)).toBe(false);
});
