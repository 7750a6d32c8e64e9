import { http, signedInUser, useApi } from './helpers';

const api = useApi();

interface Item {
  id: number;
  title: string;
  isRead: boolean;
  clicked: boolean;
  isNew: boolean;
  endDate: string;
}
const list = async (headers: Record<string, string> = {}, extra: Record<string, unknown> = {}) =>
  (await http<{ items: Item[]; hasUnread: boolean; guestUserId: string | null }>(api.base, 'POST', '/shop/notifications', { action: 'list', countryCode: 'sg', locale: 'en-sg', ...extra }, headers)).body;

describe('/shop/notifications: read and clicked state is the owner\'s (issue 14)', () => {
  it("one user's marks are theirs alone: another user and a guest still see them unread", async () => {
    const a = await signedInUser(api.server);
    const b = await signedInUser(api.server);
    const ids = (await list(a.auth)).items.map((i) => i.id);
    expect(ids.length).toBeGreaterThan(0);
    const marked = await http(api.base, 'POST', '/shop/notifications', { action: 'markRead', countryCode: 'sg', ids }, a.auth);
    expect(marked.body.hasUnread).toBe(false);
    expect((await list(a.auth)).items.every((i) => i.isRead && !i.isNew)).toBe(true);
    expect((await list(b.auth)).items.every((i) => !i.isRead)).toBe(true);
    expect((await list()).items.every((i) => !i.isRead)).toBe(true);
  });

  it('a click is kept for its owner, and only for the notification clicked', async () => {
    const a = await signedInUser(api.server);
    const [first, second] = (await list(a.auth)).items;
    await http(api.base, 'POST', '/shop/notifications', { action: 'markClicked', countryCode: 'sg', ids: [first?.id] }, a.auth);
    const after = (await list(a.auth)).items;
    expect(after.find((i) => i.id === first?.id)?.clicked).toBe(true);
    expect(after.find((i) => i.id === second?.id)?.clicked).toBe(false);
    expect((await list((await signedInUser(api.server)).auth)).items.some((i) => i.clicked)).toBe(false);
  });

  it("a notification for one user is in that user's list only; ended ones are never listed", async () => {
    const a = await signedInUser(api.server);
    const b = await signedInUser(api.server);
    const now = Date.now();
    api.server.db
      .prepare('INSERT INTO notifications (country, user_sub, title, body, link, start_date, end_date) VALUES (?, ?, ?, ?, ?, ?, ?)')
      .run(null, a.sub, 'Your order shipped', 'For you only.', null, new Date(now - 60_000).toISOString(), new Date(now + 86_400_000).toISOString());
    api.server.db
      .prepare('INSERT INTO notifications (country, user_sub, title, body, link, start_date, end_date) VALUES (?, ?, ?, ?, ?, ?, ?)')
      .run(null, a.sub, 'Ended a second ago', 'Gone.', null, new Date(now - 86_400_000).toISOString(), new Date(now - 1_000).toISOString());
    const titlesA = (await list(a.auth)).items.map((i) => i.title);
    expect(titlesA).toContain('Your order shipped');
    expect(titlesA).not.toContain('Ended a second ago');
    expect(titlesA).not.toContain('Old news');
    expect((await list(b.auth)).items.map((i) => i.title)).not.toContain('Your order shipped');
    expect((await list()).items.map((i) => i.title)).not.toContain('Your order shipped');
  });

  it("a guest's marks last with the guest id the API issued; a user's call gets no guest id", async () => {
    const first = await list();
    expect(first.guestUserId).toMatch(/^G-/);
    const guestUserId = first.guestUserId as string;
    await http(api.base, 'POST', '/shop/notifications', { action: 'markRead', countryCode: 'sg', guestUserId, ids: first.items.map((i) => i.id) });
    expect((await list({}, { guestUserId })).hasUnread).toBe(false);
    expect((await list()).hasUnread).toBe(true);
    expect((await list((await signedInUser(api.server)).auth)).guestUserId).toBeNull();
  });
});
