import { zodResolver } from '@hookform/resolvers/zod';
import type { FieldErrors } from 'react-hook-form';
import { countryByCode, type Country } from '@store/shared/domain';
import {
  billingAddressOf,
  chosenPrice,
  emptyTopUpValues,
  gameFieldValuesOf,
  receiptContact,
  topUpCheckoutError,
  topUpMessage,
  topUpSchema,
  type TopUpRules,
  type TopUpValues,
} from './topUpSchema';

const sg = countryByCode('sg') as Country;
const qa = countryByCode('qa') as Country;
const id = countryByCode('id') as Country;
const rules = (over: Partial<TopUpRules> = {}): TopUpRules => ({ country: sg, requiresZoneId: false, billingRequired: false, ...over });
const complete = emptyTopUpValues({ userId: '10000001', skuId: '1001', channelId: '11' });

/** What react-hook-form receives from the resolver. */
async function resolve(values: TopUpValues, r: TopUpRules): Promise<FieldErrors<TopUpValues>> {
  const result = await zodResolver(topUpSchema(r))(values, undefined, { fields: {}, shouldUseNativeValidation: false });
  return result.errors;
}

/** Every error as path -> message (an i18n key). */
async function errorsOf(values: TopUpValues, r: TopUpRules = rules()): Promise<Record<string, string>> {
  const out: Record<string, string> = {};
  const walk = (node: unknown, path: string[]) => {
    if (!node || typeof node !== 'object') return;
    const n = node as Record<string, unknown>;
    if (typeof n['message'] === 'string' && typeof n['type'] === 'string') out[path.join('.')] = n['message'];
    else for (const [k, v] of Object.entries(n)) if (k !== 'ref') walk(v, [...path, k]);
  };
  walk(await resolve(values, r), []);
  return out;
}

