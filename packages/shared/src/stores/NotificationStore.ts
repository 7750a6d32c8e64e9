import { makeAutoObservable, runInAction } from 'mobx';
import { dropExpiredNotifications, hasUnread } from '@store/shared/domain';
import type { ShopClient, ShopNotification } from '@store/shared/api';

/** The notification centre (section 3): items, hasUnread, last id/date, bell animation. */
export class NotificationStore {
  items: ShopNotification[] = [];
  lastNotificationId: string | number | undefined = undefined;
  lastNotificationDate: string | undefined = undefined;
  bellAnimation = false;

  constructor(
    private readonly shop: Pick<ShopClient, 'notifications'> | undefined,
    private readonly now: () => number = Date.now,
  ) {
    makeAutoObservable<this, 'shop' | 'now'>(this, { shop: false, now: false }, { autoBind: true });
  }

  get hasUnread(): boolean {
    return hasUnread(this.items);
  }

  get unreadCount(): number {
    return this.items.filter((n) => !n.isRead).length;
  }

  /** Notifications past endDate (UTC) are dropped on refresh (section 5); a new first item rings the bell. */
  setItems(items: readonly ShopNotification[]): void {
    const kept = dropExpiredNotifications(items, this.now());
    const first = kept[0];
    this.bellAnimation = first !== undefined && first.id !== this.lastNotificationId && !first.isRead;
    this.items = kept;
    if (first) {
      this.lastNotificationId = first.id;
      this.lastNotificationDate = typeof first.startDate === 'string' ? first.startDate : first.endDate;
    }
  }

  /** Refreshes from the shop API (a failure there yields [] and clears the list). */
  async refresh(body: Record<string, unknown>): Promise<void> {
    if (!this.shop) return;
    const items = await this.shop.notifications(body);
    runInAction(() => this.setItems(items));
  }

  markRead(id: string | number): void {
    this.items = this.items.map((n) => (n.id === id ? { ...n, isRead: true, clicked: true } : n));
  }

  markAllRead(): void {
    this.items = this.items.map((n) => ({ ...n, isRead: true }));
    this.bellAnimation = false;
  }

  stopBell(): void {
    this.bellAnimation = false;
  }

  clear(): void {
    this.items = [];
    this.lastNotificationId = undefined;
    this.lastNotificationDate = undefined;
    this.bellAnimation = false;
  }
}
