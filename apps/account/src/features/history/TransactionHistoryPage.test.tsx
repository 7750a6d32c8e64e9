import '@testing-library/jest-dom';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { createStoreQueryClient, RootStore, RuntimeConfigSchema, StoreProvider, StoreQueryProvider } from '@store/shared';
import { startTestServer, testConfig, type RecordedRequest, type TestServer } from '@store/shared/testing';
import TransactionHistoryPage from './TransactionHistoryPage';

/** What a browser needs to read the wallet API from the page's origin (its calls carry credentials where the wallet is on). */
const cors = (req: RecordedRequest) => ({
  'access-control-allow-origin': String(req.headers.origin ?? 'http://localhost'),
  'access-control-allow-credentials': 'true',
  'access-control-allow-headers': String(req.headers['access-control-request-headers'] ?? ''),
  'access-control-allow-methods': 'GET, POST',
});

const purchase = (n: number) => ({
  kind: 'purchase',
  transactionId: `ORD-${String(n).padStart(24, '0')}`,
  orderId: `ORD-${String(n).padStart(24, '0')}`,
  orderDate: `2026-11-2${n % 10}T10:00:00.000Z`,
  item: `${n * 100} Coins - Football Legends`,
  paymentChannel: 'PayNow',
  paymentStatus: 'Fulfillment_Completed',
  status: 6,
  price: 10 + n,
  vat: 0.7,
  discount: 1,
  total: 9.7 + n,
  currency: 'SGD',
  cashbackEarned: 0.1,
  cashbackUsed: 0,
  paidWithWallet: false,
});

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

/** The wallet API's history at the HTTP level: `pages` by offset; the real RootStore and wallet client call it. */
function answerHistory(answer: (q: URLSearchParams, req: RecordedRequest) => { status?: number; body: unknown }) {
  server.requests.length = 0;
  server.handle((req) => {
    if (req.method === 'OPTIONS') return { status: 204, headers: cors(req) };
    const url = new URL(req.path, server.url);
    if (!url.pathname.endsWith('/user/transactions')) return undefined;
    const a = answer(url.searchParams, req);
    return { status: a.status ?? 200, body: a.body, headers: cors(req) };
  });
}
const historyCalls = () => server.requests.filter((r) => r.path.includes('/user/transactions')).map((r) => new URL(r.path, server.url).searchParams.toString());

function renderPage() {
  const store = new RootStore({ config: RuntimeConfigSchema.parse(testConfig(server.url)), log: () => undefined, tokens: { getIdToken: async () => 'id-token' } });
  store.shop.setCountry('sg');
  store.session.completeSignIn({ sub: 'u-1', email: 'a@b.co' });
  render(
    <StoreProvider store={store}>
      <StoreQueryProvider client={createStoreQueryClient({ retries: 0 })}>
        <MemoryRouter>
          <TransactionHistoryPage />
        </MemoryRouter>
      </StoreQueryProvider>
    </StoreProvider>,
  );
  return store;
}

