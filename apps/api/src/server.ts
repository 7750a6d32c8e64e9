import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from './app';
import { readConfig, type ApiConfig } from './config';
import { openDatabase, type Db } from './db/database';
import { buildSimulator } from './simulator/app';

export interface StartServerOptions {
  /** Database file; default a fresh one in a temp directory (removed on close). ':memory:' works too. */
  databasePath?: string;
  /** Default true (the outbox is readable). */
  devMode?: boolean;
  /** Other configuration (env-style names are not used here; pass config fields). */
  config?: Partial<ApiConfig>;
}

export interface RunningServer {
  url: string;
  db: Db;
  config: ApiConfig;
  app: FastifyInstance;
  /** The payment-provider simulator started beside the API (same secret), at config.providerUrl. */
  provider: FastifyInstance;
  close: () => Promise<void>;
}

/** Builds the API on a temp database, listens on a free loopback port and returns its URL (tests, benchmark). */
export async function startServer(options: StartServerOptions = {}): Promise<RunningServer> {
  const tempDir = options.databasePath ? undefined : mkdtempSync(join(tmpdir(), 'store-api-'));
  const databasePath = options.databasePath ?? join(tempDir as string, 'store.sqlite');
  const base = readConfig({ API_PORT: '0', API_HOST: '127.0.0.1', API_DB_PATH: databasePath, API_DEV_MODE: options.devMode === false ? 'false' : 'true', API_LOG_LEVEL: 'silent' });
  const providerSecret = options.config?.providerSecret ?? randomBytes(24).toString('hex');
  let url = '';
  const provider = await buildSimulator({ apiUrl: () => url, secret: providerSecret });
  await provider.listen({ port: 0, host: '127.0.0.1' });
  const config: ApiConfig = { ...base, providerUrl: portUrl(provider), ...options.config, providerSecret, databasePath };
  const db = openDatabase(databasePath);
  const app = await buildApp({ db, config });
  await app.listen({ port: 0, host: '127.0.0.1' });
  url = portUrl(app);
  // The payment page URLs and the auth issuer use the real address.
  if (!options.config?.publicUrl) config.publicUrl = url;
  return {
    url,
    db,
    config,
    app,
    provider,
    close: async () => {
      await app.close();
      await provider.close();
      db.close();
      if (tempDir) rmSync(tempDir, { recursive: true, force: true });
    },
  };
}

function portUrl(app: FastifyInstance): string {
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return `http://127.0.0.1:${port}`;
}
