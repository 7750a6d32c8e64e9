import { ROUTE_NAMES } from '@store/shared/domain';
import en from '../i18n/en.json';
import { ROUTE_TITLE_KEYS } from './routeTitles';

test('every route has a title in the shell catalogue, or is a page that titles itself', () => {
  const catalogue: Record<string, string> = en;
  for (const name of ROUTE_NAMES) {
    const key = ROUTE_TITLE_KEYS[name];
    if (key !== null) expect(catalogue[key]).toEqual(expect.any(String));
  }
  expect(ROUTE_TITLE_KEYS.ProductDetail).toBeNull();
});
