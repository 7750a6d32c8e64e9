import { CURRENCIES_WITHOUT_DECIMALS } from '@store/shared/domain';

const NO_DECIMALS: ReadonlySet<string> = new Set(CURRENCIES_WITHOUT_DECIMALS);

/** Minor units per major unit: 1 for currencies without decimals (IDR, JPY...), else 100. */
export function minorPerMajor(currency: string): number {
  return NO_DECIMALS.has(currency) ? 1 : 100;
}

export function toMajor(minor: number, currency: string): number {
  return minor / minorPerMajor(currency);
}

/** Major amount -> minor units; undefined when the amount has more decimals than the currency allows. */
export function toMinor(major: number, currency: string): number | undefined {
  const factor = minorPerMajor(currency);
  const minor = Math.round(major * factor);
  return Math.abs(minor - major * factor) < 1e-6 ? minor : undefined;
}
