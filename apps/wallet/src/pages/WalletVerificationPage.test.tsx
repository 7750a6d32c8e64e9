import { fireEvent, screen, waitFor, within } from '@testing-library/react';
// useTestServer is a jest set-up (beforeAll/afterAll), not a React hook.
import { useTestServer as testServerForThisFile, type RecordedRequest, type Reply } from '@store/shared/testing';
import en from '../i18n/en.json';
import { renderWallet } from '../testing/walletHarness.testutil';
import { WalletVerificationPage } from './WalletVerificationPage';

const live = testServerForThisFile();
const USER = { sub: 'user-1', email: 'ana@example.com', name: 'Ana' };
const SETTINGS = { countryStatus: 1, maxAllowedUsers: 100, walletCount: 3, maxWalletBalance: 1350, minTopupAmount: 7, maxTopupAmount: 675 };
const RESERVED = { walletId: 'WAL-1', walletStatus: 2, countryCode: 'sg', balanceAmount: 0, hasSpent: false };

function api(over: { settings?: unknown; wallet?: unknown; confirm?: unknown } = {}) {
  return (req: RecordedRequest): Reply | undefined => {
    const path = req.path.split('?')[0];
    if (path === '/wallet/country/sg') return { body: { resultCode: 0, data: over.settings ?? SETTINGS } };
    if (path === '/wallet/user/wallet') return { body: { resultCode: 0, data: over.wallet ?? null } };
    if (path === '/wallet/validate-phone') return { body: { resultCode: (req.body as { phoneNumber: string }).phoneNumber === '91234567' ? 204 : 409 } };
    if (path === '/wallet/createWallet') {
      if (!(req.body as { verifyOtp?: string }).verifyOtp) return { body: { resultCode: 10007, resultMessage: 'OTP_SENT', data: { ...RESERVED, otpExpiresIn: 100 } } };
      return { body: over.confirm ?? { resultCode: 0, data: { ...RESERVED, walletStatus: 1 } } };
    }
    return undefined;
  };
}

const show = () => renderWallet(<WalletVerificationPage />, { config: live.config, user: USER, path: '/en-sg/wallet/verify', route: '/en-sg/wallet/verify' });

it('the number is checked on the page, then a code is texted (10007 is not a failure), then the code activates and opens the wallet home', async () => {
  live.server.handle(api());
  show();
  // The first request of the file also starts the HTTP stack: a longer wait.
  const phone = await screen.findByLabelText(en['activate.phone.label'], {}, { timeout: 5000 });
  fireEvent.change(phone, { target: { value: '0123' } });
  fireEvent.click(screen.getByRole('button', { name: en['activate.phone.submit'] }));
  expect(await screen.findByText('Please enter a valid mobile number')).toBeInTheDocument();
  expect(live.server.requests.filter((r) => r.path === '/wallet/validate-phone')).toHaveLength(0);

  fireEvent.change(phone, { target: { value: '9123 4567' } });
  fireEvent.click(screen.getByRole('button', { name: en['activate.phone.submit'] }));
  expect(await screen.findByText('We sent a 6-digit code to +65****4567.')).toBeInTheDocument();
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();

  fireEvent.change(screen.getByLabelText(en['activate.code.label']), { target: { value: '12' } });
  fireEvent.click(screen.getByRole('button', { name: en['activate.code.submit'] }));
  expect(await screen.findByText('Please enter the 6-digit code')).toBeInTheDocument();
  fireEvent.change(screen.getByLabelText(en['activate.code.label']), { target: { value: '123456' } });
  fireEvent.click(screen.getByRole('button', { name: en['activate.code.submit'] }));
  expect(await screen.findByTestId('navigated')).toBeInTheDocument();
  const creates = live.server.requests.filter((r) => r.path === '/wallet/createWallet').map((r) => r.body);
  expect(creates).toEqual([
    expect.objectContaining({ userId: 'user-1', countryCode: 'sg', currencyCode: 'SGD', mobileNumber: '91234567', verifyOtp: '' }),
    expect.objectContaining({ mobileNumber: '91234567', verifyOtp: '123456' }),
  ]);
  expect(live.server.requests.find((r) => r.path === '/wallet/createWallet')?.headers.authorization).toBe('Bearer id-token');
});

