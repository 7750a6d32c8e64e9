import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import checkoutEn from '../../apps/checkout/src/i18n/en.json';
import checkoutAr from '../../apps/checkout/src/i18n/ar.json';
import checkoutId from '../../apps/checkout/src/i18n/id.json';
import { API_URL } from './env';

type Catalogue = Record<string, string>;
const CATALOGUES: Record<string, Catalogue> = { en: checkoutEn, ar: checkoutAr, id: checkoutId };

/** The checkout's text for a key in a language (English when not translated), as the page shows it. */
export function text(language: string, key: string, params: Record<string, string> = {}): string {
  const raw = CATALOGUES[language]?.[key] ?? (checkoutEn as Catalogue)[key];
  if (raw === undefined) throw new Error(`no checkout text ${key}`);
  return raw.replace(/\{\{(\w+)\}\}/g, (_, name: string) => params[name] ?? '');
}

export const FOOTBALL = { slug: 'football-legends', userIdLabel: 'Player ID', player: { userId: '10000001', nickname: 'StrikerSam' } } as const;
export const UNKNOWN_PLAYER_ID = '99999100';

/** GraphQL straight to the API (what the store recorded), not through the page. */
export async function graphql<T>(request: APIRequestContext, query: string, variables: Record<string, unknown> = {}, language?: string): Promise<T> {
  const res = await request.post(`${API_URL}/graphql`, { data: { query, variables }, ...(language ? { headers: { 'accept-language': language } } : {}) });
  expect(res.ok(), await res.text()).toBeTruthy();
  const body = (await res.json()) as { data: T; errors?: unknown };
  expect(body.errors).toBeUndefined();
  return body.data;
}

export interface ApiOrder {
  orderId: string;
  status: number;
  statusHeader: string;
  price: number;
  discount: number;
  total: number;
  vatPercent: number;
  vat: number;
  cashbackEarned: number;
  currency: string;
  skuId: number;
  userId: string;
  isGift: boolean;
  paymentUrl: string | null;
}

export async function apiOrder(request: APIRequestContext, orderId: string): Promise<ApiOrder> {
  const data = await graphql<{ order: ApiOrder | null }>(
    request,
    'query ($id: ID!) { order(orderId: $id) { orderId status statusHeader price discount total vatPercent vat cashbackEarned currency skuId userId isGift paymentUrl } }',
    { id: orderId },
  );
  if (!data.order) throw new Error(`order ${orderId} not found`);
  return data.order;
}

export async function apiDenomination(request: APIRequestContext, countryCode: string, slug: string, skuId: number) {
  const data = await graphql<{ product: { currency: string; denominations: Array<{ skuId: number; name: string; price: number; maxPrice: number | null }> } }>(
    request,
    'query ($c: String!, $s: String!) { product(countryCode: $c, slug: $s) { currency denominations { skuId name price maxPrice } } }',
    { c: countryCode, s: slug },
  );
  const d = data.product.denominations.find((x) => x.skuId === skuId);
  if (!d) throw new Error(`sku ${skuId} not sold in ${countryCode}`);
  return { ...d, currency: data.product.currency };
}

/** Messages the API "sent" to a recipient (dev outbox). */
export async function outbox(request: APIRequestContext, recipient: string): Promise<Array<{ kind: string; code?: string; link?: string; body: string }>> {
  const res = await request.get(`${API_URL}/dev/outbox?recipient=${encodeURIComponent(recipient)}`);
  expect(res.ok()).toBeTruthy();
  return ((await res.json()) as { messages: Array<{ kind: string; code?: string; link?: string; body: string }> }).messages;
}

export interface PurchaseInput {
  prefix: string; // '/en-sg'
  language: string; // 'en'
  slug?: string;
  userId?: string;
  nickname?: string;
  denomination: RegExp;
  channel: RegExp;
  email?: string;
  /** A receipt by SMS instead: the local number, without the phone code. */
  mobile?: string;
}

/** The everyday purchase: Singapore, the seeded player, 100 Coins by PayNow. */
export const SG_PURCHASE: PurchaseInput = {
  prefix: '/en-sg',
  language: 'en',
  userId: FOOTBALL.player.userId,
  nickname: FOOTBALL.player.nickname,
  denomination: /^100 Coins/,
  channel: /^PayNow/,
};

/** Opens the product page and waits for checkout's form. */
export async function openProduct(page: Page, prefix: string, slug: string = FOOTBALL.slug, query = ''): Promise<void> {
  await page.goto(`${prefix}/${slug}${query}`);
  await expect(page.getByTestId('topup-form')).toBeVisible({ timeout: 15_000 });
}

