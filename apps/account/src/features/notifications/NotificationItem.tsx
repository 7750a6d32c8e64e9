import { Link } from 'react-router';
import { observer } from 'mobx-react-lite';
import { useRootStore } from '@store/shared';
import type { ShopNotification } from '@store/shared/api';
import { defaultLanguageOf, withLocalePrefix, intlLocale } from '@store/shared/domain';
import { useAccountTranslation } from '../../i18n/useAccountTranslation';

const text = (v: unknown) => (typeof v === 'string' ? v : undefined);

/** A store path ('/codacash') under the shop's prefix; other links are not followed from here. */
function internalPath(link: unknown, toPrefixed: (path: string) => string): string | undefined {
  const l = text(link);
  if (!l || !l.startsWith('/') || l.startsWith('//')) return undefined;
  return toPrefixed(l);
}

/** One notification: title, body and date; unread ones are marked; opening one marks it read and clicked (on the API too). */
export const NotificationItem = observer(function NotificationItem({ item, onOpen }: { item: ShopNotification; onOpen?: () => void }) {
  const { t, language } = useAccountTranslation();
  const { notifications, shop } = useRootStore();
  const title = text(item.title) ?? t('notifications.untitled', { id: String(item.id) });
  const body = text(item.body);
  const started = text(item.startDate);
  const date = started && !Number.isNaN(Date.parse(started)) ? new Intl.DateTimeFormat(intlLocale(language), { dateStyle: 'medium' }).format(new Date(started)) : undefined;
  const country = shop.country;
  const to = country ? internalPath(item.link, (p) => withLocalePrefix(p, country, shop.language ?? defaultLanguageOf(country))) : undefined;
  const open = () => {
    void notifications.open(item.id);
    onOpen?.();
  };
  const content = (
    <>
      <span className="notification__title">
        {item.isRead ? null : <span className="notification__dot" aria-hidden="true" />}
        <bdi>{title}</bdi>
        {item.isRead ? null : <span className="visually-hidden">{t('notifications.unread')}</span>}
      </span>
      {body ? (
        <span className="notification__body">
          <bdi>{body}</bdi>
        </span>
      ) : null}
      {date ? <span className="notification__date">{date}</span> : null}
    </>
  );
  return (
    <li className="notification" data-read={item.isRead ? 'true' : 'false'} data-notification-id={String(item.id)}>
      {to ? (
        <Link className="notification__open" to={to} onClick={open}>
          {content}
        </Link>
      ) : (
        <button type="button" className="notification__open" onClick={open}>
          {content}
        </button>
      )}
    </li>
  );
});
