import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** axe-core finds no violation on the page (or inside `include`); each violation is listed with its targets. */
export async function expectNoAxeViolations(page: Page, include?: string): Promise<void> {
  // Colours are measured as painted: a modal fading in is still part transparent (a contrast "violation" that a shopper
  // never reads). Finite animations are let finish; the spinners' endless ones are left alone.
  await page.waitForFunction(() =>
    document.getAnimations().every((animation) => animation.playState !== 'running' || animation.effect?.getComputedTiming().iterations === Infinity),
  );
  const builder = new AxeBuilder({ page });
  if (include) builder.include(include);
  const { violations } = await builder.analyze();
  expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}
