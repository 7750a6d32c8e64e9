import { useEffect } from 'react';
import { observer } from 'mobx-react-lite';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { storeQueryKey, useRootStore, useStoreQueryInputs, type StoreQueryInputs } from '@store/shared';
import type { ShopClient } from '@store/shared/api';
import { useAccountTranslation } from '../i18n/useAccountTranslation';

export type NotificationsPageProps = Record<string, never>;

/** The shopper's notifications in the shop country (for this person: identity is in the key). */
export function notificationsQuery(shop: Pick<ShopClient, 'notifications'>, inputs: StoreQueryInputs) {
  return queryOptions({
    queryKey: storeQueryKey(['account', 'notifications'], inputs),
    queryFn: () => shop.notifications({ action: 'list', countryCode: inputs.countryCode }),
  });
}

/**
 * Notifications list (the full page comes with the account issue). The list is server state (loaded
 * here); what the shopper does with it (read marks, the bell) is client state in the shared
 * NotificationStore, which the shell's bell reads.
 */
function NotificationsPage(_props: NotificationsPageProps) {
  const { notifications, api } = useRootStore();
  const { t, ready } = useAccountTranslation();
  const list = useQuery(notificationsQuery(api.shop, useStoreQueryInputs()));
  const { data, dataUpdatedAt } = list;
  useEffect(() => {
    // Each new answer from the API replaces the list; read marks made since are kept until then.
    if (data) notifications.setItems(data);
  }, [data, dataUpdatedAt, notifications]);

  if (!ready) return <section data-remote-page="account" aria-busy="true" />;
  return (
    <section className="notifications-page" data-remote-page="account" aria-labelledby="page-title-account">
      <h1 id="page-title-account">{t('notifications.title')}</h1>
      {list.isPending ? (
        <p aria-busy="true">{t('notifications.loading')}</p>
      ) : notifications.items.length === 0 ? (
        <p>{t('notifications.empty')}</p>
      ) : (
        <>
          <ul className="notification-list">
            {notifications.items.map((n) => (
              <li key={String(n.id)} data-read={n.isRead ? 'true' : 'false'}>
                <bdi>{typeof n.title === 'string' ? n.title : t('notifications.untitled', { id: String(n.id) })}</bdi>
              </li>
            ))}
          </ul>
          <button type="button" className="button" onClick={notifications.markAllRead} disabled={!notifications.hasUnread}>
            {t('notifications.markAllRead')}
          </button>
        </>
      )}
    </section>
  );
}

export default observer(NotificationsPage);
