import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { z } from 'zod';
import { withDefaults, type ApiConfig } from '../../config';
import type { Db } from '../../db/database';
import { MINUTE, RateLimiter } from '../../http/rateLimit';
import { allowedOrigins } from '../../http/returnUrl';
import { ACCESS_TOKEN_TTL, CLIENT_ID } from '../constants';
import { CognitoError } from '../errors';
import { authenticateAccessToken, refreshSession, startSession } from '../tokens';
import { getUser, userAttributes } from '../users';
import { CODE_TTL, REQUEST_TTL, peekGrant, putGrant, takeGrant } from './grants';
import { identitiesAttribute, signInWithIdentity, SOCIAL_PROVIDERS, type SocialProvider } from './identities';
import { providerPage, signInErrorPage } from './pages';

export interface HostedSignInOptions {
  db: Db;
  config: ApiConfig;
  limiter?: RateLimiter;
}

/** Where the hosted sign-in may send a browser back to: a storefront's sign-in screen (`/{locale}/sign-in`). */
const SIGN_IN_PATH = /^\/[a-z]{2,3}(-[a-z0-9]{2,8}){1,2}\/sign-in$/;
const PKCE_VERIFIER = /^[A-Za-z0-9._~-]{43,128}$/;
const PKCE_CHALLENGE = /^[A-Za-z0-9_-]{43}$/;

const authorizeQuery = z.object({
  response_type: z.literal('code'),
  client_id: z.literal(CLIENT_ID),
  redirect_uri: z.string().max(2048),
  state: z.string().min(1).max(1024),
  identity_provider: z.enum(SOCIAL_PROVIDERS),
  scope: z.string().max(512).optional(),
  code_challenge: z.string().regex(PKCE_CHALLENGE),
  code_challenge_method: z.literal('S256'),
});

/** What an authorize request keeps while the shopper is at the identity provider. */
const pendingRequest = z.object({
  redirectUri: z.string(),
  state: z.string(),
  provider: z.enum(SOCIAL_PROVIDERS),
  codeChallenge: z.string(),
});
type PendingRequest = z.infer<typeof pendingRequest>;

const issuedCode = z.object({ sub: z.string(), redirectUri: z.string(), codeChallenge: z.string() });

const providerChoice = z.discriminatedUnion('choice', [
  z.object({ request: z.string().min(1).max(128), choice: z.literal('identity'), name: z.string().max(256).optional(), email: z.string().max(254).optional() }),
  z.object({ request: z.string().min(1).max(128), choice: z.literal('no-email') }),
  z.object({ request: z.string().min(1).max(128), choice: z.literal('deny') }),
]);

const tokenBody = z.discriminatedUnion('grant_type', [
  z.object({
    grant_type: z.literal('authorization_code'),
    client_id: z.string().max(128),
    code: z.string().min(1).max(128),
    redirect_uri: z.string().max(2048),
    code_verifier: z.string().regex(PKCE_VERIFIER),
  }),
  z.object({ grant_type: z.literal('refresh_token'), client_id: z.string().max(128), refresh_token: z.string().min(1).max(4096) }),
]);

const PAGE_CSP = "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'";

function sha256Base64url(text: string): string {
  return createHash('sha256').update(text).digest('base64url');
}

