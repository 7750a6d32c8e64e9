import { z, type SocialProvider, type SocialSignInErrorCode } from '@store/shared';
import type { KeyValueStorage } from '@store/shared/domain';

/**
 * Google and Facebook sign-in: the OAuth 2.0 authorization-code flow with PKCE against the user pool's hosted
 * sign-in, run by the shell rather than by Amplify's signInWithRedirect, which only builds https:// hosted-sign-in
 * URLs (docs/decisions/social-sign-in.md). The tokens it gets are handed to Amplify's session (amplifySession.ts).
 */

/** Where the pending sign-in waits while the shopper is at the provider (session storage: this tab only). */
export const PROVIDER_SIGN_IN_KEY = 'providerSignIn';
/** An answer later than this after leaving is refused (the hosted sign-in keeps the request 10 minutes). */
export const PROVIDER_SIGN_IN_MAX_AGE_MS = 15 * 60 * 1000;

const pendingSchema = z.object({
  provider: z.enum(['Google', 'Facebook']),
  state: z.string(),
  verifier: z.string(),
  returnUrl: z.string(),
  startedAt: z.number(),
});
type Pending = z.infer<typeof pendingSchema>;

export interface ProviderTokens {
  readonly idToken: string;
  readonly accessToken: string;
  readonly refreshToken?: string;
}

const tokenResponse = z.object({ id_token: z.string(), access_token: z.string(), refresh_token: z.optional(z.string()) });

export interface ProviderSignInDeps {
  /** The hosted sign-in's base URL (runtime config auth.hostedSignInUrl). */
  hostedSignInUrl: string | undefined;
  clientId: string;
  storage: KeyValueStorage;
  crypto?: Crypto;
  fetch?: typeof fetch;
  now?: () => number;
}

export class ProviderSignInError extends Error {
  constructor(override readonly name: SocialSignInErrorCode, message: string = name) {
    super(message);
  }
}

function base64url(bytes: Uint8Array): string {
  let text = '';
  for (const b of bytes) text += String.fromCharCode(b);
  return btoa(text).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

function randomText(crypto: Crypto, bytes = 32): string {
  return base64url(crypto.getRandomValues(new Uint8Array(bytes)));
}

async function challengeOf(crypto: Crypto, verifier: string): Promise<string> {
  return base64url(new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(verifier))));
}

function baseUrl(deps: ProviderSignInDeps): string {
  if (!deps.hostedSignInUrl) throw new ProviderSignInError('UNKNOWN_SIGN_IN_ERROR', 'No hosted sign-in is configured');
  return deps.hostedSignInUrl.replace(/\/+$/, '');
}

/** The authorize URL to leave for; the state and PKCE verifier wait in session storage. */
export async function beginProviderSignIn(deps: ProviderSignInDeps, provider: SocialProvider, returnUrl: string): Promise<string> {
  const crypto = deps.crypto ?? globalThis.crypto;
  const base = baseUrl(deps);
  const pending: Pending = { provider, state: randomText(crypto, 24), verifier: randomText(crypto), returnUrl, startedAt: (deps.now ?? Date.now)() };
  deps.storage.setItem(PROVIDER_SIGN_IN_KEY, JSON.stringify(pending));
  const params = new URLSearchParams({
    identity_provider: provider,
    redirect_uri: returnUrl,
    response_type: 'code',
    client_id: deps.clientId,
    scope: 'openid email profile aws.cognito.signin.user.admin',
    state: pending.state,
    code_challenge: await challengeOf(crypto, pending.verifier),
    code_challenge_method: 'S256',
  });
  return `${base}/oauth2/authorize?${params.toString()}`;
}

/** Whether a query is a hosted sign-in's answer (a code or an error, with a state). */
export function isProviderAnswer(search: string): boolean {
  const q = new URLSearchParams(search);
  return q.has('state') && (q.has('code') || q.has('error'));
}

function takePending(storage: KeyValueStorage): Pending | undefined {
  const raw = storage.getItem(PROVIDER_SIGN_IN_KEY);
  storage.removeItem(PROVIDER_SIGN_IN_KEY);
  if (!raw) return undefined;
  try {
    const parsed = pendingSchema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

const REFUSALS: readonly SocialSignInErrorCode[] = ['DELETED_EMAIL_ACCOUNT', 'EMAIL_ATTRIBUTE_MISSING'];

/** The provider's refusal as a section 8 code: its description names it (Cognito puts the pre-sign-up error there). */
function refusalOf(error: string, description: string): SocialSignInErrorCode {
  if (error === 'access_denied') return 'ACCESS_DENIED';
  return REFUSALS.find((code) => description.includes(code)) ?? 'UNKNOWN_SIGN_IN_ERROR';
}

/**
 * The tokens of the answer in `search`: checks the state against the sign-in this tab started (used once),
 * then exchanges the code with the PKCE verifier. Rejects with a ProviderSignInError.
 */
export async function completeProviderSignIn(deps: ProviderSignInDeps, search: string, returnUrl: string): Promise<ProviderTokens> {
  const q = new URLSearchParams(search);
  const pending = takePending(deps.storage);
  const now = (deps.now ?? Date.now)();
  if (!pending || pending.state !== q.get('state') || pending.returnUrl !== returnUrl || now - pending.startedAt > PROVIDER_SIGN_IN_MAX_AGE_MS) {
    throw new ProviderSignInError('PROVIDER_SIGN_IN_EXPIRED');
  }
  const error = q.get('error');
  if (error !== null) throw new ProviderSignInError(refusalOf(error, q.get('error_description') ?? ''));
  const code = q.get('code');
  if (!code) throw new ProviderSignInError('PROVIDER_SIGN_IN_EXPIRED');
  const response = await (deps.fetch ?? fetch)(`${baseUrl(deps)}/oauth2/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ grant_type: 'authorization_code', client_id: deps.clientId, code, redirect_uri: returnUrl, code_verifier: pending.verifier }).toString(),
  });
  if (!response.ok) throw new ProviderSignInError(response.status === 400 ? 'PROVIDER_SIGN_IN_EXPIRED' : 'UNKNOWN_SIGN_IN_ERROR');
  const parsed = tokenResponse.safeParse(await response.json().catch(() => undefined));
  if (!parsed.success) throw new ProviderSignInError('UNKNOWN_SIGN_IN_ERROR');
  return { idToken: parsed.data.id_token, accessToken: parsed.data.access_token, ...(parsed.data.refresh_token ? { refreshToken: parsed.data.refresh_token } : {}) };
}
