import type { Country } from './countries';

export type MoneyCountry = Pick<Country, 'currencySymbol' | 'showDecimal' | 'showDecimalWhenZero' | 'amountFormat' | 'groupSeparator'>;

/** Avoids binary artefacts such as 0.29 * 100 = 28.999999999999996 before rounding down. */
function clean(n: number): number {
  return Number(n.toPrecision(12));
}

function group(integerDigits: string, separator: string): string {
  return integerDigits.replace(/\B(?=(\d{3})+(?!\d))/g, separator);
}

/**
 * The amount as shown to shoppers: symbol first, thousands grouped, two decimals where the currency
 * has them (none when the amount is whole and showDecimalWhenZero is off), dot and comma swapped for
 * the inverted format, no decimals for the currencies of section 9. Non-numbers show as zero.
 */
export function formatAmount(amount: unknown, country: MoneyCountry): string {
  const value = typeof amount === 'number' && Number.isFinite(amount) ? amount : 0;
  const negative = value < 0;
  const abs = Math.abs(value);
  const decimals = country.amountFormat !== 'noDecimals' && country.showDecimal;
  const inverted = country.amountFormat === 'inverted';
  const decimalSeparator = inverted ? ',' : '.';
  const groupSeparator = inverted ? '.' : country.groupSeparator;

  let text: string;
  if (decimals) {
    const fixed = (Math.round(clean(abs * 100)) / 100).toFixed(2);
    const [intPart = '0', fraction = '00'] = fixed.split('.');
    const whole = fraction === '00' && !country.showDecimalWhenZero;
    text = group(intPart, groupSeparator) + (whole ? '' : `${decimalSeparator}${fraction}`);
  } else {
    text = group(String(Math.round(abs)), groupSeparator);
  }
  // Alphabetic symbols (RM, Rp, AED, kr) read better with a space before the number.
  const space = /\p{L}$/u.test(country.currencySymbol) ? ' ' : '';
  return `${negative && text.replace(/[^1-9]/g, '') !== '' ? '-' : ''}${country.currencySymbol}${space}${text}`;
}

/** Cashback rounds down to 2 decimals where decimals are shown, else truncates (section 5). */
export function roundCashback(amount: unknown, country: Pick<Country, 'showDecimal' | 'amountFormat'>): number {
  if (typeof amount !== 'number' || !Number.isFinite(amount)) return 0;
  if (country.showDecimal && country.amountFormat !== 'noDecimals') return Math.floor(clean(amount * 100)) / 100;
  return Math.trunc(amount);
}

/** A reward as a percentage of a purchase, rounded like cashback. */
export function cashbackFor(purchaseAmount: number, percentage: number, country: Pick<Country, 'showDecimal' | 'amountFormat'>): number {
  return roundCashback((purchaseAmount * percentage) / 100, country);
}

const AMOUNT_PATTERNS = {
  normal: /^(?:[1-9]\d{0,2}(?:,?\d{3})*(?:\.\d{1,2})?|0\.\d{1,2})$/,
  inverted: /^(?:[1-9]\d{0,2}(?:\.?\d{3})*(?:,\d{1,2})?|0,\d{1,2})$/,
  noDecimals: /^(?:\d+|[1-9]\d{0,2}(?:,\d{3})+|[1-9]\d{0,2}(?:\.\d{3})+)$/,
} as const;

/**
 * Amount input patterns (section 5): normal allows a leading non-zero digit, optional comma thousands
 * groups, up to 2 decimals after a dot; inverted swaps dot and comma; unsupported-decimals is digits only.
 * Every country also accepts the format it displays (docs/decisions/amount-input-accepts-the-displayed-format.md):
 * an amount below 1 with its zero (0.99, 0,99), and for currencies without decimals the thousands
 * groups the store shows (Rp 16.000, ¥1,500), where a separator cannot mean decimals.
 */
export function matchesAmountPattern(input: unknown, format: Country['amountFormat']): boolean {
  if (typeof input !== 'string') return false;
  const pattern = AMOUNT_PATTERNS[format];
  return pattern !== undefined && pattern.test(input.trim());
}

/** The number an amount input stands for, or undefined when it does not match the pattern. */
export function parseAmount(input: unknown, format: Country['amountFormat']): number | undefined {
  if (!matchesAmountPattern(input, format)) return undefined;
  const text = (input as string).trim();
  const normal =
    format === 'inverted' ? text.replace(/\./g, '').replace(',', '.') : format === 'noDecimals' ? text.replace(/[.,]/g, '') : text.replace(/,/g, '');
  return Number(normal);
}
