import { createTestUser } from '../../src/cognito';
import { startServer, type RunningServer } from '../../src/server';
import { captchaToken, cognito, freshEmail, inject, ipOf, signIn } from './support';

// Security review defects 3, 4, 8 and 13: sign-in hardening.
const PASSWORD = 'Kangaroo-42-river';
// Password hashing under a shared machine's load: generous timeouts, the assertions are about counts.
jest.setTimeout(30_000);

let s: RunningServer;
beforeAll(async () => {
  s = await startServer();
});
afterAll(() => s?.close());

const victim = async () => {
  const email = freshEmail('victim');
  await createTestUser(s.db, { email, password: PASSWORD });
  return email;
};

describe('defect 3: the lockout cannot be raced', () => {
  it('300 concurrent wrong guesses get at most the limit evaluated', async () => {
    const email = await victim();
    const results = await Promise.all(Array.from({ length: 300 }, (_, i) => signIn(s, email, `wrong-guess-${i}`, ipOf(i))));
    const evaluated = results.filter((r) => r.body.__type === 'NotAuthorizedException').length;
    // Per address 5, per user 20 from all addresses: never 212.
    expect(evaluated).toBeLessThanOrEqual(20);
    expect(results.every((r) => r.status === 400)).toBe(true);
  });

  it('a 60-guess burst with the right password last does not sign in', async () => {
    const email = await victim();
    const guesses = Array.from({ length: 60 }, (_, i) => (i === 59 ? PASSWORD : `wrong-${i}`));
    const results = await Promise.all(guesses.map((p) => signIn(s, email, p, '198.18.0.1')));
    expect(results[59]?.body.AuthenticationResult).toBeUndefined();
    expect(results.filter((r) => r.body.__type === 'NotAuthorizedException').length).toBeLessThanOrEqual(5);
  });
});

describe('defect 4: authentication denial of service', () => {
  it('one address is throttled across many usernames (TooManyRequestsException), others are not', async () => {
    const results = [];
    for (let i = 0; i < 60; i++) results.push(await signIn(s, `nobody${i % 40}@example.com`, 'whatever-1', '198.18.1.1'));
    expect(results.some((r) => r.body.__type === 'TooManyRequestsException')).toBe(true);
    const other = await signIn(s, 'nobody@example.com', 'whatever-1', '198.18.1.2');
    expect(other.body.__type).toBe('NotAuthorizedException');
  });

  it('sign-up is throttled per address', async () => {
    const results = await Promise.all(
      Array.from({ length: 30 }, () =>
        cognito(s, 'SignUp', { ClientId: 'store-web', Username: freshEmail('burst'), Password: PASSWORD, UserAttributes: [] }, '198.18.2.1'),
      ),
    );
    expect(results.filter((r) => r.body.__type === 'TooManyRequestsException').length).toBeGreaterThan(0);
  });

  it("a stranger's wrong guesses do not lock the owner out from another address, and a lock is a delay, not for good", async () => {
    const email = await victim();
    for (let i = 0; i < 6; i++) await signIn(s, email, `wrong-${i}`, '198.18.3.1');
    expect((await signIn(s, email, PASSWORD, '198.18.3.1')).body.__type).toBe('LimitExceededException');
    expect((await signIn(s, email, PASSWORD, '198.18.3.2')).body.AuthenticationResult).toBeDefined();
  });

  it('after the delay a locked address may try again (progressive, never permanent)', async () => {
    const email = await victim();
    for (let i = 0; i < 5; i++) await signIn(s, email, `wrong-${i}`, '198.18.3.3');
    expect((await signIn(s, email, PASSWORD, '198.18.3.3')).body.__type).toBe('LimitExceededException');
    // 31 seconds later (the first delay is 30 s): the right password works again.
    s.db.prepare("UPDATE cognito_events SET at = at - 31 WHERE kind LIKE 'password_failed%'").run();
    expect((await signIn(s, email, PASSWORD, '198.18.3.3')).body.AuthenticationResult).toBeDefined();
  });
});

describe('defect 8: user enumeration', () => {
  it('unknown user and wrong password: the same error and similar timing', async () => {
    const email = await victim();
    const timed = async (username: string, ip: string) => {
      const t0 = performance.now();
      const r = await signIn(s, username, 'not-the-password-1', ip);
      return { type: r.body.__type as string, ms: performance.now() - t0 };
    };
    const wrong = [];
    const unknown = [];
    for (let i = 0; i < 4; i++) {
      wrong.push(await timed(email, ipOf(100 + i)));
      unknown.push(await timed(freshEmail('ghost'), ipOf(110 + i)));
    }
    expect(new Set([...wrong, ...unknown].map((r) => r.type))).toEqual(new Set(['NotAuthorizedException']));
    const median = (xs: number[]) => xs.sort((a, b) => a - b)[Math.floor(xs.length / 2)] as number;
    // Both run the password hash: the unknown user is not answered in a fraction of the time.
    expect(median(unknown.map((r) => r.ms))).toBeGreaterThan(median(wrong.map((r) => r.ms)) * 0.4);
  });

  it('forgot-password answers the same for unknown accounts and returns no internal id', async () => {
    const email = await victim();
    const known = await cognito(s, 'ForgotPassword', { ClientId: 'store-web', Username: email }, '198.18.4.1');
    const unknown = await cognito(s, 'ForgotPassword', { ClientId: 'store-web', Username: freshEmail('ghost') }, '198.18.4.1');
    expect(known.status).toBe(200);
    expect(unknown.status).toBe(200);
    expect(Object.keys(unknown.body.CodeDeliveryDetails)).toEqual(Object.keys(known.body.CodeDeliveryDetails));
    const shop = await inject(s, 'POST', '/account/user/forgot-password', { body: { uid: email, uidType: 'email', countryCode: 'sg', languageCode: 'en', gRecaptchaToken: await captchaToken(s, 'forgot_password') }, ip: '198.18.4.2' });
    expect(shop.body).toMatchObject({ resultCode: 0, resultMessage: 'Success', shopAccountId: null });
    expect(JSON.stringify(shop.body)).not.toMatch(/[0-9a-f]{8}-[0-9a-f]{4}-/);
  });
});

describe('defect 13: password policy', () => {
  it.each(['password1', '12345678', 'Passw0rd', 'pass word 1', 'aaaaaaa1', '1111111a'])('refuses the common password %s', async (password) => {
    const r = await cognito(s, 'SignUp', { ClientId: 'store-web', Username: freshEmail('weak'), Password: password, UserAttributes: [] }, ipOf(200 + password.length));
    expect(r.body.__type).toBe('InvalidPasswordException');
  });

  it('a full-width digit counts as a digit, and an over-long password is an InvalidPasswordException', async () => {
    const fullWidth = await cognito(
      s,
      'SignUp',
      { ClientId: 'store-web', Username: freshEmail('fw'), Password: 'Kangaroo-river-１', UserAttributes: [], ValidationData: [{ Name: 'captchaToken', Value: await captchaToken(s) }] },
      '198.18.5.1',
    );
    expect(fullWidth.status).toBe(200);
    const long = await cognito(s, 'SignUp', { ClientId: 'store-web', Username: freshEmail('long'), Password: `${'a1'.repeat(128)}x`, UserAttributes: [] }, '198.18.5.1');
    expect(long.body.__type).toBe('InvalidPasswordException');
  });
});
