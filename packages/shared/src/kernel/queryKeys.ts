import { useMemo, useSyncExternalStore } from 'react';
import { comparer, reaction } from 'mobx';
import type { SessionStore } from '../stores/SessionStore';
import type { ShopStore } from '../stores/ShopStore';
import { useRootStore } from './StoreContext';

/**
 * What every store answer depends on besides its own parameters: the shop country (prices, region), the
 * language (Accept-Language: translated descriptions and field labels) and who asks (the caller's token).
 */
export type StoreQueryInputs = {
  readonly countryCode: string;
  readonly language: string;
  readonly identity: string;
};

/** The identity of a caller whose calls carry no token (guests, soft-signed-in guests): what the server renders as. */
export const GUEST_IDENTITY = 'guest';

/**
 * Who the API sees: a partner account by its player id, a signed-in user by their `sub`, anyone else
 * (guests and soft-signed-in guests, whose calls carry no token) as 'guest'.
 */
export function identityOf(session: Pick<SessionStore, 'partnerAccount' | 'isSignedIn' | 'user'>): string {
  if (session.partnerAccount) return `partner:${session.partnerAccount.playerInfo.id}`;
  if (session.isSignedIn && session.user) return `user:${session.user.sub}`;
  return GUEST_IDENTITY;
}

export interface QueryInputsSource {
  readonly shop: Pick<ShopStore, 'locale'>;
  readonly session: Pick<SessionStore, 'partnerAccount' | 'isSignedIn' | 'user'>;
}

/** The inputs as the stores hold them now. */
export function storeQueryInputs(store: QueryInputsSource): StoreQueryInputs {
  const { countryCode, languageCode } = store.shop.locale;
  return { countryCode, language: languageCode, identity: identityOf(store.session) };
}

/** [remote, what] names a query, e.g. ['catalog', 'product']. */
export type StoreQueryScope = readonly [remote: string, name: string];
export type StoreQueryKey<P extends object = Record<string, never>> = readonly [remote: string, name: string, inputs: StoreQueryInputs & P];

/**
 * The store's query-key convention: ['catalog', 'product', { countryCode, language, identity, slug }].
 * Country, language and identity are always there, so an answer for one shop, language or person is
 * never shown to another, and a change of any of them loads the page's data again.
 */
export function storeQueryKey<P extends object = Record<string, never>>(scope: StoreQueryScope, inputs: StoreQueryInputs, params?: P): StoreQueryKey<P> {
  const { countryCode, language, identity } = inputs;
  return [scope[0], scope[1], { ...(params as P), countryCode, language, identity }];
}

/** A subscription to the inputs for useSyncExternalStore: one object until an input really changes. */
function inputsSubscription(store: QueryInputsSource) {
  let current = storeQueryInputs(store);
  const refresh = () => {
    const next = storeQueryInputs(store);
    if (comparer.structural(current, next)) return false;
    current = next;
    return true;
  };
  return {
    get: () => current,
    subscribe: (notify: () => void) => {
      if (refresh()) notify();
      return reaction(() => storeQueryInputs(store), () => refresh() && notify(), { equals: comparer.structural });
    },
  };
}

/**
 * The page's query inputs, re-rendering the caller when one changes (a language switch, a sign-in).
 * Works in any component, an observer or not.
 */
export function useStoreQueryInputs(): StoreQueryInputs {
  const store = useRootStore();
  const source = useMemo(() => inputsSubscription(store), [store]);
  return useSyncExternalStore(source.subscribe, source.get, source.get);
}
