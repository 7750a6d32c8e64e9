// Test helper: a real local HTTP server on port 0 that records every request (msw is not used).
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { RuntimeConfigSchema, type RuntimeConfig } from '@store/shared';

export interface RecordedRequest {
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
  body: unknown;
}

export interface Reply {
  status?: number;
  body?: unknown;
  /** Raw text instead of JSON. */
  text?: string;
  delayMs?: number;
  headers?: Record<string, string>;
}

export type Handler = (req: RecordedRequest) => Reply | undefined;

export interface TestServer {
  url: string;
  requests: RecordedRequest[];
  /** Replace the handler; unmatched requests get 404. */
  handle(h: Handler): void;
  close(): Promise<void>;
}

export async function startTestServer(handler: Handler = () => undefined): Promise<TestServer> {
  let current = handler;
  const requests: RecordedRequest[] = [];
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const raw = Buffer.concat(chunks).toString('utf8');
      let body: unknown = raw;
      try {
        body = raw ? JSON.parse(raw) : undefined;
      } catch {
        /* keep text */
      }
      const rec: RecordedRequest = { method: req.method ?? '', path: req.url ?? '', headers: req.headers, body };
      if (req.method !== 'OPTIONS') requests.push(rec);
      const reply = current(rec) ?? { status: 404, body: { message: 'not found' } };
      const send = () => {
        if (res.destroyed) return;
        res.writeHead(reply.status ?? 200, {
          'content-type': reply.text !== undefined ? 'text/plain' : 'application/json',
          ...reply.headers,
        });
        res.end(reply.text ?? (reply.body === undefined ? '' : JSON.stringify(reply.body)));
      };
      if (reply.delayMs) setTimeout(send, reply.delayMs).unref();
      else send();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    handle: (h) => {
      current = h;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** A complete run-time configuration whose every API base URL points at the test server. */
export function testConfig(url: string, extra: { menuFeatures?: Record<string, Array<'notification' | 'transactions' | 'cashback' | 'settings' | 'wallet'>> } = {}) {
  return {
    storefronts: [
      {
        name: 'Store',
        themeLogo: '/logo.svg',
        themeHostname: ['localhost'],
        themeColour: '#000000',
        enableTagline: false,
        themeTagline: '',
        enable: {
          header: true, search: true, userAccounts: true, poweredBy: true, help: true, trustPilot: true, socialMedia: true,
          countrySelector: true, legal: true, copyright: true, about: true, carousel: true, news: true, longDescription: true,
          paymentSuggestion: true, footer: true, notification: true,
        },
      },
    ],
    api: {
      walletBaseUrl: `${url}/wallet`,
      accountBaseUrl: `${url}/account`,
      shopBaseUrl: `${url}/shop`,
      searchBaseUrl: `${url}/order`,
      graphqlUrl: `${url}/graphql`,
      graphqlRegionalUrls: { eu: `${url}/eu/graphql` },
      captchaUrl: `${url}/captcha/simulator/execute`,
    },
    auth: { userPoolId: 'ap-southeast-1_test', userPoolClientId: 'client', region: 'ap-southeast-1' },
    menuFeatures: extra.menuFeatures ?? { sg: ['wallet', 'notification'], '*': ['transactions'] },
    devOverrideOrigins: [],
    merchantId: 'store',
    clientId: 'store-web',
  };
}

/**
 * A test file's server and the configuration pointing at it: started before the file's tests, closed
 * after them, its recorded requests cleared before each test. Read `server` and `config` inside tests.
 */
export function useTestServer(): { readonly server: TestServer; readonly config: RuntimeConfig } {
  let server: TestServer | undefined;
  let config: RuntimeConfig | undefined;
  beforeAll(async () => {
    server = await startTestServer();
    config = RuntimeConfigSchema.parse(testConfig(server.url));
  });
  afterAll(() => server?.close());
  beforeEach(() => {
    if (server) server.requests.length = 0;
  });
  const started = <T>(value: T | undefined): T => {
    if (value === undefined) throw new Error('the test server is not started yet (read it inside a test)');
    return value;
  };
  return {
    get server() {
      return started(server);
    },
    get config() {
      return started(config);
    },
  };
}
