import { useFormContext } from 'react-hook-form';
import type { PaymentChannel } from '../../../api/checkoutApi';
import { Price } from '../../../components/Price';
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
      <fieldset className="topup__step">
        <legend>{t('payment.legend')}</legend>
        <p role="alert">{t('payment.none')}</p>
      </fieldset>
    );
  }
  return (
    <fieldset className="topup__step" aria-describedby={error ? 'channel-error' : undefined} aria-invalid={error ? true : undefined}>
      <legend>{t('payment.legend')}</legend>
      <div className="options">
        {channels.map((c) => {
          const id = `channel-${c.id}`;
          return (
            <div key={c.id} className="option option--row">
              <input id={id} type="radio" value={String(c.id)} {...register('channelId')} />
              <label htmlFor={id}>
                {c.logo ? <img className="option__logo" src={c.logo} width={72} height={24} alt="" decoding="async" /> : null}
                <bdi className="option__name">{c.name}</bdi>
                {price !== undefined ? <Price amount={price} country={country} /> : null}
              </label>
            </div>
          );
        })}
      </div>
      {error ? (
        <p id="channel-error" className="field__error" role="alert">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
