import '@testing-library/jest-dom';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FreebieCode } from '@store/shared/domain';
import { startTestServer, type TestServer } from '@store/shared/testing';
import en from '../i18n/en.json';
import { CaptureUidPrompt } from '../pages/CaptureUidPrompt';
import { UserCashbackPage } from '../pages/UserCashbackPage';
import { answer, renderRewards } from '../testing/rewardsHarness.testutil';
import { CrossBorderSavingsBox } from './CrossBorderSavingsBox';
import { FreebieCard } from './FreebieCard';
import { LoyaltyPromo } from './LoyaltyPromo';
import { PrizeDrawWinners } from './PrizeDrawWinners';
import { SignInDiscountBanner } from './SignInDiscountBanner';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const USER = { sub: 'u-1', email: 'shopper@example.com' };
const ok = (data: unknown, resultCode = 0) => ({ resultCode, resultMessage: 'x', data });
const freebie = (claimedAt: string | null = null, validUntil = '2999-01-01T00:00:00.000Z') => ({
  id: 'welcome-2026', reward: { gameSlug: 'football-legends', units: 20, unit: 'Coins' }, validUntil, claimedAt,
});

describe('the freebie card', () => {
  it.each([
    [FreebieCode.AlreadyClaimed, en['errors.freebie.alreadyClaimed']],
    [FreebieCode.ValidityExpired, en['errors.freebie.validityExpired']],
    [FreebieCode.NotEligible, en['errors.freebie.notEligible']],
    [FreebieCode.UnderAge, en['errors.freebie.underAge']],
    [FreebieCode.InvalidCreateOrder, en['errors.freebie.invalidCreateOrder']],
  ])('answered %i, shows the catalogue message', async (code, text) => {
    answer(server, { 'GET /user/rewards/freebie': () => ok(freebie()), 'POST /user/rewards/freebie': () => ok(freebie(), code) });
    await renderRewards(<FreebieCard />, { server, user: USER });
    await userEvent.type(await screen.findByLabelText(en['daily.playerId']), '10000001');
    await userEvent.click(screen.getByRole('button', { name: en['freebie.claim'] }));
    expect(await screen.findByText(text)).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(text);
  });

  it('claimed: says so and the form goes', async () => {
    answer(server, { 'GET /user/rewards/freebie': () => ok(freebie()), 'POST /user/rewards/freebie': () => ok(freebie('2026-11-26T00:00:00.000Z')) });
    await renderRewards(<FreebieCard />, { server, user: USER });
    await userEvent.type(await screen.findByLabelText(en['daily.playerId']), '10000001');
    await userEvent.click(screen.getByRole('button', { name: en['freebie.claim'] }));
    expect(await screen.findByText('Claimed: 20 Coins are on their way to your player.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: en['freebie.claim'] })).not.toBeInTheDocument();
  });

  it('an empty player ID is not sent', async () => {
    answer(server, { 'GET /user/rewards/freebie': () => ok(freebie()) });
    await renderRewards(<FreebieCard />, { server, user: USER });
    await userEvent.click(await screen.findByRole('button', { name: en['freebie.claim'] }));
    expect(screen.getByText(en['daily.playerIdRequired'])).toBeInTheDocument();
    expect(server.requests.some((r) => r.method === 'POST')).toBe(false);
  });

  it('a guest is offered an account instead', async () => {
    await renderRewards(<FreebieCard />, { server });
    expect(await screen.findByText(en['freebie.signIn'])).toBeInTheDocument();
  });
});

describe('the sign-in discount banner', () => {
  it('invites a guest to sign in or sign up', async () => {
    await renderRewards(<SignInDiscountBanner />, { server });
    expect(await screen.findByRole('heading', { name: en['banner.title'] })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: en['common.signIn'] })).toHaveAttribute('href', '/en-sg/sign-in');
  });
  it("on the product page's checkout, its links come back to that page once signed in (returnTo, as the header's)", async () => {
    await renderRewards(<SignInDiscountBanner returnHere />, { server, path: '/en-sg/football-legends' });
    expect(await screen.findByRole('link', { name: en['common.signIn'] })).toHaveAttribute('href', '/en-sg/sign-in?returnTo=%2Fen-sg%2Ffootball-legends');
    expect(screen.getByRole('link', { name: en['landing.join'] })).toHaveAttribute('href', '/en-sg/sign-up?returnTo=%2Fen-sg%2Ffootball-legends');
  });
  it('is not shown when signed in', async () => {
    await renderRewards(<SignInDiscountBanner />, { server, user: USER });
    expect(screen.queryByTestId('sign-in-discount-banner')).not.toBeInTheDocument();
  });
});

