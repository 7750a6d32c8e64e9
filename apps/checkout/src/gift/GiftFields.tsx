import type { FormPartProps } from '../topUp/formPart';
import { validationErrorOf } from '../topUp/topUpValues';
import { Field } from '../ui/Field';
import { fieldMessage } from '../ui/messages';

/** A gift: the receiver claims it with their own player ID, so no player ID is asked here. */
export function GiftFields({ form, t }: FormPartProps) {
  const { register, formState } = form;
  const err = (name: 'giftEmail' | 'giftName' | 'giftMessage') => fieldMessage(t, validationErrorOf(formState.errors[name]?.message));
  const messageError = err('giftMessage');
  return (
    <fieldset className="topup__step">
      <legend>{t('gift.legend')}</legend>
      <p className="field__hint">{t('gift.explain')}</p>
      <Field label={t('gift.email')} type="email" autoComplete="off" error={err('giftEmail')} {...register('giftEmail')} />
      <Field label={t('gift.name')} autoComplete="name" error={err('giftName')} {...register('giftName')} />
      <div className="field">
        <label htmlFor="gift-message" className="field__label">
          {t('gift.message')}
        </label>
        <textarea
          id="gift-message"
          rows={3}
          maxLength={300}
          aria-invalid={messageError ? true : undefined}
          aria-describedby={messageError ? 'gift-message-error' : undefined}
          {...register('giftMessage')}
        />
        {messageError ? (
          <p id="gift-message-error" className="field__error" role="alert">
            {messageError}
          </p>
        ) : null}
      </div>
    </fieldset>
  );
}
