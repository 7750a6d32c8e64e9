import { formatAmount, type Country, type FreeGiveawayItem } from '@store/shared/domain';
import type { Denomination, PaymentChannel } from '../../../api/checkoutApi';
import { useRootStore } from '@store/shared';
import { Button, Price, Sheet } from '@store/shared/ui';
import { useCheckoutTranslation } from '../../../i18n/useCheckoutTranslation';
import type { GiftPayload } from '../../../lib/purchaseRules';
import type { PlaceOrderState } from '../hooks/usePlaceOrder';
import { FreeGiveawayRow } from '../../../components/FreeGiveawayRow';
import { OrderProblem } from './OrderProblem';

export interface OrderConfirmationModalProps {
  country: Country;
  productName: string;
  denomination: Denomination;
  /** A subscription's chosen recurrence (days): the confirmation states the recurring charge. */
  recurrenceDays?: number | undefined;
  /** The price the order pays (a custom amount's typed price, else the item's). */
  price: number;
  channel: PaymentChannel;
  player: { userId: string; zoneId: string; nickname: string } | undefined;
  gift: GiftPayload | undefined;
  discount: number | undefined;
  /** Rewards the order uses (the rewards remote's panel), if any. */
  rewardsUsed?: number;
  /** The cart's free giveaway item, if the game gives one now. */
  freeGiveawayItem?: FreeGiveawayItem | undefined;
  state: PlaceOrderState;
  onConfirm: () => void;
  onClose: () => void;
}

/** Last look before paying: what, for whom, how, how much; a bottom sheet on phones. Confirm creates the order (once). */
export function OrderConfirmationModal(p: OrderConfirmationModalProps) {
  const { t } = useCheckoutTranslation();
  const { country, state } = p;
  const placing = state.status === 'placing' || state.status === 'placed';
  const { shop } = useRootStore();
  const total = p.price - (p.discount ?? 0) - (p.rewardsUsed ?? 0);
  return (
    <Sheet
      title={t('confirm.title')}
      initialFocus="title"
      dir={shop.rtl ? 'rtl' : 'ltr'}
      name="order-confirmation"
      className="checkout-confirm"
      onClose={() => !placing && p.onClose()}
      closeLabel={t('common.close')}
      actions={
        <>
          <Button onClick={p.onClose} disabled={placing}>
            {t('common.cancel')}
          </Button>
          <Button variant="primary" onClick={p.onConfirm} disabled={placing} aria-disabled={placing} data-testid="confirm-order">
            {placing ? t('confirm.placing') : t('confirm.pay')}
          </Button>
        </>
      }
    >
      <dl className="summary">
        <dt>{t('summary.game')}</dt>
        <dd>{p.productName}</dd>
        <dt>{t('summary.item')}</dt>
        <dd>
          <bdi>{p.denomination.name}</bdi>
        </dd>
        {p.freeGiveawayItem ? <FreeGiveawayRow item={p.freeGiveawayItem} /> : null}
        {p.player ? (
          <>
            <dt>{t('summary.player')}</dt>
            <dd>
              {p.player.nickname} ({p.player.userId}
              {p.player.zoneId ? ` / ${p.player.zoneId}` : ''})
            </dd>
          </>
        ) : null}
        {p.gift ? (
          <>
            <dt>{t('summary.giftTo')}</dt>
            <dd>{p.gift.email}</dd>
          </>
        ) : null}
        <dt>{t('summary.channel')}</dt>
        <dd>
          <bdi>{p.channel.name}</bdi>
        </dd>
        <dt>{t('summary.price')}</dt>
        <dd>
          <Price amount={p.price} country={country} />
        </dd>
        {p.discount ? (
          <>
            <dt>{t('summary.discount')}</dt>
            <dd>
              -<Price amount={p.discount} country={country} />
            </dd>
          </>
        ) : null}
        {p.rewardsUsed ? (
          <>
            <dt>{t('summary.rewards')}</dt>
            <dd>
              -<Price amount={p.rewardsUsed} country={country} />
            </dd>
          </>
        ) : null}
        <dt>{t('summary.total')}</dt>
        <dd>
          <strong>
            <Price amount={total} country={country} />
          </strong>
        </dd>
      </dl>
      {p.recurrenceDays ? (
        // A subscription says what it will charge, and how often, before the first payment.
        <p className="summary__recurring" data-testid="recurring-charge">
          {t('confirm.recurring', { price: formatAmount(p.price, country), days: p.recurrenceDays })}
        </p>
      ) : null}
      <div aria-live="polite">
        {state.status === 'refused' || state.status === 'networkError' ? (
          <OrderProblem state={state} subscription={p.recurrenceDays !== undefined} onRetry={p.onConfirm} onDismiss={p.onClose} />
        ) : null}
        {state.status === 'placed' ? <p role="status">{t('confirm.redirecting')}</p> : null}
      </div>
    </Sheet>
  );
}
