import type { AuthOperations, SessionStore } from '@store/shared';
import type { GraphqlClient } from '@store/shared/api';
import { assertGuestLinked, GuestLinkingError } from '@store/shared/errors';
import { consumeGuestPurchase, type Country, type GuestLinkOutcome, type KeyValueStorage } from '@store/shared/domain';

export interface GuestLinkingDeps {
  session: SessionStore;
  /** Where checkout committed the guest purchase (local storage). */
  local: KeyValueStorage;
  graphql: Pick<GraphqlClient, 'setOrderUid'>;
  accessToken: () => Promise<string | undefined>;
  shop: () => { country: Country | undefined; languageCode: string };
  /** The API refused the link (statusCode not 0, section 8: adoptAccount.rewardLinkingFailed): the shopper is told. */
  onRefused: (error: GuestLinkingError) => void;
  /** Any other failure (no answer, no token): only logged, as section 8 says. */
  onError: (error: unknown) => void;
  /** The purchase is the account's now, with its rewards: the guest's cashback cookie is cleared. */
  onLinked?: () => void;
}

/**
 * After a sign-in (section 4): the guest purchase this browser committed is linked to the account with
 * setOrderUid, by the user's email (the API accepts only a verified one), and always cleared.
 */
export async function linkGuestPurchase(deps: GuestLinkingDeps): Promise<GuestLinkOutcome> {
  const outcome = await consumeGuestPurchase(deps.local, async (info) => {
    const email = deps.session.user?.email;
    const token = await deps.accessToken();
    if (typeof email !== 'string' || email === '' || !token) throw new Error('no email or access token to link the guest purchase with');
    const { country, languageCode } = deps.shop();
    const result = await deps.graphql.setOrderUid(info, { uid: email, languageCode, accessToken: token, ...(country ? { country } : {}) });
    assertGuestLinked(result.statusCode);
  });
  if (outcome.outcome === 'linked') deps.onLinked?.();
  if (outcome.outcome === 'failed') {
    if (outcome.error instanceof GuestLinkingError) deps.onRefused(outcome.error);
    else deps.onError(outcome.error);
  }
  return outcome;
}

/** The auth operations with guest linking after each successful sign-in. */
export function withGuestLinking(operations: AuthOperations, deps: GuestLinkingDeps): AuthOperations {
  return {
    ...operations,
    async signIn(username, password) {
      await operations.signIn(username, password);
      await linkGuestPurchase(deps);
    },
    async completeProviderSignIn(search, returnUrl) {
      await operations.completeProviderSignIn(search, returnUrl);
      await linkGuestPurchase(deps);
    },
  };
}
