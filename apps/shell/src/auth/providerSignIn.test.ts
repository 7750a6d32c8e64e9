import { createHash, webcrypto } from 'node:crypto';
import { createMemoryStorage } from '@store/shared/domain';
import { beginProviderSignIn, completeProviderSignIn, isProviderAnswer, PROVIDER_SIGN_IN_KEY, PROVIDER_SIGN_IN_MAX_AGE_MS, type ProviderSignInDeps } from './providerSignIn';

const RETURN = 'http://127.0.0.1:3000/en-sg/sign-in';

function setup(overrides: Partial<ProviderSignInDeps> = {}) {
  const storage = createMemoryStorage();
  const requests: Array<{ url: string; body: URLSearchParams }> = [];
  let answer: { status: number; body: unknown } = { status: 200, body: { id_token: 'id.jwt', access_token: 'access.jwt', refresh_token: 'refresh', expires_in: 3600, token_type: 'Bearer' } };
  const fetchStub = (async (url: string, init: RequestInit) => {
    requests.push({ url, body: new URLSearchParams(String(init.body)) });
    return new Response(JSON.stringify(answer.body), { status: answer.status, headers: { 'content-type': 'application/json' } });
  }) as unknown as typeof fetch;
  let now = 1_000_000;
  const deps: ProviderSignInDeps = {
    hostedSignInUrl: 'http://127.0.0.1:4000/',
    clientId: 'store-web',
    storage,
    crypto: webcrypto as unknown as Crypto,
    fetch: fetchStub,
    now: () => now,
    ...overrides,
  };
  return {
    deps,
    storage,
    requests,
    answer: (a: typeof answer) => (answer = a),
    later: (ms: number) => (now += ms),
  };
}

async function leave(s: ReturnType<typeof setup>, provider: 'Google' | 'Facebook' = 'Google') {
  const url = new URL(await beginProviderSignIn(s.deps, provider, RETURN));
  return { url, state: url.searchParams.get('state') as string };
}

test('leaving for the provider: the authorize URL carries the provider, the return URL, the state and an S256 challenge', async () => {
  const s = setup();
  const { url } = await leave(s, 'Facebook');
  expect(`${url.origin}${url.pathname}`).toBe('http://127.0.0.1:4000/oauth2/authorize');
  expect(Object.fromEntries(url.searchParams)).toMatchObject({
    identity_provider: 'Facebook', redirect_uri: RETURN, response_type: 'code', client_id: 'store-web', code_challenge_method: 'S256',
  });
  const pending = JSON.parse(s.storage.getItem(PROVIDER_SIGN_IN_KEY) as string);
  expect(pending.state).toBe(url.searchParams.get('state'));
  expect(url.searchParams.get('code_challenge')).toBe(createHash('sha256').update(pending.verifier).digest('base64url'));
  expect(pending.verifier).toMatch(/^[A-Za-z0-9_-]{43}$/);
});

test('back with a code: exchanged once with the verifier, for the tokens', async () => {
  const s = setup();
  const { state } = await leave(s);
  const verifier = JSON.parse(s.storage.getItem(PROVIDER_SIGN_IN_KEY) as string).verifier;
  const tokens = await completeProviderSignIn(s.deps, `?code=abc&state=${state}`, RETURN);
  expect(tokens).toEqual({ idToken: 'id.jwt', accessToken: 'access.jwt', refreshToken: 'refresh' });
  expect(s.requests).toHaveLength(1);
  expect(s.requests[0]?.url).toBe('http://127.0.0.1:4000/oauth2/token');
  expect(Object.fromEntries(s.requests[0]?.body ?? [])).toEqual({ grant_type: 'authorization_code', client_id: 'store-web', code: 'abc', redirect_uri: RETURN, code_verifier: verifier });
  // The pending sign-in is used up: the same answer again is refused without a call.
  await expect(completeProviderSignIn(s.deps, `?code=abc&state=${state}`, RETURN)).rejects.toMatchObject({ name: 'PROVIDER_SIGN_IN_EXPIRED' });
  expect(s.requests).toHaveLength(1);
});

