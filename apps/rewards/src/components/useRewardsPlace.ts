import { useRootStore } from '@store/shared';
import { countryNameOnPage, formatAmount, localeSegment, routePath, type Country, type CountryRouteName, intlLocale } from '@store/shared/domain';

export interface RewardsPlace {
  readonly country: Country | undefined;
  readonly language: string;
  /** A country's name in the shop language. */
  countryName(country: Country | undefined): string;
  /** The path of a country page in the shop's language (with a query, if given); '/' before a country is chosen. */
  path(route: CountryRouteName, query?: Readonly<Record<string, string>>): string;
  /** An amount in the shop currency, as shoppers read it (S$0.19, Rp 1.520). */
  money(amount: number): string;
  /** A date in the shop language (12 Jan 2027). */
  date(iso: string): string;
}

/** Where the shopper is: the shop country's paths, money and dates. */
export function useRewardsPlace(): RewardsPlace {
  const { shop } = useRootStore();
  const country = shop.country;
  const language = shop.language?.code ?? 'en';
  return {
    country,
    language,
    countryName: (c) => countryNameOnPage(c, country, language),
    path: (route, query) => (country ? routePath(route, { countryCode: localeSegment(country, shop.language) }, query) : '/'),
    money: (amount) => (country ? formatAmount(amount, country) : String(amount)),
    date: (iso) => {
      const d = new Date(iso);
      if (Number.isNaN(d.getTime())) return '';
      try {
        return new Intl.DateTimeFormat(intlLocale(language), { dateStyle: 'medium', timeZone: 'UTC' }).format(d);
      } catch {
        return d.toISOString().slice(0, 10);
      }
    },
  };
}
