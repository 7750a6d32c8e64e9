import { createLocalJWKSet, jwtVerify } from 'jose';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openDatabase } from '../src/db/database';
import { createTestUser, signInForTest, verifyIdToken } from '../src/cognito';
import { startServer, type TestServer } from './cognito/server';
import { CLIENT_ID, PASSWORD, decode, freshEmail, freshPhone, signIn, signUp, signUpConfirmed, tokens } from './cognito/helpers';

let s: TestServer;
beforeAll(async () => {
  s = await startServer();
});
afterAll(async () => {
  await s.close();
});

describe('transport', () => {
  it('unknown or missing x-amz-target: UnknownOperationException', async () => {
    expect((await s.call('AdminDeleteUser', {})).body.__type).toBe('UnknownOperationException');
    expect((await s.call('constructor', {})).body.__type).toBe('UnknownOperationException');
    const res = await fetch(`${s.url}/cognito`, { method: 'POST', headers: { 'content-type': 'application/x-amz-json-1.1' }, body: '{}' });
    expect(res.status).toBe(400);
    expect(((await res.json()) as { __type: string }).__type).toBe('UnknownOperationException');
  });

  it('malformed JSON, wrong shapes and missing fields: InvalidParameterException, never a 500', async () => {
    const post = (body: string, contentType = 'application/x-amz-json-1.1') =>
      fetch(`${s.url}/cognito`, {
        method: 'POST',
        headers: { 'content-type': contentType, 'x-amz-target': 'AWSCognitoIdentityProviderService.SignUp' },
        body,
      });
    for (const body of ['{', 'null', '[]', '"x"', '42', '{"ClientId":1}', '{"ClientId":"store-web","Username":"a@b.co","Password":null}']) {
      const res = await post(body);
      expect(res.status).toBe(400);
      expect(((await res.json()) as { __type: string }).__type).toBe('InvalidParameterException');
    }
    const text = await post('hello', 'text/plain');
    expect(text.status).toBe(400);
    expect(((await text.json()) as { __type: string }).__type).toBe('InvalidParameterException');
    const plain = await post(JSON.stringify({ ClientId: CLIENT_ID }), 'application/json');
    expect(((await plain.json()) as { __type: string }).__type).toBe('InvalidParameterException');
    for (const op of ['ConfirmSignUp', 'InitiateAuth', 'GetUser', 'UpdateUserAttributes', 'VerifyUserAttribute', 'GetUserAttributeVerificationCode',
      'ChangePassword', 'ForgotPassword', 'ConfirmForgotPassword', 'GlobalSignOut', 'RevokeToken', 'DeleteUser', 'GetTokensFromRefreshToken', 'ResendConfirmationCode']) {
      const res = await s.call(op, { AccessToken: 5 });
      expect({ op, status: res.status, type: res.body.__type }).toEqual({ op, status: 400, type: 'InvalidParameterException' });
    }
  });

  it('answers the CORS preflight Amplify sends from a browser', async () => {
    const res = await fetch(`${s.url}/cognito`, {
      method: 'OPTIONS',
      headers: {
        origin: 'http://localhost:3000',
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'content-type,x-amz-target,x-amz-user-agent,amz-sdk-invocation-id,amz-sdk-request,cache-control',
      },
    });
    expect(res.status).toBeLessThan(300);
    expect(res.headers.get('access-control-allow-origin')).toBe('http://localhost:3000');
    expect(res.headers.get('access-control-allow-headers')).toContain('x-amz-target');
  });
});

