import { countryByCode, type Country } from './countries';
import { countryHomePath, languageFor, localePrefix, pathAfterLocalePrefix, withLocalePrefix } from './localePath';

const sg = countryByCode('sg') as Country;
const sa = countryByCode('sa') as Country;
const ae = countryByCode('ae') as Country;

describe('locale helpers', () => {
  it('languageFor, countryHomePath, withLocalePrefix, pathAfterLocalePrefix', () => {
    expect(languageFor(ae, 'ar').code).toBe('ar');
    expect(languageFor(ae, null).code).toBe('en');
    expect(countryHomePath(sa)).toBe('/ar-sa/');
    expect(localePrefix(sg)).toBe('/en-sg');
    expect(withLocalePrefix('codacash', ae, ae.languages[1] as never)).toBe('/ar-ae/codacash');
    expect(withLocalePrefix('/codacash', sg, sg.languages[0] as never)).toBe('/en-sg/codacash');
    expect(pathAfterLocalePrefix('/en-sg/codacash')).toBe('/codacash');
    expect(pathAfterLocalePrefix('/en-sg')).toBe('/');
  });
});
