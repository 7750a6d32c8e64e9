/** A notification's end date; a date-time without a zone is read as UTC (section 5). */
export function notificationEndTime(endDate: unknown): number | undefined {
  if (typeof endDate === 'number') return Number.isFinite(endDate) ? endDate : undefined;
  if (typeof endDate !== 'string' || endDate.trim() === '') return undefined;
  const text = endDate.trim();
  const zoned = /(?:Z|[+-]\d{2}:?\d{2})$/i.test(text) || !/\d{2}:\d{2}/.test(text) ? text : `${text}Z`;
  const time = Date.parse(/^\d{4}-\d{2}-\d{2}$/.test(zoned) ? `${zoned}T00:00:00Z` : zoned);
  return Number.isNaN(time) ? undefined : time;
}

/** Notifications past their endDate (UTC) are dropped on refresh; those without one stay. */
export function dropExpiredNotifications<T extends { readonly endDate?: unknown }>(notifications: readonly T[], now: number): T[] {
  return notifications.filter((n) => {
    const end = notificationEndTime(n.endDate);
    return end === undefined || end >= now;
  });
}

export function hasUnread(notifications: readonly { readonly isRead?: boolean }[]): boolean {
  return notifications.some((n) => !n.isRead);
}
