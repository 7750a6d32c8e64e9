import { REGIONS } from '@store/shared/domain';
import { countryGroups } from './countryChooser';

describe('countryGroups', () => {
  it('groups every country under the nine regions', () => {
    const groups = countryGroups('', false);
    expect(groups.map((g) => g.region)).toEqual(REGIONS.filter((r) => groups.some((g) => g.region === r)));
    expect(groups.flatMap((g) => g.countries).length).toBeGreaterThan(60);
  });

  it('finds a country by English or native name, ignoring case and accents', () => {
    const names = (q: string) => countryGroups(q, false).flatMap((g) => g.countries.map((c) => c.country.code));
    expect(names('singa')).toEqual(['sg']);
    expect(names('INDONESIA')).toContain('id');
    expect(names('zzzz')).toEqual([]);
  });

  it('lists Bangladesh as coming soon in the partner store only', () => {
    const bd = (wl: boolean) => countryGroups('bangladesh', wl)[0]?.countries[0];
    expect(bd(true)?.comingSoon).toBe(true);
    expect(bd(false)?.comingSoon).toBe(false);
  });
});
