import { reaction } from 'mobx';
import type { CookieJar, ShopStore } from '@store/shared';
import { SHOP_COUNTRY_KEY, SWITCHED_LANGUAGE_KEY } from './shopPersistence';

/**
 * The shopper's country and switched language, as the store's server sees them: localStorage never reaches a
 * server, so the shell mirrors the choice into two cookies of the same names (docs/decisions/stored-country-cookie.md).
 */
export interface StoredShopChoice {
  readonly country: string | null;
  readonly switchedLanguage: string | null;
}

export const NO_SHOP_CHOICE: StoredShopChoice = { country: null, switchedLanguage: null };

/** A year: the choice is remembered as long as localStorage would keep it in practice. */
const COOKIE_LIFETIME_MS = 365 * 24 * 60 * 60 * 1000;

/** Keeps the cookies in step with the shop, from the start (a choice made before the cookies existed is mirrored too). */
export function mirrorShopChoiceToCookies(shop: Pick<ShopStore, 'countryCode' | 'switchedLanguage'>, cookies: CookieJar, now: () => number = Date.now): () => void {
  return reaction(
    () => [shop.countryCode, shop.switchedLanguage] as const,
    ([country, switched]) => {
      const expires = new Date(now() + COOKIE_LIFETIME_MS);
      if (country) cookies.set(SHOP_COUNTRY_KEY, country, expires);
      if (switched) cookies.set(SWITCHED_LANGUAGE_KEY, switched, expires);
      else cookies.remove(SWITCHED_LANGUAGE_KEY);
    },
    { fireImmediately: true },
  );
}

const COOKIE_VALUE = /^[a-z]{2}$/i;

/** The cookies of a request's Cookie header, by name (values percent-decoded where they decode). */
export function cookiesOfHeader(header: string | undefined): Record<string, string> {
  const values: Record<string, string> = {};
  for (const part of (header ?? '').split(';')) {
    const eq = part.indexOf('=');
    if (eq <= 0) continue;
    const raw = part.slice(eq + 1).trim();
    try {
      values[part.slice(0, eq).trim()] = decodeURIComponent(raw);
    } catch {
      values[part.slice(0, eq).trim()] = raw;
    }
  }
  return values;
}

/** The stored choice in a request's Cookie header; anything that is not a two-letter code is ignored. */
export function shopChoiceOfCookieHeader(header: string | undefined): StoredShopChoice {
  if (!header) return NO_SHOP_CHOICE;
  const values = cookiesOfHeader(header);
  const read = (name: string) => {
    const value = values[name];
    return value && COOKIE_VALUE.test(value) ? value.toLowerCase() : null;
  };
  return { country: read(SHOP_COUNTRY_KEY), switchedLanguage: read(SWITCHED_LANGUAGE_KEY) };
}
