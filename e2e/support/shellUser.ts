import type { APIRequestContext, BrowserContext } from '@playwright/test';
import { API_URL } from './env';

const CLIENT_ID = 'store-web';
const cognito = (request: APIRequestContext, target: string, body: unknown) =>
  request.post(`${API_URL}/cognito`, {
    headers: { 'content-type': 'application/x-amz-json-1.1', 'x-amz-target': `AWSCognitoIdentityProviderService.${target}` },
    data: JSON.stringify(body),
  });

export interface TestUser {
  email: string;
  password: string;
  tokens: { IdToken: string; AccessToken: string; RefreshToken: string };
  sub: string;
}

/** Creates and confirms a real user through the API's Cognito endpoint and outbox, then signs it in (USER_PASSWORD_AUTH). */
export async function createSignedInUser(request: APIRequestContext, country = 'sg'): Promise<TestUser> {
  const email = `shell-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
  const password = 'Passw0rd!23';
  const signUp = await cognito(request, 'SignUp', {
    ClientId: CLIENT_ID,
    Username: email,
    Password: password,
    UserAttributes: [
      { Name: 'email', Value: email },
      { Name: 'name', Value: 'Shell Tester' },
      { Name: 'custom:country_code', Value: country },
    ],
  });
  if (!signUp.ok()) throw new Error(`SignUp ${signUp.status()}: ${await signUp.text()}`);
  const outbox = (await (await request.get(`${API_URL}/dev/outbox?recipient=${encodeURIComponent(email)}`)).json()) as { messages: Array<{ code?: string }> };
  const code = outbox.messages.map((m) => m.code).filter(Boolean).pop();
  const confirm = await cognito(request, 'ConfirmSignUp', { ClientId: CLIENT_ID, Username: email, ConfirmationCode: code });
  if (!confirm.ok()) throw new Error(`ConfirmSignUp ${confirm.status()}: ${await confirm.text()}`);
  const auth = await cognito(request, 'InitiateAuth', { AuthFlow: 'USER_PASSWORD_AUTH', ClientId: CLIENT_ID, AuthParameters: { USERNAME: email, PASSWORD: password } });
  if (!auth.ok()) throw new Error(`InitiateAuth ${auth.status()}: ${await auth.text()}`);
  const tokens = ((await auth.json()) as { AuthenticationResult: TestUser['tokens'] }).AuthenticationResult;
  const payload = JSON.parse(Buffer.from(tokens.AccessToken.split('.')[1] ?? '', 'base64url').toString()) as { username: string };
  return { email, password, tokens, sub: payload.username };
}

/**
 * Puts the user's session where Amplify keeps it (Amplify's token store in localStorage), as a
 * previous sign-in would have: the shell's real bootstrap (fetchAuthSession, fetchUserAttributes)
 * then loads the user.
 */
export async function useSession(context: BrowserContext, user: TestUser): Promise<void> {
  await context.addInitScript(
    ({ clientId, sub, tokens }) => {
      const prefix = `CognitoIdentityServiceProvider.${clientId}`;
      if (localStorage.getItem(`${prefix}.LastAuthUser`) === null && !sessionStorage.getItem('__signedOutOnce')) {
        localStorage.setItem(`${prefix}.LastAuthUser`, sub);
        localStorage.setItem(`${prefix}.${sub}.idToken`, tokens.IdToken);
        localStorage.setItem(`${prefix}.${sub}.accessToken`, tokens.AccessToken);
        localStorage.setItem(`${prefix}.${sub}.refreshToken`, tokens.RefreshToken);
        localStorage.setItem(`${prefix}.${sub}.clockDrift`, '0');
        sessionStorage.setItem('__signedOutOnce', '1');
      }
    },
    { clientId: CLIENT_ID, sub: user.sub, tokens: user.tokens },
  );
}
