import '@testing-library/jest-dom';
import { act, render, screen, waitFor } from '@testing-library/react';
import { createStoreQueryClient, RootStore, RuntimeConfigSchema, StoreProvider, StoreQueryProvider } from '@store/shared';
import { jsonFetch, testConfig } from '@store/shared/testing';
import NotificationsPage from './NotificationsPage';

/** The real RootStore; the shop API's HTTP is answered here (through the clients' fetch). */
function setUp(answer: (body: Record<string, unknown>) => unknown) {
  const calls: Array<Record<string, unknown>> = [];
  const fetch = jsonFetch(({ body }) => {
    calls.push(body);
    return answer(body);
  });
  const store = new RootStore({ config: RuntimeConfigSchema.parse(testConfig('http://api.test')), log: () => undefined, fetch });
  store.shop.setCountry('sg');
  render(
    <StoreProvider store={store}>
      <StoreQueryProvider client={createStoreQueryClient({ retries: 0 })}>
        <NotificationsPage />
      </StoreQueryProvider>
    </StoreProvider>,
  );
  return { store, calls };
}

describe('NotificationsPage', () => {
  test('loads the list into the shared notification store (the bell reads it)', async () => {
    const { store, calls } = setUp(() => [{ id: 1, title: 'Your top-up is complete', isRead: false }]);
    expect(await screen.findByText('Your top-up is complete')).toBeInTheDocument();
    expect(store.notifications.unreadCount).toBe(1);
    expect(calls).toEqual([{ action: 'list', countryCode: 'sg' }]);
  });

  test('a sign-in loads the list again, for the person now signed in', async () => {
    const { store, calls } = setUp(() => []);
    expect(await screen.findByText('You have no notifications.')).toBeInTheDocument();
    act(() => {
      store.session.completeSignIn({ sub: 'u-1', email: 'a@b.co' });
    });
    await waitFor(() => expect(calls).toHaveLength(2));
  });
});
