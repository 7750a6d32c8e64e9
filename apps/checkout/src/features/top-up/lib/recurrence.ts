import type { Denomination, RecurrenceOption } from '../../../api/checkoutApi';

/** The recurrence chosen for a subscription item (undefined for other items or before one is chosen). */
export function recurrenceOptionOf(denomination: Pick<Denomination, 'recurrenceOptions'> | undefined, recurrenceDays: string): RecurrenceOption | undefined {
  return denomination?.recurrenceOptions?.find((o) => String(o.days) === recurrenceDays);
}

/** The recurrences each subscription item offers, by skuId (the form's rule: one of them must be chosen). */
export function recurrencesBySku(denominations: readonly Pick<Denomination, 'skuId' | 'recurrenceOptions'>[]): Record<string, readonly number[]> {
  return Object.fromEntries(denominations.flatMap((d) => (d.recurrenceOptions?.length ? [[String(d.skuId), d.recurrenceOptions.map((o) => o.days)] as const] : [])));
}

/** The name of a recurrence in the catalogues: weekly, monthly, quarterly, yearly (else "every N days"). */
export function recurrenceName(days: number): 'weekly' | 'monthly' | 'quarterly' | 'yearly' | 'days' {
  return days === 7 ? 'weekly' : days === 30 ? 'monthly' : days === 90 ? 'quarterly' : days === 365 ? 'yearly' : 'days';
}
