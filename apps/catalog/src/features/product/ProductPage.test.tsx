import '@testing-library/jest-dom';
import { act, screen, waitFor } from '@testing-library/react';
import { catalogTestbed, type GraphqlCall } from '../../testing/catalogTestbed.testutil';
import { ProductPage } from './ProductPage';

const DESCRIPTION: Record<string, string> = {
  en: 'Top up Coins for Football Legends instantly.',
  ar: 'اشحن عملات أساطير كرة القدم فورًا.',
};

/** The API translates the description by Accept-Language, as apps/api does. */
function productApi(call: GraphqlCall) {
  if (call.operationName !== 'ProductCard') throw new Error(`unexpected ${call.operationName}`);
  if (call.variables.slug !== 'football-legends') return { product: null };
  const description = DESCRIPTION[call.language ?? 'en'] ?? DESCRIPTION.en;
  return {
    product: { slug: 'football-legends', name: 'Football Legends', publisher: 'Store', description, image: null, currency: 'SAR', requiresZoneId: false, denominations: [{ price: 5 }] },
  };
}

describe('ProductPage', () => {
  test('a language switch loads the product again in the new language, keeping the page on screen meanwhile', async () => {
    const { store, graphqlCalls, renderPage } = catalogTestbed({ graphql: productApi });
    store.shop.setCountry('sa', 'en');
    renderPage(<ProductPage gameName="football-legends" />);
    expect(await screen.findByText(DESCRIPTION.en as string)).toBeInTheDocument();
    expect(graphqlCalls.map((c) => c.language)).toEqual(['en']);

    act(() => {
      store.shop.setLanguage('ar');
    });
    // While Arabic loads, the English page stays (the top-up form below it keeps its entries).
    expect(screen.getByRole('heading', { level: 1, name: 'Football Legends' })).toBeInTheDocument();
    expect(await screen.findByText(DESCRIPTION.ar as string)).toBeInTheDocument();
    expect(graphqlCalls.map((c) => c.language)).toEqual(['en', 'ar']);
  });

  test("the header shows the game's banner across the top and its tile beside the name, both decorative and sized", async () => {
    const { store, renderPage } = catalogTestbed({
      graphql: (call) => {
        const answer = productApi(call) as { product: Record<string, unknown> };
        return { product: { ...answer.product, image: 'http://api.test/images/games/football-legends.svg', banner: 'http://api.test/images/banners/football-legends.svg' } };
      },
    });
    store.shop.setCountry('sg');
    renderPage(<ProductPage gameName="football-legends" />);
    await screen.findByRole('heading', { level: 1, name: 'Football Legends' });
    const banner = document.querySelector<HTMLImageElement>('img.product-page__banner');
    expect(banner?.getAttribute('src')).toBe('http://api.test/images/banners/football-legends.svg');
    expect(banner?.getAttribute('alt')).toBe('');
    expect([banner?.getAttribute('width'), banner?.getAttribute('height')]).toEqual(['1200', '400']);
    const tile = document.querySelector<HTMLImageElement>('.product-page__header img');
    expect(tile?.getAttribute('src')).toBe('http://api.test/images/games/football-legends.svg');
    expect(tile?.getAttribute('alt')).toBe('');
  });

  test('the document is titled "{game} | {store}", like every other page', async () => {
    const { store, renderPage } = catalogTestbed({ graphql: productApi });
    store.shop.setCountry('sg');
    renderPage(<ProductPage gameName="football-legends" />);
    await screen.findByRole('heading', { level: 1, name: 'Football Legends' });
    await waitFor(() => expect(document.title).toBe(store.theme?.name ? `Football Legends | ${store.theme.name}` : 'Football Legends'));
  });

  test('an unknown game ends on the not-found page with a way to all games', async () => {
    const { store, renderPage } = catalogTestbed({ graphql: productApi });
    store.shop.setCountry('sg');
    renderPage(<ProductPage gameName="no-such-game" />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Game not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See all games' })).toHaveAttribute('href', '/en-sg/');
    await waitFor(() => expect(document.querySelector('[data-page="not-found"]')).not.toBeNull());
  });

  test('a failed load offers Retry, and Retry asks again', async () => {
    let fail = true;
    const { store, graphqlCalls, renderPage } = catalogTestbed({
      graphql: (call) => {
        if (fail) throw new Error('down');
        return productApi(call);
      },
    });
    store.shop.setCountry('sg');
    renderPage(<ProductPage gameName="football-legends" />);
    const retry = await screen.findByRole('button', { name: 'Retry' });
    fail = false;
    act(() => retry.click());
    expect(await screen.findByRole('heading', { level: 1, name: 'Football Legends' })).toBeInTheDocument();
    expect(graphqlCalls).toHaveLength(2);
  });
});