describe('InitiateAuth', () => {
  it('USER_PASSWORD_AUTH issues Cognito-shaped tokens', async () => {
    const email = freshEmail();
    const sub = await signUpConfirmed(s, email, { name: 'Rui', 'custom:country_code': 'pt' });
    const res = await signIn(s, email);
    expect(res.status).toBe(200);
    expect(res.body.ChallengeParameters).toEqual({});
    const auth = res.body.AuthenticationResult as Record<string, string | number>;
    expect(auth).toMatchObject({ ExpiresIn: 3600, TokenType: 'Bearer', RefreshToken: expect.any(String) });
    const access = decode(auth.AccessToken as string);
    const id = decode(auth.IdToken as string);
    const iss = `${s.url}/cognito/local_store`;
    expect(access).toMatchObject({ sub, token_use: 'access', client_id: CLIENT_ID, username: sub, iss, scope: 'aws.cognito.signin.user.admin' });
    expect(id).toMatchObject({ sub, token_use: 'id', aud: CLIENT_ID, 'cognito:username': sub, iss, email, email_verified: true, name: 'Rui', 'custom:country_code': 'pt' });
    for (const t of [access, id]) {
      expect(t.exp).toBe((t.iat as number) + 3600);
      expect(t).toMatchObject({ jti: expect.any(String), origin_jti: access.origin_jti, auth_time: expect.any(Number), event_id: expect.any(String) });
    }
    expect(access.jti).not.toBe(id.jti);
    expect((auth.RefreshToken as string).split('.')).toHaveLength(1); // opaque, not a JWT

    // Verifiable with the published JWKS (both paths).
    for (const path of ['/cognito/.well-known/jwks.json', '/cognito/local_store/.well-known/jwks.json']) {
      const jwks = (await (await fetch(`${s.url}${path}`)).json()) as { keys: Array<Record<string, unknown>> };
      expect(jwks.keys[0]).toMatchObject({ kty: 'RSA', alg: 'RS256', use: 'sig', kid: expect.any(String) });
      expect(jwks.keys[0]).not.toHaveProperty('d');
      const { payload } = await jwtVerify(auth.IdToken as string, createLocalJWKSet(jwks as never), { issuer: iss, audience: CLIENT_ID });
      expect(payload.sub).toBe(sub);
    }
  });

  it('signs in with the email or phone alias, case-insensitive email', async () => {
    const phone = freshPhone();
    const email = freshEmail();
    const sub = await signUpConfirmed(s, phone);
    // Unverified email: not an alias yet.
    s.db.prepare('UPDATE users SET email = ? WHERE sub = ?').run(email, sub);
    expect((await signIn(s, email)).body.__type).toBe('NotAuthorizedException');
    s.db.prepare('UPDATE users SET email_verified = 1 WHERE sub = ?').run(sub);
    expect((await signIn(s, email.toUpperCase())).status).toBe(200);
    expect((await signIn(s, phone)).status).toBe(200);
    expect((await signIn(s, sub)).status).toBe(200);
  });

  it('errors: unknown user, wrong password, unconfirmed, missing parameters, other flows', async () => {
    // An unknown user is answered like a wrong password (no user enumeration).
    expect((await signIn(s, freshEmail())).body).toEqual({ __type: 'NotAuthorizedException', message: 'Incorrect username or password.' });
    expect((await signIn(s, 'nobody')).body.__type).toBe('NotAuthorizedException');
    const email = freshEmail();
    await signUp(s, email);
    expect((await signIn(s, email, 'wrong-pass9')).body).toEqual({ __type: 'NotAuthorizedException', message: 'Incorrect username or password.' });
    expect((await signIn(s, email)).body).toEqual({ __type: 'UserNotConfirmedException', message: 'User is not confirmed.' });
    const missing = await s.call('InitiateAuth', { AuthFlow: 'USER_PASSWORD_AUTH', ClientId: CLIENT_ID, AuthParameters: { USERNAME: email } });
    expect(missing.body).toEqual({ __type: 'InvalidParameterException', message: 'Missing required parameter PASSWORD' });
    const srp = await s.call('InitiateAuth', { AuthFlow: 'USER_SRP_AUTH', ClientId: CLIENT_ID, AuthParameters: { USERNAME: email, SRP_A: 'x' } });
    expect(srp.body.__type).toBe('InvalidParameterException');
  });

  it('locks a user out after 5 failed passwords (LimitExceededException), even for the right one', async () => {
    const email = freshEmail();
    await signUpConfirmed(s, email);
    for (let i = 0; i < 5; i++) expect((await signIn(s, email, `wrong-${i}xx`)).body.__type).toBe('NotAuthorizedException');
    expect((await signIn(s, email)).body.__type).toBe('LimitExceededException');
    // The window passes.
    s.db.prepare("UPDATE cognito_events SET at = at - 3600 WHERE kind LIKE 'password_failed%'").run();
    expect((await signIn(s, email)).status).toBe(200);
  });

  it('REFRESH_TOKEN_AUTH, REFRESH_TOKEN and GetTokensFromRefreshToken refresh; garbage is refused', async () => {
    const email = freshEmail();
    await signUpConfirmed(s, email);
    const t = await tokens(s, email);
    for (const AuthFlow of ['REFRESH_TOKEN_AUTH', 'REFRESH_TOKEN']) {
      const res = await s.call('InitiateAuth', { AuthFlow, ClientId: CLIENT_ID, AuthParameters: { REFRESH_TOKEN: t.RefreshToken } });
      expect(res.status).toBe(200);
      const auth = res.body.AuthenticationResult as Record<string, string>;
      expect(auth.RefreshToken).toBeUndefined();
      expect(decode(auth.AccessToken as string).origin_jti).toBe(decode(t.AccessToken).origin_jti);
      expect(decode(auth.IdToken as string).auth_time).toBe(decode(t.IdToken).auth_time);
    }
    const res = await s.call('GetTokensFromRefreshToken', { ClientId: CLIENT_ID, RefreshToken: t.RefreshToken });
    expect((res.body.AuthenticationResult as Record<string, string>).AccessToken).toEqual(expect.any(String));
    expect((await s.call('GetTokensFromRefreshToken', { ClientId: CLIENT_ID, RefreshToken: 'nope' })).body).toEqual({
      __type: 'NotAuthorizedException',
      message: 'Invalid Refresh Token',
    });
  });
});

