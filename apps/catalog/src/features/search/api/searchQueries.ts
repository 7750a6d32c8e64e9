import { queryOptions } from '@tanstack/react-query';
import type { SearchClient } from '@store/shared/api';
import type { StoreQueryInputs } from '@store/shared';
import { itemsOf, ProductCardSchema } from '../../../lib/catalogApi';
import { catalogQueryKey, keepWhileLanguageChanges } from '../../../lib/catalogQuery';

/** Games matching a search in the shop country; a failed search (the client never throws) becomes an error. */
export function searchQuery(search: Pick<SearchClient, 'search'>, inputs: StoreQueryInputs, searchString: string) {
  const queryKey = catalogQueryKey('search', inputs, { searchString });
  return queryOptions({
    queryKey,
    queryFn: async () => {
      const outcome = await search.search({ searchString, countryCode: inputs.countryCode });
      if (outcome.networkError || outcome.errorMessage) throw new Error(outcome.errorMessage ?? 'network');
      return itemsOf(ProductCardSchema, outcome.results);
    },
    placeholderData: keepWhileLanguageChanges(queryKey),
  });
}
