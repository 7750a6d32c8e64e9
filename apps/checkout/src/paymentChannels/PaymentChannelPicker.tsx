import type { Country } from '@store/shared';
import type { PaymentChannel } from '../api/checkoutApi';
import type { FormPartProps } from '../topUp/formPart';
import { Price } from '../ui/Price';

export interface PaymentChannelPickerProps extends FormPartProps {
  /** Already sorted by sortOrder then id. */
  channels: readonly PaymentChannel[];
  country: Country;
  /** The price to pay for the chosen item (after any promo), shown on every channel. */
  price: number | undefined;
  error: string | undefined;
}

/** Step 3: the payment channel, each with the price to pay through it. */
export function PaymentChannelPicker({ form, t, channels, country, price, error }: PaymentChannelPickerProps) {
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
              <input id={id} type="radio" value={String(c.id)} {...form.register('channelId')} />
              <label htmlFor={id}>
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
