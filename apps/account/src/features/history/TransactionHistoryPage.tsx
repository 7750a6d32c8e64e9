import { useId, useState } from 'react';
import { Link } from 'react-router';
import { observer } from 'mobx-react-lite';
import { useRootStore } from '@store/shared';
import { localeSegment, routePath, TRANSACTION_HISTORY_FILTER_DAYS, type TransactionHistoryDays } from '@store/shared/domain';
import { Button, buttonClassName, ProblemWithRetry } from '@store/shared/ui';
import { useAccountTranslation } from '../../i18n/useAccountTranslation';
import { AreaPage, AreaPageLoading, AreaSkeleton, BusyButton } from '../account-area';
import type { Transaction } from './historyApi';
import { TransactionDetails } from './TransactionDetails';
import { transactionAmount, transactionDate, transactionStatusWord } from './transactionText';
import { useTransactionHistory } from './useTransactionHistory';
import { ensureHistoryStyles } from './historyStyles';

export type TransactionHistoryPageProps = Record<string, never>;

/** The period filter: the last 7, 30 or 90 days (section 9). */
function PeriodFilter({ days, onChange }: { days: TransactionHistoryDays; onChange: (d: TransactionHistoryDays) => void }) {
  const { t } = useAccountTranslation();
  const name = useId();
  return (
    <fieldset className="segmented">
      <legend>{t('history.period')}</legend>
      <div className="segmented__options">
        {TRANSACTION_HISTORY_FILTER_DAYS.map((d) => (
          <div className="segmented__option" key={d}>
            <input type="radio" id={`${name}-${d}`} name={name} value={d} checked={days === d} onChange={() => onChange(d)} />
            <label htmlFor={`${name}-${d}`}>{t('history.lastDays', { days: d })}</label>
          </div>
        ))}
      </div>
    </fieldset>
  );
}

function Entry({ tx, onOpen }: { tx: Transaction; onOpen: (tx: Transaction) => void }) {
  const { t, language } = useAccountTranslation();
  const { shop } = useRootStore();
  const word = transactionStatusWord(tx);
  const date = transactionDate(tx.orderDate, language);
  return (
    <li className="history__entry" data-transaction-id={tx.transactionId}>
      <div className="history__main">
        <span className="history__kind">{t(`history.kind.${tx.kind}`)}</span>
        <bdi className="history__item">{tx.item}</bdi>
        <span className="history__date">{date}</span>
      </div>
      <div className="history__side">
        <span className="history__amount">{transactionAmount(tx.total, tx.currency, shop.countryCode)}</span>
        <span className={`history__status history__status--${word}`}>{t(`history.status.${word}`)}</span>
        <Button variant="ghost" className="account-inline-action" onClick={() => onOpen(tx)} aria-label={t('history.detailsOf', { item: tx.item, date })}>
          {t('history.details')}
        </Button>
      </div>
    </li>
  );
}

/**
 * Transaction history (section 2): the last 7, 30 or 90 days, newest first; the first page shows the newest 3
 * and "Load more" adds 9 at a time (docs/decisions/history-first-page-offset.md); each entry opens its details.
 */
function TransactionHistoryPage(_props: TransactionHistoryPageProps) {
  ensureHistoryStyles();
  const { t, ready } = useAccountTranslation();
  const { shop } = useRootStore();
  const [days, setDays] = useState<TransactionHistoryDays>(30);
  const [open, setOpen] = useState<Transaction>();
  const history = useTransactionHistory(days);

  if (!ready) return <AreaPageLoading />;
  const items = history.data?.pages.flatMap((p) => p.items) ?? [];
  const total = history.data?.pages.at(-1)?.total ?? 0;
  const home = shop.country ? routePath('Homepage', { countryCode: localeSegment(shop.country, shop.language) }) : '/';

  let body;
  if (history.isPending) {
    body = (
      <div aria-busy="true" className="history__loading">
        <AreaSkeleton rows={3} />
        <p className="ui-visually-hidden" role="status">
          {t('history.loading')}
        </p>
      </div>
    );
  } else if (history.isError && items.length === 0) {
    body = <ProblemWithRetry className="area-alert" message={t('history.loadFailed')} retryLabel={t('area.retry')} onRetry={() => void history.refetch()} />;
  } else if (items.length === 0) {
    body = (
      <div className="area__empty" data-testid="history-empty">
        <span className="area__empty-mark" aria-hidden="true">
          <svg viewBox="0 0 24 24" width="26" height="26" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" focusable="false">
            <path d="M5 3h14v18l-3-2-2 2-2-2-2 2-2-2-3 2V3z" />
            <path d="M9 8h6M9 12h6M9 16h3" />
          </svg>
        </span>
        <p className="area__empty-title">{t('history.empty', { days })}</p>
        <div className="area__actions">
          <Link className={buttonClassName({ variant: 'primary' })} to={home}>
            {t('history.shop')}
          </Link>
          {days !== 90 ? <Button onClick={() => setDays(90)}>{t('history.showNinety')}</Button> : null}
        </div>
      </div>
    );
  } else {
    body = (
      <>
        <p className="area__note" aria-live="polite">
          {t('history.showing', { shown: items.length, total })}
        </p>
        <ul className="history__list" aria-label={t('history.listLabel', { days })}>
          {items.map((tx) => (
            <Entry key={tx.transactionId} tx={tx} onOpen={setOpen} />
          ))}
        </ul>
        {history.isFetchNextPageError ? (
          <ProblemWithRetry className="area-alert" message={t('history.moreFailed')} retryLabel={t('area.retry')} onRetry={() => void history.fetchNextPage()} />
        ) : history.hasNextPage ? (
          <div className="area__actions history__more">
            <BusyButton type="button" tone="plain" busy={history.isFetchingNextPage} label={t('history.loadMore')} busyLabel={t('history.loadingMore')} onClick={() => void history.fetchNextPage()} />
          </div>
        ) : null}
      </>
    );
  }

  return (
    <AreaPage title={t('page.history')} intro={t('history.intro')} className="history">
      <div className="area__card">
        <PeriodFilter days={days} onChange={setDays} />
        {body}
      </div>
      {open ? <TransactionDetails tx={open} onClose={() => setOpen(undefined)} /> : null}
    </AreaPage>
  );
}

export default observer(TransactionHistoryPage);
