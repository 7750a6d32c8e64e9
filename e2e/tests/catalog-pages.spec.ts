import { expect, test, type Locator } from '../support/test';
import { FULL_STORE } from '../support/env';
import { settled } from '../support/shellPages';

test('an empty search (/en-sg/search/) shows the search page asking for a game name, not "Game not found"', async ({ page }) => {
  await page.goto(`${FULL_STORE}/en-sg/search/`);
  await settled(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Search games');
  await expect(page.getByText('Game not found')).toHaveCount(0);
  const search = page.locator('.search-page').getByRole('searchbox', { name: 'Find a game' });
  await search.fill('football');
  await search.press('Enter');
  await expect(page).toHaveURL(`${FULL_STORE}/en-sg/search/football`);
  await expect(page.getByRole('link', { name: 'Football Legends' })).toBeVisible();
});

test('/product/{a game nobody sells} ends on the not-found page, not on a page made up from the address', async ({ page }) => {
  await page.goto(`${FULL_STORE}/product/no-such-game`);
  await settled(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Game not found');
  await expect(page.locator('[data-page="not-found"]')).toHaveCount(1);
  await expect(page.getByText('No Such Game')).toHaveCount(0);
  await expect(page).toHaveTitle(/^Game not found \| /);
});

test('/product/{a real game} shows its name and the countries that sell it', async ({ page }) => {
  await page.goto(`${FULL_STORE}/product/mobile-legends`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Mobile Legends: Bang Bang');
  const country = page.getByRole('combobox', { name: 'Country' });
  await expect(country.locator('option[value="id"]')).toHaveCount(1);
  // The seed sells Mobile Legends in Asia and a few other countries, not in France.
  await expect(country.locator('option[value="fr"]')).toHaveCount(0);
  await country.selectOption('id');
  await page.getByRole('link', { name: 'Shop in Indonesia' }).click();
  await expect(page).toHaveURL(`${FULL_STORE}/id-id/mobile-legends`);
});

test('the home hero and the product page show their art loaded (banner, tile, item icons, channel logos), and no request 404s (favicon included)', async ({ page }) => {
  const missing: string[] = [];
  page.on('response', (response) => {
    if (response.status() === 404) missing.push(response.url());
  });
  const loaded = (img: Locator) =>
    expect.poll(() => img.evaluate((el: HTMLImageElement) => (el.complete ? el.naturalWidth : 0)), { intervals: [50, 100, 250] }).toBeGreaterThan(0);

  await page.goto(`${FULL_STORE}/en-sg/`);
  await settled(page);
  const hero = page.locator('.carousel img.carousel__image');
  await loaded(hero);
  await expect(hero).toHaveAttribute('width', '1200');

  // On to the product page within the app (the grid's tiles are checked by purchase-a11y).
  await page.locator('.product-grid').getByRole('link', { name: 'Football Legends' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Football Legends');
  const item = page.getByRole('radio', { name: /^100 Coins/ });
  const channel = page.getByRole('radio', { name: /^PayNow/ });
  await Promise.all([
    loaded(page.locator('img.product-page__banner')),
    loaded(page.locator('.product-page__header img.product-card__tile')),
    loaded(page.locator('.ui-radio-card', { has: item }).locator('img.topup__item-icon')),
    loaded(page.locator('.ui-radio-card', { has: channel }).locator('img.topup__channel-logo')),
  ]);

  // The icons the page links: the storefront's own, served.
  const links = await page.locator('link[rel="icon"], link[rel="apple-touch-icon"], link[rel="manifest"]').evaluateAll((els) => els.map((l) => (l as HTMLLinkElement).href));
  expect(links).toHaveLength(4);
  const statuses = await Promise.all(links.map(async (href) => [href, (await page.request.get(href)).status()]));
  expect(statuses).toEqual(links.map((href) => [href, 200]));
  expect(missing).toEqual([]);
});
