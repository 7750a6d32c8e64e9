import { randomUUID } from 'node:crypto';
import type { FastifyError, FastifyPluginAsync, FastifyReply } from 'fastify';
import { z } from 'zod';
import { withDefaults, type ApiConfig } from '../config';
import { storefrontUrl } from '../http/returnUrl';
import type { Db } from '../db/database';
import type { CaptchaVerifier } from '../captcha/captcha';
import { CLIENT_ID, USER_POOL_ID } from './constants';
import { confirmPage, type ConfirmOutcome } from './confirmPage';
import { CognitoError, errors } from './errors';
import { MINUTE, RateLimiter } from '../http/rateLimit';
import { operations } from './operations';
import { confirmUser } from './operations/signUp';
import { publicJwks, setIssuer } from './tokens';
import { findUserByLogin } from './users';

export interface CognitoPluginOptions {
  db: Db;
  config: ApiConfig;
  /** Per-address and per-username request limits (shared with the rest of the API). */
  limiter?: RateLimiter;
  captcha: CaptchaVerifier;
}

/**
 * Requests per minute per client address, and per username where one is named, by operation: the password and
 * code operations cost a password hash or guard a code. Over a limit: TooManyRequestsException, Cognito's throttle.
 */
const OPERATION_LIMITS: Readonly<Record<string, { ip: number; username?: number }>> = {
  // No per-username request limit here: a stranger's requests would spend the owner's. Failures are counted per
  // account and address instead (operations/auth.ts).
  InitiateAuth: { ip: 20 },
  SignUp: { ip: 10 },
  ForgotPassword: { ip: 10, username: 5 },
  ConfirmForgotPassword: { ip: 20, username: 10 },
  ConfirmSignUp: { ip: 20, username: 10 },
  ResendConfirmationCode: { ip: 10, username: 5 },
  VerifyUserAttribute: { ip: 20 },
  GetUserAttributeVerificationCode: { ip: 10 },
  ChangePassword: { ip: 10 },
};

function usernameOf(body: unknown): string | undefined {
  if (!body || typeof body !== 'object') return undefined;
  const b = body as { Username?: unknown; AuthParameters?: { USERNAME?: unknown } };
  const name = typeof b.Username === 'string' ? b.Username : b.AuthParameters?.USERNAME;
  return typeof name === 'string' ? name.trim().toLowerCase().slice(0, 320) : undefined;
}

const TARGET_PREFIX = 'AWSCognitoIdentityProviderService.';
const AMZ_JSON = 'application/x-amz-json-1.1';

function sendError(reply: FastifyReply, err: CognitoError): FastifyReply {
  return reply
    .code(err.statusCode)
    .header('content-type', AMZ_JSON)
    .header('x-amzn-errortype', `${err.type}:`)
    .send(err.toBody());
}

const confirmQuery = z.object({
  client_id: z.string().max(128).optional(),
  user_name: z.string().min(1).max(128),
  confirmation_code: z.string().min(1).max(64).optional(),
  code: z.string().min(1).max(64).optional(),
});

/**
 * A Cognito-user-pool-compatible endpoint (register with prefix '/cognito'): Amplify v6 with
 * `Auth.Cognito.userPoolEndpoint = <api>/cognito` POSTs every operation to the prefix root.
 */
