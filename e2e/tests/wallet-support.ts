// Helpers of the wallet-*.spec.ts journeys (not a spec itself): activation and top-up through the screens.
import { expect, type APIRequestContext, type Page } from '../support/test';
import walletEn from '../../apps/wallet/src/i18n/en.json';
import { latestMessage } from '../support/shellUser';

type Catalogue = Record<string, string>;

/** The wallet's English text for a key, as the page shows it ({{name}} filled in). */
export function walletText(key: string, params: Record<string, string> = {}): string {
  const raw = (walletEn as Catalogue)[key];
  if (raw === undefined) throw new Error(`no wallet text ${key}`);
  return raw.replace(/\{\{(\w+)\}\}/g, (_, name: string) => params[name] ?? '');
}

/** A Singapore mobile number no other run uses: 8 or 9 then 7 digits (section 5). */
export function singaporeMobile(): string {
  return `9${String(Math.floor(Math.random() * 10_000_000)).padStart(7, '0')}`;
}

/** The wallet screen (its section), apart from the header's widget. */
export const walletPage = (page: Page) => page.locator('[data-remote-page="wallet"]');

/** The header's wallet widget. */
export const headerWallet = (page: Page) => page.locator('header.shell-header [data-widget="wallet"]');

/** First sign-in: the shell's welcome modal greets the shopper; it is closed with Escape. */
export async function closeWelcome(page: Page): Promise<void> {
  await expect(page.getByRole('dialog', { name: 'Welcome!' })).toBeVisible();
  await page.keyboard.press('Escape');
}

/**
 * From the Singapore Codacash landing page (signed in): Activate, the number, the code texted to it (from the
 * API's outbox), then the wallet home. Returns the number.
 */
export async function activateSingaporeWallet(page: Page, request: APIRequestContext, phone = singaporeMobile()): Promise<string> {
  await page.goto('/en-sg/codacash');
  await walletPage(page).getByRole('link', { name: walletText('landing.activate') }).click();
  await expect(page).toHaveURL(/\/en-sg\/wallet\/verify$/);
  await page.getByLabel(walletText('activate.phone.label')).fill(phone);
  await page.getByRole('button', { name: walletText('activate.phone.submit') }).click();
  await expect(page.getByRole('heading', { name: walletText('activate.code.title') })).toBeVisible();
  const { code } = await latestMessage(request, `+65${phone}`, 'wallet-activation-otp');
  await page.getByLabel(walletText('activate.code.label')).fill(code ?? '');
  await page.getByRole('button', { name: walletText('activate.code.submit') }).click();
  await expect(page).toHaveURL(/\/en-sg\/wallet\/home$/);
  await expect(page.getByTestId('wallet-balance')).toContainText('S$0.00');
  return phone;
}

/** On the wallet home: an amount and PayNow, then the provider's page. Returns the provider page's URL. */
export async function startTopUp(page: Page, amount: string): Promise<string> {
  const form = page.getByTestId('wallet-topup');
  await form.getByLabel(walletText('topUp.amount', { currency: 'SGD' })).fill(amount);
  await form.getByRole('radio', { name: 'PayNow' }).check();
  await form.getByRole('button', { name: walletText('topUp.submit') }).click();
  await page.waitForURL(/\/provider\/pay\/WTX-/);
  return page.url();
}
