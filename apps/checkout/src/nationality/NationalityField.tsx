import { useId } from 'react';
import { COUNTRIES } from '@store/shared';
import type { FormPartProps } from '../topUp/formPart';
import { validationErrorOf } from '../topUp/topUpValues';
import { fieldMessage } from '../ui/messages';

const BY_NAME = [...COUNTRIES].sort((a, b) => a.enName.localeCompare(b.enName));

/** The buyer's nationality, where the store asks for the billing address; the shop country first. */
export function NationalityField({ form, t }: FormPartProps) {
  const id = `nationality${useId()}`;
  const error = fieldMessage(t, validationErrorOf(form.formState.errors.nationality?.message));
  return (
    <div className={['field', error ? 'field--invalid' : ''].filter(Boolean).join(' ')}>
      <label htmlFor={id} className="field__label">
        {t('nationality.label')}
      </label>
      <div className="field__control">
        <select id={id} autoComplete="country" aria-invalid={error ? true : undefined} aria-describedby={error ? `${id}-error` : undefined} {...form.register('nationality')}>
          <option value="">{t('nationality.choose')}</option>
          {BY_NAME.map((c) => (
            <option key={c.code} value={c.code}>
              {c.name === c.enName ? c.enName : `${c.enName} (${c.name})`}
            </option>
          ))}
        </select>
      </div>
      {error ? (
        <p id={`${id}-error`} className="field__error" role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}
