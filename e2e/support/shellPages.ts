import { expect, type Locator, type Page } from '@playwright/test';

/** Presses Tab until `target` has focus (keyboard-only journeys); fails after `max` presses. */
export async function tabTo(page: Page, target: Locator, max = 60): Promise<void> {
  for (let i = 0; i < max; i += 1) {
    if (await target.evaluate((el) => el === document.activeElement, undefined, { timeout: 1000 }).catch(() => false)) return;
    await page.keyboard.press('Tab');
  }
  await expect(target).toBeFocused();
}

/** The shell has settled on a page: its main landmark is there and no redirect is pending. */
export async function settled(page: Page): Promise<void> {
  await expect(page.locator('main#main')).toBeAttached();
}
