import '@testing-library/jest-dom';
import { screen } from '@testing-library/react';
import en from '../../i18n/en.json';
import { catalogTestbed } from '../../testing/catalogTestbed.testutil';
import { MarketingPage } from './MarketingPage';

describe('the marketing and partnership page', () => {
  it('tells partners what the store offers, how to work with it and how campaign links are kept, with a way into the store', async () => {
    const { store, renderPage } = catalogTestbed({});
    store.shop.setCountry('sg', 'en');
    renderPage(<MarketingPage />);
    expect(await screen.findByRole('heading', { level: 1, name: en['marketing.title'] })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: en['marketing.offer.title'] })).toBeInTheDocument();
    for (const kind of ['publishers', 'payments', 'creators'] as const) {
      expect(screen.getByRole('heading', { level: 3, name: en[`marketing.kinds.${kind}.title`] })).toBeInTheDocument();
    }
    expect(screen.getByText(en['marketing.campaigns.body'])).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /^Browse / })).toHaveAttribute('href', '/en-sg/');
  });
});
