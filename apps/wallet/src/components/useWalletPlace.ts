import { useRootStore } from '@store/shared';
import { countryNameOnPage, formatAmount, localeSegment, routePath, type Country, type CountryRouteName } from '@store/shared/domain';

export interface WalletPlace {
  /** The shop country, once chosen. */
  readonly country: Country | undefined;
  /** A country's name in the shop language (Egypt, مصر, Mesir). */
  countryName(country: Country | undefined): string;
  /** The path of a country page in the shop's language ('/en-sg/wallet/home'); '/' before a country is chosen. */
  path(route: CountryRouteName): string;
  /** An amount in the country's currency, as shoppers read it (S$20.00, Rp 50.000). */
  money(amount: number): string;
}

/** Where the shopper is: the shop country's paths and money. */
export function useWalletPlace(): WalletPlace {
  const { shop } = useRootStore();
  const country = shop.country;
  const language = shop.language?.code ?? 'en';
  return {
    country,
    countryName: (c) => countryNameOnPage(c, country, language),
    path: (route) => (country ? routePath(route, { countryCode: localeSegment(country, shop.language) }) : '/'),
    money: (amount) => (country ? formatAmount(amount, country) : String(amount)),
  };
}
