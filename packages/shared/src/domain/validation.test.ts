import { z } from 'zod';
import {
  VALIDATION_MESSAGES,
  ageOn,
  areTermsAccepted,
  checkoutError,
  englishMessage,
  exactLengthSchema,
  isTermsCheckboxShown,
  lengthSchema,
  normaliseGiftPayload,
  orderError,
  parseBirthDate,
  promoPrerequisiteError,
  validateAmount,
  validateBillingAddress,
  validateBirthDate,
  validateConfirmation,
  validateCpf,
  validateEmail,
  validateGiftCode,
  validateMobileNumber,
  validateName,
  validateNumberRange,
  validateOtp,
  validatePassword,
  validateRequired,
  validateRiotId,
  validateUserId,
  validateWith,
  validateZip,
  type ValidationResult,
} from './validation';

const key = (r: ValidationResult<unknown>) => (r.ok ? 'ok' : r.error.key);

describe('messages: i18n keys with the spec\'s English', () => {
  it.each([
    ['validation.required', [], 'This field is required'],
    ['validation.mismatch', ['Passwords'], 'Passwords do not match'],
    ['validation.denominationRange', [10, 100], 'Please enter an amount between 10 and 100'],
    ['validation.minLength', [], 'Please enter at least {0} characters'],
  ] as const)('%s', (k, params, text) => {
    expect(englishMessage({ key: k, params })).toBe(text);
  });
  it('every key is namespaced', () => {
    for (const k of Object.keys(VALIDATION_MESSAGES)) expect(k).toMatch(/^validation\./);
  });
});

const HOSTILE: unknown[] = [undefined, null, 0, 42, NaN, -1, true, {}, [], ['a'], { a: 1 }, () => 1, Symbol('x'), 10n, new Date('x')];
const validators: [string, (v: unknown) => unknown][] = [
  ['validateRequired', validateRequired],
  ['validateEmail', validateEmail],
  ['validatePassword', validatePassword],
  ['validateConfirmation', (v) => validateConfirmation(v, 'x', 'Passwords')],
  ['validateUserId', validateUserId],
  ['validateName', validateName],
  ['validateCpf', validateCpf],
  ['validateZip', validateZip],
  ['validateOtp', validateOtp],
  ['validateGiftCode', validateGiftCode],
  ['validateRiotId', validateRiotId],
  ['validateMobileNumber', (v) => validateMobileNumber(v, 'sg')],
  ['validateAmount', (v) => validateAmount(v, 'normal', { min: 1, max: 10 })],
  ['validateNumberRange', (v) => validateNumberRange(v, 1, 10)],
  ['validateBirthDate', (v) => validateBirthDate(v, new Date('2024-06-15T00:00:00Z'))],
  ['validateBillingAddress', validateBillingAddress],
  ['normaliseGiftPayload', normaliseGiftPayload],
  ['parseBirthDate', parseBirthDate],
];

describe('"Validators must never throw": numbers, null, objects, arrays', () => {
  it.each(validators)('%s', (_name, validate) => {
    for (const input of HOSTILE) {
      expect(() => validate(input)).not.toThrow();
    }
  });
  it.each(validators.filter(([n]) => !['normaliseGiftPayload', 'parseBirthDate', 'validateBillingAddress'].includes(n)))(
    '%s refuses null and objects',
    (_name, validate) => {
      for (const input of [null, undefined, {}, []]) expect((validate(input) as { ok: boolean }).ok).toBe(false);
    },
  );
});

