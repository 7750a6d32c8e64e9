import { useFormContext } from 'react-hook-form';
import { Checkbox, Field, Step, TextArea } from '@store/shared/ui';
import { useCheckoutTranslation } from '../../../i18n/useCheckoutTranslation';
import { useFieldMessage } from '../topUpRules';
import { GIFT_MESSAGE_MAX_LENGTH, type TopUpValues } from '../topUpSchema';

/** The gift switch: a gift goes to a friend's email instead of a player ID. */
export function GiftToggle() {
  const { t } = useCheckoutTranslation();
  const { register } = useFormContext<TopUpValues>();
  return (
    <Checkbox id="topup-is-gift" className="topup__gift-toggle" label={t('gift.toggle')} {...register('isGift')} />
  );
}

/** Step 1 for a gift: the receiver claims it with their own player ID, so no player ID is asked here. */
export function GiftFields() {
  const { t } = useCheckoutTranslation();
  const { register } = useFormContext<TopUpValues>();
  const emailError = useFieldMessage('giftEmail');
  const nameError = useFieldMessage('giftName');
  const messageError = useFieldMessage('giftMessage');
  return (
    <Step title={t('gift.legend')}>
      <GiftToggle />
      <p className="ui-field__hint">{t('gift.explain')}</p>
      <Field label={t('gift.email')} type="email" autoComplete="off" error={emailError} {...register('giftEmail')} />
      <Field label={t('gift.name')} autoComplete="name" error={nameError} {...register('giftName')} />
      <TextArea id="gift-message" label={t('gift.message')} rows={3} maxLength={GIFT_MESSAGE_MAX_LENGTH} error={messageError} {...register('giftMessage')} />
    </Step>
  );
}
