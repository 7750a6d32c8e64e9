import { expect, test } from '../support/test';
import { expectNoAxeViolations } from '../support/axe';
import { FULL_STORE, PARTNER_STORE } from '../support/env';

test('Terms, Privacy, Help and About are in the footer of both storefronts, in the shop language, with their own titles', async ({ page }) => {
  // The full store, in English.
  await page.goto(`${FULL_STORE}/en-sg/`);
  const footer = page.getByRole('contentinfo');
  const pages: Array<[string, string]> = [['Terms and conditions', 'terms-and-conditions'], ['Privacy policy', 'privacy-policy'], ['Help', 'help'], ['About us', 'about']];
  for (const [link, path] of pages) {
    await footer.getByRole('link', { name: link, exact: true }).click();
    await expect(page).toHaveURL(`${FULL_STORE}/en-sg/${path}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(link);
    await expect(page).toHaveTitle(`${link} | Football Store`);
  }
  await expect(page.getByText('Football Store is run with the makers of Football Legends.', { exact: false })).toBeVisible();

  // The white-label store, in Arabic: the CMS's Arabic text, right to left, with that storefront's name.
  await page.goto(`${PARTNER_STORE}/ar-sa/`);
  // Saudi Arabia asks for cookie consent first ("Reject all").
  await page.getByRole('dialog').getByRole('button', { name: 'رفض الكل' }).click();
  await page.getByRole('contentinfo').getByRole('link', { name: 'الشروط والأحكام' }).click();
  await expect(page).toHaveURL(`${PARTNER_STORE}/ar-sa/terms-and-conditions`);
  const article = page.locator('article.info-page');
  await expect(article.getByRole('heading', { level: 1 })).toHaveText('الشروط والأحكام');
  await expect(article).toHaveAttribute('dir', 'rtl');
  await expect(article).toContainText('يبيع FC Store العملات داخل اللعبة');
  await expect(page).toHaveTitle('الشروط والأحكام | FC Store');
  await expectNoAxeViolations(page, 'main#main');
});
