/* eslint-disable @typescript-eslint/no-explicit-any -- test helpers return loosely typed JSON bodies */
import { randomUUID } from 'node:crypto';
import type { RunningServer } from '../../src/server';

/** One request through app.inject, from a chosen client address (per-IP rules are what these tests check). */
export async function inject(server: RunningServer, method: 'GET' | 'POST' | 'OPTIONS', url: string, options: { body?: unknown; headers?: Record<string, string>; ip?: string } = {}) {
  const res = await server.app.inject({
    method,
    url,
    remoteAddress: options.ip ?? '127.0.0.1',
    headers: { ...(options.body !== undefined && typeof options.body !== 'string' ? { 'content-type': 'application/json' } : {}), ...options.headers },
    payload: options.body === undefined ? undefined : typeof options.body === 'string' ? options.body : JSON.stringify(options.body),
  });
  let body: any = res.body;
  try {
    body = JSON.parse(res.body);
  } catch {
    /* html or empty */
  }
  return { status: res.statusCode, body, headers: res.headers };
}

export const cognito = (server: RunningServer, operation: string, body: Record<string, unknown>, ip = '127.0.0.1') =>
  inject(server, 'POST', '/cognito', {
    body: JSON.stringify(body),
    ip,
    headers: { 'content-type': 'application/x-amz-json-1.1', 'x-amz-target': `AWSCognitoIdentityProviderService.${operation}` },
  });

/** A passed invisible captcha's token, as the storefront gets one before a sign-up. */
export async function captchaToken(server: RunningServer, action = 'signup'): Promise<string> {
  return ((await inject(server, 'POST', '/captcha/simulator/execute', { body: { action } })).body as { token: string }).token;
}

export const signIn = (server: RunningServer, username: string, password: string, ip = '127.0.0.1') =>
  cognito(server, 'InitiateAuth', { AuthFlow: 'USER_PASSWORD_AUTH', ClientId: 'store-web', AuthParameters: { USERNAME: username, PASSWORD: password } }, ip);

export const freshEmail = (prefix = 'sec') => `${prefix}-${randomUUID().slice(0, 8)}@example.com`;

export const graphql = (server: RunningServer, query: string, variables?: Record<string, unknown>, options: { ip?: string; headers?: Record<string, string> } = {}) =>
  inject(server, 'POST', '/graphql', { body: { query, variables }, ...options });

/** A few random-looking client addresses (TEST-NET ranges). */
export const ipOf = (n: number) => `198.51.100.${n % 250}`;
