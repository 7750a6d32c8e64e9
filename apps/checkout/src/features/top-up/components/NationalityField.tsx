import { useFormContext } from 'react-hook-form';
import { COUNTRIES } from '@store/shared/domain';
import { Select } from '@store/shared/ui';
import { useCheckoutTranslation } from '../../../i18n/useCheckoutTranslation';
import { useFieldMessage } from '../topUpRules';
import type { TopUpValues } from '../topUpSchema';

const BY_NAME = [...COUNTRIES].sort((a, b) => a.enName.localeCompare(b.enName));

/** The buyer's nationality, where the store asks for the billing address; the shop country preselected. */
export function NationalityField() {
  const { t } = useCheckoutTranslation();
  const { register } = useFormContext<TopUpValues>();
  const error = useFieldMessage('nationality');
  return (
    <Select label={t('nationality.label')} autoComplete="country" error={error} {...register('nationality')}>
      <option value="">{t('nationality.choose')}</option>
      {BY_NAME.map((c) => (
        <option key={c.code} value={c.code}>
          {c.name === c.enName ? c.enName : `${c.enName} (${c.name})`}
        </option>
      ))}
    </Select>
  );
}