test.each([
  ['?error=access_denied&error_description=User+denied+access', 'ACCESS_DENIED'],
  ['?error=invalid_request&error_description=DELETED_EMAIL_ACCOUNT', 'DELETED_EMAIL_ACCOUNT'],
  ['?error=invalid_request&error_description=PreSignUp+failed+with+error+EMAIL_ATTRIBUTE_MISSING.', 'EMAIL_ATTRIBUTE_MISSING'],
  ['?error=server_error', 'UNKNOWN_SIGN_IN_ERROR'],
])('a refusal %s is %s, with no token call', async (query, code) => {
  const s = setup();
  const { state } = await leave(s);
  await expect(completeProviderSignIn(s.deps, `${query}&state=${state}`, RETURN)).rejects.toMatchObject({ name: code });
  expect(s.requests).toHaveLength(0);
});

test('an answer this tab did not ask for, for another page, or too late is refused', async () => {
  const s = setup();
  await expect(completeProviderSignIn(s.deps, '?code=abc&state=forged', RETURN)).rejects.toMatchObject({ name: 'PROVIDER_SIGN_IN_EXPIRED' });
  await leave(s);
  await expect(completeProviderSignIn(s.deps, `?code=abc&state=other`, RETURN)).rejects.toMatchObject({ name: 'PROVIDER_SIGN_IN_EXPIRED' });
  let { state } = await leave(s);
  await expect(completeProviderSignIn(s.deps, `?code=abc&state=${state}`, 'http://127.0.0.1:3000/en-id/sign-in')).rejects.toMatchObject({ name: 'PROVIDER_SIGN_IN_EXPIRED' });
  ({ state } = await leave(s));
  s.later(PROVIDER_SIGN_IN_MAX_AGE_MS + 1);
  await expect(completeProviderSignIn(s.deps, `?code=abc&state=${state}`, RETURN)).rejects.toMatchObject({ name: 'PROVIDER_SIGN_IN_EXPIRED' });
  s.storage.setItem(PROVIDER_SIGN_IN_KEY, '{not json');
  await expect(completeProviderSignIn(s.deps, `?code=abc&state=x`, RETURN)).rejects.toMatchObject({ name: 'PROVIDER_SIGN_IN_EXPIRED' });
  expect(s.requests).toHaveLength(0);
});

test('a refused or malformed token answer does not sign in', async () => {
  const s = setup();
  let { state } = await leave(s);
  s.answer({ status: 400, body: { error: 'invalid_grant' } });
  await expect(completeProviderSignIn(s.deps, `?code=abc&state=${state}`, RETURN)).rejects.toMatchObject({ name: 'PROVIDER_SIGN_IN_EXPIRED' });
  ({ state } = await leave(s));
  s.answer({ status: 200, body: { access_token: 'only' } });
  await expect(completeProviderSignIn(s.deps, `?code=abc&state=${state}`, RETURN)).rejects.toMatchObject({ name: 'UNKNOWN_SIGN_IN_ERROR' });
  ({ state } = await leave(s));
  s.answer({ status: 503, body: {} });
  await expect(completeProviderSignIn(s.deps, `?code=abc&state=${state}`, RETURN)).rejects.toMatchObject({ name: 'UNKNOWN_SIGN_IN_ERROR' });
});

test('no hosted sign-in configured: a clear error, not a broken URL', async () => {
  const s = setup({ hostedSignInUrl: undefined });
  await expect(beginProviderSignIn(s.deps, 'Google', RETURN)).rejects.toMatchObject({ name: 'UNKNOWN_SIGN_IN_ERROR' });
});

test('isProviderAnswer: a code or an error with a state', () => {
  expect(isProviderAnswer('?code=a&state=b')).toBe(true);
  expect(isProviderAnswer('?error=access_denied&state=b')).toBe(true);
  expect(isProviderAnswer('?code=a')).toBe(false);
  expect(isProviderAnswer('?returnTo=/en-sg/x')).toBe(false);
});
