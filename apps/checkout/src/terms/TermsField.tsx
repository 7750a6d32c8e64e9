import type { FormPartProps } from '../topUp/formPart';
import { validationErrorOf } from '../topUp/topUpValues';
import { fieldMessage } from '../ui/messages';

/** Terms and conditions: a required checkbox in the express countries, implied (a sentence) elsewhere. */
export function TermsField({ form, t, shown }: FormPartProps & { shown: boolean }) {
  if (!shown) return <p className="topup__terms">{t('terms.implied')}</p>;
  const error = fieldMessage(t, validationErrorOf(form.formState.errors.terms?.message));
  return (
    <div className="topup__terms field">
      <span className="option option--inline">
        <input
          id="terms"
          type="checkbox"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? 'terms-error' : undefined}
          {...form.register('terms')}
        />
        <label htmlFor="terms">{t('terms.checkbox')}</label>
      </span>
      {error ? (
        <p id="terms-error" className="field__error" role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}
