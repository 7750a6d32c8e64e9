import { useFormContext, useWatch } from 'react-hook-form';
import { Field, Radio, Step } from '@store/shared/ui';
import { useCheckoutTranslation } from '../../../i18n/useCheckoutTranslation';
import { useFieldMessage, useTopUpRules } from '../topUpRules';
import type { TopUpValues } from '../topUpSchema';

/** Step 4: an optional email or mobile number for the receipt (mobile by the country's pattern). */
export function ContactFields() {
  const { t } = useCheckoutTranslation();
  const { register, control } = useFormContext<TopUpValues>();
  const { country } = useTopUpRules();
  const method = useWatch({ control, name: 'contactMethod' });
  const mobileError = useFieldMessage('mobile');
  const emailError = useFieldMessage('email');
  return (
    <Step title={t('contact.legend')}>
      <div className="radio-row" role="radiogroup" aria-label={t('contact.method')}>
        <Radio id="contact-email" value="email" label={t('contact.email')} {...register('contactMethod')} />
        <Radio id="contact-mobile" value="mobile" label={t('contact.mobile')} {...register('contactMethod')} />
      </div>
      {/* Keyed: each channel is its own input (one DOM input shared by both would show one's value in the other). */}
      {method === 'mobile' ? (
        <Field
          key="mobile"
          label={t('contact.mobileLabel')}
          type="tel"
          inputMode="tel"
          autoComplete="tel-national"
          hint={t('contact.mobileHint', { code: country.phoneCode })}
          error={mobileError}
          {...register('mobile')}
        />
      ) : (
        <Field key="email" label={t('contact.emailLabel')} type="email" autoComplete="email" hint={t('contact.emailHint')} error={emailError} {...register('email')} />
      )}
    </Step>
  );
}
