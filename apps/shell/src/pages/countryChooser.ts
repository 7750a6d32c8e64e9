import { COUNTRIES, PARTNER_UPCOMING_COUNTRIES, REGIONS, type Country, type Region } from '@store/shared/domain';

export interface ChooserCountry {
  readonly country: Country;
  /** Listed but not selectable (readings 11: Bangladesh in the partner store). */
  readonly comingSoon: boolean;
}

export interface RegionGroup {
  readonly region: Region;
  readonly countries: readonly ChooserCountry[];
}

function normalise(s: string): string {
  return s.normalize('NFD').replace(/\p{Diacritic}/gu, '').toLowerCase().trim();
}

/** The countries of the nine regions, filtered by a name query (English or native name), sorted by English name. */
export function countryGroups(query: string, whiteLabel: boolean): RegionGroup[] {
  const q = normalise(query);
  const upcoming: readonly string[] = whiteLabel ? PARTNER_UPCOMING_COUNTRIES : [];
  const matches = (c: Country) => q === '' || normalise(c.enName).includes(q) || normalise(c.name).includes(q);
  return REGIONS.map((region) => ({
    region,
    countries: COUNTRIES.filter((c) => c.region === region && matches(c))
      .slice()
      .sort((a, b) => a.enName.localeCompare(b.enName))
      .map((country) => ({ country, comingSoon: upcoming.includes(country.code) })),
  })).filter((g) => g.countries.length > 0);
}