describe('RevokeToken and GlobalSignOut', () => {
  it('RevokeToken ends one session: its refresh and access tokens are refused, others still work', async () => {
    const email = freshEmail();
    await signUpConfirmed(s, email);
    const a = await tokens(s, email);
    const b = await tokens(s, email);
    expect((await s.call('RevokeToken', { ClientId: CLIENT_ID, Token: a.RefreshToken })).status).toBe(200);
    expect((await s.call('GetUser', { AccessToken: a.AccessToken })).body).toEqual({ __type: 'NotAuthorizedException', message: 'Access Token has been revoked' });
    expect((await s.call('GetTokensFromRefreshToken', { ClientId: CLIENT_ID, RefreshToken: a.RefreshToken })).body).toEqual({
      __type: 'NotAuthorizedException',
      message: 'Refresh Token has been revoked',
    });
    expect((await s.call('GetUser', { AccessToken: b.AccessToken })).status).toBe(200);
    expect(await verifyIdToken(s.db, a.IdToken)).toBeNull();
    expect(await verifyIdToken(s.db, b.IdToken)).toMatchObject({ email });
    // Unknown tokens are accepted silently, as Cognito does.
    expect((await s.call('RevokeToken', { ClientId: CLIENT_ID, Token: 'unknown' })).status).toBe(200);
  });

  it('GlobalSignOut ends every session', async () => {
    const email = freshEmail();
    await signUpConfirmed(s, email);
    const a = await tokens(s, email);
    const b = await tokens(s, email);
    expect((await s.call('GlobalSignOut', { AccessToken: a.AccessToken })).status).toBe(200);
    for (const t of [a, b]) {
      expect((await s.call('GetUser', { AccessToken: t.AccessToken })).body.message).toBe('Access Token has been revoked');
      expect((await s.call('InitiateAuth', { AuthFlow: 'REFRESH_TOKEN_AUTH', ClientId: CLIENT_ID, AuthParameters: { REFRESH_TOKEN: t.RefreshToken } })).body.__type).toBe(
        'NotAuthorizedException',
      );
    }
    expect((await s.call('GlobalSignOut', { AccessToken: a.AccessToken })).body.__type).toBe('NotAuthorizedException');
    expect((await signIn(s, email)).status).toBe(200);
  });

  it('refuses forged, garbage and ID tokens as access tokens', async () => {
    const email = freshEmail();
    await signUpConfirmed(s, email);
    const t = await tokens(s, email);
    const [h, p] = t.AccessToken.split('.');
    const forged = `${h}.${p}.${Buffer.from('x'.repeat(256)).toString('base64url')}`;
    for (const AccessToken of ['garbage', forged, t.IdToken]) {
      expect((await s.call('GetUser', { AccessToken })).body).toEqual({ __type: 'NotAuthorizedException', message: 'Invalid Access Token' });
    }
  });
});

describe('signing key', () => {
  it('is generated once per installation and kept across restarts', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'cognito-'));
    try {
      const path = join(dir, 'store.sqlite');
      const db1 = openDatabase(path);
      await createTestUser(db1, { email: 'keep@example.com', password: PASSWORD });
      const t = await signInForTest(db1, 'keep@example.com', PASSWORD);
      db1.close();
      const db2 = openDatabase(path);
      expect(await verifyIdToken(db2, t.idToken)).toMatchObject({ email: 'keep@example.com' });
      expect(db2.prepare('SELECT COUNT(*) AS n FROM cognito_keys').get()).toEqual({ n: 1 });
      db2.close();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
