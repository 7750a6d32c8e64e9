/** @jest-environment jsdom */
import { ensureStyleSheet, pageStyleSheet, setStyleSheetCollector, styleSheetsReady, type StyleSheetCollector } from './styleSheets';

afterEach(() => {
  setStyleSheetCollector(undefined);
  document.head.innerHTML = '';
});

test('in the browser a sheet is added to <head> once; a first sheet goes before the others', () => {
  ensureStyleSheet('styles-app', '.app{}');
  ensureStyleSheet('styles-app', '.app{changed}');
  ensureStyleSheet('styles-kit', '.kit{}', true);
  const sheets = [...document.head.querySelectorAll('style')];
  expect(sheets.map((s) => [s.id, s.textContent])).toEqual([
    ['styles-kit', '.kit{}'],
    ['styles-app', '.app{}'],
  ]);
});

test("while the server renders, the request's collector gets the sheets and the document is left alone", () => {
  const added: Array<[string, string, boolean]> = [];
  const collector: StyleSheetCollector = { add: (id, css, first) => added.push([id, css, first]) };
  setStyleSheetCollector(() => collector);
  ensureStyleSheet('styles-kit', '.kit{}', true);
  ensureStyleSheet('styles-app', '.app{}');
  expect(added).toEqual([
    ['styles-kit', '.kit{}', true],
    ['styles-app', '.app{}', false],
  ]);
  expect(document.head.querySelectorAll('style')).toHaveLength(0);
});

test('outside a render (no current collector) the browser path applies again', () => {
  setStyleSheetCollector(() => undefined);
  ensureStyleSheet('styles-app', '.app{}');
  expect(document.getElementById('styles-app')?.textContent).toBe('.app{}');
});

describe('an app sheet (pageStyleSheet)', () => {
  const loaded = (css: string) => jest.fn(() => Promise.resolve({ default: css }));

  test('is fetched when the page does not have it, and is in <head> once the sheets are ready', async () => {
    const load = loaded('.app { color: red; }');
    pageStyleSheet('styles-app', load);
    expect(load).toHaveBeenCalledTimes(1);
    await styleSheetsReady();
    expect(document.getElementById('styles-app')?.textContent).toBe('.app{color: red}');
  });

  test('is not fetched on a page that already carries it (a server-rendered page)', async () => {
    document.head.innerHTML = '<style id="styles-app">.app{}</style>';
    const load = loaded('.app{}');
    const sheet = pageStyleSheet('styles-app', load);
    await styleSheetsReady();
    sheet.ensure();
    expect(load).not.toHaveBeenCalled();
    expect(document.head.querySelectorAll('style')).toHaveLength(1);
  });

  test("a first sheet (the kit's) goes before the others whatever the order they arrive in", async () => {
    pageStyleSheet('styles-app', loaded('.app{}'));
    pageStyleSheet('styles-kit', loaded('.kit{}'), true);
    await styleSheetsReady();
    expect([...document.head.querySelectorAll('style')].map((s) => s.id)).toEqual(['styles-kit', 'styles-app']);
  });

  test("while the server renders, ensure() gives the request's collector the loaded text", async () => {
    const sheet = pageStyleSheet('styles-app', loaded('.app { }'));
    await styleSheetsReady();
    const added: string[] = [];
    setStyleSheetCollector(() => ({ add: (id, css) => added.push(`${id} ${css}`) }));
    sheet.ensure();
    expect(added).toEqual(['styles-app .app{}']);
  });

  test('a sheet that cannot be fetched is reported and waited for no longer', async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const sheet = pageStyleSheet('styles-app', () => Promise.reject(new Error('offline')));
    await styleSheetsReady();
    sheet.ensure();
    expect(document.getElementById('styles-app')).toBeNull();
    expect(error).toHaveBeenCalledWith('[store] the style sheet styles-app could not be loaded', expect.any(Error));
    error.mockRestore();
  });

  test('styleSheetsReady also waits for a sheet asked for while it waits', async () => {
    pageStyleSheet('styles-a', () => Promise.resolve({ default: '.a{}' }).then((m) => (pageStyleSheet('styles-b', loaded('.b{}')), m)));
    await styleSheetsReady();
    expect(document.getElementById('styles-b')).not.toBeNull();
  });
});
