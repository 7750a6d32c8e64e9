import { formatAmount, type MoneyCountry } from '@store/shared/domain';
import { classNames } from './classNames';

export interface PriceProps {
  amount: number;
  /** The shop country: its currency symbol, decimals and separators (section 9). */
  country: MoneyCountry;
  /** The price before a discount, shown struck through before the price. */
  was?: number | undefined;
  className?: string;
}

/**
 * An amount in the shop's currency format, kept left-to-right and on one line (so "SR 3.99" never splits or
 * mirrors on an Arabic page); a discounted price shows the old one struck through.
 */
export function Price({ amount, country, was, className }: PriceProps) {
  return (
    <span className={classNames('price', 'ui-price', className)} dir="ltr">
      {was !== undefined && was > amount ? (
        <del className="ui-price__was">{formatAmount(was, country)}</del>
      ) : null}
      {formatAmount(amount, country)}
    </span>
  );
}
