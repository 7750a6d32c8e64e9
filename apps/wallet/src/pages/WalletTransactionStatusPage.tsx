import { useEffect } from 'react';
import { Link, useSearchParams } from 'react-router';
import { observer } from 'mobx-react-lite';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useStoreQueryInputs } from '@store/shared';
import { WalletEnvelopeSchema, WalletMovementSchema, type WalletMovement } from '@store/shared/api';
import { TopUpStatus } from '@store/shared/domain';
import { ProblemWithRetry, buttonClassName, Button } from '@store/shared/ui';
import { useWalletClient, walletQueryKeys } from '../api/walletApi';
import { OrderPayment } from '../components/OrderPayment';
import { WalletFrame } from '../components/WalletFrame';
import { WalletLoading } from '../components/WalletLoading';
import { useWalletPlace } from '../components/useWalletPlace';
import { codeMessage } from '../i18n/messages';
import { useWalletTranslation } from '../i18n/useWalletTranslation';

export type WalletTransactionStatusPageProps = Record<string, never>;

/** An order paid with Codacash (?order=ORD-...: the checkout sends the shopper here to pay it). */
const ORDER_ID = /^ORD-[0-9A-F]{24}$/;
/** A wallet transaction id as the API writes it (the provider sends the shopper back with ?orderId=WTX-...). */
const TXN_ID = /^WTX-[A-Z0-9-]{4,60}$/;
/** How often an open top-up is read again while the shopper waits. */
export const TOPUP_POLL_MS = 3000;
/** The top-up code for "transaction not found" (section 8). */
const NOT_FOUND = 302;

type TopUpOutcome = 'success' | 'waiting' | 'failed' | 'cancelled';

export function topUpOutcome(status: string): TopUpOutcome {
  if (status === TopUpStatus.Success || status === TopUpStatus.Paid) return 'success';
  if (status === TopUpStatus.Init || status === TopUpStatus.Pending) return 'waiting';
  if (status === TopUpStatus.Cancelled) return 'cancelled';
  return 'failed';
}

/**
 * /{cc}/wallet/waiting and /complete (the same screen): an order waiting to be paid with Codacash
 * (?order=ORD-...), else a top-up's outcome.
 */
export const WalletTransactionStatusPage = observer(function WalletTransactionStatusPage(_props: WalletTransactionStatusPageProps) {
  const { t, ready } = useWalletTranslation();
  const [params] = useSearchParams();
  const order = params.get('order') ?? '';
  if (ORDER_ID.test(order)) {
    return (
      <WalletFrame title={t('pay.pageTitle')} ready={ready} name="pay">
        <OrderPayment orderId={order} />
      </WalletFrame>
    );
  }
  return <TopUpOutcome />;
});

/**
 * A top-up's outcome, read again every few seconds while the payment is open; once it succeeds the
 * balance (and the header) is read again.
 */
const TopUpOutcome = observer(function TopUpOutcome() {
  const { t, ready } = useWalletTranslation();
  const client = useWalletClient();
  const inputs = useStoreQueryInputs();
  const place = useWalletPlace();
  const queryClient = useQueryClient();
  const [params] = useSearchParams();
  const txnId = params.get('orderId') ?? '';
  const valid = TXN_ID.test(txnId);
  const txn = useQuery({
    queryKey: walletQueryKeys.txn(inputs, txnId),
    enabled: valid && inputs.identity !== 'guest',
    queryFn: async (): Promise<WalletMovement | null> => {
      const res = await client.http.get(`/wallet-txn/${encodeURIComponent(txnId)}`);
      const env = WalletEnvelopeSchema.safeParse(res.data);
      if (res.status === 200 && env.success && Number(env.data.resultCode) === NOT_FOUND) return null;
      const data = res.status === 200 && env.success && Number(env.data.resultCode) === 0 ? WalletMovementSchema.safeParse(env.data.data) : undefined;
      if (!data?.success) throw new Error(`GET /wallet-txn answered ${res.status}`);
      return data.data;
    },
    refetchInterval: (q) => (q.state.data && topUpOutcome(q.state.data.status) === 'waiting' ? TOPUP_POLL_MS : false),
  });
  const outcome = txn.data ? topUpOutcome(txn.data.status) : undefined;
  useEffect(() => {
    if (outcome === 'success') void queryClient.invalidateQueries({ queryKey: walletQueryKeys.all, predicate: (q) => q.queryKey[1] !== 'txn' });
  }, [outcome, queryClient]);

  const title = !valid || txn.data === null ? t('status.notFound.title') : outcome ? t(`status.${outcome}.title`) : t('title.status');
  const back = (
    <Link className={buttonClassName({ variant: 'primary' })} to={place.path('WalletHome')}>
      {t('status.backToWallet')}
    </Link>
  );

  const body = () => {
    if (!valid || txn.data === null) {
      return (
        <div className="ui-card wallet-card wallet-card--problem" role="alert">
          <p>{codeMessage(t, 'walletTopup', NOT_FOUND)}</p>
          {back}
        </div>
      );
    }
    if (txn.isPending) return <WalletLoading />;
    if (txn.isError || !txn.data) return <ProblemWithRetry className="wallet-retry" message={t('common.loadFailed')} retryLabel={t('common.retry')} onRetry={() => void txn.refetch()} />;
    const m = txn.data;
    return (
      <div className={`ui-card wallet-card${outcome === 'success' ? ' wallet-card--success' : outcome === 'waiting' ? '' : ' wallet-card--problem'}`} data-topup-outcome={outcome}>
        <p role={outcome === 'failed' || outcome === 'cancelled' ? 'alert' : 'status'}>{t(`status.${outcome ?? 'waiting'}.body`)}</p>
        <dl className="wallet-summary">
          <dt>{t('status.amount')}</dt>
          <dd>{place.money(m.amount)}</dd>
          {outcome === 'success' && m.balanceAfter !== null && m.balanceAfter !== undefined ? (
            <>
              <dt>{t('status.balanceAfter')}</dt>
              <dd>{place.money(m.balanceAfter)}</dd>
            </>
          ) : null}
          <dt>{t('status.reference')}</dt>
          <dd>{m.txnId}</dd>
        </dl>
        <div className="wallet-actions">
          {outcome === 'waiting' ? (
            <Button onClick={() => void txn.refetch()} disabled={txn.isFetching}>
              {t('status.checkAgain')}
            </Button>
          ) : null}
          {back}
        </div>
      </div>
    );
  };

  return (
    <WalletFrame title={title} ready={ready} name="status">
      {body()}
    </WalletFrame>
  );
});

export default WalletTransactionStatusPage;
