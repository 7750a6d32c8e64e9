import { randomBytes } from 'node:crypto';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import { z } from 'zod';
import { PARTNER_PLAYERS, playerById, playerByUsername, SEEDED_PASSWORD } from './players';
import { sdkScript, SDK_STATUS } from './sdk';
import { readPlayerToken, signPlayerToken } from './token';

/*
 * The partner's identity service: a small app of its own standing in for the partner's single sign-on (the EA
 * account). It serves the SDK script and the sign-in page, issues one-time auth codes and signed player tokens,
 * and answers player-info requests. The store's API verifies the tokens with the shared secret.
 * It is a development and test tool: production uses the partner's real service.
 */

export interface PartnerIdOptions {
  /** Signs player tokens (HS256); the Store API verifies with the same secret. */
  secret: string;
  /** The store's application id at the partner (the tokens' audience). */
  applicationId: string;
  /** Origins the sign-in may redirect back to and that may call /token and /player-info (the storefronts). */
  storefrontOrigins: readonly string[];
  /** Token lifetime in seconds (default one hour). */
  tokenTtlSeconds?: number;
  /** POST /test/hooks (fail the SDK script, short-lived tokens): development and e2e only. */
  testHooks?: boolean;
  now?: () => number;
}

const SESSION_COOKIE = 'partner_id_session';
/** The e2e browser context's test id (a cookie the test sets): hooks apply to that browser only. */
const TEST_COOKIE = 'partner_test_id';
const CODE_TTL_MS = 60_000;

const SignInQuery = z.object({
  client_id: z.string().max(100),
  redirect_uri: z.string().max(2000),
  locale: z.string().max(10).optional(),
  prompt: z.enum(['none', 'login']).optional(),
});
const SignInForm = SignInQuery.extend({ username: z.string().max(100), password: z.string().max(200) });
const TokenBody = z.object({ code: z.string().min(1).max(200), client_id: z.string().max(100) });
const HooksBody = z.object({
  testId: z.string().min(1).max(100),
  sdkFailures: z.number().int().min(0).max(10).optional(),
  tokenTtlSeconds: z.number().int().min(1).max(86_400).optional(),
});

const esc = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

function cookieOf(req: FastifyRequest, name: string): string | undefined {
  const header = req.headers.cookie ?? '';
  for (const part of header.split(';')) {
    const [k, ...v] = part.trim().split('=');
    if (k === name) return decodeURIComponent(v.join('='));
  }
  return undefined;
}

function page(title: string, main: string, lang = 'en'): string {
  return `<!doctype html>
<html lang="${esc(lang)}">
<head>
  <meta charset="utf-8">
  <meta name="viewport" content="width=device-width, initial-scale=1">
  <title>${esc(title)} - EA account</title>
  <style>
  *{box-sizing:border-box} body{font-family:system-ui,sans-serif;margin:0;background:#f3f4f6;color:#111}
  main{max-width:26rem;margin:2rem auto;padding:1.5rem;background:#fff;border-radius:.75rem;box-shadow:0 1px 4px rgba(0,0,0,.12)}
  .brand{display:flex;align-items:center;gap:.5rem;font-weight:700;font-size:1.1rem;margin:0 0 1rem}
  .brand span{display:inline-grid;place-items:center;width:2rem;height:2rem;border-radius:50%;background:#111;color:#fff;font-size:.8rem}
  h1{font-size:1.4rem;margin:0 0 .5rem} p{line-height:1.4}
  label{display:block;font-weight:600;margin:1rem 0 .25rem} input{width:100%;font-size:1rem;padding:.6rem;border:1px solid #555;border-radius:.4rem}
  button{width:100%;margin-top:1.25rem;font-size:1rem;padding:.7rem 1rem;border:0;border-radius:.4rem;background:#111;color:#fff;cursor:pointer}
  :focus-visible{outline:3px solid #1a5fff;outline-offset:2px}
  .error{color:#a40000;font-weight:600} details{margin-top:1.5rem;font-size:.9rem} td,th{padding:.2rem .5rem;text-align:left}
  @media (max-width:30rem){main{margin:0;border-radius:0;min-height:100vh}}
  </style>
</head>
<body>
  <main>
    <p class="brand"><span aria-hidden="true">EA</span> EA account</p>
    ${main}
  </main>
</body>
</html>`;
}

