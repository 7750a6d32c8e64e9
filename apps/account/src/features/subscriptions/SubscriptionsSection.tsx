import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { storeQueryKey, useRootStore, useStoreQueryInputs, type StoreQueryInputs } from '@store/shared';
import type { AccountClient } from '@store/shared/api';
import { formatAmount, localeSegment, routePath, SubscriptionStatus, type Country, intlLocale } from '@store/shared/domain';
import { Modal, ProblemWithRetry, Spinner, Button } from '@store/shared/ui';
import { useAccountTranslation } from '../../i18n/useAccountTranslation';
import { showToast } from '../../lib/toast';
import { AreaAlert, BusyButton } from '../account-area';
import { cancelSubscription, fetchSubscriptions, type Subscription } from './subscriptionsApi';

export function subscriptionsQuery(account: Pick<AccountClient, 'http'>, inputs: StoreQueryInputs) {
  return queryOptions({ queryKey: storeQueryKey(['account', 'subscriptions'], inputs), queryFn: () => fetchSubscriptions(account), enabled: inputs.identity !== 'guest' });
}

/** Where a subscription's product is bought again (the product page of its game). */
const PRODUCT_PATH = 'football-legends';

function useDate() {
  const { language } = useAccountTranslation();
  return (iso: string | null) => (iso && !Number.isNaN(Date.parse(iso)) ? new Intl.DateTimeFormat(intlLocale(language), { dateStyle: 'long' }).format(new Date(iso)) : undefined);
}

/** The shop's own money format when the subscription is in the shop's currency (as checkout showed it), else the language's. */
function renewalPrice(amount: number, currency: string, country: Country | undefined, language: string): string {
  return country?.currency === currency ? formatAmount(amount, country) : new Intl.NumberFormat(intlLocale(language), { style: 'currency', currency }).format(amount);
}

/** The id of a subscription card's head (product and state), where focus goes once it is cancelled. */
const headId = (s: Subscription) => `subscription-${s.id}`;

function SubscriptionCard({ s, onCancel }: { s: Subscription; onCancel: (s: Subscription) => void }) {
  const { t, language } = useAccountTranslation();
  const { shop } = useRootStore();
  const date = useDate();
  const active = s.status === SubscriptionStatus.Active;
  const cancelled = s.status === SubscriptionStatus.Cancelled;
  // A refused recurring authorisation (6) runs until its paid period ends, like a cancelled one, and does not renew.
  const failed = s.status === SubscriptionStatus.FailedToAuthorize;
  const state = active ? 'active' : cancelled ? 'cancelled' : failed ? 'notRenewing' : s.status === SubscriptionStatus.Expired ? 'expired' : 'pending';
  const rows: Array<[string, string | undefined]> = [
    ['settings.subscriptions.email', s.email ?? undefined],
    ['settings.subscriptions.paymentMethod', s.paymentMethod || undefined],
    ['settings.subscriptions.every', t('settings.subscriptions.days', { days: s.recurrenceDays })],
    ['settings.subscriptions.price', s.recurringPrice != null && s.currency ? renewalPrice(s.recurringPrice, s.currency, shop.country, language) : undefined],
    ['settings.subscriptions.next', active ? date(s.nextSchedule) : undefined],
    ['settings.subscriptions.cancelledOn', date(s.cancelledOn)],
    [cancelled || failed ? 'settings.subscriptions.activeUntil' : 'settings.subscriptions.expiredOn', date(s.expiredOn)],
  ];
  const again = shop.country ? `${routePath('Homepage', { countryCode: localeSegment(shop.country, shop.language) })}${PRODUCT_PATH}` : undefined;
  return (
    <li className="subscription" data-subscription-id={s.id} data-state={state}>
      <div className="subscription__head" id={headId(s)} tabIndex={-1}>
        <strong>
          <bdi>{s.product}</bdi>
        </strong>
        <span className={`subscription__state subscription__state--${state}`}>{t(`settings.subscriptions.state.${state}`)}</span>
      </div>
      <dl className="subscription__details">
        {rows
          .filter((r): r is [string, string] => r[1] !== undefined)
          .map(([label, value]) => (
            <div key={label} className="subscription__row">
              <dt>{t(label)}</dt>
              <dd>
                <bdi>{value}</bdi>
              </dd>
            </div>
          ))}
      </dl>
      {active ? (
        <Button onClick={() => onCancel(s)}>
          {t('settings.subscriptions.cancel')}
        </Button>
      ) : again && (cancelled || failed || state === 'expired') ? (
        <Link to={again}>{t('settings.subscriptions.again')}</Link>
      ) : null}
    </li>
  );
}

