import { formatAmount, type Country } from '@store/shared';
import type { FormPartProps } from '../topUp/formPart';
import { validationErrorOf } from '../topUp/topUpValues';
import { Field } from '../ui/Field';
import { fieldMessage } from '../ui/messages';

/** The price the shopper types for a custom-amount item, within its range, in the country's amount format. */
export function CustomAmountField({ form, t, country, min, max }: FormPartProps & { country: Country; min: number; max: number }) {
  const range = { min: formatAmount(min, country), max: formatAmount(max, country) };
  return (
    <Field
      label={t('customAmount.label', { symbol: country.currencySymbol })}
      hint={t('customAmount.hint', range)}
      inputMode="decimal"
      autoComplete="off"
      maxLength={20}
      error={fieldMessage(t, validationErrorOf(form.formState.errors.amount?.message))}
      {...form.register('amount')}
    />
  );
}
