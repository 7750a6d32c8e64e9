import { COUNTRIES, amountPatternOf, countryByCode, type Country } from './countries';
import { cashbackFor, formatAmount, matchesAmountPattern, parseAmount, roundCashback } from './money';

const c = (code: string) => countryByCode(code) as Country;

describe('formatAmount', () => {
  it.each<[string, unknown, string, string]>([
    ['normal with decimals', 1234.5, 'sg', 'S$1,234.50'],
    ['whole amount with showDecimalWhenZero', 10, 'sg', 'S$10.00'],
    ['rounding to 2 decimals', 1.005, 'us', '$1.01'],
    ['"inverted swaps dot and comma"', 1234567.891, 'de', '€1.234.567,89'],
    ['"IDR ... without decimals", grouped with dots', 15000, 'id', 'Rp 15.000'],
    ['no-decimal currency rounds', 15000.6, 'jp', '¥15,001'],
    ['KRW', 1000000, 'kr', '₩1,000,000'],
    ['alphabetic symbol gets a space', 10.5, 'my', 'RM 10.50'],
    ['negative', -3.5, 'sg', '-S$3.50'],
    ['negative zero', -0.001, 'sg', 'S$0.00'],
    ['non-number', 'abc', 'sg', 'S$0.00'],
    ['NaN', NaN, 'us', '$0.00'],
    ['Infinity', Infinity, 'id', 'Rp 0'],
  ])('%s: %p in %s', (_q, amount, code, expected) => {
    expect(formatAmount(amount, c(code))).toBe(expected);
  });

  it('showDecimalWhenZero off hides .00 but not other decimals', () => {
    const country = { ...c('sg'), showDecimalWhenZero: false };
    expect(formatAmount(10, country)).toBe('S$10');
    expect(formatAmount(10.5, country)).toBe('S$10.50');
  });

  it('showDecimal off shows whole numbers', () => {
    expect(formatAmount(10.4, { ...c('sg'), showDecimal: false })).toBe('S$10');
  });
});

describe('roundCashback: "Cashback rounds down to 2 decimals where decimals are shown, else truncates"', () => {
  it.each<[unknown, string, number]>([
    [1.239, 'sg', 1.23],
    [0.29, 'sg', 0.29],
    [1.999, 'us', 1.99],
    [150.99, 'id', 150],
    [99.9, 'jp', 99],
    ['1', 'sg', 0],
    [NaN, 'sg', 0],
  ])('%p in %s -> %p', (amount, code, expected) => {
    expect(roundCashback(amount, c(code))).toBe(expected);
  });

  it('"Rewards are a percentage of a purchase"', () => {
    expect(cashbackFor(10.99, 5, c('sg'))).toBe(0.54);
    expect(cashbackFor(15000, 3, c('id'))).toBe(450);
  });
});

describe('amount patterns (section 5)', () => {
  it.each<[string, unknown, 'normal' | 'inverted' | 'noDecimals', boolean]>([
    ['"normal allows a leading non-zero digit"', '1234', 'normal', true],
    ['"optional comma thousands group"', '1,234', 'normal', true],
    ['several groups', '1,234,567.5', 'normal', true],
    ['"up to 2 decimals after a dot"', '12.34', 'normal', true],
    ['3 decimals', '12.345', 'normal', false],
    ['leading zero', '0123', 'normal', false],
    ['a zero before the decimals (the S$0.99 the store shows)', '0.99', 'normal', true],
    ['a zero with nothing after it', '0', 'normal', false],
    ['two zeros', '00.99', 'normal', false],
    ['inverted: a zero before the decimals', '0,99', 'inverted', true],
    ['bad grouping', '12,34', 'normal', false],
    ['inverted comma decimals', '1.234,56', 'inverted', true],
    ['inverted dot decimals', '1,234.56', 'inverted', false],
    ['"unsupported-decimals is digits only"', '15000', 'noDecimals', true],
    ['grouped by dots, as Indonesia shows Rp 16.000', '16.000', 'noDecimals', true],
    ['grouped by commas, as Japan shows ¥1,500', '1,500', 'noDecimals', true],
    ['no decimals: two digits after a separator', '15.00', 'noDecimals', false],
    ['no decimals: mixed separators', '1.500,000', 'noDecimals', false],
    ['a number is not an input string', 12, 'normal', false],
    ['unknown format', '12', 'other' as never, false],
  ])('%s: %p (%s)', (_q, input, format, ok) => {
    expect(matchesAmountPattern(input, format)).toBe(ok);
  });

  it('parseAmount', () => {
    expect(parseAmount('1,234.5', 'normal')).toBe(1234.5);
    expect(parseAmount('1.234,5', 'inverted')).toBe(1234.5);
    expect(parseAmount('15000', 'noDecimals')).toBe(15000);
    expect(parseAmount('16.000', 'noDecimals')).toBe(16000);
    expect(parseAmount('1,500', 'noDecimals')).toBe(1500);
    expect(parseAmount('0.99', 'normal')).toBe(0.99);
    expect(parseAmount('x', 'normal')).toBeUndefined();
  });
});

describe('"every country accepts the amount format it displays"', () => {
  const amounts = [0.99, 16000, 1234.5, 268.99, 3000000];
  it.each(COUNTRIES.map((c) => [c.code, c] as const))('%s', (_code, country) => {
    for (const amount of amounts) {
      const shown = formatAmount(amount, country).slice(country.currencySymbol.length).trim();
      const value = country.amountFormat === 'noDecimals' ? Math.round(amount) : amount;
      expect([shown, parseAmount(shown, amountPatternOf(country))]).toEqual([shown, value]);
    }
  });
});
