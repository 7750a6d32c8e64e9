import { useEffect, useRef } from 'react';
import { observer } from 'mobx-react-lite';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { useRootStore } from '@store/shared';
import { OrderStatus, OrderStatusHeader, orderStatusHeader, SubscriptionStatus, type Country, routePath, localeSegment, intlLocale, momentText } from '@store/shared/domain';
import type { Order } from '../../api/checkoutApi';
import { useCheckoutApi } from '../../api/useCheckoutApi';
import { FreeGiveawayRow } from '../../components/FreeGiveawayRow';
import { Button, buttonClassName, Card, Price } from '@store/shared/ui';
import { ensureCheckoutStyles } from '../../components/styles';
import { useCheckoutTranslation } from '../../i18n/useCheckoutTranslation';
import { browserStorage } from '../../lib/browserStorage';
import { takeCashbackContact } from '../../lib/cashbackContact';
import { commitGuestPurchase } from '../../lib/guestPurchase';
import { SubscriptionStatusPanel } from './SubscriptionStatus';
import { useOrderStatus } from './useOrderStatus';
import { OrderCashback } from './OrderCashback';
import { tryAgainQuery } from '../../lib/tryAgain';
import { CaptureUidSlot } from './CaptureUidSlot';

export type TransactionStatusPageProps = Record<string, never>;

const ORDER_ID = /^ORD-[0-9A-F]{24}$/;

/** How each status header looks: a tone and a mark beside the heading (decorative; the heading says it in words). */
const HEADER_LOOK: Record<OrderStatusHeader, { tone: 'success' | 'warning' | 'danger'; mark: string }> = {
  [OrderStatusHeader.Fulfilled]: { tone: 'success', mark: '✓' },
  [OrderStatusHeader.GiftInitiated]: { tone: 'success', mark: '✓' },
  [OrderStatusHeader.GiftClaimed]: { tone: 'success', mark: '✓' },
  [OrderStatusHeader.Pending]: { tone: 'warning', mark: '…' },
  [OrderStatusHeader.Failed]: { tone: 'danger', mark: '✕' },
  [OrderStatusHeader.GiftExpired]: { tone: 'danger', mark: '✕' },
};

