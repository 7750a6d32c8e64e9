import type { Db } from '../db/database';
import { passwordSignIn } from './operations/auth';
import { hashPassword } from './passwords';
import { insertUser, normalizeEmail, normalizePhone, parseAttributeList } from './users';

export interface TestUserInput {
  email?: string;
  phone_number?: string;
  password: string;
  /** Cognito attribute names, e.g. { name: 'Ana', 'custom:country_code': 'sg' }. */
  attributes?: Record<string, string>;
}

/**
 * Creates a confirmed user (for tests): signs up with the email if given, else the phone number, which is verified.
 * The other one, if given too, is stored verified as well.
 */
export async function createTestUser(db: Db, input: TestUserInput): Promise<{ sub: string }> {
  const email = input.email ? normalizeEmail(input.email) : undefined;
  const phone = input.phone_number ? normalizePhone(input.phone_number) : undefined;
  const username = email ?? phone;
  if (!username) throw new Error('createTestUser needs an email or a phone_number');
  const attributes = parseAttributeList(Object.entries(input.attributes ?? {}).map(([Name, Value]) => ({ Name, Value })));
  if (email && phone) attributes.phone_number = phone;
  const user = insertUser(db, {
    username,
    usernameType: email ? 'email' : 'phone_number',
    passwordHash: await hashPassword(input.password),
    status: 'CONFIRMED',
    attributes,
  });
  if (email && phone) db.prepare('UPDATE users SET phone_number_verified = 1 WHERE sub = ?').run(user.sub);
  return { sub: user.sub };
}

/** Signs in as USER_PASSWORD_AUTH does (same checks and errors), for tests. */
export async function signInForTest(db: Db, username: string, password: string): Promise<{ idToken: string; accessToken: string; refreshToken: string }> {
  const result = await passwordSignIn(db, username, password);
  return { idToken: result.IdToken, accessToken: result.AccessToken, refreshToken: result.RefreshToken as string };
}
