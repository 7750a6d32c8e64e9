import { useFormContext, useWatch } from 'react-hook-form';
import type { Country } from '@store/shared/domain';
import { useAccountTranslation } from '../i18n/useAccountTranslation';
import { messageText } from '../i18n/messages';
import { fieldMessage, type ContactValues } from '../lib/authSchemas';
import { Field, RadioCard } from '@store/shared/ui';

export interface ContactFieldsProps {
  country: Country;
  /** The form's id prefix (two forms on one page never share ids). */
  idPrefix: string;
  /** autocomplete for the email or phone ("username" on sign-in, "email"/"tel-national" on sign-up). */
  purpose: 'signIn' | 'signUp' | 'recover';
}

/** Email or mobile number: the method switch, then the email, or the mobile number after the country's phone code. */
export function ContactFields({ country, idPrefix, purpose }: ContactFieldsProps) {
  const { t } = useAccountTranslation();
  const { register, control, formState, clearErrors } = useFormContext<ContactValues>();
  const method = useWatch({ control, name: 'method' });
  const errorOf = (name: 'email' | 'mobile') => messageText(t, fieldMessage(name, formState.errors[name]?.message));
  return (
    <>
      <fieldset className="method">
        <legend>{t(purpose === 'signUp' ? 'contact.methodSignUp' : purpose === 'recover' ? 'contact.methodRecover' : 'contact.methodSignIn')}</legend>
        <div className="method__options">
          {(['email', 'mobile'] as const).map((m) => (
            <RadioCard
              key={m}
              layout="row"
              id={`${idPrefix}-method-${m}`}
              value={m}
              title={t(m === 'email' ? 'contact.byEmail' : 'contact.byMobile')}
              {...register('method', { onChange: () => clearErrors(['email', 'mobile']) })}
            />
          ))}
        </div>
      </fieldset>
      {/* One input per channel (keyed): React never reuses the email's input for the mobile number, so each keeps its own value. */}
      {method === 'email' ? (
        <Field
          key="email"
          id={`${idPrefix}-email`}
          label={t('contact.email')}
          type="email"
          inputMode="email"
          autoComplete={purpose === 'signUp' ? 'email' : 'username'}
          spellCheck={false}
          error={errorOf('email')}
          {...register('email')}
        />
      ) : (
        <Field
          key="mobile"
          id={`${idPrefix}-mobile`}
          className="field--phone"
          label={t('contact.mobile')}
          hint={t('contact.mobileHint', { code: country.phoneCode })}
          type="tel"
          inputMode="tel"
          autoComplete={purpose === 'signUp' ? 'tel-national' : 'username'}
          error={errorOf('mobile')}
          before={
            <span className="account-field__prefix" aria-hidden="true">
              {country.phoneCode}
            </span>
          }
          {...register('mobile')}
        />
      )}
    </>
  );
}
