import { useEffect } from 'react';
import { observer } from 'mobx-react-lite';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { storeQueryKey, useRootStore, useStoreQueryInputs, type StoreQueryInputs } from '@store/shared';
import type { ShopClient } from '@store/shared/api';
import { PlaceholderPage } from '@store/shared/ui';

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
  const list = useQuery(notificationsQuery(api.shop, useStoreQueryInputs()));
  const { data, dataUpdatedAt } = list;
  useEffect(() => {
    // Each new answer from the API replaces the list; read marks made since are kept until then.
    if (data) notifications.setItems(data);
  }, [data, dataUpdatedAt, notifications]);

  return (
    <PlaceholderPage remote="account" title="Notifications">
      {list.isPending ? (
        <p aria-busy="true">Loading notifications…</p>
      ) : notifications.items.length === 0 ? (
        <p>You have no notifications.</p>
      ) : (
        <>
          <ul className="notification-list">
            {notifications.items.map((n) => (
              <li key={String(n.id)} data-read={n.isRead ? 'true' : 'false'}>
                {typeof n.title === 'string' ? n.title : `Notification ${String(n.id)}`}
              </li>
            ))}
          </ul>
          <button type="button" onClick={notifications.markAllRead} disabled={!notifications.hasUnread}>
            Mark all as read
          </button>
        </>
      )}
    </PlaceholderPage>
  );
}

export default observer(NotificationsPage);
