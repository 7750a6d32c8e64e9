/** @jest-environment jsdom */
import { ensureStyleSheet, setStyleSheetCollector, type StyleSheetCollector } from './styleSheets';

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
