import { expect, type Page } from '@playwright/test';

/** Issue 12's touch target: every control a shopper taps on a phone is at least this wide and high. */
export const TOUCH_TARGET_PX = 44;

/**
 * The controls inside `scope` smaller than 44 x 44 px, described for a failure message. A visually hidden input (a
 * radio card's or a checkbox's) is measured by its label, which is what the finger hits. A link inside a sentence is
 * exempt, as WCAG 2.5.8 exempts it: its height is the line's, and making it taller would break the text.
 */
export async function smallTouchTargets(page: Page, scope = 'body'): Promise<string[]> {
  return page.locator(scope).first().evaluate((root, min) => {
    const controls = root.querySelectorAll<HTMLElement>(
      'a[href], button, input:not([type="hidden"]), select, textarea, summary, [role="tab"], [role="button"]',
    );
    const visible = (el: HTMLElement) => el.getClientRects().length > 0 && getComputedStyle(el).visibility !== 'hidden';
    const inSentence = (el: HTMLElement) => {
      if (el.tagName !== 'A' || getComputedStyle(el).display !== 'inline') return false;
      const own = (el.textContent ?? '').trim().length;
      return ((el.parentElement?.textContent ?? '').trim().length ?? 0) > own;
    };
    const target = (el: HTMLElement): HTMLElement => {
      const r = el.getBoundingClientRect();
      const hidden = r.width <= 2 || r.height <= 2 || getComputedStyle(el).opacity === '0';
      if (el instanceof HTMLInputElement && hidden) return (el.labels?.[0] as HTMLElement | undefined) ?? el;
      return el;
    };
    const small: string[] = [];
    for (const el of Array.from(controls)) {
      if (!visible(el) || inSentence(el) || el.closest('[inert], [aria-hidden="true"]')) continue;
      const t = target(el);
      const r = t.getBoundingClientRect();
      if (r.width >= min && r.height >= min) continue;
      const name = (el.getAttribute('aria-label') ?? el.textContent ?? el.getAttribute('name') ?? el.id).trim().slice(0, 30);
      small.push(`${el.tagName.toLowerCase()} "${name}" ${Math.round(r.width)}x${Math.round(r.height)}`);
    }
    return small;
  }, TOUCH_TARGET_PX);
}

/** At a phone's width every control of the page (header, page, footer) is a 44 x 44 px target or more. */
export async function expectTouchTargets(page: Page, scope = 'body'): Promise<void> {
  expect(await smallTouchTargets(page, scope), `controls under ${TOUCH_TARGET_PX} px on ${page.url()}`).toEqual([]);
}
