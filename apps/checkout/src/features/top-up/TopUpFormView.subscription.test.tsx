import { fireEvent, screen, waitFor, within } from '@testing-library/react';
// useTestServer is a jest set-up (beforeAll/afterAll), not a React hook.
import { useTestServer as testServerForThisFile, type RecordedRequest, type Reply } from '@store/shared/testing';
import en from '../../i18n/en.json';
import { operationOf, renderCheckout, variablesOf } from '../../testing/checkoutHarness.testutil';
import { TopUpForm } from './TopUpForm';

const t = (key: keyof typeof en, params: Record<string, string> = {}) => en[key].replace(/\{\{(\w+)\}\}/g, (_, name: string) => params[name] ?? '');

const RECURRENCES = [
  { days: 7, price: 1.16, savingPercent: 0 },
  { days: 30, price: 4.99, savingPercent: 0 },
  { days: 90, price: 13.47, savingPercent: 10 },
  { days: 365, price: 45.53, savingPercent: 25 },
];
const product = {
  gvtId: 1, lvtId: 101, slug: 'football-legends', name: 'Football Legends', userIdLabel: 'Player ID', requiresZoneId: false, gameFields: [],
  countryCode: 'sg', currency: 'SGD',
  denominations: [
    { skuId: 1001, voucherTypeId: 1001, gvtId: 1, name: '100 Coins', amount: 100, type: 'currency', price: 1.29, priceMinor: 129, maxPrice: null, currency: 'SGD', purchaseLimitPerDay: null, recurrenceDays: null, recurrenceOptions: null },
    { skuId: 1011, voucherTypeId: 1011, gvtId: 1, name: 'Season Pass', amount: 1, type: 'subscription', price: 4.99, priceMinor: 499, maxPrice: null, currency: 'SGD', purchaseLimitPerDay: null, recurrenceDays: 30, recurrenceOptions: RECURRENCES },
  ],
  paymentChannels: [{ id: 11, name: 'PayNow', sortOrder: 1, isBackendChannel: false }],
};
const order = {
  orderId: 'ORD-0123456789ABCDEF01234567', txnId: 'ORD-0123456789ABCDEF01234567', status: 0, statusName: 'Pending', statusHeader: 'pending', countryCode: 'sg',
  currency: 'SGD', gvtId: 1, lvtId: 101, gameSlug: 'football-legends', gameName: 'Football Legends', skuId: 1011, itemName: 'Season Pass', paymentChannelId: 11,
  paymentChannelName: 'PayNow', isWalletPayment: false, userId: '10000001', zoneId: '', nickname: 'StrikerSam', price: 45.53, discount: 0, total: 45.53, vatPercent: 9,
  vat: 3.76, cashbackEarned: 0, promoCode: null, isGift: false, gift: null, recurrenceDays: 365, subscription: null, paymentUrl: null, createdAt: '2026-11-23T08:00:00.000Z',
};

function api(createOrder: (req: RecordedRequest) => Reply) {
  return (req: RecordedRequest): Reply | undefined => {
    switch (operationOf(req.body)) {
      case 'Product':
        return { body: { data: { product } } };
      case 'ValidatePlayer':
        return { body: { data: { validatePlayer: { resultCode: 0, valid: true, nickname: 'StrikerSam', fieldErrors: [] } } } };
      case 'CreateOrder':
        return createOrder(req);
      default:
        return undefined;
    }
  };
}

const server = testServerForThisFile();
const created = () => server.server.requests.filter((r) => operationOf(r.body) === 'CreateOrder');

beforeEach(() => {
  sessionStorage.clear();
  localStorage.clear();
  server.server.handle(api(() => ({ body: { data: { createOrder: { resultCode: 0, resultMessage: 'Success', replayed: false, order } } } })));
});

async function chooseSeasonPass() {
  renderCheckout(<TopUpForm gameSlug="football-legends" />, { config: server.config, countryCode: 'sg', path: '/en-sg/football-legends' });
  fireEvent.change(await screen.findByLabelText('Player ID'), { target: { value: '10000001' } });
  fireEvent.click(screen.getByRole('radio', { name: /^Season Pass/ }));
  fireEvent.click(screen.getByRole('radio', { name: /^PayNow/ }));
}

