import { useFormContext } from 'react-hook-form';
import { useCheckoutTranslation } from '../../../i18n/useCheckoutTranslation';
import { isTermsCheckboxShown } from '../../../lib/purchaseRules';
import { useFieldMessage, useTopUpRules } from '../topUpRules';
import type { TopUpValues } from '../topUpSchema';

/** Terms and conditions: a required checkbox in the express countries, implied (a sentence) elsewhere. */
export function TermsField() {
  const { t } = useCheckoutTranslation();
  const { register } = useFormContext<TopUpValues>();
  const { country } = useTopUpRules();
  const error = useFieldMessage('terms');
  if (!isTermsCheckboxShown(country.code)) return <p className="topup__terms">{t('terms.implied')}</p>;
  return (
    <div className="topup__terms field">
      <span className="option option--inline">
        <input id="terms" type="checkbox" aria-invalid={error ? true : undefined} aria-describedby={error ? 'terms-error' : undefined} {...register('terms')} />
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
