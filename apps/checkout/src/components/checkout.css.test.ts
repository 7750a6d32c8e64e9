import fs from 'node:fs';
import path from 'node:path';

const css = fs.readFileSync(path.join(__dirname, 'checkout.css'), 'utf8');

test("the top-up form's fields scroll clear of the phone's sticky bar when focused (scroll-margin below them)", () => {
  const phone = /^\.topup__main :is\(input, select, textarea, button\) \{ scroll-margin-block: [^;]+ (\d+)rem; \}$/m.exec(css);
  expect(phone).not.toBeNull();
  // Taller than the bar with a problem line: the field's error line shows above it.
  expect(Number(phone?.[1])).toBeGreaterThanOrEqual(10);
  // The sticky bar is a bottom bar below 64rem only; the desktop's side panel needs no such margin.
  expect(css).toMatch(/@media \(min-width: 64rem\) \{ \.topup__main :is\(input, select, textarea, button\) \{ scroll-margin-block-end: var\(--ui-space-4\); \} \}/);
});
