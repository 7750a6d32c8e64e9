import { useEffect, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { observer } from 'mobx-react-lite';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useRootStore, useStoreQueryInputs } from '@store/shared';
import { localeSegment, OrderStatus, QUICK_TOP_UP_TIMEOUT_S, routePath } from '@store/shared/domain';
import { ProblemWithRetry, buttonClassName, Button } from '@store/shared/ui';
import { chargeWallet, CHARGE_SUCCESS, payableOrder } from '../api/orderPayment';
import { useWalletClient, useWalletOverview, walletQueryKeys } from '../api/walletApi';
import { codeMessage } from '../i18n/messages';
import { useWalletTranslation } from '../i18n/useWalletTranslation';
import { WalletUiState } from '../wallet/walletState';
import { TopUpPanel } from './TopUpPanel';
import { WalletStateNotice } from './WalletStateNotice';
import { useWalletPlace } from './useWalletPlace';

/** The walletTopup code for an expired transaction (section 8): a quick top-up continued too late. */
const EXPIRED = 407;
/** Where the quick top-up's start is kept for this browser tab (its 180 s run across the provider's page). */
export const quickTopUpKey = (orderId: string) => `wallet.quickTopUp.${orderId}`;

/** Whether a quick top-up started at `startedAt` (ms) has run out at `now` (section 4: an expired order is an error). */
export function isQuickTopUpExpired(startedAt: number | undefined, now: number): boolean {
  return startedAt !== undefined && now - startedAt > QUICK_TOP_UP_TIMEOUT_S * 1000;
}

/** The quick top-up amount: the shortfall, rounded up to a whole unit, at least the smallest top-up. */
export function quickTopUpAmount(total: number, balance: number, minTopup: number | undefined): number {
  const short = Math.ceil(Math.max(0, total - balance));
  return Math.max(short, minTopup ?? 0);
}

function readStart(orderId: string): number | undefined {
  if (typeof sessionStorage === 'undefined') return undefined;
  const raw = Number(sessionStorage.getItem(quickTopUpKey(orderId)));
  return Number.isFinite(raw) && raw > 0 ? raw : undefined;
}

/**
 * Paying an order with Codacash (/{cc}/wallet/waiting?order=ORD-...): the order and the balance, then
 * ChargeWallet (X-XSRF-TOKEN). When the balance is short, the quick top-up: top up at the provider, come
 * back here, continue within 180 seconds, and the order completes; later, the order has expired.
 */
export const OrderPayment = observer(function OrderPayment({ orderId }: { orderId: string }) {
  const { t } = useWalletTranslation();
  const root = useRootStore();
  const client = useWalletClient();
  const inputs = useStoreQueryInputs();
  const place = useWalletPlace();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const overview = useWalletOverview({ poll: true });
  const [problem, setProblem] = useState<{ message: string; expired?: boolean } | undefined>();
  const order = useQuery({
    queryKey: walletQueryKeys.order(inputs, orderId),
    queryFn: () => payableOrder(root, orderId, inputs.language),
    enabled: inputs.identity !== 'guest',
  });
  const complete = place.country ? routePath('TransactionComplete', { countryCode: localeSegment(place.country, root.shop.language) }, { orderId }) : '/';

  // Already paid (a reload after paying, another tab): the order's own page.
  useEffect(() => {
    if (order.data && order.data.status !== OrderStatus.Payment_Init) void navigate(complete, { replace: true });
  }, [order.data, navigate, complete]);

  const pay = useMutation({
    mutationFn: () => {
      if (isQuickTopUpExpired(readStart(orderId), Date.now())) return Promise.resolve({ resultCode: EXPIRED } as const);
      return chargeWallet(root, client, orderId);
    },
    onSuccess: (r) => {
      if (r.resultCode === CHARGE_SUCCESS) {
        sessionStorage.removeItem(quickTopUpKey(orderId));
        void queryClient.invalidateQueries({ queryKey: walletQueryKeys.all });
        void navigate(complete);
        return;
      }
      if (r.resultCode === EXPIRED) setProblem({ message: codeMessage(t, 'walletTopup', EXPIRED), expired: true });
      else if (r.resultCode === 406) {
        setProblem({ message: codeMessage(t, 'walletTopup', 406) });
        void overview.retry();
      } else setProblem({ message: codeMessage(t, 'walletCharge', r.resultCode) });
    },
    onError: () => setProblem({ message: t('common.networkError') }),
  });

  if (order.isPending || overview.uiState === WalletUiState.Loading) return <p aria-busy="true">{t('common.loading')}</p>;
  if (order.isError || overview.failed) {
    return (
      <ProblemWithRetry
        message={t('common.loadFailed')}
        retryLabel={t('common.retry')}
        onRetry={() => {
          void order.refetch();
          overview.retry();
        }}
      />
    );
  }
  if (!order.data || !order.data.isWalletPayment) {
    return (
      <div className="ui-card wallet-card wallet-card--problem" role="alert">
        <p>{codeMessage(t, 'walletTopup', 302)}</p>
        <Link className={buttonClassName({ variant: 'primary' })} to={place.path('Homepage')}>
          {t('common.backToShop')}
        </Link>
      </div>
    );
  }
  if (overview.uiState !== WalletUiState.Active || !overview.wallet || !place.country) return <WalletStateNotice overview={overview} />;

  const o = order.data;
  const balance = overview.wallet.balanceAmount;
  const short = balance < o.total;
  const productPath = routePath('ProductDetail', { countryCode: localeSegment(place.country, root.shop.language), gameName: o.gameSlug });
  return (
    <>
      <div className="ui-card wallet-card" data-testid="wallet-order-payment">
        <h2>{t('pay.title')}</h2>
        <dl className="wallet-summary">
          <dt>{t('pay.item')}</dt>
          <dd>{`${o.itemName} - ${o.gameName}`}</dd>
          <dt>{t('pay.total')}</dt>
          <dd data-testid="wallet-order-total">{place.money(o.total)}</dd>
          <dt>{t('home.balance')}</dt>
          <dd data-testid="wallet-order-balance">{place.money(balance)}</dd>
        </dl>
        {problem ? (
          <div className="wallet-problem" role="alert" data-testid="wallet-pay-problem">
            <p>{problem.message}</p>
            {problem.expired ? (
              <Link className={buttonClassName()} to={productPath}>
                {t('pay.orderAgain')}
              </Link>
            ) : null}
          </div>
        ) : null}
        {short ? (
          <p role="status">{t('pay.short', { amount: place.money(o.total - balance), seconds: QUICK_TOP_UP_TIMEOUT_S })}</p>
        ) : (
          <div className="wallet-actions">
            <Button variant="primary" disabled={pay.isPending || pay.isSuccess || problem?.expired === true} onClick={() => pay.mutate()}>
              {readStart(orderId) !== undefined ? t('pay.continue') : t('pay.submit', { amount: place.money(o.total) })}
            </Button>
            <Link className={buttonClassName()} to={productPath}>
              {t('pay.cancel')}
            </Link>
          </div>
        )}
      </div>
      {short ? (
        <TopUpPanel
          country={place.country}
          settings={overview.settings}
          title={t('pay.quickTopUp')}
          initialAmount={String(quickTopUpAmount(o.total, balance, overview.settings?.minTopupAmount))}
          returnPath={`${place.path('WalletTransactionWaiting')}?order=${encodeURIComponent(orderId)}`}
          onStart={() => sessionStorage.setItem(quickTopUpKey(orderId), String(Date.now()))}
        />
      ) : null}
    </>
  );
});
