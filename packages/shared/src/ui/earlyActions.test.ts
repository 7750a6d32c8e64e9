/** @jest-environment jsdom */
import { EARLY_ACTION_ATTRIBUTE, recordEarlyActions, takeEarlyAction } from './earlyActions';

// One window per test file: each test names actions of its own.
const started = jest.fn();
beforeAll(() => recordEarlyActions(started));
beforeEach(() => {
  started.mockClear();
  document.body.innerHTML = `
    <button type="button" ${EARLY_ACTION_ATTRIBUTE}="menu-a"><svg><path></path></svg><span>Menu</span></button>
    <button type="button" ${EARLY_ACTION_ATTRIBUTE}="menu-b">Menu</button>
    <button type="button" ${EARLY_ACTION_ATTRIBUTE}="menu-c">Menu</button>
    <button type="button" id="plain">Other</button>`;
});
const button = (selector: string) => document.querySelector<HTMLElement>(selector) as HTMLElement;

test("a tap on a marked control (on its icon too) before its code is kept for that code, once, and starts the store's code", () => {
  button('[data-early-action="menu-a"] path').dispatchEvent(new MouseEvent('click', { bubbles: true }));
  expect(started).toHaveBeenCalledTimes(1);
  expect(takeEarlyAction('menu-a')).toBe(true);
  expect(takeEarlyAction('menu-a')).toBe(false);
});

test('once its code has asked, a tap is the code’s own: not kept, the code is not started again for it', () => {
  expect(takeEarlyAction('menu-b')).toBe(false);
  button('[data-early-action="menu-b"]').click();
  expect(started).not.toHaveBeenCalled();
  expect(takeEarlyAction('menu-b')).toBe(false);
});

test('a tap elsewhere is not an early action, and an action never tapped is not asked for', () => {
  button('#plain').click();
  expect(started).not.toHaveBeenCalled();
  expect(takeEarlyAction('menu-c')).toBe(false);
});
