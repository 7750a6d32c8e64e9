import { COUNTRIES, countryByCode, type Country } from './countries';
import { isValidMobileNumber, normaliseMobileNumber, parseMobilePattern, internationalMobileNumber } from './mobileNumber';

describe('parseMobilePattern: "OR = alternative, to = range"', () => {
  it.each([
    ['8 OR 9 then 7 digits', [{ prefixes: [{ from: '8', to: '8' }, { from: '9', to: '9' }], rest: { min: 7, max: 7 } }]],
    ['5 to 15 digits', [{ prefixes: [], rest: { min: 5, max: 15 } }]],
    ['6 to 9 then 9 digits', [{ prefixes: [{ from: '6', to: '9' }], rest: { min: 9, max: 9 } }]],
    ['1 then 8 to 9 digits', [{ prefixes: [{ from: '1', to: '1' }], rest: { min: 8, max: 9 } }]],
    [
      '8 OR 9 then 7 digits OR 6 then 8 digits',
      [
        { prefixes: [{ from: '8', to: '8' }, { from: '9', to: '9' }], rest: { min: 7, max: 7 } },
        { prefixes: [{ from: '6', to: '6' }], rest: { min: 8, max: 8 } },
      ],
    ],
    ['10 digits', [{ prefixes: [], rest: { min: 10, max: 10 } }]],
  ])('%s', (text, expected) => {
    expect(parseMobilePattern(text)).toEqual(expected);
  });

  it.each([
    '', 'digits', '8 OR', '8 then digits', '8 OR 9 digits', '9 to 8 digits', '10 to 9 then 7 digits',
    '8 then 7 digits extra', '8 then 7 digits OR', '8 then 7', 'x then 7 digits', '8 to then 7 digits',
  ])('refuses malformed pattern %p', (text) => {
    expect(parseMobilePattern(text)).toBeUndefined();
  });

  it.each([null, 8, {}, []])('refuses non-strings %p', (v) => {
    expect(parseMobilePattern(v)).toBeUndefined();
  });

  it('every country pattern parses', () => {
    for (const c of COUNTRIES) expect(parseMobilePattern(c.mobilePattern)).toBeDefined();
  });
});

describe('isValidMobileNumber', () => {
  const sg = countryByCode('sg') as Country;
  it.each<[string, unknown, string, boolean]>([
    ['"Singapore starts 8 or 9 then 7 digits"', '81234567', 'sg', true],
    ['Singapore 9', '91234567', 'sg', true],
    ['Singapore wrong prefix', '71234567', 'sg', false],
    ['Singapore too short', '8123456', 'sg', false],
    ['Singapore too long', '812345678', 'sg', false],
    ['"must not start with 0"', '081234567', 'sg', false],
    ['spaces and dashes are ignored', '8123 4567', 'sg', true],
    ['dashes', '8123-4567', 'sg', true],
    ['a number input', 81234567, 'sg', true],
    ['letters', '8123456a', 'sg', false],
    ['"many European countries accept 5 to 15 digits": 5', '12345', 'de', true],
    ['15 digits', '123456789012345', 'de', true],
    ['4 digits', '1234', 'de', false],
    ['16 digits', '1234567890123456', 'de', false],
    ['European leading 0', '01234567', 'de', false],
    ['"to = range": India 6 to 9 then 9 digits, 6', '6123456789', 'in', true],
    ['India 9', '9123456789', 'in', true],
    ['India 5', '5123456789', 'in', false],
    ['digit-count range: Malaysia 1 then 8', '123456789', 'my', true],
    ['Malaysia 1 then 9', '1234567890', 'my', true],
    ['Malaysia 1 then 10', '12345678901', 'my', false],
    ['two-digit prefix range: Brazil 11 to 99 then 9 digits', '11987654321', 'br', true],
    ['two-digit prefixes: Japan 90 then 8', '9012345678', 'jp', true],
    ['Japan 60', '6012345678', 'jp', false],
    ['mixed OR and range: Kuwait 4 to 6 OR 9', '51234567', 'kw', true],
    ['Kuwait 9', '91234567', 'kw', true],
    ['Kuwait 7', '71234567', 'kw', false],
    ['unknown country', '81234567', 'zz', false],
    ['empty', '', 'sg', false],
  ])('%s: %p in %s -> %s', (_q, input, code, ok) => {
    expect(isValidMobileNumber(input, code)).toBe(ok);
  });

  it('accepts a Country, a pattern text and a parsed pattern', () => {
    expect(isValidMobileNumber('81234567', sg)).toBe(true);
    expect(isValidMobileNumber('81234567', '8 OR 9 then 7 digits')).toBe(true);
    expect(isValidMobileNumber('81234567', parseMobilePattern('8 then 7 digits') ?? [])).toBe(true);
    expect(isValidMobileNumber('81234567', 'not a pattern')).toBe(false);
  });

  it.each([null, undefined, {}, [], true, NaN])('never throws on %p', (v) => {
    expect(isValidMobileNumber(v, 'sg')).toBe(false);
    expect(normaliseMobileNumber(v)).toBeUndefined();
  });
});

describe('internationalMobileNumber', () => {
  test('the country phone code before the local digits', () => {
    expect(internationalMobileNumber({ phoneCode: '+65' }, '91234567')).toBe('+6591234567');
    expect(internationalMobileNumber({ phoneCode: '+62' }, '81234567890')).toBe('+6281234567890');
  });
});