describe('the cross-border voucher savings box (Indonesia accounts only)', () => {
  const savings = () => ok({ eligible: true, currency: 'IDR', orders: 2, discount: 1500, cashback: 300, saved: 1800 });
  it('shows an Indonesia account its savings', async () => {
    answer(server, { 'GET /user/rewards/savings': savings });
    await renderRewards(<CrossBorderSavingsBox />, { server, countryCode: 'id', user: { ...USER, 'custom:country_code': 'ID' } });
    expect(await screen.findByTestId('cross-border-savings')).toHaveTextContent(/1\.800/);
  });
  it('is not asked for nor shown for another account', async () => {
    answer(server, { 'GET /user/rewards/savings': savings });
    await renderRewards(<CrossBorderSavingsBox />, { server, countryCode: 'id', user: { ...USER, 'custom:country_code': 'SG' } });
    expect(screen.queryByTestId('cross-border-savings')).not.toBeInTheDocument();
    expect(server.requests.filter((r) => r.path.includes('/savings'))).toHaveLength(0);
  });
});

describe('the prize draw', () => {
  it('lists the winners in order', async () => {
    const winners = Array.from({ length: 15 }, (_, i) => ({ rank: i + 1, name: `w${i + 1}***@example.com` }));
    answer(server, { 'GET /rewards/prize-draw': () => ok({ month: '2026-10', drawnAt: '2026-11-01T00:00:00.000Z', winners }) });
    await renderRewards(<PrizeDrawWinners />, { server });
    const list = await screen.findByRole('list', { name: 'Winners for October 2026' });
    expect(list.querySelectorAll('li')).toHaveLength(15);
    expect(list.querySelector('li')).toHaveTextContent('w1***@example.com');
  });
  it('says when there are none yet', async () => {
    answer(server, { 'GET /rewards/prize-draw': () => ok({ month: '2026-10', drawnAt: '2026-11-01T00:00:00.000Z', winners: [] }) });
    await renderRewards(<PrizeDrawWinners />, { server });
    expect(await screen.findByText('No winners to show for October 2026 yet.')).toBeInTheDocument();
  });
});

describe('the loyalty promo', () => {
  it('shows the progress to the next points reward', async () => {
    answer(server, { 'GET /user/rewards/points': () => ok({ points: 10, needed: 30, perOrder: 10, reward: { gameSlug: 'football-legends', units: 50, unit: 'Coins' } }) });
    await renderRewards(<LoyaltyPromo />, { server, user: USER });
    expect(await screen.findByText('Top-ups to go until your next 50 Coins: 2.')).toBeInTheDocument();
    expect(screen.getByRole('progressbar')).toHaveAttribute('value', '10');
  });
});

describe('the capture-uid prompt', () => {
  it('asks a guest known by their email to keep the cashback with an account of that email', async () => {
    await renderRewards(<CaptureUidPrompt cashbackEarned={0.02} />, { server, contact: { email: 'guest@example.com' } });
    expect(await screen.findByRole('heading', { name: 'Keep the S$0.02 cashback from this order' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: en['capture.signUp'] })).toHaveAttribute('href', '/en-sg/sign-up?email=guest%40example.com');
  });
  it('is not shown for an order bought with no receipt contact (nothing an account could be matched by)', async () => {
    await renderRewards(<CaptureUidPrompt cashbackEarned={0.02} />, { server });
    expect(screen.queryByTestId('capture-uid-prompt')).not.toBeInTheDocument();
  });
  it('is not shown to a signed-in shopper or without cashback', async () => {
    await renderRewards(<CaptureUidPrompt cashbackEarned={0.02} />, { server, user: USER });
    await renderRewards(<CaptureUidPrompt cashbackEarned={0} />, { server });
    expect(screen.queryByTestId('capture-uid-prompt')).not.toBeInTheDocument();
  });
});

describe('the cashback page for a guest known by email (soft-signed-in)', () => {
  it('shows how to keep the cashback with an account, never a summary that waits for one', async () => {
    await renderRewards(<UserCashbackPage />, { server, contact: { email: 'guest@example.com' } });
    expect(await screen.findByRole('heading', { name: en['faq.guest.q'] })).toBeInTheDocument();
    expect(screen.getByText(en['faq.guest.a'])).toBeInTheDocument();
    expect(screen.getByRole('link', { name: en['capture.signUp'] })).toHaveAttribute('href', '/en-sg/sign-up?email=guest%40example.com');
    expect(screen.getByRole('link', { name: en['common.signIn'] })).toHaveAttribute('href', '/en-sg/sign-in');
    expect(document.querySelector('[aria-busy="true"]')).toBeNull();
  });
});
