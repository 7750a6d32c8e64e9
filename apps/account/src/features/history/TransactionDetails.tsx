import type { ReactNode } from 'react';
import { useRootStore } from '@store/shared';
import { Modal, Button } from '@store/shared/ui';
import { useAccountTranslation } from '../../i18n/useAccountTranslation';
import type { Transaction } from './historyApi';
import { transactionAmount, transactionDate, transactionStatusWord } from './transactionText';

/** One transaction's details: every field of section 3 (transaction and order ids, date, item, channel, status, price, VAT, discount, cashback earned and used). */
export function TransactionDetails({ tx, onClose }: { tx: Transaction; onClose: () => void }) {
  const { t, language } = useAccountTranslation();
  const { shop } = useRootStore();
  const money = (n: number) => transactionAmount(n, tx.currency, shop.countryCode);
  const rows: Array<[string, ReactNode, string]> = [
    ['transactionId', <bdi key="t">{tx.transactionId}</bdi>, 'history.field.transactionId'],
    ['orderId', tx.orderId ? <bdi key="o">{tx.orderId}</bdi> : t('history.none'), 'history.field.orderId'],
    ['orderDate', transactionDate(tx.orderDate, language), 'history.field.orderDate'],
    ['type', t(`history.kind.${tx.kind}`), 'history.field.type'],
    ['item', <bdi key="i">{tx.item}</bdi>, 'history.field.item'],
    ['paymentChannel', tx.paymentChannel ? <bdi key="c">{tx.paymentChannel}</bdi> : t('history.none'), 'history.field.paymentChannel'],
    ['paymentStatus', t(`history.status.${transactionStatusWord(tx)}`), 'history.field.paymentStatus'],
    ['price', money(tx.price), 'history.field.price'],
    ['vat', money(tx.vat), 'history.field.vat'],
    ['discount', money(tx.discount), 'history.field.discount'],
    ['total', money(tx.total), 'history.field.total'],
    ['cashbackEarned', money(tx.cashbackEarned), 'history.field.cashbackEarned'],
    ['cashbackUsed', money(tx.cashbackUsed), 'history.field.cashbackUsed'],
  ];
  return (
    <Modal title={t('history.detailsTitle')} onClose={onClose} closeLabel={t('area.close')} name="transaction-details" className="history-details">
      <dl className="history-details__list">
        {rows.map(([field, value, label]) => (
          <div className="history-details__row" key={field} data-field={field}>
            <dt>{t(label)}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      {tx.paidWithWallet ? <p className="history-details__note">{t('history.paidWithWallet')}</p> : null}
      <div className="history-details__actions">
        <Button onClick={onClose}>
          {t('area.close')}
        </Button>
      </div>
    </Modal>
  );
}
