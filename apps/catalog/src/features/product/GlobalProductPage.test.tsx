import '@testing-library/jest-dom';
import { screen, within } from '@testing-library/react';
import { catalogTestbed, type GraphqlCall } from '../../testing/catalogTestbed.testutil';
import { GlobalProductPage } from './GlobalProductPage';

/** Mobile Legends is sold in Singapore and Indonesia only. */
function availabilityApi(call: GraphqlCall) {
  if (call.operationName !== 'ProductCountries') throw new Error(`unexpected ${call.operationName}`);
  if (call.variables.slug !== 'mobile-legends') return { productCountries: null };
  return { productCountries: { slug: 'mobile-legends', name: 'Mobile Legends', countryCodes: ['sg', 'id'] } };
}

describe('GlobalProductPage', () => {
  test('a game sold nowhere ends on the not-found page, not on a page made up from its address', async () => {
    const { renderPage } = catalogTestbed({ graphql: availabilityApi });
    renderPage(<GlobalProductPage gameName="no-such-game" />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Game not found' })).toBeInTheDocument();
    expect(screen.queryByText('No Such Game')).toBeNull();
    expect(document.querySelector('[data-page="not-found"]')).not.toBeNull();
    expect(screen.getByRole('link', { name: 'See all games' })).toHaveAttribute('href', '/');
  });

  test('a game sold somewhere shows its real name and only the countries that sell it', async () => {
    const { renderPage } = catalogTestbed({ graphql: availabilityApi, shop: () => ({ countryIsoCode: 'ID' }) });
    renderPage(<GlobalProductPage gameName="mobile-legends" />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Mobile Legends' })).toBeInTheDocument();
    const select = screen.getByRole('combobox', { name: 'Country' });
    expect(within(select).getAllByRole('option').map((o) => o.getAttribute('value'))).toEqual(expect.arrayContaining(['sg', 'id']));
    expect(within(select).getAllByRole('option')).toHaveLength(2);
    // The detected country (Indonesia) comes first.
    expect(await screen.findByRole('link', { name: 'Shop in Indonesia' })).toHaveAttribute('href', '/id-id/mobile-legends');
  });
});
