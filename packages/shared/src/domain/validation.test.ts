import * as z from 'zod/mini';
import {
  VALIDATION_MESSAGES,
  billingAddressSchema,
  ageOn,
  englishMessage,
  lengthSchema,
  parseBirthDate,
  validateAmount,
  validateBirthDate,
  validateEmail,
  validateMobileNumber,
  validateOtp,
  validateRequired,
  validateUserId,
  validateWith,
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
  ['validateUserId', validateUserId],
  ['validateOtp', validateOtp],
  ['validateMobileNumber', (v) => validateMobileNumber(v, 'sg')],
  ['validateAmount', (v) => validateAmount(v, 'normal', { min: 1, max: 10 })],
  ['validateBirthDate', (v) => validateBirthDate(v, new Date('2024-06-15T00:00:00Z'))],
  ['parseBirthDate', parseBirthDate],
];

describe('"Validators must never throw": numbers, null, objects, arrays', () => {
  it.each(validators)('%s', (_name, validate) => {
    for (const input of HOSTILE) {
      expect(() => validate(input)).not.toThrow();
    }
  });
  it.each(validators.filter(([n]) => !['parseBirthDate'].includes(n)))(
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
    ['"letters, digits, dashes or underscores only"', validateUserId('abc def'), 'validation.alphanumericDashUnderscore'],
    ['user id ok', validateUserId('abc_12-3'), 'ok'],
    ['numeric user id', validateUserId(12345), 'ok'],
    ['"Wallet OTP length 6 digits"', validateOtp('123456'), 'ok'],
    ['OTP 5 digits', validateOtp('12345'), 'validation.otp'],
    ['OTP letters', validateOtp('12345a'), 'validation.otp'],
    ['OTP 4 where configured', validateOtp('1234', 4), 'ok'],
    ['"Mobile number must match the country\'s mobilePattern"', validateMobileNumber('71234567', 'sg'), 'validation.mobile'],
    ['mobile ok', validateMobileNumber('8123 4567', 'sg'), 'ok'],
    ['mobile required', validateMobileNumber('', 'sg'), 'validation.required'],
    ['"currency format"', validateAmount('12.345', 'normal'), 'validation.currencyFormat'],
    ['amount required', validateAmount(' ', 'normal'), 'validation.required'],
    ['"variable denomination within min and max"', validateAmount('1,500', 'normal', { min: 10, max: 1000 }), 'validation.denominationRange'],
    ['amount within range', validateAmount('1.500,5', 'inverted', { min: 10, max: 2000 }), 'ok'],
    ['amount as number', validateAmount(50, 'noDecimals'), 'ok'],
    ['amount Infinity', validateAmount(Infinity, 'noDecimals'), 'validation.currencyFormat'],
  ])('%s', (_q, result, expected) => {
    expect(key(result)).toBe(expected);
  });

  it('parameters come with the error', () => {
    const r = validateAmount('5', 'normal', { min: 10, max: 100 });
    expect(r.ok ? '' : englishMessage(r.error)).toBe('Please enter an amount between 10 and 100');
    const o = validateOtp('1');
    expect(o.ok ? '' : englishMessage(o.error)).toBe('Please enter the 6-digit code');
  });

  it('lengthSchema ("min and max characters")', () => {
    const min = validateWith(lengthSchema(3, 5), 'ab');
    expect(min.ok ? [] : [min.error.key, min.error.params]).toEqual(['validation.minLength', [3]]);
    const max = validateWith(lengthSchema(3, 5), 'abcdef');
    expect(max.ok ? [] : [max.error.key, max.error.params]).toEqual(['validation.maxLength', [5]]);
  });

  it('a schema whose message is not a key reports invalidType', () => {
    expect(key(validateWith(z.string().check(z.minLength(3, 'too short')), 'a'))).toBe('validation.invalidType');
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
  const issues = (input: unknown) => {
    const r = billingAddressSchema.safeParse(input);
    // The first issue of each field, as a form shows it.
    return r.success ? {} : Object.fromEntries(r.error.issues.reverse().map((i) => [String(i.path[0] ?? ''), i.message]));
  };
  it('valid without addressLine2', () => {
    expect(billingAddressSchema.parse(good)).toEqual({ ...good, addressLine2: '' });
  });
  it('trims and keeps addressLine2', () => {
    const r = billingAddressSchema.parse({ ...good, addressLine2: ' Apt 2 ', city: ' Porto ' });
    expect(r.addressLine2).toBe('Apt 2');
    expect(r.city).toBe('Porto');
  });
  it('reports each field with its i18n key', () => {
    const r = issues({ name: '', zip: '?' });
    expect(Object.keys(r).sort()).toEqual(['addressLine1', 'city', 'name', 'province', 'state', 'zip']);
    expect(r['zip']).toBe('validation.zip');
    expect(r['name']).toBe('validation.required');
  });
  it.each([null, 'x', [], 5])('refuses %p', (input) => {
    expect(billingAddressSchema.safeParse(input).success).toBe(false);
  });
  it('addressLine2 of the wrong type', () => {
    expect(issues({ ...good, addressLine2: 5 })['addressLine2']).toBe('validation.invalidType');
  });
});
