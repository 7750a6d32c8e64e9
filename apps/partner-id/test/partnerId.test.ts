import type { FastifyInstance } from 'fastify';
import { buildPartnerId } from '../src/app';
import { readPlayerToken } from '../src/token';

const SECRET = 'a-test-secret-of-at-least-thirty-two-chars';
const STORE = 'http://127.0.0.1:3000';
const query = (o: Record<string, string>) => new URLSearchParams(o).toString();

async function signIn(app: FastifyInstance, username: string, extra: Record<string, string> = {}, cookie?: string) {
  return app.inject({
    method: 'POST',
    url: '/signin',
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...(cookie ? { cookie } : {}) },
    payload: query({ client_id: 'fc-store', redirect_uri: `${STORE}/en-sg/`, username, password: 'partner', ...extra }),
  });
}

const codeOf = (location: string | undefined) => new URL(String(location)).searchParams.get('code') ?? '';

describe('partner identity service', () => {
  let app: FastifyInstance;
  let clock = 1_700_000_000_000;
  beforeEach(async () => {
    clock = 1_700_000_000_000;
    app = await buildPartnerId({ secret: SECRET, applicationId: 'fc-store', storefrontOrigins: [STORE], testHooks: true, now: () => clock });
  });
  afterEach(() => app.close());

  it('signs a player in: code, then a signed token, then the player info', async () => {
    const res = await signIn(app, 'samira');
    expect(res.statusCode).toBe(303);
    expect(String(res.headers.location)).toMatch(/^http:\/\/127\.0\.0\.1:3000\/en-sg\/\?code=/);
    const token = await app.inject({ method: 'POST', url: '/token', payload: { code: codeOf(res.headers.location as string), client_id: 'fc-store' } });
    expect(token.json()).toMatchObject({ status: 2000, expiresIn: 3600 });
    const accessToken = token.json().accessToken as string;
    await expect(readPlayerToken(accessToken, { secret: SECRET, audience: 'fc-store', now: clock })).resolves.toEqual({ sub: 'EA-1001', status: 2, country: 'sg' });
    await expect(readPlayerToken(accessToken, { secret: 'another-secret-of-at-least-thirty-two', audience: 'fc-store' })).resolves.toBeUndefined();
    const info = await app.inject({ method: 'GET', url: '/player-info', headers: { authorization: `Bearer ${accessToken}` } });
    expect(info.json()).toEqual({ status: 2000, player: { id: 'EA-1001', name: 'Samira Khan', status: 2, country: 'sg', accountRegion: 'Southeast Asia', accountRegionCode: 'SEA' } });
  });

  it('uses a code once, and refuses a wrong password, an unknown redirect or application', async () => {
    const res = await signIn(app, 'samira');
    const code = codeOf(res.headers.location as string);
    expect((await app.inject({ method: 'POST', url: '/token', payload: { code, client_id: 'fc-store' } })).statusCode).toBe(200);
    expect((await app.inject({ method: 'POST', url: '/token', payload: { code, client_id: 'fc-store' } })).json()).toMatchObject({ status: 2002 });
    const wrong = await signIn(app, 'samira', { password: 'nope' });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.body).toContain('Wrong username or password.');
    expect((await signIn(app, 'samira', { redirect_uri: 'https://evil.example/' })).statusCode).toBe(400);
    expect((await signIn(app, 'samira', { client_id: 'other' })).statusCode).toBe(400);
  });

  it('leaves out a missing field of the player info, and refuses an expired token', async () => {
    await app.inject({ method: 'POST', url: '/test/hooks', payload: { testId: 't1', tokenTtlSeconds: 5 } });
    const res = await signIn(app, 'noregion', {}, 'partner_test_id=t1');
    const token = (await app.inject({ method: 'POST', url: '/token', payload: { code: codeOf(res.headers.location as string), client_id: 'fc-store' } })).json();
    expect(token.expiresIn).toBe(5);
    const info = await app.inject({ method: 'GET', url: '/player-info', headers: { authorization: `Bearer ${token.accessToken}` } });
    expect(info.json().player).not.toHaveProperty('accountRegionCode');
    clock += 6_000;
    const expired = await app.inject({ method: 'GET', url: '/player-info', headers: { authorization: `Bearer ${token.accessToken}` } });
    expect(expired.statusCode).toBe(401);
  });

  it('re-authenticates silently while the partner session lives, and not after logout', async () => {
    const res = await signIn(app, 'samira');
    const cookie = String(res.headers['set-cookie']).split(';')[0] ?? '';
    const silent = `/signin?${query({ client_id: 'fc-store', redirect_uri: `${STORE}/en-sg/`, prompt: 'none' })}`;
    const again = await app.inject({ method: 'GET', url: silent, headers: { cookie } });
    expect(again.statusCode).toBe(303);
    await app.inject({ method: 'POST', url: '/signin/logout', headers: { cookie } });
    const after = await app.inject({ method: 'GET', url: silent, headers: { cookie } });
    expect(after.statusCode).toBe(303);
    expect(String(after.headers.location)).toBe(`${STORE}/en-sg/?error=login_required`);
    const page = await app.inject({ method: 'GET', url: silent.replace('&prompt=none', ''), headers: { cookie } });
    expect(page.body).toContain('<form method="post" action="/signin">');
  });

  it('fails the SDK script as often as the test hook says, for that browser only', async () => {
    await app.inject({ method: 'POST', url: '/test/hooks', payload: { testId: 't2', sdkFailures: 2 } });
    const get = (cookie?: string) => app.inject({ method: 'GET', url: '/sdk.js', headers: cookie ? { cookie } : {} });
    expect((await get()).statusCode).toBe(200);
    expect((await get('partner_test_id=t2')).statusCode).toBe(503);
    expect((await get('partner_test_id=t2')).statusCode).toBe(503);
    const ok = await get('partner_test_id=t2');
    expect(ok.statusCode).toBe(200);
    expect(ok.body).toContain('window.PartnerSDK');
  });

  it('has no test hooks unless asked', async () => {
    const plain = await buildPartnerId({ secret: SECRET, applicationId: 'fc-store', storefrontOrigins: [STORE] });
    expect((await plain.inject({ method: 'POST', url: '/test/hooks', payload: { testId: 'x', sdkFailures: 1 } })).statusCode).toBe(404);
    await plain.close();
  });
});
