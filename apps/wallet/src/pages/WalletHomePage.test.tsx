import { fireEvent, screen, waitFor, within } from '@testing-library/react';
// useTestServer is a jest set-up (beforeAll/afterAll), not a React hook.
import { useTestServer as testServerForThisFile, type RecordedRequest, type Reply } from '@store/shared/testing';
import en from '../i18n/en.json';
import indonesian from '../i18n/id.json';
import { renderWallet } from '../testing/walletHarness.testutil';
import { WalletHomePage } from './WalletHomePage';

const live = testServerForThisFile();
const USER = { sub: 'user-1', email: 'ana@example.com' };
const SETTINGS = { countryStatus: 1, maxAllowedUsers: 100, walletCount: 3, maxWalletBalance: 1350, minTopupAmount: 7, maxTopupAmount: 675 };
const WALLET = { walletId: 'WAL-1', walletStatus: 1, countryCode: 'sg', balanceAmount: 12.5, hasSpent: false };
const MOVEMENT = { txnId: 'WTX-1', type: 'TOPUP', status: 'Success', amount: 12.5, currencyCode: 'SGD', balanceAfter: 12.5, orderId: null, paymentUrl: null, createdAt: '2026-11-20T10:00:00Z' };

function api(over: { wallet?: unknown; topUp?: unknown; gift?: unknown } = {}) {
  return (req: RecordedRequest): Reply | undefined => {
    const path = req.path.split('?')[0];
    if (path === '/wallet/country/sg') return { body: { resultCode: 0, data: SETTINGS } };
    if (path === '/wallet/user/wallet') return { body: { resultCode: 0, data: over.wallet === undefined ? WALLET : over.wallet } };
    if (path === '/wallet/user/wallet-transactions') return { body: { resultCode: 0, data: { items: [MOVEMENT], nextOffset: null } } };
    if (path === '/wallet/paymentChannels') return { body: { resultCode: 0, data: [{ id: 239, name: 'Codacash', sortOrder: 5, isCodacash: true, isBackendChannel: true }, { id: 11, name: 'PayNow', sortOrder: 1 }] } };
    if (path === '/wallet/generateCsrfToken') return { body: { resultCode: 0, data: { csrfToken: 'csrf-1', expiry: 600 } } };
    if (path === '/wallet/initTopup') return { body: over.topUp ?? { resultCode: 332, resultMessage: 'Above the maximum top-up.', data: null } };
    if (path === '/wallet/redeemGiftCode') return { body: over.gift ?? { resultCode: 704, resultMessage: 'Already claimed.', data: null } };
    return undefined;
  };
}

const show = () => renderWallet(<WalletHomePage />, { config: live.config, user: USER, path: '/en-sg/wallet/home', route: '/en-sg/wallet/home' });

it('shows the balance, the history and the top-up with the provider channels only (never Codacash itself)', async () => {
  live.server.handle(api());
  show();
  expect(await screen.findByTestId('wallet-balance', {}, { timeout: 5000 })).toHaveTextContent('S$12.50');
  const history = await screen.findByTestId('wallet-history');
  expect(await within(history).findByText(en['history.type.TOPUP'])).toBeInTheDocument();
  expect(within(history).getByText('+S$12.50')).toBeInTheDocument();
  expect(await screen.findByRole('radio', { name: 'PayNow' })).toBeInTheDocument();
  expect(screen.queryByRole('radio', { name: 'Codacash' })).not.toBeInTheDocument();
  expect(screen.getByText('From S$7.00 to S$675.00 per top-up.')).toBeInTheDocument();
});

it('a refused top-up shows its code message, keeps the amount, and sent the anti-forgery token', async () => {
  live.server.handle(api());
  show();
  const amount = await screen.findByLabelText('Amount (SGD)', {}, { timeout: 5000 });
  fireEvent.click(await screen.findByRole('button', { name: 'S$100.00' }));
  expect(amount).toHaveValue('100');
  fireEvent.change(amount, { target: { value: '600' } });
  fireEvent.click(await screen.findByRole('radio', { name: 'PayNow' }));
  fireEvent.click(screen.getByRole('button', { name: en['topUp.submit'] }));
  expect(await screen.findByTestId('wallet-topup-problem')).toHaveTextContent('The amount is above the maximum top-up.');
  expect(amount).toHaveValue('600');
  const sent = live.server.requests.find((r) => r.path === '/wallet/initTopup');
  expect(sent?.headers['x-csrf-token']).toBe('csrf-1');
  expect(sent?.body).toMatchObject({ amount: 600, paymentChannelId: 11, returnUrl: 'http://localhost/en-sg/wallet/complete' });
});