/** /{cc}/complete and /{cc}/waiting: the order's status header and summary; pending orders refresh themselves. */
export const TransactionStatusPage = observer(function TransactionStatusPage(_props: TransactionStatusPageProps) {
  ensureCheckoutStyles();
  const store = useRootStore();
  const { shop } = store;
  const { t, ready } = useCheckoutTranslation();
  const api = useCheckoutApi();
  const [params] = useSearchParams();
  const raw = params.get('orderId') ?? undefined;
  const orderId = raw && ORDER_ID.test(raw) ? raw : undefined;
  const { state, checkNow } = useOrderStatus(api, orderId);
  const location = useLocation();
  const navigate = useNavigate();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const country = shop.country;
  const home = country ? routePath('Homepage', { countryCode: localeSegment(country, shop.language) }) : '/';
  const header = state.status === 'ready' ? orderStatusHeader(state.order.status) : undefined;

  // Pending shows on /waiting, any final status on /complete (the same screen, section 2).
  useEffect(() => {
    if (!header || !country) return;
    const want = routePath(header === OrderStatusHeader.Pending ? 'TransactionWaiting' : 'TransactionComplete', { countryCode: localeSegment(country, shop.language) });
    if (location.pathname !== want) navigate({ pathname: want, search: location.search }, { replace: true });
  }, [header, country, shop.language, location.pathname, location.search, navigate]);

  // A guest's finished purchase is kept for linking after sign-in (staged at checkout, committed here),
  // and the cashback it earned goes into the cashback cookie under the receipt contact they gave.
  const order = state.status === 'ready' ? state.order : undefined;
  useEffect(() => {
    if (!order || !header || header === OrderStatusHeader.Pending || header === OrderStatusHeader.Failed || store.session.isSignedIn) return;
    const session = browserStorage('session');
    commitGuestPurchase(session, browserStorage('local'));
    const contact = order.cashbackEarned > 0 ? takeCashbackContact(session, order.txnId) : undefined;
    if (contact) store.creditGuestCashback({ ...contact, txnId: order.txnId, reward: order.cashbackEarned });
  }, [order, header, store, store.session.isSignedIn]);

  useEffect(() => {
    if (header) headingRef.current?.focus();
  }, [header]);

  const dir = shop.rtl ? 'rtl' : 'ltr';
  if (!ready || !country) {
    return <section className="checkout status-page" data-remote-page="checkout" aria-busy="true" />;
  }
  return (
    <section className="checkout status-page" data-remote-page="checkout" aria-labelledby="status-title" dir={dir} lang={shop.language?.code}>
      {state.status === 'noOrder' || state.status === 'notFound' ? (
        <>
          <h1 id="status-title">{t('status.pageTitle')}</h1>
          <p role="alert">{t(state.status === 'noOrder' ? 'status.noOrder' : 'status.notFound')}</p>
          <Link className={buttonClassName()} to={home}>
            {t('common.backHome')}
          </Link>
        </>
      ) : state.status === 'loading' ? (
        <>
          <h1 id="status-title">{t('status.pageTitle')}</h1>
          <p role="status" aria-busy="true">
            {t('common.loading')}
          </p>
        </>
      ) : state.status === 'error' ? (
        <>
          <h1 id="status-title">{t('status.pageTitle')}</h1>
          <p role="alert">{t('status.loadFailed')}</p>
          <Button variant="primary" onClick={() => void checkNow()}>
            {t('common.retry')}
          </Button>
        </>
      ) : (
        <>
          <Card as="div" className={`status-hero status-hero--${header ? HEADER_LOOK[header].tone : 'warning'}`}>
            <span className="status-hero__mark" aria-hidden="true">
              {header ? HEADER_LOOK[header].mark : ''}
            </span>
            <h1 id="status-title" ref={headingRef} tabIndex={-1} data-status={header}>
              {t(`status.header.${header}`)}
            </h1>
            <p className="status-page__lead">{t(`status.lead.${header}`, { email: state.order.gift?.receiverEmail ?? '' })}</p>
            {header === OrderStatusHeader.Pending ? (
              <div className="status-page__pending">
                <p role="status" aria-live="polite">
                  {state.checking ? t('status.checking') : t('status.autoRefresh')}
                </p>
                <Button onClick={() => void checkNow()} disabled={state.checking}>
                  {t('status.checkNow')}
                </Button>
                {state.order.paymentUrl ? (
                  <a className={buttonClassName()} href={state.order.paymentUrl}>
                    {t('status.continuePayment')}
                  </a>
                ) : null}
              </div>
            ) : null}
          </Card>
          {state.order.subscription && header === OrderStatusHeader.Fulfilled ? (
            <SubscriptionStatusPanel
              subscription={state.order.subscription}
              linkingTimedOut={state.linkingTimedOut}
              country={country}
              countryCode={localeSegment(country, shop.language)}
              settingsReachable={store.session.isSignedIn && !store.isWhiteLabel}
            />
          ) : null}
          <OrderSummary order={state.order} country={country} language={shop.language?.code ?? 'en'} t={t} />
          {header === OrderStatusHeader.Fulfilled || header === OrderStatusHeader.GiftInitiated ? <CaptureUidSlot cashbackEarned={state.order.cashbackEarned} /> : null}
          <p className="status-page__actions">
            {header === OrderStatusHeader.Failed ? (
              // The player and the item come back with the shopper (the channel does not: another is suggested).
              <Link
                className={buttonClassName({ variant: 'primary' })}
                to={routePath('ProductDetail', { countryCode: localeSegment(country, shop.language), gameName: state.order.gameSlug }, tryAgainQuery(state.order))}
              >
                {t('status.tryAgain')}
              </Link>
            ) : state.order.subscription && state.order.subscription.status !== SubscriptionStatus.FailedToAuthorize ? null : (
              // A running subscription is not bought twice (subscription code 2): its panel links to Settings instead.
              <Link className={buttonClassName({ variant: 'primary' })} to={routePath('ProductDetail', { countryCode: localeSegment(country, shop.language), gameName: state.order.gameSlug })}>
                {t('status.buyAgain')}
              </Link>
            )}{' '}
            <Link className={buttonClassName()} to={home}>
              {t('common.backHome')}
            </Link>
          </p>
        </>
      )}
    </section>
  );
});

