import type { TestServer } from './server';

export const CLIENT_ID = 'store-web';
export const PASSWORD = 'kestrel482';

let counter = 0;
/** A fresh email per call. */
export function freshEmail(prefix = 'user'): string {
  counter += 1;
  return `${prefix}${counter}.${Date.now()}@example.com`;
}
/** A fresh E.164 phone number per call. */
export function freshPhone(): string {
  counter += 1;
  return `+6581${String(Date.now() % 100000).padStart(5, '0')}${String(counter).padStart(2, '0')}`.slice(0, 12);
}

export async function signUp(s: TestServer, username: string, attributes: Record<string, string> = {}, extra: Record<string, unknown> = {}) {
  return s.call('SignUp', {
    ClientId: CLIENT_ID,
    Username: username,
    Password: PASSWORD,
    UserAttributes: Object.entries(attributes).map(([Name, Value]) => ({ Name, Value })),
    ...extra,
  });
}

/** Signs up and confirms with the code from the outbox. */
export async function signUpConfirmed(s: TestServer, username: string, attributes: Record<string, string> = {}) {
  const res = await signUp(s, username, attributes);
  if (res.status !== 200) throw new Error(`sign-up failed: ${JSON.stringify(res.body)}`);
  const code = s.lastMessage(username).code;
  const confirm = await s.call('ConfirmSignUp', { ClientId: CLIENT_ID, Username: username, ConfirmationCode: code });
  if (confirm.status !== 200) throw new Error(`confirm failed: ${JSON.stringify(confirm.body)}`);
  return res.body.UserSub as string;
}

export async function signIn(s: TestServer, username: string, password = PASSWORD) {
  return s.call('InitiateAuth', { AuthFlow: 'USER_PASSWORD_AUTH', ClientId: CLIENT_ID, AuthParameters: { USERNAME: username, PASSWORD: password } });
}

export async function tokens(s: TestServer, username: string, password = PASSWORD) {
  const res = await signIn(s, username, password);
  if (res.status !== 200) throw new Error(`sign-in failed: ${JSON.stringify(res.body)}`);
  return res.body.AuthenticationResult as { AccessToken: string; IdToken: string; RefreshToken: string; ExpiresIn: number; TokenType: string };
}

export function decode(jwt: string): Record<string, unknown> {
  const [, payload = ''] = jwt.split('.');
  return JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Record<string, unknown>;
}
