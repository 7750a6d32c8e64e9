import { fireEvent, screen } from '@testing-library/react';
// useTestServer is a jest set-up (beforeAll/afterAll), not a React hook.
import { useTestServer as testServerForThisFile } from '@store/shared/testing';
import en from '../../i18n/en.json';
import { renderCheckout } from '../../testing/checkoutHarness.testutil';
import { UnsubscribePage } from './UnsubscribePage';

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
