import '@testing-library/jest-dom';
import { screen } from '@testing-library/react';
import { catalogTestbed } from '../../testing/catalogTestbed.testutil';
import { SearchResultsPage } from './SearchResultsPage';

const FOOTBALL = { slug: 'football-legends', name: 'Football Legends', publisher: 'Store', description: '', image: null, currency: 'SGD', requiresZoneId: false, denominations: [{ price: 0.99 }] };

describe('SearchResultsPage', () => {
  test('an empty search asks for a game name (no "Game not found", no search sent)', async () => {
    const { store, searchCalls, renderPage } = catalogTestbed({});
    store.shop.setCountry('sg');
    renderPage(<SearchResultsPage searchString="" />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Search games' })).toBeInTheDocument();
    expect(screen.getByText('Type the name of a game to find it.')).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Find a game' })).toBeInTheDocument();
    expect(screen.queryByText('Game not found')).toBeNull();
    expect(searchCalls).toEqual([]);
  });

  test("its form is a plain GET of q to the country's search page, so it finds games before the page's code runs", async () => {
    const { store, renderPage } = catalogTestbed({});
    store.shop.setCountry('sg');
    renderPage(<SearchResultsPage searchString="" />);
    const field = await screen.findByRole('searchbox', { name: 'Find a game' });
    expect(field).toHaveAttribute('name', 'q');
    const form = screen.getByRole('search');
    expect(form).toHaveAttribute('action', '/en-sg/search/');
    expect(form).toHaveAttribute('method', 'get');
  });

  test('a search shows the games found in the shop country', async () => {
    const { store, searchCalls, renderPage } = catalogTestbed({ search: () => ({ results: [FOOTBALL] }) });
    store.shop.setCountry('sg');
    renderPage(<SearchResultsPage searchString="football" />);
    expect(await screen.findByRole('link', { name: 'Football Legends' })).toHaveAttribute('href', '/en-sg/football-legends');
    expect(screen.getByRole('status')).toHaveTextContent('1 game found');
    expect(searchCalls).toEqual([{ searchString: 'football', countryCode: 'sg' }]);
  });
});
