import { act, fireEvent, screen } from '@testing-library/react';
// useTestServer is a jest set-up (beforeAll/afterAll), not a React hook.
import { useTestServer as testServerForThisFile, type RecordedRequest, type Reply } from '@store/shared/testing';
import en from '../../i18n/en.json';
import { operationOf, renderCheckout, variablesOf } from '../../testing/checkoutHarness.testutil';
import { RedeemGiftPage, RESEND_WAIT_S } from './RedeemGiftPage';

const code = 'GIFT-0123456789ABCDEF01234567';
const gift = { status: 'Valid', senderName: 'Ann', message: 'Happy birthday!', itemName: '100 Coins', gameName: 'Football Legends', gameSlug: 'football-legends', requiresZoneId: false, expiresAt: null, maskedEmail: 'fr***@example.com' };

const NICKNAMES: Record<string, string> = { '10000001': 'StrikerSam', '10000003': 'MidfieldMaya', '10000004': 'StrikerSam' };

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
          ? { body: { data: { validatePlayer: { resultCode: 0, valid: true, nickname: NICKNAMES[String(v['userId'])] ?? 'StrikerSam', fieldErrors: [] } } } }
          : { body: { data: { validatePlayer: { resultCode: -100, valid: false, nickname: null, fieldErrors: [] } } } };
      case 'RequestGiftOtp':
        return { body: { data: { requestGiftOtp: { resultCode: 10007, giftStatus: 'Valid', maskedEmail: 'fr***@example.com' } } } };
      case 'ClaimGift':
        // The claim's answer names the player credited (the order's player).
        return { body: { data: { claimGift: { resultCode: 0, giftStatus: 'Claimed', maskedEmail: null, order: { userId: String(v['userId']), zoneId: '', nickname: NICKNAMES[String(v['userId'])] ?? null } } } } };
      default:
        return undefined;
    }
  };
}

function show(link = code) {
  renderCheckout(<RedeemGiftPage />, { config: server.config, path: `/en-sg/redeem?code=${encodeURIComponent(link)}`, route: '/en-sg/redeem' });
}

async function codeStepFor(userId: string) {
  fireEvent.change(await screen.findByLabelText(en['redeem.userId']), { target: { value: userId } });
  fireEvent.click(screen.getByRole('button', { name: en['redeem.sendCode'] }));
  expect(await screen.findByLabelText(en['redeem.otp'])).toBeInTheDocument();
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

it('another player ID at the code step clears the player found and checks the new player before the claim, which names the player credited', async () => {
  server.server.handle(api((id) => id in NICKNAMES));
  show();
  await codeStepFor('10000001');
  expect(screen.getByText(/StrikerSam/)).toBeInTheDocument();
  fireEvent.change(screen.getByLabelText(en['redeem.userId']), { target: { value: '10000003' } });
  // The player found and the code step are gone: the new player is checked (and a new code emailed) first.
  expect(screen.queryByText(/StrikerSam/)).toBeNull();
  expect(screen.queryByLabelText(en['redeem.otp'])).toBeNull();
  expect(screen.queryByRole('button', { name: en['redeem.claim'] })).toBeNull();
  fireEvent.click(screen.getByRole('button', { name: en['redeem.sendCode'] }));
  expect(await screen.findByText(/MidfieldMaya/)).toBeInTheDocument();
  expect(variablesOf(ops('ValidatePlayer')[1]?.body)).toMatchObject({ userId: '10000003' });
  fireEvent.change(screen.getByLabelText(en['redeem.otp']), { target: { value: '123456' } });
  fireEvent.click(screen.getByRole('button', { name: en['redeem.claim'] }));
  expect(await screen.findByTestId('redeem-player')).toHaveTextContent('MidfieldMaya (10000003)');
  expect(screen.getByTestId('redeem-player')).not.toHaveTextContent('StrikerSam');
});

it("the success names the player of the claim's answer, not the nickname of the earlier check", async () => {
  server.server.handle((req) => {
    if (operationOf(req.body) !== 'ClaimGift') return api(() => true)(req);
    return { body: { data: { claimGift: { resultCode: 0, giftStatus: 'Claimed', maskedEmail: null, order: { userId: '10000001', zoneId: '', nickname: 'RenamedSam' } } } } };
  });
  show();
  await codeStepFor('10000001');
  fireEvent.change(screen.getByLabelText(en['redeem.otp']), { target: { value: '123456' } });
  fireEvent.click(screen.getByRole('button', { name: en['redeem.claim'] }));
  expect(await screen.findByTestId('redeem-player')).toHaveTextContent('RenamedSam (10000001)');
});

it('says by when the gift can be claimed, as a date in the shop language', async () => {
  server.server.handle((req) =>
    operationOf(req.body) === 'Gift' ? { body: { data: { gift: { ...gift, expiresAt: '2026-12-07T08:00:00.000Z' } } } } : api(() => true)(req),
  );
  show();
  expect(await screen.findByTestId('redeem-claim-by')).toHaveTextContent('Claim it by 7 December 2026.');
});

it('"Send a new code" says a new code was sent and waits before another can be asked for', async () => {
  server.server.handle(api(() => true));
  show();
  await codeStepFor('10000001');
  const resend = screen.getByTestId('redeem-resend');
  // The first code was just sent: a new one can be asked for after the wait.
  expect(resend).toHaveTextContent(en['redeem.resendIn'].replace('{{seconds}}', '30'));
  fireEvent.click(resend);
  fireEvent.click(resend);
  expect(resend).toHaveAttribute('aria-disabled', 'true');
  expect(resend).not.toBeDisabled();
  expect(ops('RequestGiftOtp')).toHaveLength(1);
  expect(screen.queryByText(en['redeem.codeResent'], { exact: false })).toBeNull();
});

it('a new code can be asked for once the wait is over, and the page says it was sent', async () => {
  jest.useFakeTimers({ advanceTimers: true });
  try {
    server.server.handle(api(() => true));
    show();
    await codeStepFor('10000001');
    // The wait counts down second by second.
    for (let s = 0; s < RESEND_WAIT_S; s++) act(() => void jest.advanceTimersByTime(1000));
    const resend = screen.getByTestId('redeem-resend');
    expect(resend).toHaveTextContent(en['redeem.resend']);
    fireEvent.click(resend);
    expect(await screen.findByText(en['redeem.codeResent'], { exact: false })).toBeInTheDocument();
    expect(ops('RequestGiftOtp')).toHaveLength(2);
    expect(screen.getByTestId('redeem-resend')).toHaveTextContent(en['redeem.resendIn'].replace('{{seconds}}', '30'));
  } finally {
    jest.useRealTimers();
  }
});

it('a code copied in lower case or with spaces around it is read as the code', async () => {
  server.server.handle(api(() => true));
  show(`  ${code.toLowerCase()} `);
  expect(await screen.findByRole('heading', { name: en['redeem.header.Valid'] })).toBeInTheDocument();
  expect(variablesOf(ops('Gift')[0]?.body)).toEqual({ code });
});
