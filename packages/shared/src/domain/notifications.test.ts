import { dropExpiredNotifications, hasUnread, notificationEndTime } from './notifications';

const NOW = Date.parse('2024-06-15T12:00:00Z');

describe('"Notifications past endDate (UTC) are dropped on refresh"', () => {
  it.each<[unknown, number | undefined]>([
    ['2024-06-15T12:00:00Z', NOW],
    ['2024-06-15T12:00:00', NOW],
    ['2024-06-15 12:00:00', Date.parse('2024-06-15 12:00:00Z')],
    ['2024-06-15T14:00:00+02:00', NOW],
    ['2024-06-15', Date.parse('2024-06-15T00:00:00Z')],
    [NOW, NOW],
    [Infinity, undefined],
    ['', undefined],
    ['not a date', undefined],
    [null, undefined],
  ])('notificationEndTime(%p)', (input, expected) => {
    expect(notificationEndTime(input)).toBe(expected);
  });

  it('drops past ones, keeps current and undated ones', () => {
    const list = [
      { id: 1, endDate: '2024-06-15T11:59:59' },
      { id: 2, endDate: '2024-06-15T12:00:00' },
      { id: 3, endDate: '2024-07-01T00:00:00Z' },
      { id: 4 },
      { id: 5, endDate: 'garbage' },
    ];
    expect(dropExpiredNotifications(list, NOW).map((n) => n.id)).toEqual([2, 3, 4, 5]);
  });

  it('hasUnread', () => {
    expect(hasUnread([{ isRead: true }, { isRead: false }])).toBe(true);
    expect(hasUnread([{ isRead: true }])).toBe(false);
    expect(hasUnread([])).toBe(false);
  });
});
