import { useEffect } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import type { Denomination } from '../../../api/checkoutApi';
import { Badge, Price, RadioCard, RadioCardGroup, Step } from '@store/shared/ui';
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
    <Step
      title={t('recurrence.legend')}
      titleId="recurrence-title"
      aria-describedby={error ? 'recurrence-error' : 'recurrence-note'}
      aria-invalid={error ? true : undefined}
      data-testid="recurrence"
    >
      <RadioCardGroup labelledBy="recurrence-title" layout="grid" narrow>
        {options.map((o) => {
          const name = recurrenceName(o.days);
          return (
            <RadioCard
              key={o.days}
              id={`recurrence-${o.days}`}
              value={String(o.days)}
              title={t(`recurrence.${name}`, { count: o.days })}
              badge={o.savingPercent > 0 ? <Badge tone="success">{t('recurrence.saving', { percent: o.savingPercent })}</Badge> : undefined}
              {...register('recurrenceDays')}
            >
              <span>
                <Price amount={o.price} country={country} /> {t(`recurrence.per.${name}`)}
              </span>
            </RadioCard>
          );
        })}
      </RadioCardGroup>
      <p id="recurrence-note" className="ui-field__hint">
        {signedIn ? t('recurrence.note') : t('recurrence.signInNeeded')}
      </p>
      {error ? (
        <p id="recurrence-error" className="ui-field__error" role="alert">
          {error}
        </p>
      ) : null}
    </Step>
  );
}
