import { readFileSync } from 'node:fs';
import { contrastRatio, onColourOf, themeStyle } from './theme';

test('contrast ratios follow WCAG: black on white is 21, a colour on itself 1', () => {
  expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
  expect(contrastRatio('#1a3d6d', '#1a3d6d')).toBe(1);
});

test("a storefront's theme colour sets the brand tokens, with text that reads on it", () => {
  expect(themeStyle({ themeColour: '#000000' })).toEqual({ '--theme-colour': '#000000', '--theme-on-colour': '#ffffff' });
  expect(themeStyle({ themeColour: '#1a3d6d' })['--theme-on-colour']).toBe('#ffffff');
  // A light brand colour (a partner's yellow) gets dark text.
  expect(onColourOf('#ffd400')).toBe('#14171c');
});

test("the dark tokens also reach a .ui-theme inside the opted-in element (the shell's root re-declares the light ones there)", () => {
  const tokens = readFileSync(`${__dirname}/styles/tokens.css`, 'utf8');
  const dark = tokens.slice(tokens.indexOf('@media (prefers-color-scheme: dark)'));
  expect(dark).toMatch(/\[data-ui-scheme="auto"\], \[data-ui-scheme="auto"\] \.ui-theme \{/);
});
