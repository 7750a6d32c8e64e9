import '@testing-library/jest-dom';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { createStoreQueryClient, RootStore, RuntimeConfigSchema, StoreProvider, StoreQueryProvider } from '@store/shared';
import { jsonFetch, testConfig, type JsonCall } from '@store/shared/testing';
import { fakeAuth } from '../../testing/accountHarness.testutil';
import { SettingsPage } from '../settings';
import VerifyAccountDeletePage from './VerifyAccountDeletePage';

function Where() {
  return <p data-testid="where">{useLocation().pathname}</p>;
}

const ACTIVE = { id: 'SUB-0123456789ABCDEF01234567', product: 'Season Pass (monthly)', email: 'a@b.co', paymentMethod: 'PayNow', status: 3, recurrenceDays: 30, nextSchedule: '2026-12-25T10:00:00.000Z', cancelledOn: null, expiredOn: null };

/** Settings and VerifyAccountDelete over the real RootStore and account client; the account API answers at the HTTP level. */
function setUp(answer: (call: JsonCall) => { status?: number; body: unknown } | unknown, path = '/en-sg/user/settings') {
  const calls: JsonCall[] = [];
  const fetch = (async (input: string, init: RequestInit = {}) => {
    let status = 200;
    const wrapped = jsonFetch((call) => {
      calls.push(call);
      const a = answer(call) as { status?: number; body?: unknown };
      if (a && typeof a === 'object' && 'body' in a) {
        status = a.status ?? 200;
        return a.body;
      }
      return a;
    });
    const res = await wrapped(input, init);
    return Object.assign(res, { status, ok: status < 300 });
  }) as unknown as typeof globalThis.fetch;
  const { auth, calls: authCalls } = fakeAuth();
  const store = new RootStore({ config: RuntimeConfigSchema.parse(testConfig('http://api.test')), log: () => undefined, fetch, auth: () => auth, tokens: { getIdToken: async () => 'id-token' } });
  store.shop.setCountry('sg');
  store.session.completeSignIn({ sub: 'u-1', email: 'a@b.co' });
  render(
    <StoreProvider store={store}>
      <StoreQueryProvider client={createStoreQueryClient({ retries: 0 })}>
        <MemoryRouter initialEntries={[path]}>
          <Routes>
            <Route path="/:countryCode/user/settings" element={<SettingsPage />} />
            <Route path="/:countryCode/user/verifyAccountDelete" element={<VerifyAccountDeletePage />} />
            <Route path="*" element={<p>elsewhere</p>} />
          </Routes>
          <Where />
        </MemoryRouter>
      </StoreQueryProvider>
    </StoreProvider>,
  );
  return { calls, authCalls };
}

const accountApi = (subscriptions: unknown[], initDelete: () => { status?: number; body: unknown }, del: () => { status?: number; body: unknown } = () => ({ body: { resultCode: 0, resultMessage: 'DELETE_ACCOUNT_SUCCESS' } })) => (call: JsonCall) => {
  if (call.path.endsWith('/user/subscriptions')) return { body: { resultCode: 0, resultMessage: 'Success', data: subscriptions } };
  if (call.path.includes('/cancel')) return { body: { resultCode: 0, data: { ...ACTIVE, status: 4, cancelledOn: '2026-11-25T10:00:00.000Z', expiredOn: ACTIVE.nextSchedule, nextSchedule: null } } };
  if (call.path.endsWith('/user/init-delete')) return initDelete();
  if (call.path.endsWith('/user/delete')) return del();
  if (call.path.endsWith('/marketing-consent')) return { body: { marketingConsentItem: { consent: false } } };
  return { body: {} };
};

