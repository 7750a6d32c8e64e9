import { formatAmount, type Country } from '@store/shared/domain';

/** An amount in the shop's currency format (no decimals for IDR and the other section 9 currencies). */
export function Price({ amount, country }: { amount: number; country: Country }) {
  return <span className="price" dir="ltr">{formatAmount(amount, country)}</span>;
}
