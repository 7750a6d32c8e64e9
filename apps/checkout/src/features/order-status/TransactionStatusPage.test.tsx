import { screen, waitFor, within } from '@testing-library/react';
// useTestServer is a jest set-up (beforeAll/afterAll), not a React hook.
import { useTestServer as testServerForThisFile } from '@store/shared/testing';
import en from '../../i18n/en.json';
import { operationOf, renderCheckout } from '../../testing/checkoutHarness.testutil';
import { TransactionStatusPage } from './TransactionStatusPage';

const orderId = 'ORD-0123456789ABCDEF01234567';
const order = (status: number) => ({
  orderId, txnId: orderId, status, statusName: 'x', statusHeader: 'x', countryCode: 'sg', currency: 'SGD', gvtId: 1, lvtId: 101,
  gameSlug: 'football-legends', gameName: 'Football Legends', skuId: 1001, itemName: '100 Coins', paymentChannelId: 11, paymentChannelName: 'PayNow',
  isWalletPayment: false, userId: '10000001', zoneId: '', nickname: 'StrikerSam', price: 1.29, discount: 0, total: 1.29, vatPercent: 9, vat: 0.11,
  cashbackEarned: 0.02, promoCode: null, isGift: false, gift: null, paymentUrl: 'http://provider/pay', createdAt: '2026-11-23T08:00:00.000Z',
});

const server = testServerForThisFile();

it('a pending order polls by itself until the payment is final, then shows the complete screen', async () => {
  let reads = 0;
  server.server.handle((req) => {
    if (operationOf(req.body) !== 'Order') return undefined;
    reads += 1;
    return { body: { data: { order: order(reads < 2 ? 2 : 6) } } };
  });
  renderCheckout(<TransactionStatusPage />, { config: server.config, path: `/en-sg/waiting?orderId=${orderId}`, route: '/en-sg/:page' });
  expect(await screen.findByRole('heading', { name: en['status.header.pending'] })).toBeInTheDocument();
  expect(screen.getByText(en['status.autoRefresh'])).toBeInTheDocument();
  // No click: the library's refetchInterval asks again (every 3 s) while the order is pending.
  await waitFor(() => expect(screen.getByRole('heading', { name: en['status.header.fulfilled'] })).toBeInTheDocument(), { timeout: 8000 });
  expect(reads).toBe(2);
  expect(screen.getByTestId('order-id')).toHaveTextContent(orderId);
}, 15_000);

it("the order's date reads as on the store's other pages (Nov 23, 2026, 8:00 AM on /en-sg/), not 23/11/2026", async () => {
  server.server.handle((req) => (operationOf(req.body) === 'Order' ? { body: { data: { order: order(6) } } } : undefined));
  renderCheckout(<TransactionStatusPage />, { config: server.config, path: `/en-sg/complete?orderId=${orderId}`, route: '/en-sg/:page' });
  const expected = new Intl.DateTimeFormat('en', { dateStyle: 'medium', timeStyle: 'short' }).format(new Date('2026-11-23T08:00:00.000Z'));
  expect(expected).toMatch(/^Nov 23, 2026, /);
  expect(await screen.findByTestId('order-date')).toHaveTextContent(expected);
  expect(screen.getByTestId('order-date').textContent).not.toMatch(/\d+\/\d+\/2026/);
});

it('an unknown order says so', async () => {
  server.server.handle((req) => (operationOf(req.body) === 'Order' ? { body: { data: { order: null } } } : undefined));
  renderCheckout(<TransactionStatusPage />, { config: server.config, path: `/en-sg/complete?orderId=${orderId}`, route: '/en-sg/:page' });
  expect(await screen.findByText(en['status.notFound'])).toBeInTheDocument();
});

