import { countryByCode, type Country } from '@store/shared/domain';
import type { GraphqlRequest } from '@store/shared/api';
import { pageInCountry } from './pageInCountry';

const INDONESIA = countryByCode('id') as Country;

/** A GraphQL client whose catalogue sells only football-legends in Indonesia. */
function catalogue() {
  const requests: Array<GraphqlRequest<never>> = [];
  const request = jest.fn(async (req: GraphqlRequest<never>) => {
    requests.push(req);
    const { countryCode, slug } = req.variables as { countryCode: string; slug: string };
    return { product: countryCode === 'id' && slug === 'football-legends' ? { slug } : null } as never;
  });
  return { graphql: { request }, requests };
}

describe("whether a page is there in another country's store", () => {
  it("a game's page: when that country sells the game (asked of that country's catalogue)", async () => {
    const { graphql, requests } = catalogue();
    expect(await pageInCountry(graphql, '/football-legends', INDONESIA)).toBe(true);
    expect(requests[0]).toEqual(expect.objectContaining({ variables: { countryCode: 'id', slug: 'football-legends' }, country: INDONESIA }));
    expect(await pageInCountry(graphql, '/only-in-singapore', INDONESIA)).toBe(false);
  });

  it('another page of the route table is there without asking; an address no route matches is not', async () => {
    const { graphql } = catalogue();
    expect(await pageInCountry(graphql, '/help', INDONESIA)).toBe(true);
    expect(await pageInCountry(graphql, '/user/transactions', INDONESIA)).toBe(true);
    expect(await pageInCountry(graphql, '/a/b/c', INDONESIA)).toBe(false);
    expect(graphql.request).not.toHaveBeenCalled();
  });
});
