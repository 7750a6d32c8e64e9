import '@testing-library/jest-dom';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { COUNTRIES } from '@store/shared/domain';
import { renderInShell } from '../../test/shellHarness.testutil';
import { COUNTRY_FLAGS } from './countryFlags';
import { InternationalPage } from './InternationalPage';

test('every country of the table has its flag file (and no flag is bundled for a country the store does not sell in)', () => {
  expect(Object.keys(COUNTRY_FLAGS).sort()).toEqual(COUNTRIES.map((c) => c.code.toLowerCase()).sort());
});

test('regions are sections; each country is a link with its flag and its names', async () => {
  await renderInShell(<InternationalPage />, { path: '/international' });
  const asia = screen.getByRole('region', { name: 'Southeast Asia' });
  const thailand = within(asia).getByRole('link', { name: /^Thailand/ });
  expect(thailand).toHaveAttribute('href', '/th-th/');
  const flag = thailand.querySelector('img');
  expect(flag).toHaveAttribute('alt', '');
  expect(flag).toHaveAttribute('width', '32');
  expect(flag).toHaveAttribute('height', '24');
  expect(within(thailand).getByText('ประเทศไทย')).toHaveAttribute('lang', 'th');
  // The search is the kit's labelled field, not a bare input.
  expect(screen.getByRole('searchbox', { name: 'Search for a country' })).toHaveClass('ui-field__input');
});

test('a search that matches nothing says so and offers to clear it, which brings every country back', async () => {
  const user = userEvent.setup();
  await renderInShell(<InternationalPage />, { path: '/international' });
  await user.type(screen.getByRole('searchbox', { name: 'Search for a country' }), 'Atlantis');
  expect(screen.getByText('No country matches your search.')).toBeVisible();
  expect(screen.queryAllByRole('link')).toHaveLength(0);
  await user.click(screen.getByRole('button', { name: 'Clear search' }));
  expect(screen.getByRole('searchbox', { name: 'Search for a country' })).toHaveValue('');
  expect(screen.getByRole('link', { name: /^Singapore/ })).toBeVisible();
  expect(screen.queryByText('No country matches your search.')).toBeNull();
});

test('in the partner store, a coming-soon country is listed with its flag but is not a link', async () => {
  await renderInShell(<InternationalPage />, { path: '/international', whiteLabel: true });
  const southAsia = screen.getByRole('region', { name: 'South Asia' });
  expect(within(southAsia).queryByRole('link', { name: /Bangladesh/ })).toBeNull();
  const soon = within(southAsia).getByText('Bangladesh').closest('.international__country');
  expect(soon).toHaveAttribute('aria-disabled', 'true');
  expect(soon?.querySelector('img')).not.toBeNull();
  expect(within(soon as HTMLElement).getByText('coming soon')).toBeVisible();
});