describe('TransactionHistoryPage', () => {
  test('the first page shows the newest 3; "Load more" adds the next 9 after them', async () => {
    const all = Array.from({ length: 13 }, (_, i) => purchase(i + 1));
    answerHistory((q) => {
      const offset = Number(q.get('offset'));
      const limit = Number(q.get('limit'));
      const items = all.slice(offset, offset + limit);
      return { body: { resultCode: 0, data: { items, total: all.length, days: 30, offset, limit, nextOffset: offset + limit < all.length ? offset + limit : null } } };
    });
    renderPage();
    const list = await screen.findByRole('list', { name: 'Transactions of the last 30 days' }, { timeout: 5000 });
    expect(within(list).getAllByRole('listitem')).toHaveLength(3);
    expect(screen.getByText('Showing 3 of 13')).toBeInTheDocument();
    expect(server.requests[0]?.headers.authorization).toBe('Bearer id-token');

    await userEvent.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(12));
    await userEvent.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(13));
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
    expect(historyCalls()).toEqual(['days=30&offset=0&limit=3', 'days=30&offset=3&limit=9', 'days=30&offset=12&limit=9']);
  });

  test('the 7, 30 and 90-day filters each ask for their period', async () => {
    answerHistory((q) => ({ body: { resultCode: 0, data: { items: q.get('days') === '7' ? [purchase(1)] : [purchase(1), purchase(2)], total: 0, nextOffset: null } } }));
    renderPage();
    expect(await screen.findAllByRole('listitem')).toHaveLength(2);
    await userEvent.click(screen.getByRole('radio', { name: '7 days' }));
    await waitFor(() => expect(screen.getAllByRole('listitem')).toHaveLength(1));
    await userEvent.click(screen.getByRole('radio', { name: '90 days' }));
    await waitFor(() => expect(screen.getAllByRole('listitem')).toHaveLength(2));
    expect(historyCalls().map((q) => new URLSearchParams(q).get('days'))).toEqual(['30', '7', '90']);
  });

  test('cashback, refunds, referral bonuses and wallet movements are entries too, each named and with its status', async () => {
    const movement = (kind: string, n: number, status: string) => ({ ...purchase(n), kind, transactionId: `WTX-${n}`, orderId: null, paymentChannel: null, status, paymentStatus: status, item: kind });
    answerHistory(() => ({
      body: { resultCode: 0, data: { items: [movement('cashback', 1, 'Success'), movement('refund', 2, 'Success'), movement('referralBonus', 3, 'Pending'), movement('topup', 4, 'Failed')], total: 4, nextOffset: null } },
    }));
    renderPage();
    const entries = await screen.findAllByRole('listitem');
    expect(entries.map((li) => [within(li).getByText(/Cashback|Refund|Referral bonus|Codacash top-up/, { selector: '.history__kind' }).textContent, li.querySelector('.history__status')?.textContent])).toEqual([
      ['Cashback', 'Completed'],
      ['Refund', 'Completed'],
      ['Referral bonus', 'Pending'],
      ['Codacash top-up', 'Failed'],
    ]);
    await userEvent.click(within(entries[1] as HTMLElement).getByRole('button', { name: /^Details of/ }));
    const dialog = screen.getByRole('dialog', { name: 'Transaction details' });
    expect(within(dialog).getByText('Order ID').nextElementSibling).toHaveTextContent('None');
    expect(within(dialog).getByText('Payment method').nextElementSibling).toHaveTextContent('None');
  });

  test('the details show every field of the transaction', async () => {
    answerHistory(() => ({ body: { resultCode: 0, data: { items: [{ ...purchase(4), cashbackUsed: 0.5 }], total: 1, nextOffset: null } } }));
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: /^Details of 400 Coins - Football Legends/ }));
    const dialog = screen.getByRole('dialog', { name: 'Transaction details' });
    const value = (label: string) => within(dialog).getByText(label).nextElementSibling?.textContent;
    expect(value('Transaction ID')).toBe('ORD-000000000000000000000004');
    expect(value('Order ID')).toBe('ORD-000000000000000000000004');
    expect(value('Item')).toBe('400 Coins - Football Legends');
    expect(value('Type')).toBe('Purchase');
    expect(value('Payment method')).toBe('PayNow');
    expect(value('Payment status')).toBe('Completed');
    expect(value('Price')).toBe('S$14.00');
    expect(value('VAT')).toBe('S$0.70');
    expect(value('Discount')).toBe('S$1.00');
    expect(value('Total')).toBe('S$13.70');
    expect(value('Cashback earned')).toBe('S$0.10');
    expect(value('Cashback used')).toBe('S$0.50');
    expect(value('Date')).toMatch(/2026/);
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  test('an empty period says so and offers the longest one', async () => {
    answerHistory((q) => ({ body: { resultCode: 0, data: { items: q.get('days') === '90' ? [purchase(9)] : [], total: 0, nextOffset: null } } }));
    renderPage();
    expect(await screen.findByText('You have no transactions in the last 30 days.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the shop' })).toHaveAttribute('href', '/en-sg/');
    await userEvent.click(screen.getByRole('button', { name: 'Show the last 90 days' }));
    expect(await screen.findByText('900 Coins - Football Legends')).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: '90 days' })).toBeChecked();
  });

  test('a failed read says so, and "Try again" reads again', async () => {
    let fail = true;
    answerHistory(() => (fail ? { status: 500, body: { resultCode: 500 } } : { body: { resultCode: 0, data: { items: [purchase(2)], total: 1, nextOffset: null } } }));
    renderPage();
    expect(await screen.findByText('We could not load your transactions. Check your connection and try again.')).toBeInTheDocument();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('200 Coins - Football Legends')).toBeInTheDocument();
  });

  test('an answer that is not a page is refused, not shown half-read', async () => {
    answerHistory(() => ({ body: { resultCode: 0, data: { items: [{ kind: 'purchase', transactionId: 'X' }], total: 1, nextOffset: null } } }));
    renderPage();
    expect(await screen.findByRole('alert')).toHaveTextContent('We could not load your transactions.');
  });
});
