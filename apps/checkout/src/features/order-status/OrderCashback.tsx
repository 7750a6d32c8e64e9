import { observer } from 'mobx-react-lite';
import { useRootStore } from '@store/shared';
import { OrderStatusHeader, orderStatusHeader, type Country } from '@store/shared/domain';
import type { Order } from '../../api/checkoutApi';
import { Price } from '@store/shared/ui';
import { useCheckoutTranslation } from '../../i18n/useCheckoutTranslation';
import { rewardsOfferedHere } from '../../lib/rewardsOffered';

/**
 * The order summary's cashback lines: the rewards the order used, and what it earned. Earned is said only where the
 * storefront has rewards (not the white-label or partner stores) and only once the order is fulfilled (a pending
 * order has earned nothing yet, a failed one never will, issue 16): its amount, or "No cashback earned" for none.
 */
export const OrderCashback = observer(function OrderCashback({ order, country }: { order: Order; country: Country }) {
  const { t } = useCheckoutTranslation();
  const store = useRootStore();
  const fulfilled = orderStatusHeader(order.status) === OrderStatusHeader.Fulfilled;
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
      {fulfilled && rewardsOfferedHere(store) ? (
        <>
          <dt>{t('status.cashback')}</dt>
          <dd data-testid="order-cashback">{order.cashbackEarned > 0 ? <Price amount={order.cashbackEarned} country={country} /> : t('status.noCashback')}</dd>
        </>
      ) : null}
    </>
  );
});
