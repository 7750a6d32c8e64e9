import { expect, test, type Page } from '../support/test';
import { expectNoAxeViolations } from '../support/axe';
import { PARTNER_STORE } from '../support/env';
import { openProduct, text } from '../support/purchase';
import { expectTouchTargets } from '../support/targets';

test.use({ baseURL: PARTNER_STORE, viewport: { width: 360, height: 740 } });

/** The cookie banner is a bar over the bottom of the screen until answered; a shopper answers it first. */
async function answerCookieBanner(page: Page, language: string) {
  const accept = page.getByRole('button', { name: language === 'ar' ? 'قبول الكل' : 'Accept all' });
  if (await accept.isVisible()) await accept.click();
}

test('on a phone: items in 2 columns, arrow keys in a group, Buy in reach once chosen, 44 px controls; no overflow from 320 to 1366 px', async ({ page }) => {
  await openProduct(page, '/en-sg');
  await answerCookieBanner(page, 'en');

  // The items are a grid of at least 2 columns: the first two cards side by side.
  const items = page.getByRole('radiogroup', { name: text('en', 'denomination.legend') }).getByRole('radio');
  const [first, second] = await Promise.all([items.nth(0).boundingBox(), items.nth(1).boundingBox()]);
  expect(first && second && Math.abs(first.y - second.y)).toBe(0);
  expect(first && second && second.x !== first.x).toBe(true);

  await page.getByRole('radio', { name: /^100 Coins/ }).check();
  await page.getByRole('radio', { name: /^PayNow/ }).check();
  // A radio group answers the arrow keys: the next channel is chosen and focused.
  await page.keyboard.press('ArrowDown');
  const channels = page.getByRole('radiogroup', { name: text('en', 'payment.legend') }).getByRole('radio');
  await expect(channels.nth(1)).toBeChecked();
  await expect(channels.nth(1)).toBeFocused();
  // The Buy button is on screen where the shopper is, and nothing covers it.
  const buy = page.getByRole('button', { name: text('en', 'topUp.buy') });
  await expect(buy).toBeInViewport({ ratio: 1 });
  const covered = await buy.evaluate((el) => {
    const r = el.getBoundingClientRect();
    const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
    return !(hit && el.contains(hit));
  });
  expect(covered).toBe(false);

  // Every control of the page (the product and its form) is a 44 x 44 px target or more.
  await expectTouchTargets(page, 'main');

  // Never wider than the screen, from 320 to 1366 px.
  for (const width of [320, 390, 768, 1366]) {
    await page.setViewportSize({ width, height: 800 });
    await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth), { message: `at ${width} px` }).toBe(width);
  }
});

test('axe (colour contrast included) finds nothing on the product page, in English and in Arabic', async ({ page }) => {
  for (const { prefix, language, dir } of [
    { prefix: '/en-sg', language: 'en', dir: 'ltr' },
    { prefix: '/ar-sa', language: 'ar', dir: 'rtl' },
  ]) {
    await openProduct(page, prefix);
    await expect(page.getByRole('radiogroup', { name: text(language, 'denomination.legend') })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await page.getAttribute('html', 'dir')).toBe(dir);
    await expectNoAxeViolations(page);
  }
});
