import { useState, type ReactNode } from 'react';
import { ALL_DENOMINATION_CATEGORY, QUICK_SALE_CATEGORY, formatAmount, type Country } from '@store/shared';
import type { Denomination } from '../api/checkoutApi';
import type { FormPartProps } from '../topUp/formPart';
import { Price } from '../ui/Price';
import { categoriesOf, denominationsIn, type DenominationCategory } from './categories';

export interface DenominationPickerProps extends FormPartProps {
  denominations: readonly Denomination[];
  country: Country;
  error: string | undefined;
  /** Shown under the items: the custom amount's field when such an item is chosen. */
  children?: ReactNode;
}

function categoryLabel(t: FormPartProps['t'], c: DenominationCategory): string {
  if (c === ALL_DENOMINATION_CATEGORY) return t('denomination.all');
  if (c === QUICK_SALE_CATEGORY) return t('denomination.quickSale');
  return t(`denomination.type.${c}`, { defaultValue: String(c) });
}

/** Step 2: the item, filtered by category (all -2, quick sale -1, each type). */
export function DenominationPicker({ form, t, denominations, country, error, children }: DenominationPickerProps) {
  const categories = categoriesOf(denominations);
  const [category, setCategory] = useState<DenominationCategory>(ALL_DENOMINATION_CATEGORY);
  const shown = denominationsIn(category, denominations);
  return (
    <fieldset className="topup__step" aria-describedby={error ? 'denomination-error' : undefined} aria-invalid={error ? true : undefined}>
      <legend>{t('denomination.legend')}</legend>
      {categories.length > 2 ? (
        <div className="categories" role="group" aria-label={t('denomination.categories')}>
          {categories.map((c) => (
            <button key={String(c)} type="button" className="chip" aria-pressed={c === category} onClick={() => setCategory(c)}>
              {categoryLabel(t, c)}
            </button>
          ))}
        </div>
      ) : null}
      <div className="options options--grid">
        {shown.map((d) => {
          const id = `denomination-${d.skuId}`;
          return (
            <div key={d.skuId} className="option">
              <input id={id} type="radio" value={String(d.skuId)} {...form.register('skuId')} />
              <label htmlFor={id}>
                <bdi className="option__name">{d.name}</bdi>
                {d.maxPrice != null ? (
                  <span>{t('denomination.anyAmountRange', { min: formatAmount(d.price, country), max: formatAmount(d.maxPrice, country) })}</span>
                ) : (
                  <Price amount={d.price} country={country} />
                )}
                {d.purchaseLimitPerDay ? <span className="option__note">{t('denomination.limit', { count: d.purchaseLimitPerDay })}</span> : null}
              </label>
            </div>
          );
        })}
      </div>
      {children}
      {error ? (
        <p id="denomination-error" className="field__error" role="alert">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
