import { countryByCode, type Country } from '@store/shared';
import { emptyTopUpValues, receiptContact, toFormErrors, topUpCheckoutError, validateTopUp, type TopUpRules } from './topUpValues';

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
});
