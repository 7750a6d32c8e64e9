import { randomUUID } from 'node:crypto';
import { captchaToken, http, useApi } from './helpers';

const api = useApi();
const AMZ = { 'content-type': 'application/x-amz-json-1.1', 'x-amz-target': 'AWSCognitoIdentityProviderService.SignUp' };

const signUp = (validation?: Array<{ Name: string; Value: string }>, clientMetadata?: Record<string, string>) =>
  http(api.base, 'POST', '/cognito', JSON.stringify({
    ClientId: 'store-web',
    Username: `captcha-${randomUUID().slice(0, 8)}@example.com`,
    Password: 'kestrel482',
    ...(validation ? { ValidationData: validation } : {}),
    ...(clientMetadata ? { ClientMetadata: clientMetadata } : {}),
  }), AMZ);

const refused = { status: 400, body: { __type: 'UserLambdaValidationException', message: 'PreSignUp failed with error CAPTCHA_FAILED.' } };

describe('the invisible captcha (section 5): the API verifies the simulator\'s token', () => {
  it('a sign-up passes with a fresh token, in ValidationData or ClientMetadata', async () => {
    expect((await signUp([{ Name: 'captchaToken', Value: await captchaToken(api.base) }])).status).toBe(200);
    expect((await signUp(undefined, { captchaToken: await captchaToken(api.base) })).status).toBe(200);
  });

  it('without a token, with a forged, reused or other-action token, nobody is signed up', async () => {
    expect(await signUp()).toMatchObject(refused);
    expect(await signUp([{ Name: 'captchaToken', Value: 'captcha-simulator-pass' }])).toMatchObject(refused);
    const token = await captchaToken(api.base);
    const [prefix, action, exp, nonce] = token.split('.');
    expect(await signUp([{ Name: 'captchaToken', Value: `${prefix}.${action}.${Number(exp) + 3600}.${nonce}.${token.split('.')[4]}` }])).toMatchObject(refused);
    expect((await signUp([{ Name: 'captchaToken', Value: token }])).status).toBe(200);
    expect(await signUp([{ Name: 'captchaToken', Value: token }])).toMatchObject(refused);
    expect(await signUp([{ Name: 'captchaToken', Value: await captchaToken(api.base, 'forgot_password') }])).toMatchObject(refused);
  });

  it('an expired token is refused', async () => {
    const token = await captchaToken(api.base);
    const realNow = Date.now;
    Date.now = () => realNow() + 3 * 60 * 1000;
    try {
      expect(await signUp([{ Name: 'captchaToken', Value: token }])).toMatchObject(refused);
    } finally {
      Date.now = realNow;
    }
  });

  it('forgot-password verifies its gRecaptchaToken', async () => {
    const body = { uid: 'someone@example.com', uidType: 'email', countryCode: 'sg', languageCode: 'en' };
    expect((await http(api.base, 'POST', '/account/user/forgot-password', { ...body, gRecaptchaToken: 'nope' })).body.resultCode).toBe('CAPTCHA_FAILED');
    const ok = await http(api.base, 'POST', '/account/user/forgot-password', { ...body, gRecaptchaToken: await captchaToken(api.base, 'forgot_password') });
    expect(ok.body).toMatchObject({ resultCode: 0, resultMessage: 'Success' });
  });

  it('the simulator answers only the known actions', async () => {
    expect((await http(api.base, 'POST', '/captcha/simulator/execute', { action: 'login' })).status).toBe(400);
    expect((await http(api.base, 'POST', '/captcha/simulator/execute', { action: 'signup', extra: 1 })).status).toBe(400);
  });
});
