import { screen } from '@testing-library/react';
import { catalogTestbed } from '../testing/catalogTestbed.testutil';
import { InfoBar } from './InfoBar';

const items = [
  { id: 1, text: 'Instant delivery on every top-up.', link: null },
  { id: 2, text: 'Pay with Codacash for faster checkout.', link: '/codacash' },
];

function renderBar(storefront: Parameters<typeof catalogTestbed>[0]['storefront']) {
  const { store, renderPage } = catalogTestbed({ shop: (path) => (path === '/infoBar' ? { items } : { items: [] }), storefront });
  store.shop.setCountry('sg');
  renderPage(<InfoBar pageType="home" />, '/en-sg/');
}

describe('InfoBar', () => {
  it('shows every announcement on a storefront that sells the wallet, the Codacash one as a link', async () => {
    renderBar({});
    expect(await screen.findByRole('link', { name: 'Pay with Codacash for faster checkout.' })).toHaveAttribute('href', '/en-sg/codacash');
    expect(screen.getByText('Instant delivery on every top-up.')).toBeInTheDocument();
  });

  it.each<[string, NonNullable<Parameters<typeof catalogTestbed>[0]['storefront']>]>([
    ['the white-label store', { whitelabelId: 2 }],
    ['a storefront without the wallet remote', { remotes: ['catalog', 'checkout'] }],
  ])('leaves the Codacash announcement out on %s', async (_name, storefront) => {
    renderBar(storefront);
    expect(await screen.findByText('Instant delivery on every top-up.')).toBeInTheDocument();
    expect(screen.queryByText('Pay with Codacash for faster checkout.')).toBeNull();
  });
});
