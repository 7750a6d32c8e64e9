import { countryByCode, type Country } from '@store/shared';
import { chosenPrice, emptyTopUpValues, gameFieldValuesOf, receiptContact, toFormErrors, topUpCheckoutError, validateTopUp, type TopUpRules } from './topUpValues';

const sg = countryByCode('sg') as Country;
const qa = countryByCode('qa') as Country;
const rules = (over: Partial<TopUpRules> = {}): TopUpRules => ({ country: sg, requiresZoneId: false, billingRequired: false, ...over });
const complete = emptyTopUpValues({ userId: '10000001', skuId: '1001', channelId: '11' });

describe('top-up form rules', () => {
  it('accepts a complete guest purchase with no contact', () => {
    expect(validateTopUp(complete, rules())).toEqual({});
    expect(topUpCheckoutError(complete, rules())).toBe('none');
  });

  it('asks for denomination, channel and user ID', () => {
    const errors = validateTopUp(emptyTopUpValues(), rules());
    expect(errors.skuId?.key).toBe('validation.chooseDenomination');
    expect(errors.channelId?.key).toBe('validation.choosePaymentMethod');
    expect(errors.userId?.key).toBe('validation.userIdRequired');
  });

  it('needs a numeric zone ID for games with zones', () => {
    expect(validateTopUp(complete, rules({ requiresZoneId: true })).zoneId?.key).toBe('validation.zoneIdRequired');
    expect(validateTopUp({ ...complete, zoneId: 'ab' }, rules({ requiresZoneId: true })).zoneId?.key).toBe('validation.numbersOnly');
  });

  it('checks the email, or the mobile number by the country pattern', () => {
    expect(validateTopUp({ ...complete, email: 'nope' }, rules()).email?.key).toBe('validation.email');
    expect(validateTopUp({ ...complete, contactMethod: 'mobile', mobile: '71234567' }, rules()).mobile).toBeDefined();
    expect(validateTopUp({ ...complete, contactMethod: 'mobile', mobile: '91234567' }, rules()).mobile).toBeUndefined();
  });

  it('a gift needs the receiver email and a sender name instead of a player', () => {
    const gift = { ...complete, userId: '', isGift: true, giftEmail: 'friend@example.com', giftName: ' \n ' };
    const errors = validateTopUp(gift, rules());
    expect(errors.userId).toBeUndefined();
    expect(errors.giftName?.key).toBe('validation.required');
  });

  it('derives the checkout error in order: channel, billing, email, terms', () => {
    const r = rules({ country: qa, billingRequired: true });
    const all = { ...complete, channelId: '', email: 'bad' };
    expect(topUpCheckoutError(all, r)).toBe('paymentChannel');
    expect(topUpCheckoutError({ ...all, channelId: '1' }, r)).toBe('billingAddress');
    const billing = { name: 'Ann Lee', addressLine1: '1 Road', addressLine2: '', city: 'Doha', state: 'DA', zip: '12345', province: 'DA' };
    expect(topUpCheckoutError({ ...all, channelId: '1', billing }, r)).toBe('email');
    expect(topUpCheckoutError({ ...all, channelId: '1', billing, email: 'a@b.co' }, r)).toBe('termsAndCondition');
    expect(topUpCheckoutError({ ...all, channelId: '1', billing, email: 'a@b.co', terms: true }, r)).toBe('none');
    // Terms are implied outside the express countries.
    expect(validateTopUp(complete, rules()).terms).toBeUndefined();
  });

  it('maps errors to react-hook-form shape, nested for billing', () => {
    const out = toFormErrors({ userId: { key: 'validation.required', params: [] }, 'billing.zip': { key: 'validation.zip', params: [] } });
    expect(out).toMatchObject({ userId: { type: 'validation.required' }, billing: { zip: { type: 'validation.zip' } } });
  });

  it('sends the receipt contact the shopper chose, and nothing for an empty field', () => {
    expect(receiptContact({ contactMethod: 'email', email: ' ann@example.com ', mobile: '91234567' })).toEqual({ email: 'ann@example.com' });
    expect(receiptContact({ contactMethod: 'mobile', email: 'ann@example.com', mobile: '9123 4567' })).toEqual({ mobile: '91234567' });
    expect(receiptContact({ contactMethod: 'email', email: '  ', mobile: '' })).toEqual({});
    expect(receiptContact({ contactMethod: 'mobile', email: '', mobile: '' })).toEqual({});
  });

  it('a custom amount must be a valid amount within the item\'s range, named in the shop\'s money', () => {
    const custom = rules({ customAmount: { min: 1.29, max: 257 } });
    expect(validateTopUp({ ...complete, amount: '' }, custom).amount).toEqual({ key: 'validation.required', params: [] });
    expect(validateTopUp({ ...complete, amount: 'abc' }, custom).amount).toEqual({ key: 'validation.currencyFormat', params: [] });
    expect(validateTopUp({ ...complete, amount: '1.00' }, custom).amount).toEqual({ key: 'validation.denominationRange', params: ['S$1.29', 'S$257.00'] });
    expect(validateTopUp({ ...complete, amount: '12.50' }, custom).amount).toBeUndefined();
    // A fixed-price item ignores the field.
    expect(validateTopUp({ ...complete, amount: 'abc' }, rules()).amount).toBeUndefined();
  });

  it('the price an order pays: the item\'s, or a valid custom amount (inverted format in Indonesia)', () => {
    expect(chosenPrice(undefined, '5', 'normal')).toBeUndefined();
    expect(chosenPrice({ price: 0.99 }, '5', 'normal')).toBe(0.99);
    expect(chosenPrice({ price: 0.99, maxPrice: null }, '', 'normal')).toBe(0.99);
    expect(chosenPrice({ price: 1, maxPrice: 100 }, '12.5', 'normal')).toBe(12.5);
    expect(chosenPrice({ price: 1, maxPrice: 100 }, '150', 'normal')).toBeUndefined();
    expect(chosenPrice({ price: 16000, maxPrice: 3000000 }, '25.000', 'inverted')).toBe(25000);
  });

  it('nationality is required where the store asks for it, and must be a country the store knows', () => {
    const asked = rules({ nationalityRequired: true });
    expect(validateTopUp({ ...complete, nationality: '' }, asked).nationality).toEqual({ key: 'validation.required', params: [] });
    expect(validateTopUp({ ...complete, nationality: 'zz' }, asked).nationality).toEqual({ key: 'validation.required', params: [] });
    expect(validateTopUp({ ...complete, nationality: 'my' }, asked).nationality).toBeUndefined();
    expect(validateTopUp({ ...complete, nationality: '' }, rules()).nationality).toBeUndefined();
  });

  it('a game\'s dynamic fields must each be one of their options (not for a gift)', () => {
    const server = rules({ gameFields: [{ name: 'server', options: ['Asia-1', 'Asia-2'] }] });
    expect(validateTopUp(complete, server)['gameFields.server']).toEqual({ key: 'validation.required', params: [] });
    expect(validateTopUp({ ...complete, gameFields: { server: 'Mars' } }, server)['gameFields.server']).toEqual({ key: 'validation.required', params: [] });
    expect(validateTopUp({ ...complete, gameFields: { server: 'Asia-2' } }, server)['gameFields.server']).toBeUndefined();
    expect(validateTopUp({ ...complete, isGift: true, giftEmail: 'a@b.co', giftName: 'Ann' }, server)['gameFields.server']).toBeUndefined();
    expect(toFormErrors(validateTopUp(complete, server))).toMatchObject({ gameFields: { server: { type: 'validation.required' } } });
    expect(gameFieldValuesOf({ gameFields: { server: 'Asia-1', stale: 'x' } }, [{ name: 'server' }, { name: 'guild' }])).toEqual({ server: 'Asia-1', guild: '' });
  });
});
