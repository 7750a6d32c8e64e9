import { useFormContext } from 'react-hook-form';
import { COUNTRIES } from '@store/shared/domain';
import { Select } from '@store/shared/ui';
import { useCheckoutTranslation } from '../../../i18n/useCheckoutTranslation';
import { useFieldMessage } from '../topUpRules';
import type { TopUpValues } from '../topUpSchema';

let byName: readonly (typeof COUNTRIES)[number][] | undefined;
/** The countries by English name, sorted when first shown (one collator: localeCompare builds one per call, and the
 * sort at module load cost the product page's start 30 ms on a 4x slower phone, where most countries never show it). */
function countriesByName(): readonly (typeof COUNTRIES)[number][] {
  if (!byName) {
    const { compare } = new Intl.Collator('en');
    byName = [...COUNTRIES].sort((a, b) => compare(a.enName, b.enName));
  }
  return byName;
}

/** The buyer's nationality, where the store asks for the billing address; the shop country preselected. */
export function NationalityField() {
  const { t } = useCheckoutTranslation();
  const { register } = useFormContext<TopUpValues>();
  const error = useFieldMessage('nationality');
  return (
    <Select label={t('nationality.label')} autoComplete="country" error={error} {...register('nationality')}>
      <option value="">{t('nationality.choose')}</option>
      {countriesByName().map((c) => (
        <option key={c.code} value={c.code}>
          {c.name === c.enName ? c.enName : `${c.enName} (${c.name})`}
        </option>
      ))}
    </Select>
  );
}
