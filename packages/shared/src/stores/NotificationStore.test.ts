import { NotificationStore } from './NotificationStore';

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
});
