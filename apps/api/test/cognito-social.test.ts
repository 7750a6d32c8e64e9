import { createHash, randomBytes } from 'node:crypto';
import { decodeJwt } from 'jose';
import { createTestUser, softDeleteUser, getUser } from '../src/cognito';
import { captchaToken, http, useApi } from './helpers';

const api = useApi();
const STORE = 'http://127.0.0.1:3000';
const REDIRECT = `${STORE}/en-sg/sign-in`;
const FORM = { 'content-type': 'application/x-www-form-urlencoded' };

function pkce() {
  const verifier = randomBytes(32).toString('base64url');
  return { verifier, challenge: createHash('sha256').update(verifier).digest('base64url') };
}

function authorizePath(params: Record<string, string>) {
  return `/oauth2/authorize?${new URLSearchParams(params).toString()}`;
}

async function startAt(provider: 'Google' | 'Facebook', challenge: string, state = 'st-1') {
  const res = await http(api.base, 'GET', authorizePath({
    response_type: 'code', client_id: 'store-web', redirect_uri: REDIRECT, state, identity_provider: provider,
    scope: 'openid email profile', code_challenge: challenge, code_challenge_method: 'S256',
  }));
  expect(res.status).toBe(302);
  const location = res.headers.get('location') ?? '';
  expect(location).toMatch(new RegExp(`^/oauth2/idp/${provider.toLowerCase()}\\?request=`));
  return { page: location, request: new URLSearchParams(location.split('?')[1]).get('request') as string };
}

async function choose(provider: string, body: Record<string, string>): Promise<URL> {
  const res = await http(api.base, 'POST', `/oauth2/idp/${provider}`, new URLSearchParams(body).toString(), FORM);
  expect(res.status).toBe(302);
  return new URL(res.headers.get('location') ?? '');
}

async function exchange(code: string, verifier: string, redirect = REDIRECT) {
  return http(api.base, 'POST', '/oauth2/token', new URLSearchParams({ grant_type: 'authorization_code', client_id: 'store-web', code, redirect_uri: redirect, code_verifier: verifier }).toString(), FORM);
}

const uniqueEmail = (p: string) => `${p}-${randomBytes(4).toString('hex')}@gmail.example`;