describe('field rules (section 5)', () => {
  it.each<[string, ValidationResult<unknown>, string]>([
    ['"This field is required": empty', validateRequired('  '), 'validation.required'],
    ['required: missing', validateRequired(undefined), 'validation.required'],
    ['required: a number is invalid', validateRequired(5), 'validation.invalidType'],
    ['required: text', validateRequired(' a '), 'ok'],
    ['"invalid email"', validateEmail('not-an-email'), 'validation.email'],
    ['email ok', validateEmail(' user@example.com '), 'ok'],
    ['email required', validateEmail(''), 'validation.required'],
    ['"Password at least 8 characters with at least 1 digit": 7 chars', validatePassword('abcdef1'), 'validation.password'],
    ['password without a digit', validatePassword('abcdefgh'), 'validation.password'],
    ['password ok', validatePassword('abcdefg1'), 'ok'],
    ['password empty', validatePassword(''), 'validation.required'],
    ['"{0} do not match"', validateConfirmation('a', 'b', 'Passwords'), 'validation.mismatch'],
    ['match', validateConfirmation('abc', 'abc', 'Passwords'), 'ok'],
    ['match required', validateConfirmation('', '', 'Passwords'), 'validation.required'],
    ['"letters, digits, dashes or underscores only"', validateUserId('abc def'), 'validation.alphanumericDashUnderscore'],
    ['user id ok', validateUserId('abc_12-3'), 'ok'],
    ['numeric user id', validateUserId(12345), 'ok'],
    ['"letters, digits and spaces only"', validateName('Jo$'), 'validation.alphanumericSpace'],
    ['name with accents', validateName('José Müller 2'), 'ok'],
    ['"CPF 11 digits"', validateCpf('1234567890'), 'validation.cpf'],
    ['CPF ok', validateCpf('12345678901'), 'ok'],
    ['CPF printed form', validateCpf('123.456.789-01'), 'ok'],
    ['CPF 12 digits', validateCpf('123456789012'), 'validation.cpf'],
    ['"invalid zip"', validateZip('!'), 'validation.zip'],
    ['zip ok', validateZip('SW1A 1AA'), 'ok'],
    ['numeric zip', validateZip(12345), 'ok'],
    ['"Wallet OTP length 6 digits"', validateOtp('123456'), 'ok'],
    ['OTP 5 digits', validateOtp('12345'), 'validation.otp'],
    ['OTP letters', validateOtp('12345a'), 'validation.otp'],
    ['OTP 4 where configured', validateOtp('1234', 4), 'ok'],
    ['"Gift code empty ... is invalid"', validateGiftCode(''), 'validation.giftCode'],
    ['"Gift code ... too short is invalid"', validateGiftCode('ABC12'), 'validation.giftCode'],
    ['gift code ok', validateGiftCode('ABCD-1234'), 'ok'],
    ['gift code bad characters', validateGiftCode('ABCD 1234!'), 'validation.giftCode'],
    ['"Riot ID has a specific format"', validateRiotId('Player'), 'validation.riotId'],
    ['Riot ID ok', validateRiotId('Player One#EUW1'), 'ok'],
    ['"Mobile number must match the country\'s mobilePattern"', validateMobileNumber('71234567', 'sg'), 'validation.mobile'],
    ['mobile ok', validateMobileNumber('8123 4567', 'sg'), 'ok'],
    ['mobile required', validateMobileNumber('', 'sg'), 'validation.required'],
    ['"currency format"', validateAmount('12.345', 'normal'), 'validation.currencyFormat'],
    ['amount required', validateAmount(' ', 'normal'), 'validation.required'],
    ['"variable denomination within min and max"', validateAmount('1,500', 'normal', { min: 10, max: 1000 }), 'validation.denominationRange'],
    ['amount within range', validateAmount('1.500,5', 'inverted', { min: 10, max: 2000 }), 'ok'],
    ['amount as number', validateAmount(50, 'noDecimals'), 'ok'],
    ['amount Infinity', validateAmount(Infinity, 'noDecimals'), 'validation.currencyFormat'],
    ['"min value"', validateNumberRange('0', 1, 10), 'validation.minValue'],
    ['"max value"', validateNumberRange(11, 1, 10), 'validation.maxValue'],
    ['"numbers only"', validateNumberRange('abc', 1, 10), 'validation.numbersOnly'],
    ['number in range', validateNumberRange('5', 1, 10), 'ok'],
    ['number required', validateNumberRange('', 1, 10), 'validation.required'],
  ])('%s', (_q, result, expected) => {
    expect(key(result)).toBe(expected);
  });

  it('parameters come with the error', () => {
    const r = validateAmount('5', 'normal', { min: 10, max: 100 });
    expect(r.ok ? '' : englishMessage(r.error)).toBe('Please enter an amount between 10 and 100');
    const p = validatePassword('short');
    expect(p.ok ? [] : p.error.params).toEqual([8]);
    const o = validateOtp('1');
    expect(o.ok ? '' : englishMessage(o.error)).toBe('Please enter the 6-digit code');
  });

  it('lengthSchema and exactLengthSchema ("min and max characters", "exact length")', () => {
    const min = validateWith(lengthSchema(3, 5), 'ab');
    expect(min.ok ? [] : [min.error.key, min.error.params]).toEqual(['validation.minLength', [3]]);
    const max = validateWith(lengthSchema(3, 5), 'abcdef');
    expect(max.ok ? [] : [max.error.key, max.error.params]).toEqual(['validation.maxLength', [5]]);
    expect(key(validateWith(exactLengthSchema(4), '123'))).toBe('validation.exactLength');
    expect(key(validateWith(exactLengthSchema(4), '12a4'))).toBe('validation.numbersOnly');
    expect(key(validateWith(exactLengthSchema(4), '1234'))).toBe('ok');
  });

  it('a schema whose message is not a key reports invalidType', () => {
    expect(key(validateWith(z.string().min(3, 'too short'), 'a'))).toBe('validation.invalidType');
  });
});

