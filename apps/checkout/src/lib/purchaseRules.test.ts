import { areTermsAccepted, checkoutError, isTermsCheckboxShown, normaliseGiftPayload, promoPrerequisiteError } from './purchaseRules';

describe('purchase rules', () => {
  it('"gifting payload (email, name, message; newlines become spaces, trimmed)"', () => {
    expect(normaliseGiftPayload({ email: ' a@b.co ', name: 'Ann\nLee', message: ' Happy\r\nbirthday\n ' })).toEqual({
      email: 'a@b.co',
      name: 'Ann Lee',
      message: 'Happy birthday',
    });
    expect(normaliseGiftPayload(null)).toEqual({ email: '', name: '', message: '' });
    expect(normaliseGiftPayload({ email: 5 })).toEqual({ email: '', name: '', message: '' });
  });

  it.each<[string, Parameters<typeof promoPrerequisiteError>[0], string | undefined]>([
    ['"not allowed with a gift purchase"', { userId: 'u', denomination: 1, paymentChannel: 1, isGift: true }, 'validation.promoNotWithGift'],
    ['"needs user ID ... first"', { denomination: 1, paymentChannel: 1 }, 'validation.promoNeedsUserId'],
    ['blank user ID', { userId: ' ', denomination: 1, paymentChannel: 1 }, 'validation.promoNeedsUserId'],
    ['"denomination ... first"', { userId: 'u', paymentChannel: 1 }, 'validation.promoNeedsDenomination'],
    ['"payment method first"', { userId: 'u', denomination: 1 }, 'validation.promoNeedsPaymentMethod'],
    ['all present', { userId: 'u', denomination: 1, paymentChannel: 1 }, undefined],
  ])('promo: %s', (_q, state, expected) => {
    expect(promoPrerequisiteError(state)?.key).toBe(expected);
  });

  const valid = { paymentChannel: true, billingAddress: true, email: true, termsAndCondition: true };
  it.each<[string, Partial<typeof valid>, string]>([
    ['"payment channel invalid" first', { paymentChannel: false, billingAddress: false, email: false, termsAndCondition: false }, 'paymentChannel'],
    ['"billing address" next', { billingAddress: false, email: false, termsAndCondition: false }, 'billingAddress'],
    ['"email" next', { email: false, termsAndCondition: false }, 'email'],
    ['"terms and conditions" next', { termsAndCondition: false }, 'termsAndCondition'],
    ['"else none"', {}, 'none'],
  ])('"Checkout error derivation order": %s', (_q, over, expected) => {
    expect(checkoutError({ ...valid, ...over })).toBe(expected);
  });

  it('readings 14: the terms checkbox in the express countries, implied elsewhere', () => {
    expect(isTermsCheckboxShown('QA')).toBe(true);
    expect(isTermsCheckboxShown('sg')).toBe(false);
    expect(areTermsAccepted('jp', false)).toBe(false);
    expect(areTermsAccepted('jp', true)).toBe(true);
    expect(areTermsAccepted('sg', false)).toBe(true);
  });
});
