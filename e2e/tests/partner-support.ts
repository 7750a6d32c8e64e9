import { randomUUID } from 'node:crypto';
import { expect, type APIRequestContext, type Page } from '../support/test';
import shellEn from '../../apps/shell/src/i18n/en.json';
import { API_URL, E2E_PORTS } from '../support/env';

/** The partner identity service of the run (apps/partner-id): its port follows the store's (scripts/apps.mjs). */
export const PARTNER_URL = `http://127.0.0.1:${E2E_PORTS.partner}`;
export const PARTNER_PASSWORD = 'partner';

/** The shell's English text for a key. */
export function shellText(key: keyof typeof shellEn, params: Record<string, string> = {}): string {
  return shellEn[key].replace(/\{\{(\w+)\}\}/g, (_, name: string) => params[name] ?? '');
}

/** The header's Sign in (the white-label store: partner sign-in). */
export const headerSignIn = (page: Page) => page.locator('header.shell-header').getByRole('button', { name: shellText('header.signIn') });
/** The header's user icon of a signed-in partner player: a link to their profile, named after them (in any language). */
export const headerUserIcon = (page: Page, name: string) => page.locator('header.shell-header a.shell-header__user').and(page.locator(`[aria-label*="${name}"]`));
export const partnerErrorModal = (page: Page) => page.getByRole('dialog', { name: shellText('modal.partnerSignInError.title') });

/** Test hooks of the partner service for this browser only (a cookie names it): SDK failures, short-lived tokens. */
export async function partnerHooks(page: Page, request: APIRequestContext, hooks: { sdkFailures?: number; tokenTtlSeconds?: number }): Promise<void> {
  const testId = randomUUID();
  await page.context().addCookies([{ name: 'partner_test_id', value: testId, domain: '127.0.0.1', path: '/' }]);
  const res = await request.post(`${PARTNER_URL}/test/hooks`, { data: { testId, ...hooks } });
  expect(res.ok(), await res.text()).toBeTruthy();
}

/** On the partner's sign-in page (after the header's Sign in): signs in as a seeded player and waits to be back. */
export async function signInOnPartnerPage(page: Page, username: string): Promise<void> {
  await page.waitForURL(`${PARTNER_URL}/signin?**`);
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password').fill(PARTNER_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL((url) => url.origin !== PARTNER_URL && !url.searchParams.has('code'));
}

/** From the store's header: Sign in, the partner's page, back in the store. */
export async function signInAsPartner(page: Page, username: string): Promise<void> {
  await headerSignIn(page).click();
  await signInOnPartnerPage(page, username);
}

/** A player token straight from the partner (its code flow, as a browser would run it), for API-level checks. */
export async function partnerTokenFor(request: APIRequestContext, username: string, redirect: string): Promise<string> {
  const signIn = await request.post(`${PARTNER_URL}/signin`, {
    form: { client_id: 'fc-store', redirect_uri: redirect, username, password: PARTNER_PASSWORD },
    maxRedirects: 0,
  });
  expect(signIn.status()).toBe(303);
  const code = new URL(signIn.headers().location ?? '').searchParams.get('code') ?? '';
  const token = await request.post(`${PARTNER_URL}/token`, { data: { code, client_id: 'fc-store' } });
  return ((await token.json()) as { accessToken: string }).accessToken;
}

/** The signed-in partner player's token as the page keeps it. */
export async function storedPartnerToken(page: Page): Promise<string> {
  // '' while the page is navigating (a re-authentication passes through the partner).
  const raw = await page.evaluate(() => localStorage.getItem('partnerAccount')).catch(() => null);
  return (JSON.parse(raw ?? '{}') as { player?: { accessToken?: string } }).player?.accessToken ?? '';
}

export { API_URL };
