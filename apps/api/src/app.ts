import Fastify, { type FastifyInstance } from 'fastify';
import cors from '@fastify/cors';
import { z } from 'zod';
import type { ApiConfig } from './config';

// Many request schemas are built where they are used; zod 4 would compile each new schema with
// new Function on its first parse, i.e. on every request. Interpreted parsing costs less here.
z.config({ jitless: true });
import type { Db } from './db/database';
import { readOutbox } from './outbox';
import { cognitoPlugin } from './cognito';
import { accountRoutes } from './account/routes';
import { seedIfEmpty } from './catalog/seed';
import { createContext } from './context';
import { graphqlRoutes } from './graphql/routes';
import { installErrorHandling } from './http/errors';
import { query } from './http/validate';
import { Gifts } from './orders/gifts';
import { Orders } from './orders/orders';
import { providerRoutes } from './provider/provider';
import { searchRoutes } from './search/routes';
import { imageRoutes } from './images/routes';
import { shopRoutes } from './shop/routes';
import { walletRoutes } from './wallet/routes';
import { Wallets } from './wallet/wallet';

export interface AppDeps {
  db: Db;
  config: ApiConfig;
}

/** Builds the Store API. Feature modules register themselves here as fastify plugins. */
export async function buildApp({ db, config }: AppDeps): Promise<FastifyInstance> {
  const app = Fastify({ logger: false, bodyLimit: 256 * 1024, routerOptions: { maxParamLength: 200 }, trustProxy: false });
  installErrorHandling(app);
  await app.register(cors, {
    origin: true,
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
  const ctx = createContext(db, config);
  const orders = new Orders(ctx);
  const wallets = new Wallets(ctx, orders);
  const gifts = new Gifts(ctx, orders);

  app.get('/health', async () => ({ ok: true }));

  if (config.devMode) {
    // Development only: read what the API "sent" (OTPs, confirmation codes, emails).
    app.get('/dev/outbox', async (req) => {
      const q = query(req, z.object({ recipient: z.string().max(320).optional() }).strict());
      return { messages: readOutbox(db, q.recipient) };
    });
  }

  await app.register(cognitoPlugin, { prefix: '/cognito', db, config });
  await app.register(walletRoutes(ctx, wallets, orders), { prefix: '/wallet' });
  await app.register(accountRoutes(ctx), { prefix: '/account' });
  await app.register(shopRoutes(ctx), { prefix: '/shop' });
  await app.register(searchRoutes(ctx));
  await app.register(imageRoutes(ctx));
  await app.register(graphqlRoutes(ctx, orders, wallets, gifts));
  await app.register(providerRoutes(ctx, orders, wallets));

  return app;
}
