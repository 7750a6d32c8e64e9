import Fastify, { type FastifyInstance } from 'fastify';
import cors from '@fastify/cors';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { withDefaults, type ApiConfig } from './config';

/** GET /dev/outbox's query. Every request schema is built once at module level, so zod's JIT compiles each once. */
const OutboxQuery = z.object({ recipient: z.string().max(320).optional() }).strict();
import type { Db } from './db/database';
import { readOutbox } from './outbox';
import { cognitoPlugin, hostedSignInPlugin } from './cognito';
import { captchaRoutes } from './captcha/routes';
import { accountPlugin } from './account/routes';
import { seedContentTranslations, seedIfEmpty } from './catalog/seed';
import { seedInfoPages } from './shop/infoPages';
import { createContext } from './context';
import { graphqlPlugin } from './graphql/routes';
import { ApiError, installErrorHandling } from './http/errors';
import { corsOrigins } from './http/returnUrl';
import { isLoopback, securityHeaders } from './http/securityHeaders';
import { rewardsPlugin } from './rewards/routes';
import { query } from './http/validate';
import { Gifts } from './orders/gifts';
import { Orders } from './orders/orders';
import { providerPlugin } from './provider/provider';
import { searchPlugin } from './search/routes';
import { imagePlugin } from './images/routes';
import { shopPlugin } from './shop/routes';
import { trackingPlugin } from './tracking/routes';
import { storePlugin } from './plugins/store';
import { walletPlugin } from './wallet/routes';
import { partnerAuthorizePlugin } from './partner/routes';
import { Wallets } from './wallet/wallet';

export interface AppDeps {
  db: Db;
  config: ApiConfig;
  /** Where the pino request log goes (default stdout); tests pass a stream to read it. */
  logStream?: { write: (line: string) => void };
}

/**
 * What the request log never shows: credentials and one-time codes in headers and bodies (pino redact paths).
 * Bodies are not logged by default; the paths cover any log line that adds one.
 */
export const LOG_REDACT_PATHS = [
  'req.headers.authorization',
  'req.headers["x-session-key"]',
  'req.headers["x-csrf-token"]',
  'req.headers["x-xsrf-token"]',
  'req.headers["x-signature"]',
  'req.headers["x-provider-signature"]',
  'req.headers.cookie',
  'res.headers["set-cookie"]',
  '*.password',
  '*.Password',
  '*.PreviousPassword',
  '*.ProposedPassword',
  '*.AccessToken',
  '*.RefreshToken',
  '*.IdToken',
  '*.ConfirmationCode',
  '*.code',
  '*.verifyOtp',
  '*.otp',
  '*.token',
  '*.accessToken',
];

/** Builds the Store API. Feature modules register themselves here as fastify plugins. */
/** Query parameters that carry a secret (payment-link token, confirmation codes): the log shows their names only. */
const SECRET_QUERY_PARAMS = ['token', 'code', 'confirmation_code', 'recipient'];

export function redactedUrl(url: string): string {
  const q = url.indexOf('?');
  if (q < 0) return url;
  const params = new URLSearchParams(url.slice(q + 1));
  for (const name of SECRET_QUERY_PARAMS) if (params.has(name)) params.set(name, '[Redacted]');
  return `${url.slice(0, q)}?${params.toString()}`;
}

export async function buildApp({ db, config, logStream }: AppDeps): Promise<FastifyInstance> {
  const app = Fastify({
    // pino: one JSON line per request with its id; tokens and codes redacted.
    logger: {
      level: config.logLevel ?? 'info',
      redact: { paths: LOG_REDACT_PATHS, censor: '[Redacted]' },
      serializers: {
        req: (req: { method: string; url: string; headers: Record<string, unknown>; ip?: string }) => ({
          method: req.method,
          url: redactedUrl(req.url),
          headers: req.headers,
          remoteAddress: req.ip,
        }),
      },
      ...(logStream ? { stream: logStream } : {}),
    },
    requestIdHeader: false,
    bodyLimit: 256 * 1024,
    routerOptions: { maxParamLength: 200 },
    trustProxy: false,
  });
  installErrorHandling(app);
  // Route schemas are zod schemas (fastify-type-provider-zod): one schema gives the validation and the handler's types.
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  const full = withDefaults(config);
  // CORS only for the storefronts (never `null`): credentials are allowed for them alone.
  await app.register(cors, {
    origin: (origin, cb) => cb(null, origin !== undefined && corsOrigins(full).has(origin)),
    credentials: true,
    allowedHeaders: [
      'content-type', 'authorization', 'accept-language', 'x-country-code', 'x-merchant-id', 'x-csrf-token',
      'x-xsrf-token', 'x-expt-token', 'x-expt-context', 'x-whitelabel-id', 'whitelabel-id', 'experiment-token',
      'experiment-context', 'client_id', 'whitelabel_id', 'x-session-country2name', 'x-session-key', 'path',
      'x-iat', 'x-signature', 'x-idempotency-key', 'idempotency-key',
      'x-amz-target', 'x-amz-user-agent', 'amz-sdk-invocation-id', 'amz-sdk-request', 'cache-control',
    ],
  });

  seedIfEmpty(db);
  seedContentTranslations(db);
  seedInfoPages(db);
  const ctx = createContext(db, config);
  const orders = new Orders(ctx);
  const wallets = new Wallets(ctx, orders);
  const gifts = new Gifts(ctx, orders);
  // The module plugins read the shared services from these decorators.
  await app.register(storePlugin, { ctx, orders, wallets, gifts });

  app.get('/health', async () => ({ ok: true }));

  app.addHook('onSend', async (_req, reply) => {
    securityHeaders(reply);
  });

  if (config.devMode) {
    // Development only: read what the API "sent" (OTPs, confirmation codes, emails), from this machine only.
    app.get('/dev/outbox', async (req) => {
      if (!isLoopback(req.socket.remoteAddress)) {
        throw new ApiError(404, { error: 'NOT_FOUND', resultCode: 404, resultMessage: 'No route GET /dev/outbox' });
      }
      const q = query(req, OutboxQuery);
      return { messages: readOutbox(db, q.recipient) };
    });
  }

  await app.register(cognitoPlugin, { prefix: '/cognito', db, config, limiter: ctx.limiter, captcha: ctx.captcha });
  await app.register(captchaRoutes, { captcha: ctx.captcha, limiter: ctx.limiter });
  // The user pool's hosted sign-in (Google and Facebook sign-in): /oauth2/authorize, /oauth2/token, /oauth2/userInfo, /logout.
  await app.register(hostedSignInPlugin, { db, config, limiter: ctx.limiter });
  await app.register(walletPlugin, { prefix: '/wallet' });
  await app.register(partnerAuthorizePlugin, { prefix: '/wallet' });
  await app.register(accountPlugin, { prefix: '/account' });
  await app.register(rewardsPlugin, { prefix: '/account' });
  await app.register(shopPlugin, { prefix: '/shop' });
  await app.register(trackingPlugin, { prefix: '/shop' });
  await app.register(searchPlugin);
  await app.register(imagePlugin);
  await app.register(graphqlPlugin);
  await app.register(providerPlugin);

  return app;
}
