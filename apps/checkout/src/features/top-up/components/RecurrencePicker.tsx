import { useEffect } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import type { Denomination } from '../../../api/checkoutApi';
import { Price } from '../../../components/Price';
import { useCheckoutTranslation } from '../../../i18n/useCheckoutTranslation';
import { recurrenceName } from '../lib/recurrence';
import { useFieldMessage, useTopUpRules } from '../topUpRules';
import type { TopUpValues } from '../topUpSchema';

export interface RecurrencePickerProps {
  /** The chosen subscription item. */
  denomination: Denomination;
  /** A guest is told that subscribing needs an account before going further. */
  signedIn: boolean;
}

/** A subscription's recurrence (weekly, monthly, quarterly, yearly), each with its price per period and saving. */
export function RecurrencePicker({ denomination, signedIn }: RecurrencePickerProps) {
  const { t } = useCheckoutTranslation();
  const { register, setValue, control } = useFormContext<TopUpValues>();
  const { country } = useTopUpRules();
  const error = useFieldMessage('recurrenceDays');
  const options = denomination.recurrenceOptions ?? [];
  const chosen = useWatch({ control, name: 'recurrenceDays' });
  const offered = options.some((o) => String(o.days) === chosen);

  // The item's own period is chosen until the shopper picks another.
  useEffect(() => {
    if (!offered && denomination.recurrenceDays) setValue('recurrenceDays', String(denomination.recurrenceDays));
  }, [offered, denomination.recurrenceDays, setValue]);

  return (
    <fieldset className="topup__step" aria-describedby={error ? 'recurrence-error' : 'recurrence-note'} aria-invalid={error ? true : undefined} data-testid="recurrence">
      <legend>{t('recurrence.legend')}</legend>
      <div className="options options--grid">
        {options.map((o) => {
          const id = `recurrence-${o.days}`;
          const name = recurrenceName(o.days);
          return (
            <div key={o.days} className="option">
              <input id={id} type="radio" value={String(o.days)} {...register('recurrenceDays')} />
              <label htmlFor={id}>
                <span className="option__name">{t(`recurrence.${name}`, { count: o.days })}</span>
                <span>
                  <Price amount={o.price} country={country} /> {t(`recurrence.per.${name}`)}
                </span>
                {o.savingPercent > 0 ? <span className="option__badge">{t('recurrence.saving', { percent: o.savingPercent })}</span> : null}
              </label>
            </div>
          );
        })}
      </div>
      <p id="recurrence-note" className="option__note">
        {signedIn ? t('recurrence.note') : t('recurrence.signInNeeded')}
      </p>
      {error ? (
        <p id="recurrence-error" className="field__error" role="alert">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