describe('hosted sign-in: Google and Facebook through the identity-provider simulator', () => {
  it('signs a new person in: code, tokens with identities, userInfo; the same person again is the same account', async () => {
    const { verifier, challenge } = pkce();
    const { page, request } = await startAt('Google', challenge);
    const html = await http(api.base, 'GET', page);
    expect(html.status).toBe(200);
    expect(String(html.body)).toContain('Sign in with Google');
    expect(html.headers.get('content-security-policy')).toContain("default-src 'none'");

    const email = uniqueEmail('ana');
    const back = await choose('google', { request, choice: 'identity', name: 'Ana Lima', email });
    expect(`${back.origin}${back.pathname}`).toBe(REDIRECT);
    expect(back.searchParams.get('state')).toBe('st-1');
    const code = back.searchParams.get('code') as string;
    expect(code).toBeTruthy();

    const tokens = await exchange(code, verifier);
    expect(tokens.status).toBe(200);
    expect(tokens.body).toMatchObject({ token_type: 'Bearer', expires_in: 3600 });
    const id = decodeJwt(tokens.body.id_token);
    expect(id).toMatchObject({ email, email_verified: true, name: 'Ana Lima', 'custom:idpVerified': 'true', token_use: 'id' });
    expect(id.identities).toEqual([expect.objectContaining({ providerName: 'Google', primary: 'true' })]);

    const info = await http(api.base, 'GET', '/oauth2/userInfo', undefined, { authorization: `Bearer ${tokens.body.access_token}` });
    expect(info.status).toBe(200);
    expect(info.body).toMatchObject({ sub: id.sub, email, email_verified: 'true' });
    expect(JSON.parse(info.body.identities)[0].providerName).toBe('Google');

    // The refresh token works with the Cognito endpoint Amplify refreshes through.
    const refreshed = await http(api.base, 'POST', '/oauth2/token', new URLSearchParams({ grant_type: 'refresh_token', client_id: 'store-web', refresh_token: tokens.body.refresh_token }).toString(), FORM);
    expect(refreshed.status).toBe(200);
    expect(decodeJwt(refreshed.body.id_token).sub).toBe(id.sub);

    const again = pkce();
    const second = await startAt('Google', again.challenge, 'st-2');
    const back2 = await choose('google', { request: second.request, choice: 'identity', name: 'Ana Lima', email });
    const tokens2 = await exchange(back2.searchParams.get('code') as string, again.verifier);
    expect(decodeJwt(tokens2.body.id_token).sub).toBe(id.sub);
  });

  it('a code is used once, with its own verifier and redirect URI only', async () => {
    const { verifier, challenge } = pkce();
    const { request } = await startAt('Facebook', challenge);
    const back = await choose('facebook', { request, choice: 'identity', name: 'Sam', email: uniqueEmail('sam') });
    const code = back.searchParams.get('code') as string;
    expect((await exchange(code, pkce().verifier)).body).toEqual({ error: 'invalid_grant' });
    // The failed attempt burnt the code too.
    expect((await exchange(code, verifier)).body).toEqual({ error: 'invalid_grant' });

    const other = pkce();
    const b2 = await choose('facebook', { request: (await startAt('Facebook', other.challenge)).request, choice: 'identity', email: uniqueEmail('sam') });
    expect((await exchange(b2.searchParams.get('code') as string, other.verifier, `${STORE}/en-id/sign-in`)).body).toEqual({ error: 'invalid_grant' });
    // A request is used once too.
    const res = await http(api.base, 'POST', '/oauth2/idp/facebook', new URLSearchParams({ request, choice: 'deny' }).toString(), FORM);
    expect(res.status).toBe(400);
  });

  it('a denial goes back with access_denied; no email gives EMAIL_ATTRIBUTE_MISSING', async () => {
    const denied = await choose('google', { request: (await startAt('Google', pkce().challenge, 'st-d')).request, choice: 'deny' });
    expect(Object.fromEntries(denied.searchParams)).toMatchObject({ error: 'access_denied', state: 'st-d' });
    expect(denied.searchParams.has('code')).toBe(false);

    const noEmail = await choose('google', { request: (await startAt('Google', pkce().challenge, 'st-n')).request, choice: 'no-email' });
    expect(Object.fromEntries(noEmail.searchParams)).toMatchObject({ error: 'invalid_request', error_description: 'EMAIL_ATTRIBUTE_MISSING', state: 'st-n' });
  });

  it('joins the account that holds the email; a deleted account gives DELETED_EMAIL_ACCOUNT', async () => {
    const email = uniqueEmail('held');
    const { sub } = await createTestUser(api.server.db, { email, password: 'Passw0rd-123' });
    const { verifier, challenge } = pkce();
    const back = await choose('google', { request: (await startAt('Google', challenge)).request, choice: 'identity', email });
    const tokens = await exchange(back.searchParams.get('code') as string, verifier);
    expect(decodeJwt(tokens.body.id_token).sub).toBe(sub);

    softDeleteUser(api.server.db, getUser(api.server.db, sub)!);
    // The linked identity, and a new identity with that email, are both refused.
    const linked = await choose('google', { request: (await startAt('Google', pkce().challenge)).request, choice: 'identity', email });
    expect(linked.searchParams.get('error_description')).toBe('DELETED_EMAIL_ACCOUNT');
    const fresh = await choose('facebook', { request: (await startAt('Facebook', pkce().challenge)).request, choice: 'identity', email });
    expect(fresh.searchParams.get('error_description')).toBe('DELETED_EMAIL_ACCOUNT');
  });

  it('refuses what is not a storefront sign-in screen, and bad requests, without redirecting anywhere else', async () => {
    const { challenge } = pkce();
    const base = { response_type: 'code', client_id: 'store-web', state: 's', identity_provider: 'Google', code_challenge: challenge, code_challenge_method: 'S256' };
    for (const redirect of ['https://evil.example/en-sg/sign-in', `${STORE}/en-sg/checkout`, `${STORE}/en-sg/sign-in?next=x`, 'javascript:alert(1)']) {
      const res = await http(api.base, 'GET', authorizePath({ ...base, redirect_uri: redirect }));
      expect(res.status).toBe(400);
      expect(res.headers.get('location')).toBeNull();
      expect(String(res.body)).toContain('This sign-in link is not valid');
    }
    const noPkce = await http(api.base, 'GET', authorizePath({ ...base, redirect_uri: REDIRECT, code_challenge: 'short' }));
    expect(noPkce.status).toBe(302);
    expect(new URL(noPkce.headers.get('location') ?? '').searchParams.get('error')).toBe('invalid_request');
    const unknownIdp = await http(api.base, 'GET', authorizePath({ ...base, redirect_uri: REDIRECT, identity_provider: 'Twitter' }));
    expect(new URL(unknownIdp.headers.get('location') ?? '').searchParams.get('error')).toBe('invalid_request');

    expect((await http(api.base, 'GET', '/oauth2/idp/google?request=nope')).status).toBe(400);
    const badGrant = await http(api.base, 'POST', '/oauth2/token', 'grant_type=password&username=a', FORM);
    expect(badGrant.body).toEqual({ error: 'unsupported_grant_type' });
    const noToken = await http(api.base, 'GET', '/oauth2/userInfo');
    expect(noToken.status).toBe(401);
  });

  it('logout returns to a storefront only', async () => {
    const ok = await http(api.base, 'GET', `/logout?client_id=store-web&logout_uri=${encodeURIComponent(`${STORE}/en-sg/`)}`);
    expect(ok.status).toBe(302);
    expect(ok.headers.get('location')).toBe(`${STORE}/en-sg/`);
    const bad = await http(api.base, 'GET', `/logout?client_id=store-web&logout_uri=${encodeURIComponent('https://evil.example/')}`);
    expect(bad.status).toBe(400);
  });

  it('a social account has no password: password sign-in is refused like a wrong password', async () => {
    const email = uniqueEmail('nopass');
    const { verifier, challenge } = pkce();
    const back = await choose('google', { request: (await startAt('Google', challenge)).request, choice: 'identity', email });
    expect((await exchange(back.searchParams.get('code') as string, verifier)).status).toBe(200);
    const res = await http(api.base, 'POST', '/cognito', JSON.stringify({ AuthFlow: 'USER_PASSWORD_AUTH', ClientId: 'store-web', AuthParameters: { USERNAME: email, PASSWORD: 'whatever1' } }), {
      'content-type': 'application/x-amz-json-1.1',
      'x-amz-target': 'AWSCognitoIdentityProviderService.InitiateAuth',
    });
    expect(res.status).toBe(400);
    expect(res.body.__type).toBe('NotAuthorizedException');
  });

  it('profile completion: a social account without a birth date gives one through /user/auth; its tokens then carry it', async () => {
    const { verifier, challenge } = pkce();
    const back = await choose('google', { request: (await startAt('Google', challenge)).request, choice: 'identity', email: uniqueEmail('profile') });
    const tokens = (await exchange(back.searchParams.get('code') as string, verifier)).body;
    expect(decodeJwt(tokens.id_token)['custom:birth_date']).toBeUndefined();
    const auth = { authorization: `Bearer ${tokens.id_token}`, 'x-country-code': 'sg' };

    expect((await http(api.base, 'POST', '/account/user/auth', { birthDate: '1990-05-17', gRecaptchaToken: 'forged' }, auth)).body.resultCode).toBe('CAPTCHA_FAILED');
    expect((await http(api.base, 'POST', '/account/user/auth', { birthDate: '2015-01-01', gRecaptchaToken: await captchaToken(api.base, 'user_auth') }, auth)).body.resultCode).toBe('UNDER_AGE');
    const done = await http(api.base, 'POST', '/account/user/auth', { birthDate: '1990-05-17', langCode: 'en', gRecaptchaToken: await captchaToken(api.base, 'user_auth') }, auth);
    expect(done.body).toEqual({ resultCode: 0, resultMessage: 'Success' });

    const refreshed = await http(api.base, 'POST', '/oauth2/token', new URLSearchParams({ grant_type: 'refresh_token', client_id: 'store-web', refresh_token: tokens.refresh_token }).toString(), FORM);
    expect(decodeJwt(refreshed.body.id_token)['custom:birth_date']).toBe('1990-05-17');
  });
});
