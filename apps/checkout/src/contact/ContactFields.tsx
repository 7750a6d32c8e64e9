import type { Country } from '@store/shared';
import type { FormPartProps } from '../topUp/formPart';
import { validationErrorOf } from '../topUp/topUpValues';
import { Field } from '../ui/Field';
import { fieldMessage } from '../ui/messages';

/** Step 4: an optional email or mobile number for the receipt (mobile by the country's pattern). */
export function ContactFields({ form, t, country }: FormPartProps & { country: Country }) {
  const { register, formState, watch } = form;
  const method = watch('contactMethod');
  return (
    <fieldset className="topup__step">
      <legend>{t('contact.legend')}</legend>
      <div className="radio-row" role="radiogroup" aria-label={t('contact.method')}>
        <span className="option option--inline">
          <input id="contact-email" type="radio" value="email" {...register('contactMethod')} />
          <label htmlFor="contact-email">{t('contact.email')}</label>
        </span>
        <span className="option option--inline">
          <input id="contact-mobile" type="radio" value="mobile" {...register('contactMethod')} />
          <label htmlFor="contact-mobile">{t('contact.mobile')}</label>
        </span>
      </div>
      {method === 'mobile' ? (
        <Field
          label={t('contact.mobileLabel')}
          type="tel"
          inputMode="tel"
          autoComplete="tel-national"
          hint={t('contact.mobileHint', { code: country.phoneCode })}
          error={fieldMessage(t, validationErrorOf(formState.errors.mobile?.message))}
          {...register('mobile')}
        />
      ) : (
        <Field
          label={t('contact.emailLabel')}
          type="email"
          autoComplete="email"
          hint={t('contact.emailHint')}
          error={fieldMessage(t, validationErrorOf(formState.errors.email?.message))}
          {...register('email')}
        />
      )}
    </fieldset>
  );
}