/** Settings → Subscriptions: each one's product, email, payment method, next date or cancelled/expired date; cancel keeps it active until its date. */
export function SubscriptionsSection() {
  const { t } = useAccountTranslation();
  const { api } = useRootStore();
  const inputs = useStoreQueryInputs();
  const queries = useQueryClient();
  const query = subscriptionsQuery(api.account, inputs);
  const list = useQuery(query);
  const date = useDate();
  const [confirming, setConfirming] = useState<Subscription>();
  const [justCancelled, setJustCancelled] = useState<string>();
  const cancel = useMutation({
    mutationFn: (s: Subscription) => cancelSubscription(api.account, s.id),
    onSuccess: (updated) => {
      queries.setQueryData(query.queryKey, (old: Subscription[] | undefined) => old?.map((s) => (s.id === updated.id ? updated : s)));
      setConfirming(undefined);
      setJustCancelled(updated.id);
    },
  });
  // Once the dialog is gone and the card shows the cancellation (its Cancel button, the dialog's opener, is gone):
  // focus goes to that card's product and state, and the toast says until when it stays active.
  const cancelled = justCancelled && !confirming ? list.data?.find((s) => s.id === justCancelled && s.status !== SubscriptionStatus.Active) : undefined;
  const cancelledText = cancelled ? t('settings.subscriptions.cancelled', { date: date(cancelled.expiredOn) ?? '' }) : '';
  useEffect(() => {
    if (!cancelled) return;
    setJustCancelled(undefined);
    document.getElementById(headId(cancelled))?.focus();
    showToast(cancelledText);
  }, [cancelled, cancelledText]);

  let body;
  if (list.isPending) body = <Spinner label={t('settings.subscriptions.loading')} />;
  else if (list.isError) body = <ProblemWithRetry className="area-alert" message={t('settings.subscriptions.loadFailed')} retryLabel={t('area.retry')} onRetry={() => void list.refetch()} />;
  else if (list.data.length === 0) body = <p>{t('settings.subscriptions.none')}</p>;
  else
    body = (
      <ul className="subscription-list" aria-labelledby="settings-subscriptions">
        {list.data.map((s) => (
          <SubscriptionCard key={s.id} s={s} onCancel={setConfirming} />
        ))}
      </ul>
    );
  return (
    <section className="area__card" aria-labelledby="settings-subscriptions">
      <h2 id="settings-subscriptions" tabIndex={-1}>
        {t('settings.subscriptions.title')}
      </h2>
      {body}
      {confirming ? (
        <Modal title={t('settings.subscriptions.confirmTitle')} onClose={() => setConfirming(undefined)} closeLabel={t('area.close')} name="cancel-subscription">
          <p>{t('settings.subscriptions.confirmText', { product: confirming.product, date: date(confirming.nextSchedule) ?? '' })}</p>
          {cancel.isError ? (
            <AreaAlert>
              <p>{t('settings.subscriptions.cancelFailed')}</p>
            </AreaAlert>
          ) : null}
          <div className="area__actions">
            <BusyButton type="button" tone="danger" busy={cancel.isPending} label={t('settings.subscriptions.confirmCancel')} busyLabel={t('settings.subscriptions.cancelling')} onClick={() => cancel.mutate(confirming)} />
            <Button onClick={() => setConfirming(undefined)}>
              {t('settings.subscriptions.keep')}
            </Button>
          </div>
        </Modal>
      ) : null}
    </section>
  );
}
