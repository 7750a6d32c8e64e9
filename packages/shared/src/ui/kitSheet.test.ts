import { readFileSync } from 'node:fs';
import path from 'node:path';
import { withAutoScheme } from './kitSheet';
import { contrastRatio } from './theme';

// The CSS files are stubbed in jest; the tests read the real tokens.
const tokens = readFileSync(path.join(__dirname, 'styles/tokens.css'), 'utf8');

/** The custom properties a rule of tokens.css declares (its first rule whose selector starts with `selector`). */
function palette(css: string, selector: string): Record<string, string> {
  const start = css.indexOf(selector);
  const body = css.slice(css.indexOf('{', start) + 1, css.indexOf('}', start));
  return Object.fromEntries([...body.matchAll(/(--ui-color-[\w-]+):\s*(#[0-9a-f]{6})\s*;/gi)].map((m) => [m[1], m[2]]));
}

test('the dark palette is written once and also applies to "auto" pages when the device prefers dark', () => {
  const css = withAutoScheme(tokens);
  const autoRule = css.slice(css.indexOf('@media (prefers-color-scheme: dark)'));
  expect(autoRule).toContain('[data-ui-scheme="auto"], [data-ui-scheme="auto"] .ui-theme {');
  expect(palette(autoRule, '[data-ui-scheme="auto"]')).toEqual(palette(tokens, '[data-ui-scheme="dark"]'));
  expect(Object.keys(palette(tokens, '[data-ui-scheme="dark"]')).length).toBeGreaterThan(10);
  // Text without a dark rule is left as it is.
  expect(withAutoScheme(':root { --ui-color-bg: #ffffff; }')).toBe(':root { --ui-color-bg: #ffffff; }');
});

test.each([
  ['light', ':root, .ui-theme'],
  ['dark', '[data-ui-scheme="dark"]'],
])('the %s palette reads at WCAG AA: text, muted text, links and states on their backgrounds', (_name, selector) => {
  const light = palette(tokens, ':root, .ui-theme');
  const colours = { ...light, ...palette(tokens, selector) };
  const pairs: Array<[string, string]> = [
    ['--ui-color-text', '--ui-color-surface'],
    ['--ui-color-text', '--ui-color-bg'],
    ['--ui-color-text-muted', '--ui-color-surface'],
    ['--ui-color-text-muted', '--ui-color-bg'],
    ['--ui-color-accent', '--ui-color-surface'],
    ['--ui-color-on-accent', '--ui-color-accent'],
    ['--ui-color-success', '--ui-color-success-bg'],
    ['--ui-color-danger', '--ui-color-danger-bg'],
    ['--ui-color-warning', '--ui-color-warning-bg'],
    ['--ui-color-text', '--ui-color-selected-bg'],
  ];
  for (const [text, background] of pairs) {
    expect({ text, background, ratio: contrastRatio(colours[text]!, colours[background]!) >= 4.5 }).toEqual({ text, background, ratio: true });
  }
});