it('a gift code already claimed says so; a code missing is refused on the page', async () => {
  live.server.handle(api());
  show();
  const gift = await screen.findByTestId('wallet-gift-code', {}, { timeout: 5000 });
  fireEvent.click(within(gift).getByRole('button', { name: en['giftCode.submit'] }));
  expect(await within(gift).findByText('Please enter a valid gift code')).toBeInTheDocument();
  fireEvent.change(within(gift).getByLabelText(en['giftCode.label']), { target: { value: 'CODA-SG-10' } });
  fireEvent.click(within(gift).getByRole('button', { name: en['giftCode.submit'] }));
  expect(await screen.findByTestId('wallet-gift-outcome')).toHaveTextContent('This gift code has already been claimed.');
});

it('without a wallet, the home offers the activation', async () => {
  live.server.handle(api({ wallet: null }));
  show();
  expect(await screen.findByRole('heading', { name: en['home.notActivated.title'] }, { timeout: 5000 })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: en['landing.activate'] })).toHaveAttribute('href', '/en-sg/wallet/verify');
});

it('without a wallet, the home is not a lone notice: what Codacash gives, and a way back to the shop', async () => {
  live.server.handle(api({ wallet: null }));
  show();
  const benefits = await screen.findByTestId('wallet-benefits', {}, { timeout: 5000 });
  expect(within(benefits).getAllByRole('listitem').map((li) => li.textContent)).toEqual([
    `${en['landing.benefit.fast.title']}${en['landing.benefit.fast.body']}`,
    `${en['landing.benefit.topUp.title']}${en['landing.benefit.topUp.body']}`,
    `${en['landing.benefit.gift.title']}${en['landing.benefit.gift.body']}`,
  ]);
  expect(screen.getByRole('link', { name: en['common.backToShop'] })).toHaveAttribute('href', '/en-sg/');
});

it('a refused top-up gives the button back: the shopper corrects the amount and tries again', async () => {
  live.server.handle(api({ topUp: { resultCode: 313, resultMessage: 'Wallet balance max.', data: null } }));
  show();
  const amount = await screen.findByLabelText('Amount (SGD)', {}, { timeout: 5000 });
  fireEvent.change(amount, { target: { value: '600' } });
  fireEvent.click(await screen.findByRole('radio', { name: 'PayNow' }));
  fireEvent.click(screen.getByRole('button', { name: en['topUp.submit'] }));
  expect(await screen.findByTestId('wallet-topup-problem')).toHaveTextContent('This top-up would exceed the maximum wallet balance.');
  const button = screen.getByRole('button', { name: en['topUp.submit'] });
  expect(button).toBeEnabled();
  expect(button).not.toHaveAttribute('aria-busy');
  fireEvent.change(amount, { target: { value: '20' } });
  expect(screen.queryByTestId('wallet-topup-problem')).not.toBeInTheDocument();
  fireEvent.click(button);
  await waitFor(() => expect(live.server.requests.filter((r) => r.path === '/wallet/initTopup')).toHaveLength(2));
  expect(live.server.requests.filter((r) => r.path === '/wallet/initTopup').at(-1)?.body).toMatchObject({ amount: 20 });
});

it('the amount is checked against the country format and its smallest and largest top-up before anything is sent', async () => {
  live.server.handle(api());
  show();
  const amount = await screen.findByLabelText('Amount (SGD)', {}, { timeout: 5000 });
  fireEvent.click(await screen.findByRole('radio', { name: 'PayNow' }));
  const submit = screen.getByRole('button', { name: en['topUp.submit'] });
  fireEvent.change(amount, { target: { value: '1000' } });
  fireEvent.click(submit);
  expect(await screen.findByText('The maximum value is S$675.00')).toBeInTheDocument();
  fireEvent.change(amount, { target: { value: '5' } });
  expect(await screen.findByText('The minimum value is S$7.00')).toBeInTheDocument();
  fireEvent.change(amount, { target: { value: 'abc' } });
  expect(await screen.findByText('Please enter a valid amount')).toBeInTheDocument();
  expect(live.server.requests.filter((r) => r.path === '/wallet/initTopup')).toHaveLength(0);
});