it('a wrong code shows otpInvalid and keeps the code step; a refused number says so', async () => {
  live.server.handle(api({ confirm: { resultCode: 400, resultMessage: 'OTP_INVALID' } }));
  show();
  fireEvent.change(await screen.findByLabelText(en['activate.phone.label']), { target: { value: '98765432' } });
  fireEvent.click(screen.getByRole('button', { name: en['activate.phone.submit'] }));
  expect(await screen.findByText(en['activate.phoneRefused'])).toBeInTheDocument();

  fireEvent.change(screen.getByLabelText(en['activate.phone.label']), { target: { value: '91234567' } });
  fireEvent.click(screen.getByRole('button', { name: en['activate.phone.submit'] }));
  fireEvent.change(await screen.findByLabelText(en['activate.code.label']), { target: { value: '000000' } });
  fireEvent.click(screen.getByRole('button', { name: en['activate.code.submit'] }));
  expect(await screen.findByText('The OTP is invalid. Please try again.')).toBeInTheDocument();
  expect(screen.getByLabelText(en['activate.code.label'])).toBeInTheDocument();
});

it('a refusal of the API goes once the number or the code is edited: it never stays beside a new field error', async () => {
  live.server.handle(api({ confirm: { resultCode: 400, resultMessage: 'OTP_INVALID' } }));
  show();
  const phone = await screen.findByLabelText(en['activate.phone.label']);
  fireEvent.change(phone, { target: { value: '98765432' } });
  fireEvent.click(screen.getByRole('button', { name: en['activate.phone.submit'] }));
  expect(await screen.findByText(en['activate.phoneRefused'])).toBeInTheDocument();
  fireEvent.change(phone, { target: { value: '0123' } });
  expect(screen.queryByText(en['activate.phoneRefused'])).not.toBeInTheDocument();

  fireEvent.change(phone, { target: { value: '91234567' } });
  fireEvent.click(screen.getByRole('button', { name: en['activate.phone.submit'] }));
  const code = await screen.findByLabelText(en['activate.code.label']);
  fireEvent.change(code, { target: { value: '000000' } });
  fireEvent.click(screen.getByRole('button', { name: en['activate.code.submit'] }));
  expect(await screen.findByText('The OTP is invalid. Please try again.')).toBeInTheDocument();
  fireEvent.change(code, { target: { value: 'abcdef' } });
  fireEvent.click(screen.getByRole('button', { name: en['activate.code.submit'] }));
  expect(await screen.findByText('Please enter the 6-digit code')).toBeInTheDocument();
  expect(screen.queryByText('The OTP is invalid. Please try again.')).not.toBeInTheDocument();
});

it('activations disabled are explained, with a way back to the shop', async () => {
  live.server.handle(api({ settings: { ...SETTINGS, countryStatus: 3 } }));
  show();
  expect(await screen.findByRole('heading', { name: en['state.activationDisabled.title'] })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: en['common.backToShop'] })).toHaveAttribute('href', '/en-sg/');
  expect(screen.queryByLabelText(en['activate.phone.label'])).not.toBeInTheDocument();
});

it('a wallet opened in another country shows as unavailable here', async () => {
  live.server.handle(api({ wallet: { ...RESERVED, walletStatus: 1, countryCode: 'ID' } }));
  show();
  expect(await screen.findByRole('heading', { name: en['state.otherCountry.title'] })).toBeInTheDocument();
  expect(screen.getByText("Your Codacash wallet was opened in Indonesia, so it can't be used in Singapore.")).toBeInTheDocument();
});

it('a wallet that cannot be read offers a retry', async () => {
  live.server.handle((req) => (req.path.startsWith('/wallet/user/wallet') ? { status: 500, body: { resultCode: 500 } } : api()(req)));
  show();
  expect(await screen.findByText(en['common.loadFailed'])).toBeInTheDocument();
  live.server.handle(api({ wallet: { ...RESERVED, walletStatus: 1 } }));
  fireEvent.click(screen.getByRole('button', { name: en['common.retry'] }));
  await waitFor(() => expect(screen.getByText(en['activate.alreadyActive'])).toBeInTheDocument());
});

it('says where the shopper is: the number first, then the code (marked as the current step)', async () => {
  live.server.handle(api());
  show();
  const progress = await screen.findByTestId('wallet-activation-progress', {}, { timeout: 5000 });
  expect(within(progress).getByText(en['activate.phone.title']).closest('li')).toHaveAttribute('aria-current', 'step');
  fireEvent.change(screen.getByLabelText(en['activate.phone.label']), { target: { value: '91234567' } });
  fireEvent.click(screen.getByRole('button', { name: en['activate.phone.submit'] }));
  await screen.findByText('We sent a 6-digit code to +65****4567.');
  const now = screen.getByTestId('wallet-activation-progress');
  expect(within(now).getByText(en['activate.code.title']).closest('li')).toHaveAttribute('aria-current', 'step');
  expect(within(now).getByText(en['activate.phone.title']).closest('li')).not.toHaveAttribute('aria-current');
});
