import { openDatabase, type Db } from '../src/db/database';
import { createTestUser, signInForTest, verifyIdToken, CognitoError } from '../src/cognito';
import { assertPasswordPolicy, hashPassword, verifyPassword } from '../src/cognito/passwords';
import { isValidCpf } from '../src/cognito/preSignUp';
import { maskDestination, parseLogin } from '../src/cognito/users';
import { revokeAllSessions } from '../src/cognito/tokens';

describe('passwords', () => {
  it('hashes with a salt and verifies', async () => {
    const a = await hashPassword('secret123');
    const b = await hashPassword('secret123');
    expect(a).toMatch(/^scrypt\$16384\$8\$1\$/);
    expect(a).not.toBe(b);
    expect(await verifyPassword('secret123', a)).toBe(true);
    expect(await verifyPassword('secret124', a)).toBe(false);
    expect(await verifyPassword('secret123', null)).toBe(false);
    expect(await verifyPassword('secret123', 'garbage')).toBe(false);
  });

  it('policy: 8+ characters with a digit, not among the most common passwords', () => {
    expect(() => assertPasswordPolicy('kestrelx1')).not.toThrow();
    for (const p of ['abc1', 'abcdefgh', ' kestrelx1', 'x1'.repeat(200), 'password1', 'abcdefg1', 'Welcome1']) {
      expect(() => assertPasswordPolicy(p)).toThrow(expect.objectContaining({ type: 'InvalidPasswordException' }));
    }
  });
});

describe('helpers', () => {
  it('CPF check digits', () => {
    expect(isValidCpf('52998224725')).toBe(true);
    expect(isValidCpf('11144477735')).toBe(true);
    expect(isValidCpf('52998224726')).toBe(false);
    expect(isValidCpf('00000000000')).toBe(false);
    expect(isValidCpf('5299822472')).toBe(false);
  });

  it('masks, logins', () => {
    expect(maskDestination('email', 'ana@example.com')).toBe('a***@e***');
    expect(maskDestination('phone_number', '+6581234567')).toBe('+******4567');
    expect(parseLogin(' Ana@Example.COM ')).toEqual({ type: 'email', value: 'ana@example.com' });
    expect(parseLogin('+65 8123-4567')).toEqual({ type: 'phone_number', value: '+6581234567' });
    expect(() => parseLogin('81234567')).toThrow(CognitoError);
  });
});

describe('createTestUser, signInForTest, verifyIdToken', () => {
  let db: Db;
  beforeEach(() => {
    db = openDatabase(':memory:');
  });
  afterEach(() => db.close());

  it('creates a confirmed user whose ID token verifies', async () => {
    const { sub } = await createTestUser(db, { email: 'Test@Example.com', password: 'secret123', attributes: { name: 'T', 'custom:country_code': 'sg' } });
    const t = await signInForTest(db, 'test@example.com', 'secret123');
    expect(t.refreshToken).toEqual(expect.any(String));
    const claims = await verifyIdToken(db, t.idToken);
    expect(claims).toMatchObject({ sub, email: 'test@example.com', email_verified: true, name: 'T', 'custom:country_code': 'sg', token_use: 'id' });
    expect(db.prepare('SELECT email, phone_number, email_verified FROM users WHERE sub = ?').get(sub)).toEqual({
      email: 'test@example.com',
      phone_number: null,
      email_verified: 1,
    });
    // An access token is not an ID token.
    expect(await verifyIdToken(db, t.accessToken)).toBeNull();
    expect(await verifyIdToken(db, 'x.y.z')).toBeNull();
  });

  it('phone users, and both email and phone', async () => {
    await createTestUser(db, { phone_number: '+6591234567', password: 'secret123' });
    const t = await signInForTest(db, '+6591234567', 'secret123');
    expect(await verifyIdToken(db, t.idToken)).toMatchObject({ phone_number: '+6591234567', phone_number_verified: true });
    await createTestUser(db, { email: 'both@example.com', phone_number: '+6591234568', password: 'secret123' });
    const t2 = await signInForTest(db, '+6591234568', 'secret123');
    expect(await verifyIdToken(db, t2.idToken)).toMatchObject({ email: 'both@example.com', phone_number: '+6591234568' });
  });

  it('signInForTest throws Cognito errors', async () => {
    await createTestUser(db, { email: 'a@example.com', password: 'secret123' });
    await expect(signInForTest(db, 'a@example.com', 'nope')).rejects.toMatchObject({ type: 'NotAuthorizedException' });
    // An unknown user gets the wrong password's answer (no enumeration).
    await expect(signInForTest(db, 'b@example.com', 'secret123')).rejects.toMatchObject({ type: 'NotAuthorizedException', message: 'Incorrect username or password.' });
  });

  it('rejects expired, signed-out and deleted users', async () => {
    const { sub } = await createTestUser(db, { email: 'a@example.com', password: 'secret123' });
    const t = await signInForTest(db, 'a@example.com', 'secret123');
    const spy = jest.spyOn(Date, 'now').mockReturnValue(Date.now() + 2 * 3600 * 1000);
    expect(await verifyIdToken(db, t.idToken)).toBeNull();
    spy.mockRestore();
    expect(await verifyIdToken(db, t.idToken)).not.toBeNull();
    revokeAllSessions(db, sub);
    expect(await verifyIdToken(db, t.idToken)).toBeNull();

    const t2 = await signInForTest(db, 'a@example.com', 'secret123');
    db.prepare("UPDATE users SET status = 'DELETED' WHERE sub = ?").run(sub);
    expect(await verifyIdToken(db, t2.idToken)).toBeNull();
  });

  it('rejects tokens signed by another installation', async () => {
    const other = openDatabase(':memory:');
    try {
      await createTestUser(other, { email: 'a@example.com', password: 'secret123' });
      const foreign = await signInForTest(other, 'a@example.com', 'secret123');
      await createTestUser(db, { email: 'a@example.com', password: 'secret123' });
      expect(await verifyIdToken(db, foreign.idToken)).toBeNull();
    } finally {
      other.close();
    }
  });
});
