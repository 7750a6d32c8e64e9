import { useState } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useStoreQueryInputs } from '@store/shared';
import type { WalletMovement } from '@store/shared/api';
import { Button, ProblemWithRetry, Skeleton } from '@store/shared/ui';
import { useWalletClient, walletQueryKeys } from '../api/walletApi';
import { useWalletTranslation } from '../i18n/useWalletTranslation';
import { useWalletPlace } from './useWalletPlace';
import { momentText } from '@store/shared/domain';

/** Movements that add to the balance (the others, purchases, take from it). */
const CREDITS = new Set(['TOPUP', 'GIFT_CODE', 'REFUND', 'CASHBACK']);
const KNOWN_TYPES = new Set(['TOPUP', 'GIFT_CODE', 'PURCHASE', 'REFUND', 'CASHBACK']);
const KNOWN_STATUSES = new Set(['Pending', 'Success', 'Paid', 'Refunded', 'Failed', 'Cancelled']);
const PAGE = 10;
/** The most the history shows (the API's largest page). */
export const HISTORY_MAX = 200;

/** The wallet's history (wallet home): its movements newest first, 10 more at a time, with "Show more". */
export function WalletHistory() {
  const { t, language } = useWalletTranslation();
  const client = useWalletClient();
  const inputs = useStoreQueryInputs();
  const place = useWalletPlace();
  const [shown, setShown] = useState(PAGE);
  const history = useQuery({
    queryKey: walletQueryKeys.movements(inputs, shown),
    queryFn: async () => {
      const page = await client.getWalletMovements(0, shown);
      if (!page) throw new Error('wallet history could not be read');
      return page;
    },
    placeholderData: keepPreviousData,
  });
  const items = history.data?.items ?? [];
  const hasMore = history.data?.nextOffset !== null && history.data?.nextOffset !== undefined && shown < HISTORY_MAX;
  const when = (iso: string) => momentText(iso, language);
  const label = (m: WalletMovement) => t(`history.type.${KNOWN_TYPES.has(m.type) ? m.type : 'OTHER'}`);
  const status = (m: WalletMovement) => (m.status === 'Success' || !KNOWN_STATUSES.has(m.status) ? '' : t(`history.status.${m.status}`));

  return (
    <section className="ui-card wallet-card" aria-labelledby="wallet-history-title" data-testid="wallet-history">
      <h2 id="wallet-history-title">{t('history.title')}</h2>
      {history.isPending ? (
        <div aria-busy="true" className="wallet-topup__loading">
          <Skeleton height="3rem" />
          <Skeleton height="3rem" />
          <span className="ui-visually-hidden">{t('common.loading')}</span>
        </div>
      ) : null}
      {history.isError && items.length === 0 ? (
        <ProblemWithRetry className="wallet-retry" message={t('history.failed')} retryLabel={t('common.retry')} onRetry={() => void history.refetch()} />
      ) : null}
      {history.isSuccess && items.length === 0 ? <p className="wallet-history__empty">{t('history.empty')}</p> : null}
      {items.length > 0 ? (
        <ul className="wallet-history">
          {items.map((m) => {
            const credit = CREDITS.has(m.type);
            const state = status(m);
            return (
              <li key={m.txnId}>
                <span className="wallet-history__what">
                  {label(m)}
                  {state ? ` (${state})` : ''}
                  <span className="wallet-history__when">{when(m.createdAt)}</span>
                </span>
                <span className={`wallet-history__amount${credit ? ' wallet-history__amount--in' : ''}`}>
                  {credit ? '+' : '−'}
                  {place.money(m.amount)}
                </span>
              </li>
            );
          })}
        </ul>
      ) : null}
      {hasMore ? (
        <Button disabled={history.isPlaceholderData} onClick={() => setShown((n) => Math.min(n + PAGE, HISTORY_MAX))}>
          {t('history.more')}
        </Button>
      ) : null}
    </section>
  );
}
