import { expect, test, hydrated } from '../support/test';
import { expectNoAxeViolations } from '../support/axe';
import { API_URL, PARTNER_STORE } from '../support/env';
import { shellText, signInOnPartnerPage } from './partner-support';

// The white-label store's purchase gates (127.0.0.1, EA variant).
test.use({ baseURL: PARTNER_STORE });

test('/en-bd/ shows Bangladesh as coming soon and sells nothing; the API refuses a white-label order there', async ({ page, request }) => {
  await page.goto('/en-bd/');
  const main = page.locator('main');
  await expect(main.getByRole('heading', { level: 1, name: shellText('partner.upcoming.title', { country: 'Bangladesh' }) })).toBeVisible();
  await expect(page.locator('[data-remote-page]')).toHaveCount(0);
  await expectNoAxeViolations(page, 'main');
  // A product page there sells nothing either: no top-up form.
  await page.goto('/en-bd/football-legends');
  await expect(main.getByRole('heading', { level: 1, name: shellText('partner.upcoming.title', { country: 'Bangladesh' }) })).toBeVisible();
  await expect(page.getByTestId('topup-form')).toHaveCount(0);
  await main.getByRole('link', { name: shellText('partner.upcoming.choose') }).click();
  await expect(page).toHaveURL(/\/international$/);
  await expect(page.locator('main')).toContainText('Bangladesh');

  const res = await request.post(`${API_URL}/graphql`, {
    headers: { 'x-whitelabel-id': '2' },
    data: {
      query: 'mutation ($input: CreateOrderInput!) { createOrder(input: $input) { resultCode order { orderId } } }',
      variables: { input: { idempotencyKey: `k-bd-${Date.now()}`, countryCode: 'bd', gameSlug: 'football-legends', skuId: 1001, paymentChannelId: 1, userId: '10000001', email: 'bd@example.com' } },
    },
  });
  expect(((await res.json()) as { data: { createOrder: { resultCode: number; order: unknown } } }).data.createOrder).toMatchObject({ resultCode: -204, order: null });

  // The API enforces the other gates too: no 18+ confirmation on an age-gated product, a guest on an account-required one.
  for (const gameSlug of ['diablo-immortal', 'era-of-celestials']) {
    const gated = await request.post(`${API_URL}/graphql`, {
      headers: { 'x-whitelabel-id': '2' },
      data: {
        query: 'mutation ($input: CreateOrderInput!) { createOrder(input: $input) { resultCode order { orderId } } }',
        variables: { input: { idempotencyKey: `k-${gameSlug}-${Date.now()}`, countryCode: 'sg', gameSlug, skuId: 1001, paymentChannelId: 1, userId: '10000001', email: 'gate@example.com' } },
      },
    });
    expect(((await gated.json()) as { data: { createOrder: { resultCode: number } } }).data.createOrder, gameSlug).toMatchObject({ resultCode: -104, order: null });
  }
});

