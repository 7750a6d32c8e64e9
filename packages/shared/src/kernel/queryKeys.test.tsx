/** @jest-environment jsdom */
import { act, render, screen } from '@testing-library/react';
import { RuntimeConfigSchema } from './runtimeConfig';
import { testConfig } from '../api/testServer.testutil';
import { RootStore } from '../stores/RootStore';
import { StoreProvider } from './StoreContext';
import { identityOf, storeQueryInputs, storeQueryKey, useStoreQueryInputs } from './queryKeys';

const rootStore = () => new RootStore({ config: RuntimeConfigSchema.parse(testConfig('http://api.test')) });
const PLAYER = { name: 'P', id: 'p-7', status: 1, country: 'SG', accessToken: 'tok' };

describe('storeQueryKey', () => {
  test('carries country, language and identity beside the query parameters', () => {
    const key = storeQueryKey(['catalog', 'product'], { countryCode: 'sa', language: 'ar', identity: 'guest' }, { slug: 'football-legends' });
    expect(key).toEqual(['catalog', 'product', { slug: 'football-legends', countryCode: 'sa', language: 'ar', identity: 'guest' }]);
  });

  test('a parameter cannot hide the shop inputs', () => {
    const key = storeQueryKey(['catalog', 'products'], { countryCode: 'sg', language: 'en', identity: 'guest' }, { language: 'xx' });
    expect(key[2].language).toBe('en');
  });
});

describe('identityOf / storeQueryInputs', () => {
  test('guest, signed-in user by sub, partner account by player id', () => {
    const store = rootStore();
    store.shop.setCountry('sa', 'ar');
    expect(storeQueryInputs(store)).toEqual({ countryCode: 'sa', language: 'ar', identity: 'guest' });
    store.session.completeSignIn({ sub: 'u-1', email: 'a@b.co' });
    expect(identityOf(store.session)).toBe('user:u-1');
    store.session.setPartnerAccount(PLAYER);
    expect(identityOf(store.session)).toBe('partner:p-7');
    store.session.signOut();
    expect(identityOf(store.session)).toBe('guest');
  });

  test('a soft-signed-in guest asks as a guest (their calls carry no token)', () => {
    const store = rootStore();
    store.session.setSoftSignedIn({ email: 'a@b.co' });
    expect(identityOf(store.session)).toBe('guest');
  });
});

describe('useStoreQueryInputs', () => {
  function Inputs() {
    const inputs = useStoreQueryInputs();
    return <p>{`${inputs.countryCode}/${inputs.language}/${inputs.identity}`}</p>;
  }

  test('re-renders a plain (non-observer) component when the language or the identity changes', () => {
    const store = rootStore();
    store.shop.setCountry('sa', 'en');
    render(
      <StoreProvider store={store}>
        <Inputs />
      </StoreProvider>,
    );
    expect(screen.getByText('sa/en/guest')).toBeTruthy();
    act(() => {
      store.shop.setLanguage('ar');
    });
    expect(screen.getByText('sa/ar/guest')).toBeTruthy();
    act(() => {
      store.session.completeSignIn({ sub: 'u-2' });
    });
    expect(screen.getByText('sa/ar/user:u-2')).toBeTruthy();
  });
});