describe('a paid subscription', () => {
  const subscriptionOrder = (subscription: Record<string, unknown>) => ({
    ...order(6), skuId: 1011, itemName: 'Season Pass', recurrenceDays: 30,
    subscription: { status: 3, linking: false, recurrenceDays: 30, recurringPrice: 4.99, nextSchedule: '2026-12-23T08:00:00.000Z', ...subscription },
  });

  it('waits while the subscription is linked (asking again by itself), then states the recurring charge and the next date', async () => {
    let reads = 0;
    server.server.handle((req) => {
      if (operationOf(req.body) !== 'Order') return undefined;
      reads += 1;
      return { body: { data: { order: subscriptionOrder(reads < 2 ? { status: 1, linking: true } : {}) } } };
    });
    renderCheckout(<TransactionStatusPage />, { config: server.config, path: `/en-sg/complete?orderId=${orderId}`, route: '/en-sg/:page' });
    const panel = await screen.findByTestId('subscription-status');
    expect(panel).toHaveAttribute('data-state', 'linking');
    expect(panel).toHaveTextContent(en['status.subscription.linking']);
    await waitFor(() => expect(screen.getByTestId('subscription-status')).toHaveAttribute('data-state', 'linked'), { timeout: 6000 });
    expect(screen.getByTestId('recurring-info')).toHaveTextContent('Your subscription is active. It renews every 30 days at S$4.99; the next payment is on 23 December 2026.');
    expect(screen.getByTestId('order-recurrence')).toHaveTextContent('Every 30 days');
    // Not bought twice while it runs: no "Buy again".
    expect(screen.queryByRole('link', { name: en['status.buyAgain'] })).toBeNull();
  }, 15_000);

  it('a refused recurring authorisation says so (subscription code 8)', async () => {
    server.server.handle((req) => (operationOf(req.body) === 'Order' ? { body: { data: { order: subscriptionOrder({ status: 6, nextSchedule: null }) } } } : undefined));
    renderCheckout(<TransactionStatusPage />, { config: server.config, path: `/en-sg/complete?orderId=${orderId}`, route: '/en-sg/:page' });
    const panel = await screen.findByTestId('subscription-status');
    expect(panel).toHaveAttribute('data-state', 'failed');
    expect(within(panel).getByRole('alert')).toHaveTextContent('The subscription could not be authorised.');
  });
});

describe("the summary's payment status and cashback", () => {
  const withRewards = () => ({ ...server.config, menuFeatures: { sg: ['cashback' as const] } });
  const storefront = (extra: Record<string, unknown>) => ({ ...server.config.storefronts[0], remotes: ['catalog', 'checkout', 'rewards'], ...extra }) as (typeof server.config.storefronts)[number];
  const show = async (status: number, cashbackEarned: number, theme = storefront({})) => {
    server.server.handle((req) => (operationOf(req.body) === 'Order' ? { body: { data: { order: { ...order(status), cashbackEarned } } } } : undefined));
    renderCheckout(<TransactionStatusPage />, { config: withRewards(), theme, path: `/en-sg/complete?orderId=${orderId}`, route: '/en-sg/:page' });
    return within(await screen.findByTestId('order-summary'));
  };

  it('says what became of the payment, not the headline again', async () => {
    const summary = await show(6, 0.02);
    expect(summary.getByTestId('order-payment-status')).toHaveTextContent(en['status.payment.paid']);
    expect(summary.queryByText(en['status.header.fulfilled'])).toBeNull();
  });

  it('a fulfilled order on a storefront with rewards: the cashback it earned', async () => {
    expect((await show(6, 0.02)).getByTestId('order-cashback')).toHaveTextContent('S$0.02');
  });

  it('a fulfilled order that earned nothing says so in words', async () => {
    expect((await show(6, 0)).getByTestId('order-cashback')).toHaveTextContent(en['status.noCashback']);
  });

  it('a pending order has earned nothing yet: no cashback line, and the payment is waiting', async () => {
    const summary = await show(2, 0.02);
    expect(summary.getByTestId('order-payment-status')).toHaveTextContent(en['status.payment.pending']);
    expect(summary.queryByTestId('order-cashback')).toBeNull();
  });

  it('a storefront without rewards (the white-label store) shows no cashback line', async () => {
    const summary = await show(6, 0.02, storefront({ whitelabelId: 2 }));
    expect(summary.queryByTestId('order-cashback')).toBeNull();
  });
});

it("a failed payment's Try again opens the product page with the order's player and item", async () => {
  server.server.handle((req) => (operationOf(req.body) === 'Order' ? { body: { data: { order: order(3) } } } : undefined));
  renderCheckout(<TransactionStatusPage />, { config: server.config, path: `/en-sg/complete?orderId=${orderId}`, route: '/en-sg/:page' });
  const link = await screen.findByRole('link', { name: en['status.tryAgain'] });
  expect(link).toHaveAttribute('href', '/en-sg/football-legends?player=10000001&item=1001');
});
