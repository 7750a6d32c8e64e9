import { createCatalogApi } from '../../../lib/catalogApi';
import { catalogTestbed } from '../../../testing/catalogTestbed.testutil';
import { productQuery } from './productQueries';

describe('productQuery', () => {
  test('asks in the language of its key, whatever the shop language is when the request goes out', async () => {
    // The shell's locale gate can put the address's language back for a moment while a switch starts:
    // an answer must never be stored under a key of another language.
    const { store, graphqlCalls, queryClient } = catalogTestbed({ graphql: () => ({ product: null }) });
    store.shop.setCountry('sa', 'en');
    const api = createCatalogApi(store.api.graphql, () => store.shop.country);
    await queryClient.fetchQuery(productQuery(api, { countryCode: 'sa', language: 'ar', identity: 'guest' }, 'football-legends'));
    expect(graphqlCalls.map((c) => c.language)).toEqual(['ar']);
  });
});
