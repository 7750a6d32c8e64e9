import { AUTH_OTP_EXPIRY_S, MAX_AGE, MIN_AGE, PASSWORD_MIN_LENGTH, REWARD_EXPIRY_DAYS, countryByCode } from '@store/shared/domain';
import * as cognito from '../src/cognito/constants';
import { CASHBACK_VALIDITY_DAYS, cashbackEarned } from '../src/orders/orders';
import { createOrder, http, partnerToken, providerCallback, signedInUser, useApi } from './helpers';

// One source of truth: the API takes these spec facts from @store/shared's domain (issue 10, item 7).
const api = useApi();

describe('the auth endpoint', () => {
  it('takes password length, ages and the SMS code lifetime from the domain', () => {
    expect(cognito.PASSWORD_MIN_LENGTH).toBe(PASSWORD_MIN_LENGTH);
    expect(cognito.MIN_AGE).toBe(MIN_AGE);
    expect(cognito.MAX_AGE).toBe(MAX_AGE);
    expect(cognito.SMS_CODE_TTL).toBe(AUTH_OTP_EXPIRY_S);
  });

  it('one birth-date rule: a future date is invalid, under 18 is under age (account API and sign-up alike)', async () => {
    const u = await signedInUser(api.server);
    const next = new Date(Date.now() + 40 * 86_400_000).toISOString().slice(0, 10);
    expect((await http(api.base, 'POST', '/account/user/auth', { birthDate: next }, u.auth)).body.resultCode).toBe('INVALID_BIRTH_DATE');
    expect((await http(api.base, 'POST', '/account/user/auth', { birthDate: '2000-02-30' }, u.auth)).body.resultCode).toBe('INVALID_BIRTH_DATE');
    const signUp = await fetch(`${api.base}/cognito`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-amz-json-1.1', 'x-amz-target': 'AWSCognitoIdentityProviderService.SignUp' },
      body: JSON.stringify({ ClientId: 'store-web', Username: 'future@example.com', Password: 'kestrel482', UserAttributes: [{ Name: 'custom:birth_date', Value: next }] }),
    });
    expect(((await signUp.json()) as { __type: string }).__type).toBe('InvalidParameterException');
  });
});

describe('rewards (cashback)', () => {
  it('expire after the domain reward expiry (45 days)', async () => {
    expect(CASHBACK_VALIDITY_DAYS).toBe(REWARD_EXPIRY_DAYS);
    const u = await signedInUser(api.server);
    const r = await createOrder(api.base, { email: u.email }, u.auth);
    await providerCallback(r.order.paymentUrl, 'approve');
    const row = api.server.db.prepare('SELECT created_at, expires_at FROM cashback_entries WHERE order_id = ?').get(r.order.orderId) as
      | { created_at: string; expires_at: string }
      | undefined;
    expect(row).toBeDefined();
    const days = (Date.parse(row?.expires_at ?? '') - Date.parse(row?.created_at ?? '')) / 86_400_000;
    expect(Math.round(days)).toBe(45);
  });

  it('a reward percentage lies within 2 to 90: below it no reward, above it 90', () => {
    const sg = countryByCode('sg');
    if (!sg) throw new Error('sg is a domain country');
    expect(cashbackEarned(10_000, 'SGD', 1, sg)).toBe(0);
    expect(cashbackEarned(10_000, 'SGD', 2, sg)).toBe(200);
    expect(cashbackEarned(10_000, 'SGD', 95, sg)).toBe(cashbackEarned(10_000, 'SGD', 90, sg));
  });
});

describe('partner sign-in countries', () => {
  it('Bangladesh is upcoming, not supported (readings 11)', async () => {
    const p = { name: 'Rafi', id: 'p-bd', status: 2, country: 'bd', accessToken: await partnerToken({ id: 'p-bd', status: 2, country: 'bd' }), accountRegion: 'Bangladesh', accountRegionCode: 'bd' };
    expect((await http(api.base, 'POST', '/wallet/user/authorize', p)).body.resultCode).toBe('UNSUPPORTED_COUNTRY');
    const sg = { ...p, country: 'sg', accountRegionCode: 'sg', accessToken: await partnerToken({ id: 'p-bd', status: 2, country: 'sg' }) };
    expect((await http(api.base, 'POST', '/wallet/user/authorize', sg)).body.resultCode).toBe('0');
  });
});