test('the age gate blocks an under-18 answer on an age-gated product, and lets an adult through', async ({ page, browser }) => {
  await page.goto('/en-sg/diablo-immortal');
  const main = page.locator('main');
  await expect(main.getByRole('heading', { level: 1, name: shellText('partner.age.title', { age: '18' }) })).toBeVisible();
  await expect(page.getByTestId('topup-form')).toHaveCount(0);
  await expectNoAxeViolations(page, 'main');
  // Keyboard only: an invalid date is refused with a message.
  await main.getByLabel(shellText('partner.age.birthDate')).focus();
  await page.keyboard.press('Enter');
  await expect(main.getByRole('alert')).toHaveText(shellText('partner.age.invalid'));

  const fifteen = new Date();
  fifteen.setFullYear(fifteen.getFullYear() - 15);
  await main.getByLabel(shellText('partner.age.birthDate')).fill(fifteen.toISOString().slice(0, 10));
  await main.getByRole('button', { name: shellText('partner.age.continue') }).click();
  await expect(main.getByRole('heading', { level: 1, name: shellText('partner.age.blockedTitle') })).toBeVisible();
  await expect(page.getByTestId('topup-form')).toHaveCount(0);
  await expectNoAxeViolations(page, 'main');
  // A reload does not let the same shopper answer again.
  await page.reload();
  await expect(main.getByRole('heading', { level: 1, name: shellText('partner.age.blockedTitle') })).toBeVisible();

  // Nor a new tab of the same browser: the answer holds for the browser's session.
  const sameBrowser = await page.context().newPage();
  await sameBrowser.goto('/en-sg/diablo-immortal');
  await expect(sameBrowser.locator('main').getByRole('heading', { level: 1, name: shellText('partner.age.blockedTitle') })).toBeVisible();
  await sameBrowser.close();

  // Another shopper (another browser), of age, gets the product.
  const otherBrowser = await browser.newContext();
  const adult = await otherBrowser.newPage();
  await adult.goto('/en-sg/diablo-immortal');
  await hydrated(adult);
  await adult.locator('main').getByLabel(shellText('partner.age.birthDate')).fill('1990-05-17');
  await adult.locator('main').getByRole('button', { name: shellText('partner.age.continue') }).click();
  await expect(adult.getByTestId('topup-form')).toBeVisible({ timeout: 15_000 });
  // Answered, the product page is in the server's HTML (no date-of-birth form first), and it hydrates without a mismatch.
  const html = await (await adult.request.get('/en-sg/diablo-immortal')).text();
  expect(html).not.toContain('data-gate="age"');
  expect(html).toContain('data-remote-page="catalog"');
  const problems: string[] = [];
  adult.on('console', (message) => {
    if (/hydrat/i.test(message.text())) problems.push(message.text());
  });
  await adult.reload();
  await hydrated(adult);
  await expect(adult.getByTestId('topup-form')).toBeVisible({ timeout: 15_000 });
  expect(problems).toEqual([]);
  // A product without the gate opens directly.
  await adult.goto('/en-sg/football-legends');
  await hydrated(adult);
  await expect(adult.getByTestId('topup-form')).toBeVisible({ timeout: 15_000 });
  await otherBrowser.close();
});

test('the geo-location modal offers the detected country, and goes there', async ({ page }) => {
  // The detected country comes from the edge (cf-ipcountry); here the browser's call carries it.
  await page.route(`${API_URL}/shop/detectedCountryInfo`, (route) => route.continue({ headers: { ...route.request().headers(), 'x-detected-country': 'ID' } }));
  await page.goto('/en-sg/football-legends');
  const modal = page.getByRole('dialog', { name: shellText('partner.geo.title') });
  await expect(modal).toBeVisible({ timeout: 15_000 });
  await expect(modal).toContainText('Indonesia');
  await expectNoAxeViolations(page, '[role="dialog"]');
  await modal.getByRole('link', { name: shellText('partner.geo.go', { country: 'Indonesia' }) }).click();
  await expect(page).toHaveURL(/\/id-id\/football-legends$/);
  // Asked once per tab.
  await page.goto('/en-sg/');
  await expect(page.locator('[data-remote-page="catalog"]').getByRole('heading', { level: 1 })).toBeVisible();
  await expect(modal).toHaveCount(0);
});

test('a product that requires an account asks a signed-out shopper to sign in with EA, then opens', async ({ page }) => {
  await page.goto('/en-sg/era-of-celestials');
  const main = page.locator('main');
  await expect(main.getByRole('heading', { level: 1, name: shellText('partner.account.title') })).toBeVisible();
  await expect(page.getByTestId('topup-form')).toHaveCount(0);
  await expectNoAxeViolations(page, 'main');
  await main.getByRole('button', { name: shellText('partner.profile.signIn') }).click();
  await signInOnPartnerPage(page, 'samira');
  await expect(page).toHaveURL(/\/en-sg\/era-of-celestials$/);
  await expect(page.getByTestId('topup-form')).toBeVisible({ timeout: 15_000 });
});
