import { makeAutoObservable, runInAction } from 'mobx';
import { dropExpiredNotifications, hasUnread } from '@store/shared/domain';
import type { ShopClient, ShopNotification } from '@store/shared/api';
import type { CookieJar } from './cookieJar';

/** Where a guest's generated notification id is kept between visits (docs/decisions/notifications-read-state-on-the-server.md). */
export const NOTIFICATION_GUEST_COOKIE = 'store_notification_guest';
const GUEST_COOKIE_DAYS = 365;

/** Which list to load: the shop country and locale; a signed-in caller is known by the token the shop client sends. */
export interface NotificationFeedRequest {
  readonly countryCode: string;
  readonly locale?: string;
  /** A signed-in user's (or partner's) own list: no guest id is sent or kept. */
  readonly signedIn: boolean;
}

/** The notifications could not be loaded (the list keeps what it had). */
export class NotificationsUnavailableError extends Error {
  override readonly name = 'NotificationsUnavailableError';
}

const numericIds = (items: readonly ShopNotification[]) => items.map((n) => n.id).filter((id): id is number => typeof id === 'number');

/** The notification centre (section 3): items, hasUnread, last id/date, bell animation. */
export class NotificationStore {
  items: ShopNotification[] = [];
  lastNotificationId: string | number | undefined = undefined;
  lastNotificationDate: string | undefined = undefined;
  bellAnimation = false;
  /** The guest id the API generated for this browser (section 3), if the shopper is a guest. */
  guestUserId: string | undefined = undefined;
  /** The request of the last list loaded (country and who), so a mark goes to the same list. */
  private lastRequest: NotificationFeedRequest | undefined = undefined;

  constructor(
    private readonly shop: Pick<ShopClient, 'notifications' | 'notificationFeed'> | undefined,
    private readonly now: () => number = Date.now,
    private readonly cookies?: CookieJar,
    /** Which notices this storefront shows (a notice whose link it never opens is not one of them). */
    private readonly shown: (notice: ShopNotification) => boolean = () => true,
  ) {
    this.guestUserId = cookies?.get(NOTIFICATION_GUEST_COOKIE) || undefined;
    makeAutoObservable<this, 'shop' | 'now' | 'cookies' | 'lastRequest' | 'shown'>(this, { shop: false, now: false, cookies: false, lastRequest: false, shown: false }, { autoBind: true });
  }

  get hasUnread(): boolean {
    return hasUnread(this.items);
  }

  get unreadCount(): number {
    return this.items.filter((n) => !n.isRead).length;
  }

  /** Notifications past endDate (UTC) are dropped on refresh (section 5); a new first item rings the bell. */
  setItems(items: readonly ShopNotification[]): void {
    const kept = dropExpiredNotifications(items, this.now()).filter(this.shown);
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

  private body(action: 'list' | 'markRead' | 'markClicked', request: NotificationFeedRequest, ids?: number[]): Record<string, unknown> {
    return {
      action,
      countryCode: request.countryCode,
      ...(request.locale ? { locale: request.locale } : {}),
      ...(!request.signedIn && this.guestUserId ? { guestUserId: this.guestUserId } : {}),
      ...(ids ? { ids } : {}),
    };
  }

  private keepGuestId(request: NotificationFeedRequest, guestUserId: string | null | undefined): void {
    if (request.signedIn || !guestUserId || guestUserId === this.guestUserId) return;
    this.guestUserId = guestUserId;
    this.cookies?.set(NOTIFICATION_GUEST_COOKIE, guestUserId, new Date(this.now() + GUEST_COOKIE_DAYS * 86_400_000));
  }

  /**
   * Loads the caller's list with its read and clicked state, which the API keeps for its owner (a signed-in
   * user, or this browser's generated guest id). Rejects with NotificationsUnavailableError when the call failed.
   */
  async load(request: NotificationFeedRequest): Promise<ShopNotification[]> {
    if (!this.shop?.notificationFeed) throw new NotificationsUnavailableError('no notification feed');
    const feed = await this.shop.notificationFeed(this.body('list', request));
    if (!feed) throw new NotificationsUnavailableError('notifications could not be loaded');
    runInAction(() => {
      this.lastRequest = request;
      this.keepGuestId(request, feed.guestUserId);
      this.setItems(feed.items);
    });
    return this.items;
  }

  /** Marks every unread notification read, here at once and on the API for its owner; false when the API did not take it. */
  async readAll(): Promise<boolean> {
    const unread = this.items.filter((n) => !n.isRead);
    this.markAllRead();
    const request = this.lastRequest;
    const ids = numericIds(unread);
    if (!request || !this.shop?.notificationFeed || ids.length === 0) return ids.length === 0;
    const feed = await this.shop.notificationFeed(this.body('markRead', request, ids));
    return feed !== undefined;
  }

  /** The shopper opened a notification: read and clicked, here and on the API. */
  async open(id: string | number): Promise<boolean> {
    this.markRead(id);
    const request = this.lastRequest;
    if (!request || !this.shop?.notificationFeed || typeof id !== 'number') return false;
    const [read, clicked] = await Promise.all([
      this.shop.notificationFeed(this.body('markRead', request, [id])),
      this.shop.notificationFeed(this.body('markClicked', request, [id])),
    ]);
    return read !== undefined && clicked !== undefined;
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
    this.lastRequest = undefined;
  }
}
