import type { Query } from '@tanstack/react-query';
import { storeQueryKey, type StoreQueryInputs } from '@store/shared';

/** The catalog's query keys: ['catalog', name, { ...params, countryCode, language, identity }]. */
export function catalogQueryKey<P extends object>(name: string, inputs: StoreQueryInputs, params: P) {
  return storeQueryKey(['catalog', name], inputs, params);
}

type KeyWithInputs = readonly [string, string, Readonly<Record<string, unknown>>];

/**
 * placeholderData: while the same thing loads in another language, the previous answer stays on screen,
 * so the page does not blank out and the form below it keeps what the shopper typed. Anything else
 * (another game, country or person) starts from nothing.
 */
export function keepWhileLanguageChanges<K extends KeyWithInputs>(key: K) {
  return <T>(previous: T | undefined, previousQuery: Query<T, Error, T, K> | undefined): T | undefined => {
    const before = previousQuery?.queryKey[2];
    if (!before || previousQuery.queryKey[0] !== key[0] || previousQuery.queryKey[1] !== key[1]) return undefined;
    const now = key[2];
    const names = new Set([...Object.keys(before), ...Object.keys(now)]);
    names.delete('language');
    return [...names].every((n) => Object.is(before[n], now[n])) ? previous : undefined;
  };
}
