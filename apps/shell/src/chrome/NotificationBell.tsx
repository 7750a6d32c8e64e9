import { Link } from 'react-router';
import { observer } from 'mobx-react-lite';
import { useRootStore } from '@store/shared';
import { localeSegment, routePath } from '@store/shared/domain';
import { useShellTranslation } from '../i18n/shellI18n';

/** The header's notification centre: unread count from the shared NotificationStore. */
export const NotificationBell = observer(function NotificationBell() {
  const { notifications, shop } = useRootStore();
  const { t } = useShellTranslation();
  if (!shop.country) return null;
  const unread = notifications.unreadCount;
  return (
    <Link
      to={routePath('GuestNotifications', { countryCode: localeSegment(shop.country, shop.language) })}
      className="notification-bell"
      aria-label={unread > 0 ? t('header.notificationsUnread', { count: unread }) : t('header.notifications')}
      data-unread={unread}
    >
      {/* An icon, not an emoji: it draws the same with or without an emoji font. */}
      <svg className="notification-bell__icon" aria-hidden="true" focusable="false" width="20" height="20" viewBox="0 0 24 24">
        <path
          fill="currentColor"
          d="M12 22a2.5 2.5 0 0 0 2.45-2h-4.9A2.5 2.5 0 0 0 12 22Zm7-6V11a7 7 0 0 0-5.5-6.84V3.5a1.5 1.5 0 0 0-3 0v.66A7 7 0 0 0 5 11v5l-2 2v1h18v-1l-2-2Z"
        />
      </svg>
      {unread > 0 ? (
        <span className="notification-bell__badge" aria-hidden="true">
          {unread}
        </span>
      ) : null}
    </Link>
  );
});
