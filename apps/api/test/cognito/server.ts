import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/app';
import { readConfig, type ApiConfig } from '../../src/config';
import { openDatabase, type Db } from '../../src/db/database';
import { readOutbox, type OutboxRow } from '../../src/outbox';

export interface TestServer {
  url: string;
  db: Db;
  app: FastifyInstance;
  config: ApiConfig;
  /** Calls an operation like the storefront does (a sign-up carries a passed captcha token); resolves with the HTTP status and JSON body. */
  call: (operation: string, body: unknown) => Promise<{ status: number; body: Record<string, unknown> }>;
  /** The newest outbox message to a recipient. */
  lastMessage: (recipient: string) => OutboxRow;
  /** A passed invisible captcha's token for a sign-up (the simulator's execute()). */
  captcha: () => Promise<string>;
  close: () => Promise<void>;
}

/** A sign-up body as the storefront sends it: with a passed invisible captcha's token, unless the test gives one. */
async function captchaToken(url: string): Promise<string> {
  const res = await fetch(`${url}/captcha/simulator/execute`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"action":"signup"}' });
  return ((await res.json()) as { token: string }).token;
}

async function withCaptcha(url: string, operation: string, body: unknown): Promise<unknown> {
  if (operation !== 'SignUp' || typeof body !== 'object' || body === null) return body;
  const b = body as { ValidationData?: Array<{ Name: string; Value?: string }>; ClientMetadata?: Record<string, string> };
  if (b.ValidationData?.some((v) => v.Name === 'captchaToken') || b.ClientMetadata?.captchaToken !== undefined) return body;
  return { ...b, ValidationData: [...(b.ValidationData ?? []), { Name: 'captchaToken', Value: await captchaToken(url) }] };
}

export async function startServer(): Promise<TestServer> {
  const db = openDatabase(':memory:');
  const config: ApiConfig = readConfig({ API_PORT: '0', API_HOST: '127.0.0.1', API_DB_PATH: ':memory:', API_DEV_MODE: 'true', API_CLIENT_RATE_LIMIT_SCALE: '100', API_LOG_LEVEL: 'silent' });
  const app = await buildApp({ db, config });
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
    captcha: () => captchaToken(url),
    call: async (operation, body) => {
      const res = await fetch(`${url}/cognito`, {
        method: 'POST',
        headers: {
          'content-type': 'application/x-amz-json-1.1',
          'x-amz-target': `AWSCognitoIdentityProviderService.${operation}`,
        },
        body: JSON.stringify(await withCaptcha(url, operation, body)),
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
