import '@testing-library/jest-dom';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { createMemoryCookieJar, createStoreQueryClient, NOTIFICATION_GUEST_COOKIE, RootStore, RuntimeConfigSchema, StoreProvider, StoreQueryProvider } from '@store/shared';
import { jsonFetch, testConfig, type JsonCall } from '@store/shared/testing';
import NotificationsPage from './NotificationsPage';
import NotificationsPopover from './NotificationsPopover';

const NOTIFICATIONS = [
  { id: 3, title: 'Season Pass is here', body: 'Subscribe monthly and save.', link: '/football-legends', startDate: '2026-11-20T00:00:00Z', endDate: '2099-01-01T00:00:00Z', isRead: false, clicked: false },
  { id: 2, title: 'Codacash in Singapore', body: 'Activate your wallet.', link: null, startDate: '2026-11-19T00:00:00Z', endDate: '2099-01-01T00:00:00Z', isRead: true, clicked: false },
  { id: 1, title: 'Old news', body: 'This one has ended.', link: null, startDate: '2020-01-01T00:00:00Z', endDate: '2020-02-01T00:00:00Z', isRead: false, clicked: false },
];

/** The real RootStore; the shop API's HTTP is answered here (through the clients' fetch). */
function setUp(answer: (call: JsonCall) => unknown = () => ({ items: NOTIFICATIONS, guestUserId: 'G-1234567890.sig' }), ui = <NotificationsPage />, cookies = createMemoryCookieJar()) {
  const calls: JsonCall[] = [];
  const fetch = jsonFetch((call) => {
    calls.push(call);
    return answer(call);
  });
  const store = new RootStore({ config: RuntimeConfigSchema.parse(testConfig('http://api.test')), log: () => undefined, fetch, cookies, tokens: { getIdToken: async () => 'id-token' } });
  store.shop.setCountry('sg');
  render(
    <StoreProvider store={store}>
      <StoreQueryProvider client={createStoreQueryClient({ retries: 0 })}>
        <MemoryRouter>{ui}</MemoryRouter>
      </StoreQueryProvider>
    </StoreProvider>,
  );
  return { store, calls, cookies };
}

describe('NotificationsPage', () => {
  test('no notifications: said plainly, with the way back to the shop', async () => {
    setUp(() => ({ items: [], guestUserId: 'G-1234567890.sig' }));
    expect(await screen.findByText('You have no notifications.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the shop' })).toHaveAttribute('href', '/en-sg/');
  });

  test('a guest: the list loads into the shared store (the bell reads it); ended ones are not shown; the generated guest id is kept', async () => {
    const { store, calls, cookies } = setUp();
    const list = await screen.findByRole('list', { name: 'Notifications' });
    expect(within(list).getAllByRole('listitem').map((li) => li.getAttribute('data-notification-id'))).toEqual(['3', '2']);
    expect(screen.queryByText('Old news')).not.toBeInTheDocument();
    expect(store.notifications.unreadCount).toBe(1);
    expect(screen.getByText('Unread: 1')).toBeInTheDocument();
    expect(calls.map((c) => c.body)).toEqual([{ action: 'list', countryCode: 'sg', locale: 'en-sg' }]);
    expect(calls[0]?.headers.get('authorization')).toBeNull();
    expect(cookies.get(NOTIFICATION_GUEST_COOKIE)).toBe('G-1234567890.sig');
  });

  test('"Mark all as read" marks them here and asks the API to keep it, for this guest', async () => {
    const { store, calls } = setUp();
    await userEvent.click(await screen.findByRole('button', { name: 'Mark all as read' }));
    expect(store.notifications.unreadCount).toBe(0);
    expect(screen.getByText('All read')).toBeInTheDocument();
    await waitFor(() => expect(calls).toHaveLength(2));
    expect(calls[1]?.body).toEqual({ action: 'markRead', countryCode: 'sg', locale: 'en-sg', guestUserId: 'G-1234567890.sig', ids: [3] });
  });

  test('if the API does not keep the marks, the shopper is told', async () => {
    setUp((call) => (call.body.action === 'list' ? { items: NOTIFICATIONS, guestUserId: 'G-1234567890.sig' } : { nope: true }));
    await userEvent.click(await screen.findByRole('button', { name: 'Mark all as read' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('We could not save this for next time.');
  });

  test('opening a notification marks it read and clicked on the API; its link goes under the shop prefix', async () => {
    const { calls } = setUp();
    const link = await screen.findByRole('link', { name: /Season Pass is here/ });
    expect(link).toHaveAttribute('href', '/en-sg/football-legends');
    await userEvent.click(link);
    await waitFor(() => expect(calls.map((c) => c.body.action)).toEqual(['list', 'markRead', 'markClicked']));
    expect(calls[2]?.body.ids).toEqual([3]);
  });

  test('a sign-in loads the list again, for the person now signed in (their token, no guest id)', async () => {
    const { store, calls } = setUp(() => ({ items: [], guestUserId: null }));
    expect(await screen.findByText('You have no notifications.')).toBeInTheDocument();
    act(() => {
      store.session.completeSignIn({ sub: 'u-1', email: 'a@b.co' });
    });
    await waitFor(() => expect(calls).toHaveLength(2));
    expect(calls[1]?.headers.get('authorization')).toBe('Bearer id-token');
    expect(calls[1]?.body).toEqual({ action: 'list', countryCode: 'sg', locale: 'en-sg' });
  });

  test('a failed load says so with a way to try again', async () => {
    let fail = true;
    setUp(() => (fail ? { broken: true } : { items: NOTIFICATIONS, guestUserId: null }));
    expect(await screen.findByText('We could not load your notifications.')).toBeInTheDocument();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Season Pass is here')).toBeInTheDocument();
  });
});

describe('NotificationsPopover', () => {
  test('the newest notifications, "Mark all as read" and the way to the list; opening one closes the popover', async () => {
    const onClose = jest.fn();
    const { store } = setUp(undefined, <NotificationsPopover onClose={onClose} />);
    expect(await screen.findByRole('heading', { name: 'Notifications' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See all notifications' })).toHaveAttribute('href', '/en-sg/notifications');
    await userEvent.click(await screen.findByRole('button', { name: /Codacash in Singapore/ }));
    expect(onClose).toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Mark all as read' }));
    expect(store.notifications.hasUnread).toBe(false);
  });
});