describe('birth date: "Sign-up age 18 or over; over 150 is implausible"', () => {
  const today = new Date('2024-06-15T10:00:00Z');
  it.each<[unknown, string]>([
    ['2006-06-15', 'ok'],
    ['2006-06-16', 'validation.underage'],
    ['1874-06-15', 'ok'],
    ['1873-06-14', 'validation.implausibleAge'],
    ['2024-06-16', 'validation.date'],
    ['2030-01-01', 'validation.date'],
    ['2001-02-30', 'validation.date'],
    ['15/06/2000', 'validation.date'],
    [new Date('2000-01-01T00:00:00Z'), 'ok'],
    [new Date('invalid'), 'validation.date'],
    ['', 'validation.required'],
    [20000101, 'validation.date'],
  ])('%p', (input, expected) => {
    expect(key(validateBirthDate(input, today))).toBe(expected);
  });

  it('ageOn counts whole years', () => {
    expect(ageOn({ year: 2000, month: 6, day: 15 }, today)).toBe(24);
    expect(ageOn({ year: 2000, month: 6, day: 16 }, today)).toBe(23);
    expect(ageOn({ year: 2000, month: 7, day: 1 }, today)).toBe(23);
  });
});

describe('billing address: "name, addressLine1, addressLine2 (optional), city, state, zip code, province"', () => {
  const good = { name: 'Jane Doe', addressLine1: '1 Main St', city: 'Lisbon', state: 'Lisboa', zip: '1000-001', province: 'Lisboa' };
  it('valid without addressLine2', () => {
    expect(validateBillingAddress(good)).toEqual({ ok: true, value: { ...good, addressLine2: '' } });
  });
  it('trims and keeps addressLine2', () => {
    const r = validateBillingAddress({ ...good, addressLine2: ' Apt 2 ', city: ' Porto ' });
    expect(r.ok && r.value.addressLine2).toBe('Apt 2');
    expect(r.ok && r.value.city).toBe('Porto');
  });
  it('reports each field', () => {
    const r = validateBillingAddress({ name: '', zip: '?' });
    expect(r.ok).toBe(false);
    if (!r.ok) {
      expect(Object.keys(r.errors).sort()).toEqual(['addressLine1', 'city', 'name', 'province', 'state', 'zip']);
      expect(r.errors.zip?.key).toBe('validation.zip');
      expect(r.errors.name?.key).toBe('validation.required');
    }
  });
  it.each([null, 'x', [], 5])('refuses %p', (input) => {
    expect(validateBillingAddress(input).ok).toBe(false);
  });
  it('addressLine2 of the wrong type', () => {
    const r = validateBillingAddress({ ...good, addressLine2: 5 });
    expect(!r.ok && r.errors.addressLine2?.key).toBe('validation.invalidType');
  });
});

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

  it.each<[string, Parameters<typeof orderError>[0], string | undefined]>([
    ['"choose denomination"', {}, 'validation.chooseDenomination'],
    ['"choose payment method"', { denomination: 1 }, 'validation.choosePaymentMethod'],
    ['"valid email"', { denomination: 1, paymentChannel: 1, email: 'x' }, 'validation.email'],
    ['"user ID"', { denomination: 1, paymentChannel: 1, email: 'a@b.co' }, 'validation.userIdRequired'],
    ['"zone ID"', { denomination: 1, paymentChannel: 1, userId: 'u', requiresZoneId: true }, 'validation.zoneIdRequired'],
    ['complete', { denomination: 1, paymentChannel: 1, userId: 'u', zoneId: '1', requiresZoneId: true }, undefined],
  ])('order: %s', (_q, state, expected) => {
    expect(orderError(state)?.key).toBe(expected);
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
