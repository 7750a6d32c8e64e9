import { observer } from 'mobx-react-lite';
import { useRootStore } from '@store/shared';
import { Link } from 'react-router';
import { localeSegment, routePath } from '@store/shared/domain';
import { buttonClassName, ProblemWithRetry } from '@store/shared/ui';
import { useAccountTranslation } from '../../i18n/useAccountTranslation';
import { AreaPage, AreaPageLoading, AreaSkeleton } from '../account-area';
import { MarkAllRead } from './MarkAllRead';
import { NotificationItem } from './NotificationItem';
import { ensureNotificationStyles } from './notificationStyles';
import { useNotificationFeed } from './useNotificationFeed';

export type NotificationsPageProps = Record<string, never>;

/**
 * The notifications list (section 2), for guests and users: newest first, ended ones dropped, unread marked;
 * read and clicked state is kept by the API for its owner, so "Mark all as read" lasts.
 */
function NotificationsPage(_props: NotificationsPageProps) {
  ensureNotificationStyles();
  const { t, ready } = useAccountTranslation();
  const { notifications, shop } = useRootStore();
  const feed = useNotificationFeed();
  if (!ready) return <AreaPageLoading />;
  const home = shop.country ? routePath('Homepage', { countryCode: localeSegment(shop.country, shop.language) }) : '/';
  let body;
  if (feed.isPending)
    body = (
      <div aria-busy="true">
        <AreaSkeleton rows={3} />
        <p className="ui-visually-hidden" role="status">
          {t('notifications.loading')}
        </p>
      </div>
    );
  else if (feed.isError && notifications.items.length === 0)
    body = <ProblemWithRetry className="area-alert" message={t('notifications.loadFailed')} retryLabel={t('area.retry')} onRetry={() => void feed.refetch()} />;
  else if (notifications.items.length === 0)
    body = (
      <div className="area__empty">
        <span className="area__empty-mark" aria-hidden="true">
          <svg viewBox="0 0 24 24" width="26" height="26" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" focusable="false">
            <path d="M6 8a6 6 0 0 1 12 0c0 7 3 8 3 8H3s3-1 3-8" />
            <path d="M10 20a2 2 0 0 0 4 0" />
          </svg>
        </span>
        <p className="area__empty-title">{t('notifications.empty')}</p>
        <div className="area__actions">
          <Link className={buttonClassName()} to={home}>
            {t('history.shop')}
          </Link>
        </div>
      </div>
    );
  else
    body = (
      <>
        <div className="notifications__head">
          <p className="area__note" aria-live="polite">
            {notifications.unreadCount > 0 ? t('notifications.unreadCount', { unread: notifications.unreadCount }) : t('notifications.allRead')}
          </p>
          <MarkAllRead />
        </div>
        <ul className="notification-list" aria-label={t('notifications.title')}>
          {notifications.items.map((n) => (
            <NotificationItem key={String(n.id)} item={n} />
          ))}
        </ul>
      </>
    );
  return (
    <AreaPage title={t('notifications.title')} className="notifications-page">
      <div className="area__card">{body}</div>
    </AreaPage>
  );
}

export default observer(NotificationsPage);
