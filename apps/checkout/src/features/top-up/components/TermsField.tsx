import { useFormContext } from 'react-hook-form';
import { useRootStore } from '@store/shared';
import { localeSegment, routePath } from '@store/shared/domain';
import { Checkbox } from '@store/shared/ui';
import { useCheckoutTranslation } from '../../../i18n/useCheckoutTranslation';
import { isTermsCheckboxShown } from '../../../lib/purchaseRules';
import { useFieldMessage, useTopUpRules } from '../topUpRules';
import type { TopUpValues } from '../topUpSchema';

/**
 * Terms and conditions: a required checkbox in the express countries, implied (a sentence) elsewhere; either way with
 * a link to the terms, opened in a new tab so the form the shopper filled in stays as it is.
 */
export function TermsField() {
  const { t } = useCheckoutTranslation();
  const { register } = useFormContext<TopUpValues>();
  const { country } = useTopUpRules();
  const { shop } = useRootStore();
  const error = useFieldMessage('terms');
  const termsLink = (
    <a className="topup__terms-link ui-link" href={routePath('TermsAndConditions', { countryCode: localeSegment(country, shop.language) })} target="_blank" rel="noopener">
      {t('terms.read')}
      <span className="visually-hidden"> {t('terms.opensInNewTab')}</span>
    </a>
  );
  if (!isTermsCheckboxShown(country.code)) {
    return (
      <p className="topup__terms">
        {t('terms.implied')} {termsLink}
      </p>
    );
  }
  return (
    <div className="topup__terms">
      <Checkbox id="terms" label={t('terms.checkbox')} error={error} {...register('terms')} />
      {termsLink}
    </div>
  );
}