function sameText(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

/** The simulator's stable id of a person: the same email is the same provider account. */
function simulatedProviderUserId(provider: SocialProvider, email: string | undefined): string {
  const seed = email ? email.trim().toLowerCase() : `no-email:${Date.now()}:${Math.random()}`;
  return createHash('sha256').update(`${provider}:${seed}`).digest('hex').slice(0, 21);
}

/**
 * The OAuth 2.0 hosted sign-in of the user pool (what a Cognito domain serves), for Google and Facebook sign-in:
 * GET /oauth2/authorize (authorization code with PKCE, identity_provider Google or Facebook), the identity
 * provider (a simulator page here: /oauth2/idp/{provider}), POST /oauth2/token, GET /oauth2/userInfo, GET /logout.
 * The storefront runs the code flow itself (docs/decisions/social-sign-in.md) and back on its sign-in screen
 * exchanges the code for the user pool's tokens.
 */
export const hostedSignInPlugin: FastifyPluginAsync<HostedSignInOptions> = async (app, { db, config, limiter = new RateLimiter() }) => {
  const full = withDefaults(config);
  const storeUrl = full.storeUrl.replace(/\/+$/, '');

  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 16 * 1024 }, (_req, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(typeof body === 'string' ? body : body.toString('utf8'))));
  });

  const isAllowedRedirect = (raw: string): boolean => {
    let url: URL;
    try {
      url = new URL(raw);
    } catch {
      return false;
    }
    return allowedOrigins(full).has(url.origin) && SIGN_IN_PATH.test(url.pathname) && url.search === '' && url.hash === '' && !url.username;
  };

  const htmlPage = (reply: FastifyReply, status: number, html: string) =>
    reply
      .code(status)
      .header('content-type', 'text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .header('referrer-policy', 'no-referrer')
      .header('content-security-policy', PAGE_CSP)
      .send(html);

  const backToStore = (reply: FastifyReply, redirectUri: string, params: Record<string, string>) => {
    const url = new URL(redirectUri);
    for (const [k, v] of Object.entries(params)) url.searchParams.set(k, v);
    return reply.header('cache-control', 'no-store').header('referrer-policy', 'no-referrer').redirect(url.toString(), 302);
  };

  const throttled = (ip: string, what: string, limit: number): boolean => !limiter.hitClient(`oauth:${what}:${ip}`, limit, MINUTE).ok;

  app.get('/oauth2/authorize', async (req, reply) => {
    if (throttled(req.ip, 'authorize', 30)) return htmlPage(reply, 429, signInErrorPage('Too many sign-in attempts. Wait a minute and try again.', storeUrl));
    const query = (req.query ?? {}) as Record<string, unknown>;
    const redirectUri = typeof query.redirect_uri === 'string' ? query.redirect_uri : '';
    // Never redirect to a URI that is not a storefront's sign-in screen: say so on a page of our own.
    if (query.client_id !== CLIENT_ID || !isAllowedRedirect(redirectUri)) {
      return htmlPage(reply, 400, signInErrorPage('This sign-in link is not valid. Go back to the store and try again.', storeUrl));
    }
    const parsed = authorizeQuery.safeParse(query);
    if (!parsed.success) {
      const state = typeof query.state === 'string' ? query.state.slice(0, 1024) : undefined;
      return backToStore(reply, redirectUri, { error: 'invalid_request', error_description: 'The sign-in request is not valid.', ...(state ? { state } : {}) });
    }
    const q = parsed.data;
    const pending: PendingRequest = { redirectUri, state: q.state, provider: q.identity_provider, codeChallenge: q.code_challenge };
    const handle = putGrant(db, 'request', pending, REQUEST_TTL);
    return reply.header('cache-control', 'no-store').redirect(`/oauth2/idp/${q.identity_provider.toLowerCase()}?request=${encodeURIComponent(handle)}`, 302);
  });

  const providerOf = (raw: unknown): SocialProvider | undefined => SOCIAL_PROVIDERS.find((p) => p.toLowerCase() === raw);
  const expired = 'This sign-in has expired or was already used. Go back to the store and try again.';

  app.get('/oauth2/idp/:provider', async (req, reply) => {
    const provider = providerOf((req.params as { provider?: string }).provider);
    const handle = (req.query as { request?: unknown } | undefined)?.request;
    const pending = typeof handle === 'string' && handle.length <= 128 ? pendingRequest.safeParse(peekGrant(db, 'request', handle)) : undefined;
    if (!provider || !pending?.success || pending.data.provider !== provider) return htmlPage(reply, 400, signInErrorPage(expired, storeUrl));
    return htmlPage(reply, 200, providerPage(provider, handle as string, `/oauth2/idp/${provider.toLowerCase()}`));
  });

  app.post('/oauth2/idp/:provider', async (req, reply) => {
    const provider = providerOf((req.params as { provider?: string }).provider);
    const choice = providerChoice.safeParse(req.body);
    if (!provider || !choice.success) return htmlPage(reply, 400, signInErrorPage(expired, storeUrl));
    const pending = pendingRequest.safeParse(takeGrant(db, 'request', choice.data.request));
    if (!pending.success || pending.data.provider !== provider) return htmlPage(reply, 400, signInErrorPage(expired, storeUrl));
    const { redirectUri, state, codeChallenge } = pending.data;
    const c = choice.data;
    if (c.choice === 'deny') return backToStore(reply, redirectUri, { error: 'access_denied', error_description: 'User denied access', state });
    const email = c.choice === 'identity' ? c.email?.trim() || undefined : undefined;
    const result = signInWithIdentity(db, {
      provider,
      providerUserId: simulatedProviderUserId(provider, email),
      email,
      name: c.choice === 'identity' ? c.name : undefined,
    });
    // Cognito reports a refused federated sign-in as invalid_request with the pre-sign-up error in the description.
    if (!result.ok) return backToStore(reply, redirectUri, { error: 'invalid_request', error_description: result.error, state });
    const code = putGrant(db, 'code', { sub: result.user.sub, redirectUri, codeChallenge }, CODE_TTL);
    return backToStore(reply, redirectUri, { code, state });
  });

  const tokenError = (reply: FastifyReply, status: number, error: string) => reply.code(status).header('cache-control', 'no-store').send({ error });

  app.post('/oauth2/token', async (req, reply) => {
    if (throttled(req.ip, 'token', 30)) return tokenError(reply, 429, 'slow_down');
    const body = tokenBody.safeParse(req.body);
    if (!body.success) {
      const grant = (req.body as { grant_type?: unknown } | undefined)?.grant_type;
      return tokenError(reply, 400, grant === 'authorization_code' || grant === 'refresh_token' ? 'invalid_request' : 'unsupported_grant_type');
    }
    if (body.data.client_id !== CLIENT_ID) return tokenError(reply, 400, 'invalid_client');
    if (body.data.grant_type === 'refresh_token') {
      try {
        const r = await refreshSession(db, body.data.refresh_token);
        return reply.header('cache-control', 'no-store').send({ access_token: r.AccessToken, id_token: r.IdToken, expires_in: r.ExpiresIn, token_type: 'Bearer' });
      } catch (err) {
        if (err instanceof CognitoError) return tokenError(reply, 400, 'invalid_grant');
        throw err;
      }
    }
    const grant = issuedCode.safeParse(takeGrant(db, 'code', body.data.code));
    if (!grant.success || grant.data.redirectUri !== body.data.redirect_uri || !sameText(grant.data.codeChallenge, sha256Base64url(body.data.code_verifier))) {
      return tokenError(reply, 400, 'invalid_grant');
    }
    const user = getUser(db, grant.data.sub);
    if (!user) return tokenError(reply, 400, 'invalid_grant');
    const r = await startSession(db, user);
    return reply.header('cache-control', 'no-store').send({
      access_token: r.AccessToken,
      id_token: r.IdToken,
      refresh_token: r.RefreshToken,
      expires_in: ACCESS_TOKEN_TTL,
      token_type: 'Bearer',
    });
  });

  app.get('/oauth2/userInfo', async (req, reply) => {
    const header = req.headers.authorization;
    const token = typeof header === 'string' && header.startsWith('Bearer ') ? header.slice(7).trim() : '';
    try {
      const { user } = await authenticateAccessToken(db, token);
      const info: Record<string, string> = { sub: user.sub, username: user.sub };
      for (const { Name, Value } of userAttributes(user)) info[Name] = Value;
      const identities = identitiesAttribute(db, user.sub);
      if (identities) info.identities = identities;
      return reply.header('cache-control', 'no-store').send(info);
    } catch (err) {
      if (!(err instanceof CognitoError)) throw err;
      return reply.code(401).header('www-authenticate', 'Bearer error="invalid_token"').send({ error: 'invalid_token', error_description: 'Access token is not valid' });
    }
  });

  app.get('/logout', async (req, reply) => {
    const q = (req.query ?? {}) as { client_id?: unknown; logout_uri?: unknown };
    const target = typeof q.logout_uri === 'string' ? q.logout_uri : '';
    let ok = q.client_id === CLIENT_ID;
    try {
      ok &&= allowedOrigins(full).has(new URL(target).origin);
    } catch {
      ok = false;
    }
    // The hosted sign-in keeps no session of its own (the provider step is per request): nothing else to end.
    if (!ok) return htmlPage(reply, 400, signInErrorPage('This sign-out link is not valid.', storeUrl));
    return reply.header('cache-control', 'no-store').redirect(target, 302);
  });
};
