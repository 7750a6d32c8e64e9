import { createMemoryCookieJar } from './cookieJar';
import { NOTIFICATION_GUEST_COOKIE, NotificationStore, NotificationsUnavailableError } from './NotificationStore';

const NOW = Date.parse('2026-06-01T12:00:00Z');

describe('NotificationStore (sections 3, 5)', () => {
  test('notifications past endDate (UTC) are dropped on refresh; hasUnread; bell for a new first item', async () => {
    const shop = {
      notifications: jest.fn(async () => [
        { id: 'n3', isRead: false, endDate: '2026-06-02T00:00:00Z' },
        { id: 'n2', isRead: true, endDate: '2026-06-01 11:59:00' },
        { id: 'n1', isRead: true },
      ]),
    };
    const s = new NotificationStore(shop, () => NOW);
    expect(s.hasUnread).toBe(false);
    await s.refresh({ userId: 'u' });
    expect(shop.notifications).toHaveBeenCalledWith({ userId: 'u' });
    expect(s.items.map((n) => n.id)).toEqual(['n3', 'n1']);
    expect(s.hasUnread).toBe(true);
    expect(s.unreadCount).toBe(1);
    expect(s.bellAnimation).toBe(true);
    expect(s.lastNotificationId).toBe('n3');
    expect(s.lastNotificationDate).toBe('2026-06-02T00:00:00Z');
    await s.refresh({ userId: 'u' });
    expect(s.bellAnimation).toBe(false);
  });

  test('mark read, mark all read, stop bell, clear', () => {
    const s = new NotificationStore(undefined, () => NOW);
    s.setItems([
      { id: 1, isRead: false, startDate: '2026-05-01' },
      { id: 2, isRead: false },
    ]);
    expect(s.lastNotificationDate).toBe('2026-05-01');
    s.markRead(1);
    expect(s.items[0]).toMatchObject({ isRead: true, clicked: true });
    expect(s.hasUnread).toBe(true);
    s.stopBell();
    expect(s.bellAnimation).toBe(false);
    s.markAllRead();
    expect(s.hasUnread).toBe(false);
    s.clear();
    expect(s.items).toEqual([]);
    expect(s.lastNotificationId).toBeUndefined();
    s.setItems([]);
    expect(s.bellAnimation).toBe(false);
  });

  test('without a shop client refresh does nothing', async () => {
    const s = new NotificationStore(undefined);
    await s.refresh({});
    expect(s.items).toEqual([]);
  });

  test('a guest: the generated guest id is kept (cookie) and sent with every later call; marks go to the API with the ids', async () => {
    const bodies: Array<Record<string, unknown>> = [];
    const shop = {
      notifications: jest.fn(async () => []),
      notificationFeed: jest.fn(async (body: Record<string, unknown>) => {
        bodies.push(body);
        return { items: [{ id: 2, isRead: false }, { id: 1, isRead: false, endDate: '2026-05-01T00:00:00Z' }, { id: 3, isRead: true }], guestUserId: 'G-abc.sig' };
      }),
    };
    const cookies = createMemoryCookieJar();
    const s = new NotificationStore(shop, () => NOW, cookies);
    await s.load({ countryCode: 'sg', locale: 'en-sg', signedIn: false });
    expect(s.items.map((n) => n.id)).toEqual([2, 3]);
    expect(s.guestUserId).toBe('G-abc.sig');
    expect(cookies.get(NOTIFICATION_GUEST_COOKIE)).toBe('G-abc.sig');
    expect(await s.readAll()).toBe(true);
    expect(s.unreadCount).toBe(0);
    await s.open(3);
    expect(bodies).toEqual([
      { action: 'list', countryCode: 'sg', locale: 'en-sg' },
      { action: 'markRead', countryCode: 'sg', locale: 'en-sg', guestUserId: 'G-abc.sig', ids: [2] },
      { action: 'markRead', countryCode: 'sg', locale: 'en-sg', guestUserId: 'G-abc.sig', ids: [3] },
      { action: 'markClicked', countryCode: 'sg', locale: 'en-sg', guestUserId: 'G-abc.sig', ids: [3] },
    ]);
    // The next visit starts with the kept id.
    expect(new NotificationStore(shop, () => NOW, cookies).guestUserId).toBe('G-abc.sig');
  });

  test('a signed-in user sends no guest id and keeps none; a failed load rejects and keeps the list', async () => {
    let fail = false;
    const shop = { notifications: jest.fn(async () => []), notificationFeed: jest.fn(async () => (fail ? undefined : { items: [{ id: 5, isRead: false }], guestUserId: null })) };
    const cookies = createMemoryCookieJar({ [NOTIFICATION_GUEST_COOKIE]: 'G-old.sig' });
    const s = new NotificationStore(shop, () => NOW, cookies);
    await s.load({ countryCode: 'sg', signedIn: true });
    expect(shop.notificationFeed).toHaveBeenLastCalledWith({ action: 'list', countryCode: 'sg' });
    fail = true;
    await expect(s.load({ countryCode: 'sg', signedIn: true })).rejects.toBeInstanceOf(NotificationsUnavailableError);
    expect(s.items.map((n) => n.id)).toEqual([5]);
    expect(await s.readAll()).toBe(false);
  });
});