describe('a subscription in the top-up form', () => {
  it('offers weekly, monthly, quarterly and yearly with their savings; monthly (its own period) is chosen first', async () => {
    await chooseSeasonPass();
    const recurrence = await screen.findByRole('group', { name: t('recurrence.legend') });
    expect(within(recurrence).getAllByRole('radio')).toHaveLength(4);
    expect(within(recurrence).getByRole('radio', { name: /^Monthly/ })).toBeChecked();
    expect(within(recurrence).getByRole('radio', { name: /^Yearly/ })).toHaveAccessibleName(/S\$45\.53.*Save 25%/);
    expect(within(recurrence).getByRole('radio', { name: /^Every 3 months/ })).toHaveAccessibleName(/Save 10%/);
    expect(screen.getByTestId('summary-total')).toHaveTextContent('S$4.99');
  });

  it('a yearly choice prices the order, the confirmation states the yearly charge, and the order carries 365 days', async () => {
    await chooseSeasonPass();
    fireEvent.click(await screen.findByRole('radio', { name: /^Yearly/ }));
    expect(screen.getByTestId('summary-total')).toHaveTextContent('S$45.53');
    fireEvent.click(screen.getByRole('button', { name: t('topUp.buy') }));
    const dialog = await screen.findByRole('dialog', { name: t('confirm.title') });
    expect(within(dialog).getByTestId('recurring-charge')).toHaveTextContent(t('confirm.recurring', { days: '365', price: 'S$45.53' }));
    fireEvent.click(within(dialog).getByTestId('confirm-order'));
    await screen.findByTestId('navigated');
    expect(variablesOf<{ input: Record<string, unknown> }>(created()[0]?.body).input).toMatchObject({ skuId: 1011, recurrenceDays: 365 });
  });

  it('a refusal with a subscription code shows the subscription message (2: already subscribed)', async () => {
    server.server.handle(api(() => ({ body: { data: { createOrder: { resultCode: 2, resultMessage: 'exists', replayed: false, order: null } } } })));
    await chooseSeasonPass();
    fireEvent.click(await screen.findByRole('button', { name: t('topUp.buy') }));
    const dialog = await screen.findByRole('dialog', { name: t('confirm.title') });
    fireEvent.click(within(dialog).getByTestId('confirm-order'));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('You already have this subscription.');
  });

  it('a subscription cannot be a gift: in gift mode it is shown disabled with the reason, and other items still buy', async () => {
    renderCheckout(<TopUpForm gameSlug="football-legends" />, { config: server.config, countryCode: 'sg', path: '/en-sg/football-legends' });
    fireEvent.click(await screen.findByRole('checkbox', { name: t('gift.toggle') }));
    const seasonPass = screen.getByRole('radio', { name: /^Season Pass/ });
    expect(seasonPass).toBeDisabled();
    expect(seasonPass).toHaveAccessibleName(new RegExp(t('gift.noSubscriptions')));
    expect(screen.getByRole('radio', { name: /^100 Coins/ })).toBeEnabled();
    expect(screen.queryByRole('group', { name: t('recurrence.legend') })).toBeNull();
  });

  it('ticking gift with a subscription chosen says plainly why it cannot be a gift, and Buy names that (no order)', async () => {
    await chooseSeasonPass();
    await screen.findByRole('group', { name: t('recurrence.legend') });
    fireEvent.click(screen.getByRole('checkbox', { name: t('gift.toggle') }));
    expect(await screen.findByText(t('gift.subscriptionChosen'))).toBeInTheDocument();
    expect(screen.getByTestId('summary-total')).toHaveTextContent('-');
    fireEvent.change(screen.getByLabelText(t('gift.email')), { target: { value: 'friend@example.com' } });
    fireEvent.change(screen.getByLabelText(t('gift.name')), { target: { value: 'Sam' } });
    fireEvent.click(screen.getByRole('button', { name: t('topUp.buy') }));
    expect(await screen.findByTestId('form-problem')).toHaveTextContent(t('gift.subscriptionChosen'));
    expect(screen.queryByText('Please choose how often it renews', { exact: false })).toBeNull();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(created()).toHaveLength(0);
    // Unticked: the subscription is the shopper's own again, with its renewal choice.
    fireEvent.click(screen.getByRole('checkbox', { name: t('gift.toggle') }));
    expect(await screen.findByRole('group', { name: t('recurrence.legend') })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText(t('gift.subscriptionChosen'))).toBeNull());
  });

  it('a one-off item shows no recurrence and sends none', async () => {
    renderCheckout(<TopUpForm gameSlug="football-legends" />, { config: server.config, countryCode: 'sg', path: '/en-sg/football-legends' });
    fireEvent.change(await screen.findByLabelText('Player ID'), { target: { value: '10000001' } });
    fireEvent.click(screen.getByRole('radio', { name: /^100 Coins/ }));
    expect(screen.queryByRole('group', { name: t('recurrence.legend') })).toBeNull();
  });
});
