import * as z from '@store/shared/schema';
import type { RuntimeConfig } from '@store/shared';
import { createHttpClient, type HttpClient } from './http';
import { consoleLogger, type ApiLogger } from './identity';

export const SearchResultSchema = z.looseObject({});
export type SearchResult = z.infer<typeof SearchResultSchema>;

const SearchResponseSchema = z.union([
  z.object({ errorMessage: z.string().check(z.minLength(1)) }),
  z.object({ results: z.array(SearchResultSchema) }),
]);

/** What the search screen keeps (section 3 search state): results, or an error message, or the network-error flag. */
export interface SearchOutcome {
  readonly results: SearchResult[];
  readonly errorMessage?: string;
  /** Section 8: "Search network errors set an error flag." */
  readonly networkError: boolean;
}

export interface SearchClient {
  search(params: Record<string, unknown>): Promise<SearchOutcome>;
  readonly http: HttpClient;
}

export interface SearchClientDeps {
  timeoutMs?: number;
  log?: ApiLogger;
  /** fetch to use (defaults to the global one). */
  fetch?: typeof fetch;
}

/** POST {search base}/search (section 7); never throws. */
export function createSearchClient(config: RuntimeConfig, deps: SearchClientDeps = {}): SearchClient {
  const log = deps.log ?? consoleLogger;
  const http = createHttpClient({
    baseUrl: config.api.searchBaseUrl,
    ...(deps.timeoutMs ? { timeoutMs: deps.timeoutMs } : {}),
    ...(deps.fetch ? { fetch: deps.fetch } : {}),
  });
  return {
    http,
    async search(params) {
      try {
        const res = await http.post('/search', params);
        const parsed = SearchResponseSchema.safeParse(res.data);
        if (!parsed.success) {
          log('search: invalid response', parsed.error);
          return { results: [], networkError: true };
        }
        return 'errorMessage' in parsed.data
          ? { results: [], errorMessage: parsed.data.errorMessage, networkError: false }
          : { results: parsed.data.results, networkError: false };
      } catch (e) {
        log('search: failed', e);
        return { results: [], networkError: true };
      }
    },
  };
}