/** The game's user-ID label in a language, as the API gives it to the store. */
export async function userIdLabel(request: APIRequestContext, language: string, slug: string = FOOTBALL.slug): Promise<string> {
  const data = await graphql<{ product: { userIdLabel: string } }>(request, 'query ($slug: String!) { product(countryCode: "sg", slug: $slug) { userIdLabel } }', { slug }, language);
  return data.product.userIdLabel;
}

export async function checkPlayer(page: Page, language: string, userId: string, nickname: string): Promise<void> {
  await page.getByLabel(await userIdLabel(page.request, language), { exact: true }).fill(userId);
  await page.getByRole('button', { name: text(language, 'player.verify') }).click();
  await expect(page.getByTestId('player-nickname')).toHaveText(nickname);
}

/** Fills the form, buys, confirms, and waits for the provider's page. Returns the order id. */
export async function buyToProvider(page: Page, input: PurchaseInput): Promise<string> {
  await openProduct(page, input.prefix, input.slug);
  return buyOnOpenProduct(page, input);
}

/** The same, on a product page that is already open (its form shown). */
export async function buyOnOpenProduct(page: Page, input: PurchaseInput): Promise<string> {
  if (input.userId) await checkPlayer(page, input.language, input.userId, input.nickname ?? '');
  await page.getByRole('radio', { name: input.denomination }).check();
  await page.getByRole('radio', { name: input.channel }).check();
  if (input.email) await page.getByLabel(text(input.language, 'contact.emailLabel')).fill(input.email);
  if (input.mobile) {
    await page.getByRole('radio', { name: text(input.language, 'contact.mobile') }).check();
    await page.getByRole('textbox', { name: text(input.language, 'contact.mobileLabel') }).fill(input.mobile);
  }
  await page.getByRole('button', { name: text(input.language, 'topUp.buy') }).click();
  const dialog = page.getByRole('dialog', { name: text(input.language, 'confirm.title') });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: text(input.language, 'confirm.pay') }).click();
  await page.waitForURL(/\/provider\/pay\/ORD-/);
  return /\/provider\/pay\/(ORD-[0-9A-F]{24})/.exec(page.url())?.[1] ?? '';
}

/** At the provider's simulator: Approve, Decline or Leave pending; back at the store's complete/waiting page. */
export async function settleAtProvider(page: Page, action: 'Approve' | 'Decline' | 'Leave pending' | 'Approve, refuse renewals'): Promise<void> {
  await page.getByRole('button', { name: action, exact: true }).click();
  await page.waitForURL(/\/(complete|waiting)\?orderId=ORD-/);
}

export function statusHeading(page: Page) {
  return page.locator('[data-remote-page="checkout"] h1');
}

/** Presses Tab until the element has focus (a keyboard-only shopper's way to reach it). */
export async function tabTo(page: Page, target: ReturnType<Page['locator']>, max = 80): Promise<void> {
  for (let i = 0; i < max; i++) {
    if (await target.evaluate((el) => el === document.activeElement).catch(() => false)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error('could not reach the element with Tab');
}

/** The provider callback, as the provider's own page posts it (used when the shopper is elsewhere). */
export async function settleOrderOutOfBand(request: APIRequestContext, paymentUrl: string, action: 'approve' | 'decline'): Promise<void> {
  const url = new URL(paymentUrl);
  const token = url.searchParams.get('token') ?? '';
  const res = await request.post(`${url.origin}${url.pathname}`, { form: { action, token }, maxRedirects: 0 });
  expect(res.status()).toBe(303);
}

/**
 * As the signed-in shopper of the full store, the Season Pass (the seeded subscription) up to its order
 * confirmation: the player checked, the item and PayNow chosen, Buy. Returns the confirmation dialog.
 */
export async function openSeasonPassConfirmation(page: Page): Promise<Locator> {
  await page.goto('/en-sg/football-legends');
  await expect(page.getByTestId('topup-form')).toBeVisible({ timeout: 15_000 });
  await page.getByLabel('Player ID', { exact: true }).fill(SG_PURCHASE.userId ?? '');
  await page.getByRole('button', { name: text('en', 'player.verify') }).click();
  await expect(page.getByTestId('player-nickname')).toHaveText(SG_PURCHASE.nickname ?? '');
  await page.getByRole('radio', { name: /^Season Pass/ }).check();
  await page.getByRole('radio', { name: SG_PURCHASE.channel }).check();
  await page.getByRole('button', { name: text('en', 'topUp.buy') }).click();
  return page.getByRole('dialog', { name: text('en', 'confirm.title') });
}
