import { gql, useApi } from './helpers';

const QUERY = 'query ProductCountries($slug: String!) { productCountries(slug: $slug) { slug name countryCodes } }';

describe('GraphQL productCountries (the country-free product page)', () => {
  const api = useApi();

  test('a game sold in some countries: its name and exactly those countries', async () => {
    const res = await gql(api.base, QUERY, { slug: 'mobile-legends' });
    expect(res.status).toBe(200);
    const found = res.body.data.productCountries;
    expect(found.name).toBe('Mobile Legends: Bang Bang');
    expect(found.countryCodes).toEqual(expect.arrayContaining(['sg', 'id']));
    expect(found.countryCodes).not.toContain('fr');
  });

  test('a game nobody sells is null', async () => {
    const res = await gql(api.base, QUERY, { slug: 'no-such-game' });
    expect(res.status).toBe(200);
    expect(res.body.data.productCountries).toBeNull();
  });

  test('an address that cannot be a game is refused', async () => {
    const res = await gql(api.base, QUERY, { slug: '<script>' });
    expect(res.status).toBe(400);
  });
});
