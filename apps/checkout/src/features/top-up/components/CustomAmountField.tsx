import { useFormContext } from 'react-hook-form';
import { formatAmount } from '@store/shared/domain';
import { Field } from '@store/shared/ui';
import { useCheckoutTranslation } from '../../../i18n/useCheckoutTranslation';
import { useFieldMessage, useTopUpRules } from '../topUpRules';
import type { AmountRange, TopUpValues } from '../topUpSchema';

/** The price the shopper types for a custom-amount item, within its range, in the country's amount format. */
export function CustomAmountField({ range }: { range: AmountRange }) {
  const { t } = useCheckoutTranslation();
  const { register } = useFormContext<TopUpValues>();
  const { country } = useTopUpRules();
  const error = useFieldMessage('amount');
  return (
    <Field
      label={t('customAmount.label', { symbol: country.currencySymbol })}
      hint={t('customAmount.hint', { min: formatAmount(range.min, country), max: formatAmount(range.max, country) })}
      inputMode="decimal"
      autoComplete="off"
      maxLength={20}
      error={error}
      {...register('amount')}
    />
  );
}
