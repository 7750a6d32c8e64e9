import { useFormContext } from 'react-hook-form';
import type { PaymentChannel } from '../../../api/checkoutApi';
import { Price, RadioCard, RadioCardGroup, Step } from '@store/shared/ui';
import { useCheckoutTranslation } from '../../../i18n/useCheckoutTranslation';
import { useFieldMessage, useTopUpRules } from '../topUpRules';
import type { TopUpValues } from '../topUpSchema';

export interface PaymentChannelPickerProps {
  /** Already sorted by sortOrder then id. */
  channels: readonly PaymentChannel[];
  /** The price to pay for the chosen item (after any promo), shown on every channel. */
  price: number | undefined;
}

/** Step 3: the payment channel, each with the price to pay through it. */
export function PaymentChannelPicker({ channels, price }: PaymentChannelPickerProps) {
  const { t } = useCheckoutTranslation();
  const { register } = useFormContext<TopUpValues>();
  const { country } = useTopUpRules();
  const error = useFieldMessage('channelId');
  if (channels.length === 0) {
    return (
      <Step title={t('payment.legend')}>
        <p role="alert">{t('payment.none')}</p>
      </Step>
    );
  }
  return (
    <Step title={t('payment.legend')} titleId="channel-title" aria-describedby={error ? 'channel-error' : undefined} aria-invalid={error ? true : undefined}>
      <RadioCardGroup labelledBy="channel-title" layout="list">
        {channels.map((c) => (
          <RadioCard
            key={c.id}
            id={`channel-${c.id}`}
            layout="row"
            value={String(c.id)}
            title={<bdi>{c.name}</bdi>}
            icon={c.logo ? <img className="topup__channel-logo" src={c.logo} width={72} height={24} alt="" decoding="async" /> : undefined}
            {...register('channelId')}
          >
            {price !== undefined ? <Price amount={price} country={country} /> : null}
          </RadioCard>
        ))}
      </RadioCardGroup>
      {error ? (
        <p id="channel-error" className="ui-field__error" role="alert">
          {error}
        </p>
      ) : null}
    </Step>
  );
}
