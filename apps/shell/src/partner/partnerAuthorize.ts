import type { RootStore } from '@store/shared';
import { createWalletClient, type AuthorizePartnerPayload, type PreRegistrationStatus, type WalletWriteResult } from '@store/shared/api';

/**
 * POST /user/authorize through the wallet API's client (loaded only when a partner player signs in). The call
 * carries the token being authorised: the player is not in the session yet, and the wallet client sends
 * nothing without a caller token.
 */
export function authorizePartner(store: RootStore, payload: AuthorizePartnerPayload): Promise<WalletWriteResult> {
  const identity = { getIdToken: async () => undefined, getPartnerToken: () => payload.accessToken };
  return createWalletClient(store.config, { identity, locale: () => store.shop.locale }).authorizePartner(payload);
}

/**
 * GET /user/pre-registration for the signed-in partner player (the player card of a game in pre-registration),
 * with the player's partner token. Loaded only when the card asks.
 */
export function fetchPreRegistration(store: RootStore, gameSlug: string): Promise<PreRegistrationStatus> {
  const token = store.session.partnerAccount?.playerInfo.accessToken;
  const identity = { getIdToken: async () => undefined, getPartnerToken: () => token };
  return createWalletClient(store.config, { identity, locale: () => store.shop.locale }).getPreRegistration(gameSlug);
}
