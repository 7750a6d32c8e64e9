import '@testing-library/jest-dom';
import { act, screen, waitFor } from '@testing-library/react';
import { catalogTestbed } from '../../testing/catalogTestbed.testutil';
import { HomePage } from './HomePage';

const card = (name: string) => ({ slug: 'football-legends', name, publisher: 'Store', description: '', image: null, currency: 'SAR', requiresZoneId: false, denominations: [{ price: 5 }] });

describe('HomePage', () => {
  test('games, promos, info bar and banners are loaded for the shop country and language, and again after a language switch', async () => {
    const shopCalls: Array<{ path: string; body: unknown }> = [];
    const { store, graphqlCalls, renderPage } = catalogTestbed({
      graphql: (call) => ({ products: [card(call.language === 'ar' ? 'أساطير كرة القدم' : 'Football Legends')] }),
      shop: (path, body) => {
        shopCalls.push({ path, body });
        if (path === '/homeHighlightedPromo') return { itemList: [{ promoId: 1, title: (body as { locale: string }).locale }] };
        if (path === '/homePage') return { banners: [{ title: `banner ${(body as { shopLang: string }).shopLang}` }] };
        return { items: [] };
      },
    });
    store.shop.setCountry('sa', 'en');
    renderPage(<HomePage />);
    expect(await screen.findByRole('link', { name: 'Football Legends' })).toBeInTheDocument();
    expect(screen.getByText('en-sa')).toBeInTheDocument();
    expect(screen.getByText('banner en')).toBeInTheDocument();

    act(() => {
      store.shop.setLanguage('ar');
    });
    expect(await screen.findByRole('link', { name: 'أساطير كرة القدم' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByText('ar-sa')).toBeInTheDocument());
    expect(screen.getByText('banner ar')).toBeInTheDocument();
    expect(graphqlCalls.map((c) => c.language)).toEqual(['en', 'ar']);
    expect(shopCalls.filter((c) => c.path === '/infoBar')).toHaveLength(2);
  });

  test('a partner storefront with promotions and search switched off neither asks for promos nor shows either', async () => {
    const shopCalls: string[] = [];
    const { store, renderPage } = catalogTestbed({
      graphql: () => ({ products: [card('Football Legends')] }),
      shop: (path) => {
        shopCalls.push(path);
        return path === '/homeHighlightedPromo' ? { itemList: [{ promoId: 1, title: 'A promo' }] } : { items: [] };
      },
      enable: { promotion: false, search: false },
    });
    store.shop.setCountry('sg', 'en');
    renderPage(<HomePage />);
    expect(await screen.findByRole('link', { name: 'Football Legends' })).toBeInTheDocument();
    expect(screen.queryByText('A promo')).not.toBeInTheDocument();
    expect(screen.queryByRole('search')).not.toBeInTheDocument();
    expect(shopCalls).not.toContain('/homeHighlightedPromo');
  });
});