export async function buildPartnerId(options: PartnerIdOptions): Promise<FastifyInstance> {
  const now = options.now ?? Date.now;
  const app = Fastify({ logger: false, bodyLimit: 8192, trustProxy: false });
  const codes = new Map<string, { username: string; redirectUri: string; expiresAt: number; ttlSeconds: number }>();
  const sessions = new Map<string, string>();
  const hooks = new Map<string, { sdkFailures: number; tokenTtlSeconds?: number }>();
  const origins = new Set(options.storefrontOrigins);
  const hookOf = (req: FastifyRequest) => {
    if (!options.testHooks) return undefined;
    const id = cookieOf(req, TEST_COOKIE);
    return id ? hooks.get(id) : undefined;
  };

  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_req, raw, done) => {
    done(null, Object.fromEntries(new URLSearchParams(String(raw))));
  });

  const redirectAllowed = (uri: string): boolean => {
    try {
      const url = new URL(uri);
      return origins.has(url.origin);
    } catch {
      return false;
    }
  };

  /** CORS for the storefronts (credentials: the SDK's logout ends the partner session). */
  const cors = (req: FastifyRequest, reply: FastifyReply) => {
    const origin = req.headers.origin;
    if (origin && origins.has(origin)) {
      reply.header('access-control-allow-origin', origin);
      reply.header('access-control-allow-credentials', 'true');
      reply.header('vary', 'Origin');
    }
  };
  app.addHook('onRequest', async (req, reply) => cors(req, reply));
  app.options('/*', async (req, reply) => {
    reply.header('access-control-allow-methods', 'GET, POST');
    reply.header('access-control-allow-headers', 'content-type, authorization, accept');
    reply.header('access-control-max-age', '600');
    return reply.status(204).send();
  });

  const htmlHeaders = (redirectOrigin?: string) => ({
    'content-type': 'text/html; charset=utf-8',
    'cache-control': 'no-store',
    // A form post answered with a redirect is checked against form-action too: the storefront's origin is allowed.
    'content-security-policy': `default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'; form-action 'self'${redirectOrigin ? ` ${redirectOrigin}` : ''}`,
    'x-frame-options': 'DENY',
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'no-referrer',
  });

  app.get('/health', async () => ({ ok: true }));

  app.get('/sdk.js', async (req, reply) => {
    const hook = hookOf(req);
    if (hook && hook.sdkFailures > 0) {
      hook.sdkFailures -= 1;
      return reply.status(503).header('cache-control', 'no-store').type('text/plain').send('SDK temporarily unavailable (test hook)');
    }
    return reply.header('cache-control', 'no-cache').header('cross-origin-resource-policy', 'cross-origin').type('application/javascript; charset=utf-8').send(sdkScript());
  });

  const issueCode = (req: FastifyRequest, reply: FastifyReply, username: string, q: z.infer<typeof SignInQuery>) => {
    const code = randomBytes(24).toString('base64url');
    const ttlSeconds = hookOf(req)?.tokenTtlSeconds ?? options.tokenTtlSeconds ?? 3600;
    codes.set(code, { username, redirectUri: q.redirect_uri, expiresAt: now() + CODE_TTL_MS, ttlSeconds });
    const back = new URL(q.redirect_uri);
    back.searchParams.set('code', code);
    return reply.status(303).header('cache-control', 'no-store').header('location', back.toString()).send();
  };

  const signInPage = (q: z.infer<typeof SignInQuery>, error?: string, username = '') => {
    const rows = PARTNER_PLAYERS.map((p) => `<tr><td>${esc(p.username)}</td><td>${esc(p.note)}</td></tr>`).join('');
    const hidden = (['client_id', 'redirect_uri', 'locale'] as const)
      .map((k) => (q[k] ? `<input type="hidden" name="${k}" value="${esc(q[k] ?? '')}">` : ''))
      .join('');
    return page(
      'Sign in',
      `<h1>Sign in</h1>
    <p>Sign in with your EA account to buy in the store.</p>
    ${error ? `<p class="error" role="alert" id="signin-error">${esc(error)}</p>` : ''}
    <form method="post" action="/signin">
      ${hidden}
      <label for="username">Username</label>
      <input id="username" name="username" autocomplete="username" required value="${esc(username)}"${error ? ' aria-describedby="signin-error"' : ''}>
      <label for="password">Password</label>
      <input id="password" name="password" type="password" autocomplete="current-password" required>
      <button type="submit">Sign in</button>
    </form>
    <details><summary>Test players (password "${esc(SEEDED_PASSWORD)}")</summary>
      <table><thead><tr><th scope="col">Username</th><th scope="col">Account</th></tr></thead><tbody>${rows}</tbody></table>
    </details>`,
      q.locale?.slice(0, 2) || 'en',
    );
  };

  app.get('/signin', async (req, reply) => {
    const q = SignInQuery.safeParse(req.query);
    if (!q.success || q.data.client_id !== options.applicationId || !redirectAllowed(q.data.redirect_uri)) {
      return reply.status(400).headers(htmlHeaders()).send(page('Sign-in refused', '<h1>Sign-in refused</h1><p>This store is not registered for EA sign-in.</p>'));
    }
    const sessionUser = sessions.get(cookieOf(req, SESSION_COOKIE) ?? '');
    // Silent re-authentication: a live partner session goes straight back with a new code.
    if (q.data.prompt === 'none' && sessionUser) return issueCode(req, reply, sessionUser, q.data);
    if (q.data.prompt === 'none') {
      // No partner session: back to the store, signed out (as OpenID Connect's prompt=none answers login_required).
      const back = new URL(q.data.redirect_uri);
      back.searchParams.set('error', 'login_required');
      return reply.status(303).header('cache-control', 'no-store').header('location', back.toString()).send();
    }
    return reply.headers(htmlHeaders(new URL(q.data.redirect_uri).origin)).send(signInPage(q.data));
  });

  app.post('/signin', async (req, reply) => {
    const form = SignInForm.safeParse(req.body);
    if (!form.success || form.data.client_id !== options.applicationId || !redirectAllowed(form.data.redirect_uri)) {
      return reply.status(400).headers(htmlHeaders()).send(page('Sign-in refused', '<h1>Sign-in refused</h1><p>This store is not registered for EA sign-in.</p>'));
    }
    const player = playerByUsername(form.data.username);
    if (!player || form.data.password !== SEEDED_PASSWORD) {
      return reply
        .status(401)
        .headers(htmlHeaders(new URL(form.data.redirect_uri).origin))
        .send(signInPage(form.data, 'Wrong username or password.', form.data.username));
    }
    const session = randomBytes(24).toString('base64url');
    sessions.set(session, player.username);
    reply.header('set-cookie', `${SESSION_COOKIE}=${session}; Path=/; HttpOnly; SameSite=Lax`);
    return issueCode(req, reply, player.username, form.data);
  });

  app.post('/signin/logout', async (req, reply) => {
    const session = cookieOf(req, SESSION_COOKIE);
    if (session) sessions.delete(session);
    reply.header('set-cookie', `${SESSION_COOKIE}=; Path=/; HttpOnly; SameSite=Lax; Max-Age=0`);
    return { status: SDK_STATUS.Ok };
  });

  /** One-time code for a token (the SDK's exchangeCode). */
  app.post('/token', async (req, reply) => {
    const body = TokenBody.safeParse(req.body);
    const entry = body.success ? codes.get(body.data.code) : undefined;
    if (body.success) codes.delete(body.data.code);
    const player = entry && entry.expiresAt > now() && body.success && body.data.client_id === options.applicationId ? playerByUsername(entry.username) : undefined;
    if (!entry || !player) return reply.status(400).send({ status: SDK_STATUS.LoginError, message: 'The sign-in code is invalid or has expired.' });
    const accessToken = await signPlayerToken(player, { secret: options.secret, audience: options.applicationId, ttlSeconds: entry.ttlSeconds, now: now() });
    return { status: SDK_STATUS.Ok, accessToken, expiresIn: entry.ttlSeconds };
  });

  /** The player of a token (the SDK's fetchPlayer). Absent fields stay absent: the store checks them. */
  app.get('/player-info', async (req, reply) => {
    const m = /^Bearer\s+(\S+)$/i.exec(req.headers.authorization ?? '');
    const claims = m?.[1] ? await readPlayerToken(m[1], { secret: options.secret, audience: options.applicationId, now: now() }) : undefined;
    const player = claims ? playerById(claims.sub) : undefined;
    if (!player) return reply.status(401).send({ status: SDK_STATUS.LoginError, message: 'The token is invalid or has expired.' });
    const { id, name, status, country, accountRegion, accountRegionCode } = player;
    return { status: SDK_STATUS.Ok, player: { id, name, status, country, accountRegion, accountRegionCode } };
  });

  if (options.testHooks) {
    /** e2e: make the SDK script fail N times, or issue short-lived tokens, for the browser with this test id. */
    app.post('/test/hooks', async (req, reply) => {
      const body = HooksBody.safeParse(req.body);
      if (!body.success) return reply.status(400).send({ message: 'testId, sdkFailures, tokenTtlSeconds' });
      hooks.set(body.data.testId, { sdkFailures: body.data.sdkFailures ?? 0, tokenTtlSeconds: body.data.tokenTtlSeconds });
      return { ok: true };
    });
  }

  return app;
}
