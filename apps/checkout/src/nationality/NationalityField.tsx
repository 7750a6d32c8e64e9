import { COUNTRIES } from '@store/shared';
import type { FormPartProps } from '../topUp/formPart';
import { validationErrorOf } from '../topUp/topUpValues';
import { fieldMessage } from '../ui/messages';
import { SelectField } from '../ui/SelectField';

const BY_NAME = [...COUNTRIES].sort((a, b) => a.enName.localeCompare(b.enName));

/** The buyer's nationality, where the store asks for the billing address; the shop country preselected. */
export function NationalityField({ form, t }: FormPartProps) {
  return (
    <SelectField
      label={t('nationality.label')}
      autoComplete="country"
      error={fieldMessage(t, validationErrorOf(form.formState.errors.nationality?.message))}
      {...form.register('nationality')}
    >
      <option value="">{t('nationality.choose')}</option>
      {BY_NAME.map((c) => (
        <option key={c.code} value={c.code}>
          {c.name === c.enName ? c.enName : `${c.enName} (${c.name})`}
        </option>
      ))}
    </SelectField>
  );
}
