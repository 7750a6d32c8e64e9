import { cleanup, fireEvent, screen } from '@testing-library/react';
// useTestServer is a jest set-up (beforeAll/afterAll), not a React hook.
import { useTestServer as testServerForThisFile } from '@store/shared/testing';
import en from '../../i18n/en.json';
import { renderCheckout } from '../../testing/checkoutHarness.testutil';
import { UnsubscribePage } from './UnsubscribePage';

beforeEach(() => localStorage.clear());

const server = testServerForThisFile();

it('a link without a valid token is refused before anything is sent', async () => {
  renderCheckout(<UnsubscribePage />, { config: server.config, path: '/en-sg/unsubscribe?token=short', route: '/en-sg/unsubscribe' });
  expect(await screen.findByText(en['unsubscribe.invalidLink'])).toBeInTheDocument();
  expect(server.server.requests).toHaveLength(0);
});

it('cancels the subscription of the emailed token', async () => {
  // The API answers cross-origin, as it does for the storefronts.
  const cors = { 'access-control-allow-origin': 'http://localhost', 'access-control-allow-headers': '*', 'access-control-allow-credentials': 'true' };
  server.server.handle((req) => (req.path.endsWith('/unsubscribe') ? { body: req.method === 'OPTIONS' ? undefined : { resultCode: 0 }, headers: cors } : undefined));
  const token = 'tok_0123456789abcdef';
  renderCheckout(<UnsubscribePage />, { config: server.config, path: `/en-sg/unsubscribe?token=${token}`, route: '/en-sg/unsubscribe' });
  fireEvent.click(await screen.findByRole('button', { name: en['unsubscribe.confirm'] }));
  expect(await screen.findByText(en['unsubscribe.done'])).toBeInTheDocument();
  expect(server.server.requests.map((r) => r.body)).toEqual([{ token }]);
});

describe('the subscription the link is for', () => {
  const cors = { 'access-control-allow-origin': 'http://localhost', 'access-control-allow-headers': '*', 'access-control-allow-credentials': 'true' };
  const token = 'tok_fedcba9876543210';
  const activeUntil = '2099-12-07T08:00:00.000Z';
  const cancelled = { id: 'sub-1', product: 'Season Pass', status: 4, cancelledOn: '2026-11-27T08:00:00.000Z', expiredOn: activeUntil, nextSchedule: null };
  const show = () => renderCheckout(<UnsubscribePage />, { config: server.config, path: `/en-sg/unsubscribe?token=${token}`, route: '/en-sg/unsubscribe' });

  it('once cancelled, names the subscription and says until when it stays active', async () => {
    server.server.handle((req) => (req.path.endsWith('/unsubscribe') ? { body: req.method === 'OPTIONS' ? undefined : { resultCode: 0, data: cancelled }, headers: cors } : undefined));
    show();
    fireEvent.click(await screen.findByRole('button', { name: en['unsubscribe.confirm'] }));
    expect(await screen.findByText(en['unsubscribe.done'])).toBeInTheDocument();
    expect(screen.getByTestId('unsub-product')).toHaveTextContent('Season Pass');
    expect(screen.getByTestId('unsub-active-until')).toHaveTextContent(en['unsubscribe.activeUntil'].replace('{{date}}', '7 December 2099'));
  });

  it('the same link opened again says the subscription is already cancelled (and until when), and offers no cancel', async () => {
    server.server.handle((req) => (req.path.endsWith('/unsubscribe') ? { body: req.method === 'OPTIONS' ? undefined : { resultCode: 0, data: cancelled }, headers: cors } : undefined));
    show();
    fireEvent.click(await screen.findByRole('button', { name: en['unsubscribe.confirm'] }));
    await screen.findByText(en['unsubscribe.done']);
    // The link opened again later (a new page).
    cleanup();
    const sent = server.server.requests.length;
    show();
    expect(await screen.findByText(en['unsubscribe.alreadyCancelled'])).toBeInTheDocument();
    expect(screen.getByTestId('unsub-product')).toHaveTextContent('Season Pass');
    expect(screen.getByTestId('unsub-active-until')).toHaveTextContent('7 December 2099');
    expect(screen.queryByRole('button', { name: en['unsubscribe.confirm'] })).toBeNull();
    expect(server.server.requests).toHaveLength(sent);
  });
});
