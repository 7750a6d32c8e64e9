import { OrderStatusHeader, orderStatusHeader, type Country } from '@store/shared/domain';
import type { Order } from '../../api/checkoutApi';
import { Price } from '@store/shared/ui';
import { useCheckoutTranslation } from '../../i18n/useCheckoutTranslation';

/** The order summary's cashback lines: the rewards the order used, and what it earned (a declined or failed order earns nothing, issue 16). */
export function OrderCashback({ order, country }: { order: Order; country: Country }) {
  const { t } = useCheckoutTranslation();
  const failed = orderStatusHeader(order.status) === OrderStatusHeader.Failed;
  return (
    <>
      {order.cashbackUsed ? (
        <>
          <dt>{t('status.cashbackUsed')}</dt>
          <dd data-testid="order-cashback-used">
            -<Price amount={order.cashbackUsed} country={country} />
          </dd>
        </>
      ) : null}
      <dt>{t('status.cashback')}</dt>
      <dd data-testid="order-cashback">{failed ? t('status.noCashback') : <Price amount={order.cashbackEarned} country={country} />}</dd>
    </>
  );
}