/**
 * The order's date and time as the store's other pages write it (history, notifications: Nov 27, 2026, 11:02 AM in
 * English), in the shop language, not the country's numeric form.
 */
export const orderDate = momentText;

/** The payment's own state for the summary's Payment status (the page's headline says what became of the order). */
export function paymentState(status: number): 'paid' | 'pending' | 'failed' {
  switch (status) {
    case OrderStatus.Payment_Completed:
    case OrderStatus.Fulfillment_Completed:
    case OrderStatus.Fulfillment_Failed:
    case OrderStatus.Gift_Init:
    case OrderStatus.Gift_Claimed:
    case OrderStatus.Gift_Expired:
      return 'paid';
    case OrderStatus.Payment_Failed:
    case OrderStatus.Voucher_Unavailable:
    case OrderStatus.Cancelled:
      return 'failed';
    default:
      return 'pending';
  }
}

function OrderSummary({ order, country, language, t }: { order: Order; country: Country; language: string; t: ReturnType<typeof useCheckoutTranslation>['t'] }) {
  return (
    <Card title={t('status.summaryTitle')} titleId="order-summary-title" className="status-page__summary">
      <dl className="summary" data-testid="order-summary">
        <dt>{t('status.orderId')}</dt>
        <dd data-testid="order-id">{order.orderId}</dd>
        <dt>{t('status.date')}</dt>
        <dd data-testid="order-date">{orderDate(order.createdAt, language)}</dd>
        <dt>{t('summary.item')}</dt>
        <dd>
          <bdi>{order.itemName}</bdi> - <bdi>{order.gameName}</bdi>
        </dd>
        {order.freeGiveawayItem ? <FreeGiveawayRow item={order.freeGiveawayItem} /> : null}
        {order.isGift ? (
          <>
            <dt>{t('summary.giftTo')}</dt>
            <dd>{order.gift?.receiverEmail}</dd>
          </>
        ) : (
          <>
            <dt>{t('summary.player')}</dt>
            <dd>
              {order.nickname ? `${order.nickname} (${order.userId}${order.zoneId ? ` / ${order.zoneId}` : ''})` : order.userId}
            </dd>
          </>
        )}
        {order.recurrenceDays ? (
          <>
            <dt>{t('status.subscription.renews')}</dt>
            <dd data-testid="order-recurrence">{t('status.subscription.every', { days: order.recurrenceDays })}</dd>
          </>
        ) : null}
        <dt>{t('summary.channel')}</dt>
        <dd>{order.paymentChannelName}</dd>
        <dt>{t('status.paymentStatus')}</dt>
        <dd data-testid="order-payment-status">{t(`status.payment.${paymentState(order.status)}`)}</dd>
        <dt>{t('summary.price')}</dt>
        <dd data-testid="order-price">
          <Price amount={order.price} country={country} />
        </dd>
        <dt>{t('status.vat')}</dt>
        <dd data-testid="order-vat">
          {order.vatPercent > 0 ? (
            <>
              <Price amount={order.vat} country={country} /> ({t('status.vatIncludedRate', { rate: order.vatPercent.toLocaleString(intlLocale(country.locale)) })})
            </>
          ) : (
            t('status.noVat')
          )}
        </dd>
        {order.discount > 0 ? (
          <>
            <dt>{t('summary.discount')}</dt>
            <dd data-testid="order-discount">
              -<Price amount={order.discount} country={country} />
            </dd>
          </>
        ) : null}
        <OrderCashback order={order} country={country} />
        <dt>{t('summary.total')}</dt>
        <dd data-testid="order-total">
          <strong>
            <Price amount={order.total} country={country} />
          </strong>
        </dd>
      </dl>
    </Card>
  );
}

export default TransactionStatusPage;