describe('the top-up form schema (react-hook-form + zodResolver)', () => {
  it('accepts a complete guest purchase with no contact', async () => {
    expect(await errorsOf(complete)).toEqual({});
  });

  it('messages are i18n keys, never JSON', async () => {
    const errors = await errorsOf(emptyTopUpValues());
    expect(errors).toEqual({
      skuId: 'validation.chooseDenomination',
      channelId: 'validation.choosePaymentMethod',
      userId: 'validation.userIdRequired',
    });
    for (const message of Object.values(errors)) expect(message).toMatch(/^[a-zA-Z]+\.[a-zA-Z.]+$/);
  });

  it('needs a numeric zone ID for games with zones', async () => {
    expect((await errorsOf(complete, rules({ requiresZoneId: true }))).zoneId).toBe('validation.zoneIdRequired');
    expect((await errorsOf({ ...complete, zoneId: 'ab' }, rules({ requiresZoneId: true }))).zoneId).toBe('validation.numbersOnly');
  });

  it('checks the email, or the mobile number by the country pattern', async () => {
    expect((await errorsOf({ ...complete, email: 'nope' })).email).toBe('validation.email');
    expect((await errorsOf({ ...complete, contactMethod: 'mobile', mobile: '71234567' })).mobile).toBe('validation.mobile');
    expect((await errorsOf({ ...complete, contactMethod: 'mobile', mobile: '91234567' })).mobile).toBeUndefined();
  });

  it('a gift needs the receiver email and a sender name instead of a player; its message has a limit', async () => {
    const gift = { ...complete, userId: '', isGift: true, giftEmail: 'friend@example.com', giftName: ' \n ', giftMessage: 'x'.repeat(301) };
    const errors = await errorsOf(gift);
    expect(errors.userId).toBeUndefined();
    expect(errors.giftName).toBe('validation.required');
    expect(errors.giftMessage).toBe('validation.maxLength');
    expect(topUpMessage('giftMessage', errors.giftMessage, gift, rules())).toEqual({ key: 'validation.maxLength', params: [300] });
  });

  it("every field the API limits is checked against that limit in the form, its message naming it (a 600-character sender name)", async () => {
    const gift = { ...complete, userId: '', isGift: true, giftEmail: `${'a'.repeat(250)}@example.com`, giftName: 'N'.repeat(600), giftMessage: 'Happy birthday' };
    const giftErrors = await errorsOf(gift);
    expect(giftErrors.giftName).toBe('validation.maxLength');
    expect(topUpMessage('giftName', giftErrors.giftName, gift, rules())).toEqual({ key: 'validation.maxLength', params: [60] });
    expect(giftErrors.giftEmail).toBe('validation.maxLength');
    expect(topUpMessage('giftEmail', giftErrors.giftEmail, gift, rules())).toEqual({ key: 'validation.maxLength', params: [254] });
    expect(giftErrors.giftMessage).toBeUndefined();
    // At the limit is fine.
    expect((await errorsOf({ ...gift, giftEmail: 'friend@example.com', giftName: 'N'.repeat(60) })).giftName).toBeUndefined();

    const player = { ...complete, userId: '1'.repeat(65), contactMethod: 'email' as const, email: `${'b'.repeat(250)}@example.com` };
    const playerErrors = await errorsOf(player);
    expect(playerErrors.userId).toBe('validation.maxLength');
    expect(topUpMessage('userId', playerErrors.userId, player, rules())).toEqual({ key: 'validation.maxLength', params: [64] });
    expect(playerErrors.email).toBe('validation.maxLength');
    const zoned = { ...complete, zoneId: '1'.repeat(17) };
    expect((await errorsOf(zoned, rules({ requiresZoneId: true }))).zoneId).toBe('validation.maxLength');
  });

  it('billing address fields nest under billing, with their own keys and limits', async () => {
    const r = rules({ country: qa, billingRequired: true });
    const values = { ...complete, billing: { ...complete.billing, name: 'Ann Lee', city: 'x'.repeat(101), zip: '?' } };
    const errors = await errorsOf(values, r);
    expect(errors['billing.zip']).toBe('validation.zip');
    expect(errors['billing.addressLine1']).toBe('validation.required');
    expect(errors['billing.addressLine2']).toBeUndefined();
    expect(errors['billing.name']).toBeUndefined();
    expect(topUpMessage('billing.city', errors['billing.city'], values, r)).toEqual({ key: 'validation.maxLength', params: [100] });
  });

  it('derives the checkout error in order: channel, billing, email, terms', async () => {
    const r = rules({ country: qa, billingRequired: true });
    const all = { ...complete, channelId: '', email: 'bad' };
    expect(topUpCheckoutError(await resolve(all, r))).toBe('paymentChannel');
    expect(topUpCheckoutError(await resolve({ ...all, channelId: '1' }, r))).toBe('billingAddress');
    const billing = { name: 'Ann Lee', addressLine1: '1 Road', addressLine2: '', city: 'Doha', state: 'DA', zip: '12345', province: 'DA' };
    expect(topUpCheckoutError(await resolve({ ...all, channelId: '1', billing }, r))).toBe('email');
    expect(topUpCheckoutError(await resolve({ ...all, channelId: '1', billing, email: 'a@b.co' }, r))).toBe('termsAndCondition');
    expect(topUpCheckoutError(await resolve({ ...all, channelId: '1', billing, email: 'a@b.co', terms: true }, r))).toBe('none');
    // Terms are implied outside the express countries.
    expect((await errorsOf(complete)).terms).toBeUndefined();
  });

  it('sends the receipt contact the shopper chose, and nothing for an empty field', () => {
    expect(receiptContact({ contactMethod: 'email', email: ' ann@example.com ', mobile: '91234567' })).toEqual({ email: 'ann@example.com' });
    expect(receiptContact({ contactMethod: 'mobile', email: 'ann@example.com', mobile: '9123 4567' })).toEqual({ mobile: '91234567' });
    expect(receiptContact({ contactMethod: 'email', email: '  ', mobile: '' })).toEqual({});
    expect(receiptContact({ contactMethod: 'mobile', email: '', mobile: '' })).toEqual({});
  });

  it('the billing address goes with the order trimmed', () => {
    const billing = { name: ' Ann Lee ', addressLine1: '1 Road ', addressLine2: '', city: 'Doha', state: 'DA', zip: '12345', province: 'DA' };
    expect(billingAddressOf({ billing })).toEqual({ ...billing, name: 'Ann Lee', addressLine1: '1 Road' });
  });

  it('a custom amount must be a valid amount within the item\'s range, named in the shop\'s money', async () => {
    const custom = rules({ customAmounts: { '1001': { min: 0.99, max: 268.99 } } });
    expect((await errorsOf({ ...complete, amount: '' }, custom)).amount).toBe('validation.required');
    expect((await errorsOf({ ...complete, amount: 'abc' }, custom)).amount).toBe('validation.currencyFormat');
    const low = { ...complete, amount: '0.50' };
    const key = (await errorsOf(low, custom)).amount;
    expect(topUpMessage('amount', key, low, custom)).toEqual({ key: 'validation.denominationRange', params: ['S$0.99', 'S$268.99'] });
    expect((await errorsOf({ ...complete, amount: '12.50' }, custom)).amount).toBeUndefined();
    // A fixed-price item ignores the field.
    expect((await errorsOf({ ...complete, skuId: '1002', amount: 'abc' }, custom)).amount).toBeUndefined();
  });

  it('the minimum the store shows is accepted (S$0.99), and Indonesia\'s displayed format (16.000)', async () => {
    const custom = rules({ customAmounts: { '1001': { min: 0.99, max: 268.99 } } });
    expect((await errorsOf({ ...complete, amount: '0.99' }, custom)).amount).toBeUndefined();
    const rupiah = rules({ country: id, customAmounts: { '1001': { min: 16000, max: 3000000 } } });
    expect((await errorsOf({ ...complete, amount: '16.000' }, rupiah)).amount).toBeUndefined();
    expect(chosenPrice({ price: 16000, maxPrice: 3000000 }, '16.000', id)).toBe(16000);
    expect(chosenPrice({ price: 0.99, maxPrice: 268.99 }, '0.99', sg)).toBe(0.99);
  });

  it('the price an order pays: the item\'s, or a valid custom amount', () => {
    expect(chosenPrice(undefined, '5', sg)).toBeUndefined();
    expect(chosenPrice({ price: 0.99 }, '5', sg)).toBe(0.99);
    expect(chosenPrice({ price: 0.99, maxPrice: null }, '', sg)).toBe(0.99);
    expect(chosenPrice({ price: 1, maxPrice: 100 }, '12.5', sg)).toBe(12.5);
    expect(chosenPrice({ price: 1, maxPrice: 100 }, '150', sg)).toBeUndefined();
  });

  it('nationality is required where the store asks for it, and must be a country the store knows', async () => {
    const asked = rules({ nationalityRequired: true });
    expect((await errorsOf({ ...complete, nationality: '' }, asked)).nationality).toBe('validation.required');
    expect((await errorsOf({ ...complete, nationality: 'zz' }, asked)).nationality).toBe('validation.required');
    expect((await errorsOf({ ...complete, nationality: 'my' }, asked)).nationality).toBeUndefined();
    expect((await errorsOf({ ...complete, nationality: '' })).nationality).toBeUndefined();
  });

  it('a game\'s dynamic fields must each be one of their options (not for a gift)', async () => {
    const server = rules({ gameFields: [{ name: 'server', options: ['Asia-1', 'Asia-2'] }] });
    expect((await errorsOf(complete, server))['gameFields.server']).toBe('validation.required');
    expect((await errorsOf({ ...complete, gameFields: { server: 'Mars' } }, server))['gameFields.server']).toBe('validation.required');
    expect((await errorsOf({ ...complete, gameFields: { server: 'Asia-2' } }, server))['gameFields.server']).toBeUndefined();
    expect((await errorsOf({ ...complete, isGift: true, giftEmail: 'a@b.co', giftName: 'Ann' }, server))['gameFields.server']).toBeUndefined();
    expect(gameFieldValuesOf({ gameFields: { server: 'Asia-1', stale: 'x' } }, [{ name: 'server' }, { name: 'guild' }])).toEqual({ server: 'Asia-1', guild: '' });
  });
});

test('a subscription is never a gift: the item is refused with the reason, and no renewal is asked for', async () => {
  const subscriptions = rules({ recurrences: { '1011': [7, 30, 90, 365] } });
  const gift = { ...complete, skuId: '1011', isGift: true, userId: '', giftEmail: 'friend@example.com', giftName: 'Sam' };
  expect(await errorsOf(gift, subscriptions)).toEqual({ skuId: 'gift.subscriptionChosen' });
  expect(await errorsOf({ ...gift, skuId: '1001' }, subscriptions)).toEqual({});
  expect(await errorsOf({ ...complete, skuId: '1011', recurrenceDays: '' }, subscriptions)).toEqual({ recurrenceDays: 'validation.chooseRecurrence' });
});
