import { useEffect, useId, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { observer } from 'mobx-react-lite';
import { useRootStore, useStoreQueryInputs } from '@store/shared';
import { localeSegment } from '@store/shared/domain';
import { RemoteSlot } from '../federation/RemoteSlot';
import { useShellTranslation } from '../i18n/shellI18n';

/**
 * The header's notification centre: the unread count and the bell animation from the shared NotificationStore,
 * loaded here for the shop country and the person (guest or user); the bell opens the account remote's popover.
 */
export const NotificationBell = observer(function NotificationBell() {
  const { notifications, shop } = useRootStore();
  const { t } = useShellTranslation();
  const inputs = useStoreQueryInputs();
  const location = useLocation();
  const [open, setOpen] = useState(false);
  const bell = useRef<HTMLButtonElement>(null);
  const box = useRef<HTMLDivElement>(null);
  const popoverId = useId();
  const country = shop.country;
  const locale = country ? localeSegment(country, shop.language) : undefined;

  useEffect(() => {
    if (!inputs.countryCode) return;
    notifications.load({ countryCode: inputs.countryCode, signedIn: inputs.identity !== 'guest', ...(locale ? { locale } : {}) }).catch(() => undefined);
  }, [notifications, inputs, locale]);
  // A new page closes the popover.
  useEffect(() => setOpen(false), [location.pathname]);
  useEffect(() => {
    if (!open) return undefined;
    const outside = (event: MouseEvent) => {
      const target = event.target as Node;
      if (!box.current?.contains(target) && !bell.current?.contains(target)) setOpen(false);
    };
    // Escape closes it wherever the focus is (a button inside may have gone away).
    const escape = (event: globalThis.KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      bell.current?.focus();
    };
    document.addEventListener('mousedown', outside);
    document.addEventListener('keydown', escape);
    return () => {
      document.removeEventListener('mousedown', outside);
      document.removeEventListener('keydown', escape);
    };
  }, [open]);

  if (!country) return null;
  const unread = notifications.unreadCount;
  return (
    <div
      className="notification-centre"
      // Tabbing on past the popover's last link (to the header's next button) closes it, as Escape and a click outside
      // do: it never stays open over the page behind the focus. A click inside on no control moves focus nowhere.
      onBlur={(event) => {
        const next = event.relatedTarget as Node | null;
        if (open && next && !event.currentTarget.contains(next)) setOpen(false);
      }}
    >
      <button
        ref={bell}
        type="button"
        className={['notification-bell', notifications.bellAnimation ? 'notification-bell--ringing' : ''].filter(Boolean).join(' ')}
        aria-label={unread > 0 ? t('header.notificationsUnread', { count: unread }) : t('header.notifications')}
        aria-expanded={open}
        aria-controls={popoverId}
        data-unread={unread}
        onClick={() => setOpen((o) => !o)}
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
      </button>
      {open ? (
        <div ref={box} id={popoverId} className="notification-popover">
          <RemoteSlot remote="account" module="NotificationsPopover" props={{ onClose: () => setOpen(false) }} compact />
        </div>
      ) : null}
    </div>
  );
});
