import { Link } from 'react-router';
import { observer } from 'mobx-react-lite';
import { localePrefix, useRootStore } from '@store/shared';

/** The header's notification centre: unread count from the shared NotificationStore. */
export const NotificationBell = observer(function NotificationBell() {
  const { notifications, shop } = useRootStore();
  if (!shop.country) return null;
  const unread = notifications.unreadCount;
  return (
    <Link
      to={`${localePrefix(shop.country, shop.language)}/notifications`}
      className="notification-bell"
      aria-label={unread > 0 ? `Notifications, ${unread} unread` : 'Notifications'}
      data-unread={unread}
    >
      <span aria-hidden="true">🔔</span>
      {unread > 0 ? (
        <span className="notification-bell__badge" aria-hidden="true">
          {unread}
        </span>
      ) : null}
    </Link>
  );
});
