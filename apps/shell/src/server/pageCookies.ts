import { NOTIFICATION_GUEST_COOKIE } from '@store/shared';
import { CASHBACK_COOKIE } from '@store/shared/domain';
import { cookiesOfHeader } from '../platform/shopChoiceCookie';
import { SHOP_COUNTRY_KEY, SWITCHED_LANGUAGE_KEY } from '../platform/shopPersistence';
import { SIGNED_IN_HINT_COOKIE } from '../platform/signedInHint';
import { AGE_GATE_COOKIE } from '../partner/ageGate';

/**
 * The cookies a page's answer may depend on: the stored shop choice (the root's redirect, a page without a prefix),
 * the signed-in hint (the header), the age gate's answers (an age-gated product page), and the stores' own cookies a render reads (a guest's cashback reward, a guest's
 * notification id). The server sees a request's cookies through this list only, so the page cache can key a page by
 * them: a returning guest's consent cookies, analytics or campaign cookies make no page of their own.
 */
export const COOKIES_PAGES_READ: readonly string[] = [SHOP_COUNTRY_KEY, SWITCHED_LANGUAGE_KEY, SIGNED_IN_HINT_COOKIE, AGE_GATE_COOKIE, CASHBACK_COOKIE, NOTIFICATION_GUEST_COOKIE];

/** A request's Cookie header as pages see it: the cookies they read, in one order; undefined when there are none. */
export function pageCookieHeaderOf(header: string | undefined): string | undefined {
  if (!header) return undefined;
  const values = cookiesOfHeader(header);
  const kept = COOKIES_PAGES_READ.flatMap((name) => (values[name] === undefined ? [] : [`${name}=${encodeURIComponent(values[name])}`]));
  return kept.length > 0 ? kept.join('; ') : undefined;
}
