import { useEffect } from 'react';
import { Link } from 'react-router';
import { observer } from 'mobx-react-lite';
import { useRootStore } from '@store/shared';
import { localeSegment, routePath } from '@store/shared/domain';
import { ProblemWithRetry, Spinner } from '@store/shared/ui';
import { useAccountTranslation } from '../../i18n/useAccountTranslation';
import { ensureAreaStyles } from '../account-area';
import { MarkAllRead } from './MarkAllRead';
import { NotificationItem } from './NotificationItem';
import { ensureNotificationStyles } from './notificationStyles';
import { useNotificationFeed } from './useNotificationFeed';

/** How many the popover shows; the list page has them all. */
export const POPOVER_SIZE = 5;

export interface NotificationsPopoverProps {
  /** The shell closes its popover (after a notification or "See all" is opened). */
  onClose?: () => void;
}

/** The popover the header's bell opens (section 2): the newest notifications, "Mark all as read", and the way to the list. */
function NotificationsPopover({ onClose }: NotificationsPopoverProps) {
  ensureAreaStyles();
  ensureNotificationStyles();
  const { t, ready } = useAccountTranslation();
  const { notifications, session, shop } = useRootStore();
  const feed = useNotificationFeed();
  useEffect(() => notifications.stopBell(), [notifications]);
  if (!ready) return <Spinner label="…" />;
  const all = shop.country ? routePath(session.isSignedIn ? 'UserNotifications' : 'GuestNotifications', { countryCode: localeSegment(shop.country, shop.language) }) : undefined;
  const shown = notifications.items.slice(0, POPOVER_SIZE);
  return (
    <div className="area notifications-popover" data-remote-page="account-popover">
      <div className="notifications-popover__head">
        <h2 id="notifications-popover-title">{t('notifications.title')}</h2>
        {shown.length > 0 ? <MarkAllRead /> : null}
      </div>
      {feed.isPending ? (
        <Spinner label={t('notifications.loading')} />
      ) : feed.isError && shown.length === 0 ? (
        <ProblemWithRetry className="area-alert" message={t('notifications.loadFailed')} retryLabel={t('area.retry')} onRetry={() => void feed.refetch()} />
      ) : shown.length === 0 ? (
        <p className="area__empty">{t('notifications.empty')}</p>
      ) : (
        <ul className="notification-list" aria-labelledby="notifications-popover-title">
          {shown.map((n) => (
            <NotificationItem key={String(n.id)} item={n} {...(onClose ? { onOpen: onClose } : {})} />
          ))}
        </ul>
      )}
      {all ? (
        <p className="notifications-popover__all">
          <Link to={all} onClick={onClose}>
            {t('notifications.seeAll')}
          </Link>
        </p>
      ) : null}
    </div>
  );
}

export default observer(NotificationsPopover);
