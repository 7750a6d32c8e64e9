import type { Denomination } from '../../../api/checkoutApi';

/** The quick-sale category (section 3). */
export const QUICK_SALE_CATEGORY = -1 as const;
/** The all-denominations category (section 3). */
export const ALL_DENOMINATION_CATEGORY = -2 as const;

/** A denomination category: quick sale (-1), all (-2), or a denomination type ('currency', 'deal', ...). */
export type DenominationCategory = typeof QUICK_SALE_CATEGORY | typeof ALL_DENOMINATION_CATEGORY | string;

/** Quick sale: deals and limited items (decision: the spec does not say which items are quick sale). */
export function isQuickSale(d: Denomination): boolean {
  return d.type === 'deal' || (d.purchaseLimitPerDay ?? null) !== null;
}

/** The categories to offer: all first, quick sale when any item qualifies, then each type present. */
export function categoriesOf(denominations: readonly Denomination[]): DenominationCategory[] {
  const types = Array.from(new Set(denominations.map((d) => d.type)));
  const out: DenominationCategory[] = [ALL_DENOMINATION_CATEGORY];
  if (denominations.some(isQuickSale)) out.push(QUICK_SALE_CATEGORY);
  return [...out, ...types];
}

export function denominationsIn(category: DenominationCategory, denominations: readonly Denomination[]): Denomination[] {
  if (category === ALL_DENOMINATION_CATEGORY) return [...denominations];
  if (category === QUICK_SALE_CATEGORY) return denominations.filter(isQuickSale);
  return denominations.filter((d) => d.type === category);
}
