import type { RootStore } from '@store/shared';
import { createWalletClient, type AuthorizePartnerPayload, type WalletWriteResult } from '@store/shared/api';

/**
 * POST /user/authorize through the wallet API's client (loaded only when a partner player signs in). The call
 * carries the token being authorised: the player is not in the session yet, and the wallet client sends
 * nothing without a caller token.
 */
export function authorizePartner(store: RootStore, payload: AuthorizePartnerPayload): Promise<WalletWriteResult> {
  const identity = { getIdToken: async () => undefined, getPartnerToken: () => payload.accessToken };
  return createWalletClient(store.config, { identity, locale: () => store.shop.locale }).authorizePartner(payload);
}
