/**
 * Who is calling (section 6): the partner token for a partner account, else the signed-in user's ID token.
 * The session layer implements this; clients ask it on every call, so a refreshed token is always used.
 */
export interface IdentityProvider {
  getIdToken(): Promise<string | undefined>;
  getPartnerToken(): string | undefined;
}

/** The token a call carries: the partner token for a partner account, else the user's ID token. */
export async function callerToken(identity: IdentityProvider): Promise<string | undefined> {
  const partner = identity.getPartnerToken();
  if (partner) return partner;
  try {
    return (await identity.getIdToken()) || undefined;
  } catch {
    return undefined;
  }
}

/** A provider for nobody (guest pages, tests). */
export const ANONYMOUS: IdentityProvider = {
  getIdToken: async () => undefined,
  getPartnerToken: () => undefined,
};

/** The shop locale a call is made for, read on every call. */
export interface ShopLocale {
  /** Lower-case ISO country code of the shop (sg, id, ...). */
  readonly countryCode: string;
  /** Two-letter language code (en, ar, ...). */
  readonly languageCode: string;
}
export type LocaleSource = () => ShopLocale;

/** The experimentation service's values sent with shop and GraphQL calls. */
export interface ExperimentSource {
  getToken(): string | undefined;
  getContext(): string | undefined;
}
export const NO_EXPERIMENTS: ExperimentSource = { getToken: () => undefined, getContext: () => undefined };

/** Where clients report failures they swallow (section 7 "on failure log and return a default"). */
export type ApiLogger = (message: string, detail?: unknown) => void;
export const consoleLogger: ApiLogger = (message, detail) => console.warn(`[api] ${message}`, detail ?? '');