describe('account deletion', () => {
  test('refused while a subscription is active, with the way to the subscriptions', async () => {
    setUp(accountApi([ACTIVE], () => ({ body: { resultCode: 'SUBSCRIPTION_ACTIVE', resultMessage: 'Cancel…', data: null } })));
    await userEvent.click(await screen.findByRole('button', { name: 'Delete my account' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('You have an active subscription. Cancel it before deleting your account.');
    expect(within(alert).getByRole('link', { name: 'Go to your subscriptions' })).toHaveAttribute('href', '#settings-subscriptions');
  });

  test('the limiter (3 a day) is said in words', async () => {
    setUp(accountApi([], () => ({ status: 429, body: { resultCode: 'LimitExceededException', resultMessage: 'Too many requests.' } })));
    await userEvent.click(await screen.findByRole('button', { name: 'Delete my account' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('You can ask to delete your account 3 times a day. Please try again tomorrow.');
  });

  test('a code is sent; a wrong code is refused on the field; the right one deletes, says DELETE_ACCOUNT_SUCCESS and signs out', async () => {
    let deleteAnswer = { body: { resultCode: 'CodeMismatchException', resultMessage: 'The code is not valid.' } as Record<string, unknown> };
    const { calls, authCalls } = setUp(accountApi([], () => ({ body: { resultCode: 0, resultMessage: 'Success', data: { destination: 'a***@b.co', expiresIn: 600 } } }), () => deleteAnswer));
    await userEvent.click(await screen.findByRole('button', { name: 'Delete my account' }));
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent('/en-sg/user/verifyAccountDelete'));
    expect(screen.getByText('a***@b.co')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Send a new code' })).toBeDisabled();
    expect(screen.getByText(/You can ask again in 0:(29|30)/)).toBeInTheDocument();

    await userEvent.type(screen.getByLabelText('Confirmation code'), '12345');
    await userEvent.click(screen.getByRole('button', { name: 'Delete my account' }));
    expect(await screen.findByText('Enter the 6 digits of the code.')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Confirmation code'), '6');
    await userEvent.click(screen.getByRole('button', { name: 'Delete my account' }));
    await waitFor(() => expect(screen.getByLabelText('Confirmation code')).toHaveAccessibleDescription(/The code is incorrect/));

    deleteAnswer = { body: { resultCode: 0, resultMessage: 'DELETE_ACCOUNT_SUCCESS' } };
    await userEvent.click(screen.getByRole('button', { name: 'Delete my account' }));
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent('/en-sg/'));
    expect(authCalls).toEqual([['signOut']]);
    expect(calls.filter((c) => c.path.endsWith('/user/delete')).map((c) => c.body)).toEqual([{ code: '123456' }, { code: '123456' }]);
    expect(calls.find((c) => c.path.endsWith('/user/init-delete'))?.headers.get('authorization')).toBe('Bearer id-token');
  });
});

describe('subscriptions in settings', () => {
  test('shows product, email, payment method, next date; cancel keeps it active until that date', async () => {
    const { calls } = setUp(accountApi([ACTIVE], () => ({ body: {} })));
    const card = (await screen.findByText('Season Pass (monthly)')).closest('li') as HTMLElement;
    expect(card).toHaveAttribute('data-state', 'active');
    expect(within(card).getByText('PayNow')).toBeInTheDocument();
    expect(within(card).getByText('a@b.co')).toBeInTheDocument();
    expect(within(card).getByText('December 25, 2026')).toBeInTheDocument();
    await userEvent.click(within(card).getByRole('button', { name: 'Cancel subscription' }));
    const dialog = screen.getByRole('dialog', { name: 'Cancel this subscription?' });
    expect(dialog).toHaveTextContent('Season Pass (monthly) will not renew. It stays active until December 25, 2026.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel subscription' }));
    await waitFor(() => expect(card).toHaveAttribute('data-state', 'cancelled'));
    expect(within(card).getByText('Active until').nextElementSibling).toHaveTextContent('December 25, 2026');
    expect(within(card).getByRole('link', { name: 'Subscribe again' })).toHaveAttribute('href', '/en-sg/football-legends');
    expect(calls.some((c) => c.path === `/account/user/subscriptions/${ACTIVE.id}/cancel`)).toBe(true);
  });

  test('the price per renewal in the shop\'s money; a refused recurring authorisation shows "Will not renew" and when it ends', async () => {
    const refused = { ...ACTIVE, id: 'SUB-0123456789ABCDEF01234568', status: 6, recurringPrice: 4.99, currency: 'SGD', nextSchedule: null, expiredOn: '2026-12-25T10:00:00.000Z' };
    setUp(accountApi([refused], () => ({ body: {} })));
    const card = (await screen.findByText('Season Pass (monthly)')).closest('li') as HTMLElement;
    expect(card).toHaveAttribute('data-state', 'notRenewing');
    expect(within(card).getByText('Will not renew')).toBeInTheDocument();
    expect(within(card).getByText('Price per renewal').nextElementSibling).toHaveTextContent('S$4.99');
    expect(within(card).getByText('Active until').nextElementSibling).toHaveTextContent('December 25, 2026');
    expect(within(card).queryByRole('button', { name: 'Cancel subscription' })).toBeNull();
    expect(within(card).getByRole('link', { name: 'Subscribe again' })).toBeInTheDocument();
  });
});
