import { fireEvent, screen } from '@testing-library/react';
// useTestServer is a jest set-up (beforeAll/afterAll), not a React hook.
import { useTestServer as testServerForThisFile, type RecordedRequest, type Reply } from '@store/shared/testing';
import en from '../../i18n/en.json';
import { operationOf, renderCheckout, variablesOf } from '../../testing/checkoutHarness.testutil';
import { RedeemGiftPage } from './RedeemGiftPage';

const code = 'GIFT-0123456789ABCDEF01234567';
const gift = { status: 'Valid', senderName: 'Ann', message: 'Happy birthday!', itemName: '100 Coins', gameName: 'Football Legends', gameSlug: 'football-legends', requiresZoneId: false, expiresAt: null, maskedEmail: 'fr***@example.com' };

const server = testServerForThisFile();
const ops = (op: string) => server.server.requests.filter((r) => operationOf(r.body) === op);

function api(validPlayer: (userId: string) => boolean) {
  return (req: RecordedRequest): Reply | undefined => {
    const v = variablesOf(req.body);
    switch (operationOf(req.body)) {
      case 'Gift':
        return { body: { data: { gift } } };
      case 'ValidatePlayer':
        return validPlayer(String(v['userId']))
          ? { body: { data: { validatePlayer: { resultCode: 0, valid: true, nickname: 'StrikerSam', fieldErrors: [] } } } }
          : { body: { data: { validatePlayer: { resultCode: -100, valid: false, nickname: null, fieldErrors: [] } } } };
      case 'RequestGiftOtp':
        return { body: { data: { requestGiftOtp: { resultCode: 10007, giftStatus: 'Valid', maskedEmail: 'fr***@example.com' } } } };
      case 'ClaimGift':
        return { body: { data: { claimGift: { resultCode: 0, giftStatus: 'Claimed', maskedEmail: null } } } };
      default:
        return undefined;
    }
  };
}

function show() {
  renderCheckout(<RedeemGiftPage />, { config: server.config, path: `/en-sg/redeem?code=${code}`, route: '/en-sg/redeem' });
}

it('checks the player before a code is emailed: a typo is named on the field and nothing is sent', async () => {
  server.server.handle(api((id) => id === '10000004'));
  show();
  fireEvent.change(await screen.findByLabelText(en['redeem.userId']), { target: { value: '99999100' } });
  fireEvent.click(screen.getByRole('button', { name: en['redeem.sendCode'] }));
  expect(await screen.findByText('The user ID is not valid.')).toBeInTheDocument();
  expect(ops('RequestGiftOtp')).toHaveLength(0);
});

it('the player ID stays editable at the code step, and the claim says who got the gift', async () => {
  server.server.handle(api((id) => id === '10000004'));
  show();
  fireEvent.change(await screen.findByLabelText(en['redeem.userId']), { target: { value: '10000004' } });
  fireEvent.click(screen.getByRole('button', { name: en['redeem.sendCode'] }));
  expect(await screen.findByLabelText(en['redeem.otp'])).toBeInTheDocument();
  expect(screen.getByLabelText(en['redeem.userId'])).toHaveValue('10000004');
  // The form's rules (zodResolver): a 6-digit code, its length named in the message.
  fireEvent.change(screen.getByLabelText(en['redeem.otp']), { target: { value: '12' } });
  fireEvent.click(screen.getByRole('button', { name: en['redeem.claim'] }));
  expect(await screen.findByText('Please enter the 6-digit code')).toBeInTheDocument();
  fireEvent.change(screen.getByLabelText(en['redeem.otp']), { target: { value: '123456' } });
  fireEvent.click(screen.getByRole('button', { name: en['redeem.claim'] }));
  expect(await screen.findByRole('heading', { name: en['redeem.header.Claimed'] })).toBeInTheDocument();
  expect(screen.getByTestId('redeem-player')).toHaveTextContent('StrikerSam (10000004)');
  expect(variablesOf(ops('ClaimGift')[0]?.body)).toMatchObject({ code, otp: '123456', userId: '10000004' });
});