it('the amount messages are in the shop language, with the limit as the country writes money', async () => {
  const sg = api();
  live.server.handle((req) => {
    const path = req.path.split('?')[0];
    if (path === '/wallet/country/id') return { body: { resultCode: 0, data: { ...SETTINGS, minTopupAmount: 10000, maxTopupAmount: 10000000 } } };
    if (path === '/wallet/user/wallet') return { body: { resultCode: 0, data: { ...WALLET, countryCode: 'id' } } };
    return sg(req);
  });
  // Codacash offered in Indonesia for this page (its menu feature), so the page is in Indonesian.
  const config = { ...live.config, menuFeatures: { ...live.config.menuFeatures, id: ['wallet' as const] } };
  renderWallet(<WalletHomePage />, { config, user: USER, countryCode: 'id', path: '/id-id/wallet/home', route: '/id-id/wallet/home' });
  const amount = await screen.findByLabelText(indonesian['topUp.amount'].replace('{{currency}}', 'IDR'), {}, { timeout: 5000 });
  fireEvent.change(amount, { target: { value: '5.000' } });
  fireEvent.click(screen.getByRole('button', { name: indonesian['topUp.submit'] }));
  expect(await screen.findByText('Nilai minimum adalah Rp 10.000')).toBeInTheDocument();
});

it('a gift code refused by the API does not stay beside a new field error, nor once the code is edited', async () => {
  live.server.handle(api({ gift: { resultCode: 707, resultMessage: 'Invalid.', data: null } }));
  show();
  const gift = await screen.findByTestId('wallet-gift-code', {}, { timeout: 5000 });
  const field = within(gift).getByLabelText(en['giftCode.label']);
  fireEvent.change(field, { target: { value: 'NOT-A-CODE' } });
  fireEvent.click(within(gift).getByRole('button', { name: en['giftCode.submit'] }));
  expect(await screen.findByTestId('wallet-gift-outcome')).toHaveTextContent('This gift code is invalid.');
  fireEvent.change(field, { target: { value: '   ' } });
  expect(screen.queryByTestId('wallet-gift-outcome')).not.toBeInTheDocument();
  fireEvent.change(field, { target: { value: 'NOT-A-CODE' } });
  fireEvent.click(within(gift).getByRole('button', { name: en['giftCode.submit'] }));
  expect(await screen.findByTestId('wallet-gift-outcome')).toHaveTextContent('This gift code is invalid.');
  // Submitted again with what the page refuses: only the field's message shows.
  fireEvent.input(field, { target: { value: ' ' } });
  fireEvent.click(within(gift).getByRole('button', { name: en['giftCode.submit'] }));
  expect(await within(gift).findByText('Please enter a valid gift code')).toBeInTheDocument();
  expect(screen.queryByTestId('wallet-gift-outcome')).not.toBeInTheDocument();
  expect(live.server.requests.filter((r) => r.path === '/wallet/redeemGiftCode')).toHaveLength(2);
});

it("back from the provider's page (the browser's back-forward cache), the button is usable again", async () => {
  live.server.handle(api({ topUp: { resultCode: 0, resultMessage: 'ok', data: { paymentUrl: 'http://provider.test/pay/1' } } }));
  // jsdom does not leave the page (window.location.assign is not implemented there): the page stays, as a restored one.
  show();
  const amount = await screen.findByLabelText('Amount (SGD)', {}, { timeout: 5000 });
  fireEvent.change(amount, { target: { value: '20' } });
  fireEvent.click(await screen.findByRole('radio', { name: 'PayNow' }));
  fireEvent.click(screen.getByRole('button', { name: en['topUp.submit'] }));
  expect(await screen.findByRole('button', { name: en['topUp.redirecting'] })).toBeInTheDocument();
  await waitFor(() => expect(live.server.requests.filter((r) => r.path === '/wallet/initTopup')).toHaveLength(1));
  // The page is shown again (restored) once the browser has left it: until the answer is in, it has not left.
  await waitFor(() => {
    fireEvent(window, new PageTransitionEvent('pageshow', { persisted: true }));
    expect(screen.getByRole('button', { name: en['topUp.submit'] })).not.toHaveAttribute('aria-busy');
  });
});
