import { useEffect, useState } from 'react';
import { observer } from 'mobx-react-lite';
import { PlaceholderPage, useRootStore } from '@store/shared';

export type NotificationsPageProps = Record<string, never>;

/** Notifications list (the full page comes with the account issue). Changes go to the shared store. */
function NotificationsPage(_props: NotificationsPageProps) {
  const { notifications, shop } = useRootStore();
  const [loading, setLoading] = useState(notifications.items.length === 0);

  useEffect(() => {
    let active = true;
    if (notifications.items.length === 0) {
      void notifications
        .refresh({ action: 'list', countryCode: shop.countryCode ?? '' })
        .finally(() => active && setLoading(false));
    }
    return () => {
      active = false;
    };
  }, [notifications, shop]);

  return (
    <PlaceholderPage remote="account" title="Notifications">
      {loading ? (
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
