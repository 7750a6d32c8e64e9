import { RETURN_TO_PARAM, routePath, type KeyValueStorage } from '@store/shared/domain';
import { safeReturnPath } from './localeResolution';

export { RETURN_TO_PARAM } from '@store/shared/domain';
/** Where the shell keeps the returnTo of a sign-in page's address. */
export const RETURN_PATH_KEY = 'signInReturnPath';

/** Routes that open sign-in or sign-up; leaving them signed in goes back to the remembered page. */
export const SIGN_IN_ROUTES = ['SignIn', 'SignUp', 'ConfirmSignup', 'VerifySignup'] as const;

/** The sign-in (or sign-up) link: from a product page it carries that page's path for the return. */
export function signInHref(countryCode: string, screen: 'SignIn' | 'SignUp', fromProductPage: string | undefined): string {
  const safe = fromProductPage ? safeReturnPath(fromProductPage) : undefined;
  return routePath(screen, { countryCode }, safe ? { [RETURN_TO_PARAM]: safe } : undefined);
}

/** Remembers the returnTo of a sign-in page's URL - only a safe /xx/... or /xx-yy/... path. */
export function rememberReturnPath(search: string, storage: KeyValueStorage): string | undefined {
  const candidate = new URLSearchParams(search).get(RETURN_TO_PARAM);
  if (candidate === null) return undefined;
  const safe = safeReturnPath(candidate);
  if (safe) storage.setItem(RETURN_PATH_KEY, safe);
  else storage.removeItem(RETURN_PATH_KEY);
  return safe;
}

/** The remembered path (checked again: storage is input too), consumed once. */
export function takeReturnPath(storage: KeyValueStorage): string | undefined {
  const stored = storage.getItem(RETURN_PATH_KEY);
  storage.removeItem(RETURN_PATH_KEY);
  return safeReturnPath(stored) ?? undefined;
}
