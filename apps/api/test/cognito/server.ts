import Fastify, { type FastifyInstance } from 'fastify';
import cors from '@fastify/cors';
import { buildApp } from '../../src/app';
import { readConfig, type ApiConfig } from '../../src/config';
import { openDatabase, type Db } from '../../src/db/database';
import { readOutbox, type OutboxRow } from '../../src/outbox';
import { cognitoPlugin } from '../../src/cognito';

export interface TestServer {
  url: string;
  db: Db;
  app: FastifyInstance;
  config: ApiConfig;
  /** Calls an operation like Amplify does; resolves with the HTTP status and JSON body. */
  call: (operation: string, body: unknown) => Promise<{ status: number; body: Record<string, unknown> }>;
  /** The newest outbox message to a recipient. */
  lastMessage: (recipient: string) => OutboxRow;
  close: () => Promise<void>;
}

async function appWithCognito(db: Db, config: ApiConfig): Promise<FastifyInstance> {
  // The lead's app, if the core helper has registered the plugin there; else a minimal app like it.
  const full = await buildApp({ db, config });
  await full.ready();
  if (full.hasRoute({ method: 'GET', url: '/cognito/.well-known/jwks.json' })) return full;
  await full.close();
  const app = Fastify({ logger: false, bodyLimit: 256 * 1024 });
  await app.register(cors, {
    origin: true,
    credentials: true,
    allowedHeaders: ['content-type', 'authorization', 'x-amz-target', 'x-amz-user-agent', 'amz-sdk-invocation-id', 'amz-sdk-request', 'cache-control'],
  });
  await app.register(cognitoPlugin, { prefix: '/cognito', db, config });
  return app;
}

export async function startServer(): Promise<TestServer> {
  const db = openDatabase(':memory:');
  const config: ApiConfig = readConfig({ API_PORT: '0', API_HOST: '127.0.0.1', API_DB_PATH: ':memory:', API_DEV_MODE: 'true', API_CLIENT_RATE_LIMIT_SCALE: '100', API_LOG_LEVEL: 'silent' });
  const app = await appWithCognito(db, config);
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('no address');
  const url = `http://127.0.0.1:${address.port}`;
  config.publicUrl = url;
  return {
    url,
    db,
    app,
    config,
    call: async (operation, body) => {
      const res = await fetch(`${url}/cognito`, {
        method: 'POST',
        headers: {
          'content-type': 'application/x-amz-json-1.1',
          'x-amz-target': `AWSCognitoIdentityProviderService.${operation}`,
        },
        body: JSON.stringify(body),
      });
      return { status: res.status, body: (await res.json()) as Record<string, unknown> };
    },
    lastMessage: (recipient) => {
      const [message] = readOutbox(db, recipient, 1);
      if (!message) throw new Error(`no message to ${recipient}`);
      return message;
    },
    close: async () => {
      await app.close();
      db.close();
    },
  };
}
