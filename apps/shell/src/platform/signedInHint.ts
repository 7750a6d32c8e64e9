import { reaction } from 'mobx';
import type { CookieJar, SessionStore } from '@store/shared';
import { cookiesOfHeader } from './shopChoiceCookie';

/**
 * Whether this browser had a signed-in shopper (a shop account or a partner's player) when it last ran the store.
 * The session itself stays in the browser (Amplify's storage, the partner's SDK): the server never sees it, and renders
 * every page as a guest's. With this hint it draws the account buttons' place instead of "Sign in" and "Sign up"
 * (docs/decisions/signed-in-hint-cookie.md), so a signed-in shopper is never shown as signed out while the page starts.
 */
export const SIGNED_IN_HINT_COOKIE = 'signedIn';

/** As long as a refresh token lives: a hint left behind by an expired session is corrected by the next start. */
const COOKIE_LIFETIME_MS = 30 * 24 * 60 * 60 * 1000;

/** Keeps the cookie in step with the session, from the start (the session the shell restored before its first render). */
export function mirrorSignedInHintToCookie(
  session: Pick<SessionStore, 'isSignedIn' | 'isPartnerAccount'>,
  cookies: CookieJar,
  now: () => number = Date.now,
): () => void {
  return reaction(
    () => session.isSignedIn || session.isPartnerAccount,
    (signedIn) => {
      if (signedIn) cookies.set(SIGNED_IN_HINT_COOKIE, '1', new Date(now() + COOKIE_LIFETIME_MS));
      else if (cookies.get(SIGNED_IN_HINT_COOKIE) !== undefined) cookies.remove(SIGNED_IN_HINT_COOKIE);
    },
    { fireImmediately: true },
  );
}

/** The hint in a request's Cookie header: only the value the shell writes counts. */
export function signedInHintOfCookieHeader(header: string | undefined): boolean {
  return header !== undefined && cookiesOfHeader(header)[SIGNED_IN_HINT_COOKIE] === '1';
}