export const cognitoPlugin: FastifyPluginAsync<CognitoPluginOptions> = async (app, { db, config, limiter = new RateLimiter(), captcha }) => {
  setIssuer(db, () => config.publicUrl);
  const full = withDefaults(config);
  // Read lazily: a server started on port 0 learns its URL after registering plugins.
  const ctx = {
    db,
    captcha,
    get publicUrl(): string {
      return config.publicUrl;
    },
  };

  app.addContentTypeParser(AMZ_JSON, { parseAs: 'string' }, (_req, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (text.trim() === '') return done(null, {});
    try {
      done(null, JSON.parse(text));
    } catch {
      done(new CognitoError('InvalidParameterException', 'The request body is not valid JSON.'));
    }
  });

  app.setErrorHandler((error: FastifyError | CognitoError, req, reply) => {
    if (error instanceof CognitoError) return sendError(reply, error);
    const status = (error as FastifyError).statusCode;
    if (typeof status === 'number' && status >= 400 && status < 500) {
      return sendError(reply, new CognitoError('InvalidParameterException', 'The request is not valid.'));
    }
    req.log.error({ err: error }, 'cognito endpoint failure');
    return sendError(reply, new CognitoError('InternalErrorException', 'An internal error occurred.', 500));
  });

  // Per-address limits before the body is even read: a flood from one address costs little, and a throttled
  // address does not spend a username's budget (counted in the handler).
  // Answered from the hook itself, with one prebuilt error: a flood is refused without an exception, a stack
  // trace or the error handler per request (issue 10's sign-in under attack).
  const throttled = errors.tooManyRequests();
  app.addHook('onRequest', async (req, reply) => {
    if (req.method !== 'POST' || (req.url.split('?')[0] ?? '').replace(/\/+$/, '') !== '/cognito') return;
    const target = req.headers['x-amz-target'];
    const name = typeof target === 'string' && target.startsWith(TARGET_PREFIX) ? target.slice(TARGET_PREFIX.length) : '';
    const limits = Object.hasOwn(OPERATION_LIMITS, name) ? OPERATION_LIMITS[name] : undefined;
    if (limits && !limiter.hitClient(`cognito:${name}:ip:${req.ip}`, limits.ip, MINUTE).ok) return sendError(reply, throttled);
  });

  app.post('/', async (req, reply) => {
    const target = req.headers['x-amz-target'];
    const name = typeof target === 'string' && target.startsWith(TARGET_PREFIX) ? target.slice(TARGET_PREFIX.length) : '';
    if (!Object.hasOwn(operations, name)) {
      throw new CognitoError('UnknownOperationException', `Unknown or unsupported operation ${name || String(target ?? '')}`.slice(0, 200));
    }
    const limits = OPERATION_LIMITS[name];
    if (limits?.username) {
      const username = usernameOf(req.body);
      if (username !== undefined && !limiter.hitClient(`cognito:${name}:user:${username}`, limits.username, MINUTE).ok) throw errors.tooManyRequests();
    }
    const opCtx = { db, captcha, ip: req.ip, storefront: storefrontUrl(full, req.headers.origin), get publicUrl(): string { return config.publicUrl; } };
    const result = await (operations[name] as (typeof operations)[string])(opCtx, req.body);
    return reply.header('content-type', AMZ_JSON).header('x-amzn-requestid', randomUUID()).send(result);
  });

  const confirm = async (query: unknown, reply: FastifyReply): Promise<FastifyReply> => {
    // Back to the storefront the sign-up started on (a configured one only), else the default store.
    const store = typeof (query as { store?: unknown } | null)?.store === 'string' ? ((query as { store: string }).store) : undefined;
    const storeUrl = storefrontUrl(full, store);
    let outcome: ConfirmOutcome = 'invalid';
    const parsed = confirmQuery.safeParse(query);
    const code = parsed.success ? (parsed.data.confirmation_code ?? parsed.data.code) : undefined;
    if (parsed.success && code && (parsed.data.client_id === undefined || parsed.data.client_id === CLIENT_ID)) {
      try {
        const user = findUserByLogin(db, parsed.data.user_name);
        if (user?.status === 'CONFIRMED') outcome = 'already-confirmed';
        else if (user) {
          confirmUser(ctx, user, code);
          outcome = 'confirmed';
        }
      } catch (err) {
        if (!(err instanceof CognitoError)) throw err;
        if (err.type === 'ExpiredCodeException') outcome = 'expired';
        else if (err.type === 'LimitExceededException') outcome = 'too-many-attempts';
      }
    }
    return reply
      .code(outcome === 'confirmed' || outcome === 'already-confirmed' ? 200 : 400)
      .header('content-type', 'text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .header('referrer-policy', 'no-referrer')
      .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'")
      .send(confirmPage(outcome, storeUrl));
  };
  // /confirmUser is the path of Cognito's own confirmation links.
  app.get('/confirm', (req, reply) => confirm(req.query, reply));
  app.get('/confirmUser', (req, reply) => confirm(req.query, reply));

  const jwks = async (_req: unknown, reply: FastifyReply) =>
    reply.header('cache-control', 'public, max-age=3600').send(await publicJwks(db));
  app.get('/.well-known/jwks.json', jwks);
  app.get(`/${USER_POOL_ID}/.well-known/jwks.json`, jwks);
};
