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

  test("the tagline names the country in the page's language (the UAE's own name in the table is English)", async () => {
    const { store, renderPage } = catalogTestbed({ graphql: () => ({ products: [card('Football Legends')] }), shop: () => ({ items: [], itemList: [] }) });
    store.shop.setCountry('ae', 'en');
    renderPage(<HomePage />);
    expect(await screen.findByText(/United Arab Emirates/)).toHaveClass('home__tagline');
    act(() => {
      store.shop.setLanguage('ar');
    });
    await waitFor(() => expect(document.querySelector('.home__tagline')).toHaveTextContent('الإمارات العربية المتحدة'));
    expect(document.querySelector('.home__tagline')).not.toHaveTextContent('United Arab Emirates');
    // A Latin publisher on the Arabic page keeps its own direction (its ellipsis at its end).
    expect(screen.getByText('Store', { selector: '.product-card__publisher' })).toHaveAttribute('dir', 'auto');
  });

  test('the page paints once the info bar has answered too: its announcements never push the games down', async () => {
    let announce: (answer: unknown) => void = () => undefined;
    const { store, renderPage } = catalogTestbed({
      graphql: () => ({ products: [card('Football Legends')] }),
      shop: (path) =>
        path === '/infoBar' ? new Promise((resolve) => (announce = resolve)) : { items: [], itemList: [] },
    });
    store.shop.setCountry('sg', 'en');
    const { container } = renderPage(<HomePage />);
    await waitFor(() => expect(container.querySelector('[data-remote-page="catalog"]')).toHaveAttribute('aria-busy', 'true'));
    await act(async () => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(screen.queryByRole('link', { name: 'Football Legends' })).toBeNull();
    await act(async () => announce({ items: [{ id: 1, text: 'Instant delivery on every top-up.' }] }));
    expect(await screen.findByRole('link', { name: 'Football Legends' })).toBeInTheDocument();
    expect(screen.getByText('Instant delivery on every top-up.')).toBeInTheDocument();
  });

  test("the carousel shows each banner's art under its title (decorative, sized 3:1) and the grid each game's tile", async () => {
    const { store, renderPage } = catalogTestbed({
      graphql: () => ({ products: [{ ...card('Football Legends'), image: 'http://api.test/images/games/football-legends.svg' }] }),
      shop: (path) => {
        if (path === '/homePage') {
          return {
            banners: [
              { title: '20% off Football Legends', image: 'http://api.test/images/banners/football-legends.svg', link: '/football-legends' },
              { title: 'No art yet', link: '/' },
            ],
          };
        }
        return { items: [], itemList: [] };
      },
    });
    store.shop.setCountry('sg', 'en');
    renderPage(<HomePage />);
    const slide = await screen.findByRole('link', { name: '20% off Football Legends' });
    const art = slide.querySelector('img');
    expect(art?.getAttribute('src')).toBe('http://api.test/images/banners/football-legends.svg');
    expect(art?.getAttribute('alt')).toBe('');
    expect([art?.getAttribute('width'), art?.getAttribute('height')]).toEqual(['1200', '400']);
    const tile = screen.getByRole('link', { name: 'Football Legends' }).closest('li')?.querySelector('img');
    expect(tile?.getAttribute('src')).toBe('http://api.test/images/games/football-legends.svg');
    expect([tile?.getAttribute('width'), tile?.getAttribute('height')]).toEqual(['160', '160']);

    // A banner without art is its title alone.
    act(() => screen.getByRole('button', { name: 'Next banner' }).click());
    expect(await screen.findByRole('link', { name: 'No art yet' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'No art yet' }).querySelector('img')).toBeNull();

    // A dot per banner says which one shows, and opens its banner.
    expect(screen.getByRole('button', { name: '2 of 2' })).toHaveAttribute('aria-current', 'true');
    act(() => screen.getByRole('button', { name: '1 of 2' }).click());
    expect(await screen.findByRole('link', { name: '20% off Football Legends' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '1 of 2' })).toHaveAttribute('aria-current', 'true');
    expect(screen.getByRole('button', { name: '2 of 2' })).not.toHaveAttribute('aria-current');
  });

  test('the page is headed by what it sells, not "Home"; its search is the header\'s, and promos are offer cards', async () => {
    const { store, renderPage } = catalogTestbed({
      graphql: () => ({ products: [card('Football Legends')] }),
      shop: (path) =>
        path === '/homeHighlightedPromo'
          ? { itemList: [{ promoId: 1, title: '20% off Coins', description: 'This week only.', promoCode: 'FOOTY20', productPath: 'football-legends' }] }
          : { items: [] },
    });
    store.shop.setCountry('sg', 'en');
    renderPage(<HomePage />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Game top-ups' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Home' })).not.toBeInTheDocument();
    expect(screen.queryByRole('search')).not.toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Game top-ups' })).toContainElement(screen.getByRole('link', { name: 'Football Legends' }));
    const promo = screen.getByText('20% off Coins').closest('li');
    expect(promo).toHaveClass('ui-card');
    expect(promo).toHaveTextContent('FOOTY20');
    expect(screen.getByRole('link', { name: 'Shop now' })).toHaveAttribute('href', '/en-sg/football-legends');
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
