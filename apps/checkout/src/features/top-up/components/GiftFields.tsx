import { useFormContext } from 'react-hook-form';
import { Field } from '@store/shared/ui';
import { useCheckoutTranslation } from '../../../i18n/useCheckoutTranslation';
import { useFieldMessage } from '../topUpRules';
import { GIFT_MESSAGE_MAX_LENGTH, type TopUpValues } from '../topUpSchema';

/** The gift switch: a gift goes to a friend's email instead of a player ID. */
export function GiftToggle() {
  const { t } = useCheckoutTranslation();
  const { register } = useFormContext<TopUpValues>();
  return (
    <div className="topup__gift-toggle">
      <input id="topup-is-gift" type="checkbox" {...register('isGift')} />
      <label htmlFor="topup-is-gift">{t('gift.toggle')}</label>
    </div>
  );
}

/** A gift: the receiver claims it with their own player ID, so no player ID is asked here. */
export function GiftFields() {
  const { t } = useCheckoutTranslation();
  const { register } = useFormContext<TopUpValues>();
  const emailError = useFieldMessage('giftEmail');
  const nameError = useFieldMessage('giftName');
  const messageError = useFieldMessage('giftMessage');
  return (
    <fieldset className="topup__step">
      <legend>{t('gift.legend')}</legend>
      <p className="field__hint">{t('gift.explain')}</p>
      <Field label={t('gift.email')} type="email" autoComplete="off" error={emailError} {...register('giftEmail')} />
      <Field label={t('gift.name')} autoComplete="name" error={nameError} {...register('giftName')} />
      <div className="field">
        <label htmlFor="gift-message" className="field__label">
          {t('gift.message')}
        </label>
        <textarea
          id="gift-message"
          rows={3}
          maxLength={GIFT_MESSAGE_MAX_LENGTH}
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
